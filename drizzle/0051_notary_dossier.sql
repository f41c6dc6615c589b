CREATE TABLE "notary_dossiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"seller_reference" varchar(200) NOT NULL,
	"notary_email" varchar(255),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "notary_dossiers_property_unique" UNIQUE("property_id")
);
--> statement-breakpoint
ALTER TABLE "notary_dossiers" ADD CONSTRAINT "notary_dossiers_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;