CREATE TABLE "offer_consents" (
	"offer_id" uuid PRIMARY KEY NOT NULL,
	"consented_at" timestamp with time zone NOT NULL,
	"privacy_version" varchar(64)
);
--> statement-breakpoint
ALTER TABLE "offer_consents" ADD CONSTRAINT "offer_consents_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;