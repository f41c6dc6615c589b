ALTER TABLE "offer_documents" ADD COLUMN "uploader_key" varchar(64);--> statement-breakpoint
CREATE INDEX "offer_documents_created_at_idx" ON "offer_documents" USING btree ("created_at");