CREATE TABLE "offer_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"email" varchar(255) NOT NULL,
	"language" varchar(5) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outbid_for" numeric(12, 2),
	"end_known" timestamp with time zone NOT NULL,
	"hour_notice_for" timestamp with time zone,
	"end_notice_for" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bid_log" DROP CONSTRAINT "bid_log_kind_check";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "withdrawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offer_alerts" ADD CONSTRAINT "offer_alerts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_alerts" ADD CONSTRAINT "offer_alerts_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "offer_alerts_property_email_unique" ON "offer_alerts" USING btree ("property_id","email");--> statement-breakpoint
CREATE INDEX "offer_alerts_offer_idx" ON "offer_alerts" USING btree ("offer_id");--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_kind_check" CHECK ("bid_log"."kind" in ('procedure-set-up', 'offer', 'offer-deleted', 'offer-withdrawn', 'offers-deleted', 'end-extended', 'end-changed', 'settings-changed'));--> statement-breakpoint
-- A withdrawn offer (decision 0114) counts no more: the running totals (and with them the open
-- procedure's highest offer, its count and the next offer's least amount) leave it out, whether it
-- is added (a restore), deleted, verified or withdrawn.
CREATE OR REPLACE FUNCTION offer_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_totals AS t (property_id, offer_count, amount_sum, amount_max, verified_count, verified_max)
    SELECT property_id, count(*), sum(bid_amount), max(bid_amount),
      count(*) FILTER (WHERE verified_at IS NOT NULL), max(bid_amount) FILTER (WHERE verified_at IS NOT NULL)
    FROM added WHERE withdrawn_at IS NULL GROUP BY property_id
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
    FROM removed WHERE withdrawn_at IS NULL GROUP BY property_id
  )
  UPDATE offer_totals AS t SET
    offer_count = t.offer_count - gone.n,
    amount_sum = t.amount_sum - gone.s,
    amount_max = CASE WHEN gone.m < t.amount_max THEN t.amount_max
      ELSE coalesce((SELECT max(b.bid_amount) FROM bids AS b
        WHERE b.property_id = t.property_id AND b.withdrawn_at IS NULL), 0) END,
    verified_count = t.verified_count - gone.vn,
    verified_max = CASE WHEN gone.vm IS NULL OR gone.vm < t.verified_max THEN t.verified_max
      ELSE (SELECT max(b.bid_amount) FROM bids AS b
        WHERE b.property_id = t.property_id AND b.verified_at IS NOT NULL AND b.withdrawn_at IS NULL) END
  FROM gone WHERE t.property_id = gone.property_id;
  DELETE FROM offer_totals WHERE offer_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION offer_totals_verified() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.withdrawn_at IS NOT NULL THEN RETURN NULL; END IF;
  IF new.verified_at IS NOT NULL THEN
    UPDATE offer_totals SET verified_count = verified_count + 1, verified_max = greatest(verified_max, new.bid_amount)
      WHERE property_id = new.property_id;
  ELSE
    UPDATE offer_totals SET verified_count = verified_count - 1,
      verified_max = (SELECT max(b.bid_amount) FROM bids AS b
        WHERE b.property_id = new.property_id AND b.verified_at IS NOT NULL AND b.withdrawn_at IS NULL)
      WHERE property_id = new.property_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Withdrawing: the offer leaves the totals (the highest looked up again only where it was the
-- highest), and the bid log records it with the bidder's number, the amount and when it was made.
CREATE FUNCTION offer_withdrawn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE offer_totals AS t SET
    offer_count = t.offer_count - 1,
    amount_sum = t.amount_sum - new.bid_amount,
    amount_max = CASE WHEN new.bid_amount < t.amount_max THEN t.amount_max
      ELSE coalesce((SELECT max(b.bid_amount) FROM bids AS b
        WHERE b.property_id = t.property_id AND b.withdrawn_at IS NULL), 0) END,
    verified_count = t.verified_count - (CASE WHEN new.verified_at IS NULL THEN 0 ELSE 1 END),
    verified_max = CASE WHEN new.verified_at IS NULL OR new.bid_amount < t.verified_max THEN t.verified_max
      ELSE (SELECT max(b.bid_amount) FROM bids AS b
        WHERE b.property_id = t.property_id AND b.verified_at IS NOT NULL AND b.withdrawn_at IS NULL) END
  WHERE t.property_id = new.property_id;
  DELETE FROM offer_totals WHERE property_id = new.property_id AND offer_count <= 0;
  IF bid_log_cause() <> 'restore' THEN
    INSERT INTO bid_log (property_id, at, kind, bidder_number, amount, detail, offer_id)
      SELECT new.property_id, new.withdrawn_at, 'offer-withdrawn', b.number, new.bid_amount,
        jsonb_build_object('offeredAt', new.created_at), new.id
      FROM (SELECT 1) AS one LEFT JOIN bid_log_bidders b ON b.property_id = new.property_id
        AND b.email_digest = bid_log_email_digest(new.property_id, new.email);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A withdrawal is final: it is not taken back, and its time is not changed.
CREATE FUNCTION offer_withdrawal_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'a withdrawn offer stays withdrawn' USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_withdrawal_is_final BEFORE UPDATE OF withdrawn_at ON bids
  FOR EACH ROW WHEN (old.withdrawn_at IS NOT NULL AND new.withdrawn_at IS DISTINCT FROM old.withdrawn_at)
  EXECUTE FUNCTION offer_withdrawal_is_final();
--> statement-breakpoint
CREATE TRIGGER offer_withdrawn AFTER UPDATE OF withdrawn_at ON bids
  FOR EACH ROW WHEN (old.withdrawn_at IS NULL AND new.withdrawn_at IS NOT NULL)
  EXECUTE FUNCTION offer_withdrawn();
--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_withdrawal_is_final;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_withdrawn;
