ALTER TABLE "bids" DROP CONSTRAINT "bids_property_id_properties_id_fk";
--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;