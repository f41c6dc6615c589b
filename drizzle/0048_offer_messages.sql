CREATE TABLE "offer_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"template" varchar(30) NOT NULL,
	"language" varchar(5) NOT NULL,
	"subject" varchar(500) NOT NULL,
	"body" text NOT NULL,
	"reply_to" varchar(255),
	"sent_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "offer_message_id" uuid;--> statement-breakpoint
ALTER TABLE "offer_messages" ADD CONSTRAINT "offer_messages_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_messages" ADD CONSTRAINT "offer_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_messages_offer_idx" ON "offer_messages" USING btree ("offer_id","created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_offer_message_id_offer_messages_id_fk" FOREIGN KEY ("offer_message_id") REFERENCES "public"."offer_messages"("id") ON DELETE cascade ON UPDATE no action;