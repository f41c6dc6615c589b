CREATE TABLE "viewing_bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slot_id" uuid NOT NULL,
	"name" varchar(100) NOT NULL,
	"email" varchar(255) NOT NULL,
	"phone" varchar(50) NOT NULL,
	"language" varchar(5) NOT NULL,
	"status" varchar(12) NOT NULL,
	"sequence" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "viewing_bookings_status_check" CHECK ("viewing_bookings"."status" in ('requested', 'confirmed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "viewing_slots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"capacity" integer NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewing_slots_duration_check" CHECK ("viewing_slots"."duration_minutes" between 15 and 240),
	CONSTRAINT "viewing_slots_capacity_check" CHECK ("viewing_slots"."capacity" between 1 and 30)
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "viewing_booking_id" uuid;--> statement-breakpoint
ALTER TABLE "viewing_bookings" ADD CONSTRAINT "viewing_bookings_slot_id_viewing_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."viewing_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewing_slots" ADD CONSTRAINT "viewing_slots_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "viewing_bookings_slot_idx" ON "viewing_bookings" USING btree ("slot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "viewing_bookings_slot_email_unique" ON "viewing_bookings" USING btree ("slot_id",lower("email")) WHERE "viewing_bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "viewing_slots_property_idx" ON "viewing_slots" USING btree ("property_id","starts_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_viewing_booking_id_viewing_bookings_id_fk" FOREIGN KEY ("viewing_booking_id") REFERENCES "public"."viewing_bookings"("id") ON DELETE cascade ON UPDATE no action;