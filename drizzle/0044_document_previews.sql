ALTER TABLE "property_documents" ADD COLUMN "preview_key" varchar(100);--> statement-breakpoint
ALTER TABLE "property_documents" ADD COLUMN "preview_version" integer;--> statement-breakpoint
ALTER TABLE "property_documents" ADD COLUMN "energy_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "property_documents_energy_certificate_unique" ON "property_documents" USING btree ("property_id") WHERE "property_documents"."energy_certificate";