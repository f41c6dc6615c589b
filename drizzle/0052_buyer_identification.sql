CREATE TABLE "buyer_identifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid,
	"offer_id" uuid,
	"email_digest" varchar(64) NOT NULL,
	"key_id" varchar(16) NOT NULL,
	"property_title" varchar(255) NOT NULL,
	"awarded_at" timestamp with time zone NOT NULL,
	"requested_at" timestamp with time zone,
	"details" "bytea",
	"document" "bytea",
	"document_name" varchar(255),
	"document_type" varchar(50),
	"register_extract" "bytea",
	"register_extract_name" varchar(255),
	"register_extract_type" varchar(50),
	"submitted_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"confirmed_by" varchar(255),
	"confirmation_note" varchar(1000),
	"kept_until" timestamp with time zone,
	CONSTRAINT "buyer_identifications_property_unique" UNIQUE("property_id")
);
--> statement-breakpoint
ALTER TABLE "buyer_identifications" ADD CONSTRAINT "buyer_identifications_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buyer_identifications" ADD CONSTRAINT "buyer_identifications_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "buyer_identifications_email_digest" ON "buyer_identifications" USING btree ("email_digest");