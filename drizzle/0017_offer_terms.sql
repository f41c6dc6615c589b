CREATE TABLE "offer_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid,
	"media_type" varchar(50) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_terms" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"financing" varchar(30),
	"handover_date" date,
	"binding_days" integer,
	"message" text,
	CONSTRAINT "offer_terms_financing_check" CHECK ("offer_terms"."financing" in ('own-funds', 'financing-confirmed', 'financing-in-progress')),
	CONSTRAINT "offer_terms_binding_days_check" CHECK ("offer_terms"."binding_days" between 1 and 365),
	CONSTRAINT "offer_terms_message_length_check" CHECK (char_length("offer_terms"."message") between 1 and 2000),
	CONSTRAINT "offer_terms_any_check" CHECK (num_nonnulls("offer_terms"."financing", "offer_terms"."handover_date", "offer_terms"."binding_days", "offer_terms"."message") > 0)
);
--> statement-breakpoint
ALTER TABLE "offer_documents" ADD CONSTRAINT "offer_documents_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_terms" ADD CONSTRAINT "offer_terms_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_documents_offer_id_unique" ON "offer_documents" USING btree ("offer_id");--> statement-breakpoint
CREATE INDEX "offer_documents_unattached_idx" ON "offer_documents" USING btree ("created_at") WHERE "offer_documents"."offer_id" is null;