ALTER TABLE "properties" ADD COLUMN "rooms" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "floor" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "plot_area" integer;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_certificate_type" varchar(20);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_carrier" varchar(30);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_certificate_year" smallint;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "energy_certificate_valid_until" date;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_name" varchar(255);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_role" varchar(100);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_role_en" varchar(100);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_role_fr" varchar(100);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_phone" varchar(50);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_email" varchar(255);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "contact_photo" varchar(2048);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "image_alt_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;