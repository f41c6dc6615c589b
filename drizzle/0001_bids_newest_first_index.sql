DROP INDEX "bids_created_at_idx";--> statement-breakpoint
CREATE INDEX "bids_created_at_id_idx" ON "bids" USING btree ("created_at","id");