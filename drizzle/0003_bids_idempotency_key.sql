ALTER TABLE "bids" ADD COLUMN "idempotency_key" uuid;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_idempotency_key_unique" UNIQUE("idempotency_key");