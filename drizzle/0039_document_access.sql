CREATE TABLE "document_access" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"language" varchar(5) NOT NULL,
	"terms_text" text NOT NULL,
	"terms_hash" varchar(64) NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"access_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"document_title" varchar(200) NOT NULL,
	"version" integer NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_documents" DROP CONSTRAINT "property_documents_visibility_check";--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "document_access_id" uuid;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "document_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "document_terms_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "document_terms_fr" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "document_access" ADD CONSTRAINT "document_access_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_downloads" ADD CONSTRAINT "document_downloads_access_id_document_access_id_fk" FOREIGN KEY ("access_id") REFERENCES "public"."document_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_access_property_idx" ON "document_access" USING btree ("property_id","requested_at");--> statement-breakpoint
CREATE INDEX "document_access_email_idx" ON "document_access" USING btree ("email");--> statement-breakpoint
CREATE INDEX "document_downloads_access_idx" ON "document_downloads" USING btree ("access_id","downloaded_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_document_access_id_document_access_id_fk" FOREIGN KEY ("document_access_id") REFERENCES "public"."document_access"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_visibility_check" CHECK ("property_documents"."visibility" in ('public', 'acknowledged', 'agent'));