ALTER TABLE "properties" ADD COLUMN "offer_mode" varchar(10) DEFAULT 'sealed' NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minimum_offer" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minimum_offer_shown" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "minimum_step" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "extension_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_offer_mode_check" CHECK ("properties"."offer_mode" in ('sealed', 'open'));--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_minimum_offer_check" CHECK ("properties"."minimum_offer" > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_minimum_step_check" CHECK ("properties"."minimum_step" > 0);--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_extension_minutes_check" CHECK ("properties"."extension_minutes" between 0 and 120);