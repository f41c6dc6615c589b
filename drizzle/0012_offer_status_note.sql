ALTER TABLE "bids" ADD COLUMN "status" varchar(20) DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_status_check" CHECK ("bids"."status" in ('new', 'contacted', 'accepted', 'declined'));--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_note_length_check" CHECK (char_length("bids"."note") <= 2000);