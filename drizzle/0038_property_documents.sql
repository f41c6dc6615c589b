CREATE TABLE "document_files" (
	"name" varchar(100) PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title_de" varchar(200) NOT NULL,
	"title_en" varchar(200) DEFAULT '' NOT NULL,
	"title_fr" varchar(200) DEFAULT '' NOT NULL,
	"visibility" varchar(20) DEFAULT 'agent' NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"media_type" varchar(50) NOT NULL,
	"byte_size" integer NOT NULL,
	"file_key" varchar(100) NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_documents_visibility_check" CHECK ("property_documents"."visibility" in ('public', 'agent')),
	CONSTRAINT "property_documents_media_type_check" CHECK ("property_documents"."media_type" in ('application/pdf', 'image/jpeg', 'image/png')),
	CONSTRAINT "property_documents_byte_size_check" CHECK ("property_documents"."byte_size" > 0),
	CONSTRAINT "property_documents_version_check" CHECK ("property_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "property_documents" ADD CONSTRAINT "property_documents_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_documents_property_idx" ON "property_documents" USING btree ("property_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "property_documents_file_key_unique" ON "property_documents" USING btree ("file_key");