CREATE TABLE "offer_verification_tokens" (
	"token_hash" varchar(64) PRIMARY KEY NOT NULL,
	"offer_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "offer_totals" ADD COLUMN "verified_count" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_totals" ADD COLUMN "verified_max" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "verified_offers_only" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_verification_tokens" ADD CONSTRAINT "offer_verification_tokens_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_verification_tokens_offer_idx" ON "offer_verification_tokens" USING btree ("offer_id");--> statement-breakpoint
-- The totals of verified offers follow the same changes as the others (decision 0072). An offer
-- is stored unverified; a restored one may arrive verified.
CREATE OR REPLACE FUNCTION offer_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_totals AS t (property_id, offer_count, amount_sum, amount_max, verified_count, verified_max)
    SELECT property_id, count(*), sum(bid_amount), max(bid_amount),
      count(*) FILTER (WHERE verified_at IS NOT NULL), max(bid_amount) FILTER (WHERE verified_at IS NOT NULL)
    FROM added GROUP BY property_id
  ON CONFLICT (property_id) DO UPDATE SET
    offer_count = t.offer_count + excluded.offer_count,
    amount_sum = t.amount_sum + excluded.amount_sum,
    amount_max = greatest(t.amount_max, excluded.amount_max),
    verified_count = t.verified_count + excluded.verified_count,
    verified_max = greatest(t.verified_max, excluded.verified_max);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT property_id, count(*) AS n, sum(bid_amount) AS s, max(bid_amount) AS m,
      count(*) FILTER (WHERE verified_at IS NOT NULL) AS vn, max(bid_amount) FILTER (WHERE verified_at IS NOT NULL) AS vm
    FROM removed GROUP BY property_id
  )
  UPDATE offer_totals AS t SET
    offer_count = t.offer_count - gone.n,
    amount_sum = t.amount_sum - gone.s,
    amount_max = CASE WHEN gone.m < t.amount_max THEN t.amount_max
      ELSE coalesce((SELECT max(b.bid_amount) FROM bids AS b WHERE b.property_id = t.property_id), 0) END,
    verified_count = t.verified_count - gone.vn,
    verified_max = CASE WHEN gone.vm IS NULL OR gone.vm < t.verified_max THEN t.verified_max
      ELSE (SELECT max(b.bid_amount) FROM bids AS b WHERE b.property_id = t.property_id AND b.verified_at IS NOT NULL) END
  FROM gone WHERE t.property_id = gone.property_id;
  DELETE FROM offer_totals WHERE offer_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A verification (one offer at a time, the bidder's link) or its reversal.
CREATE FUNCTION offer_totals_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.verified_at IS NOT NULL THEN
    UPDATE offer_totals SET verified_count = verified_count + 1, verified_max = greatest(verified_max, new.bid_amount)
      WHERE property_id = new.property_id;
  ELSE
    UPDATE offer_totals SET verified_count = verified_count - 1,
      verified_max = (SELECT max(b.bid_amount) FROM bids AS b WHERE b.property_id = new.property_id AND b.verified_at IS NOT NULL)
      WHERE property_id = new.property_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_after_verification AFTER UPDATE OF verified_at ON bids
  FOR EACH ROW WHEN ((old.verified_at IS NULL) IS DISTINCT FROM (new.verified_at IS NULL))
  EXECUTE FUNCTION offer_totals_verified();
