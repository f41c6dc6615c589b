CREATE TABLE "offer_totals" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"offer_count" bigint NOT NULL,
	"amount_sum" numeric NOT NULL,
	"amount_max" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
DROP INDEX "bids_property_id_idx";--> statement-breakpoint
CREATE INDEX "bids_property_amount_idx" ON "bids" USING btree ("property_id","bid_amount");--> statement-breakpoint
-- The totals follow every change of bids in the statement that makes it (one upsert per property
-- and statement, whatever the number of rows).
CREATE FUNCTION offer_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO offer_totals AS t (property_id, offer_count, amount_sum, amount_max)
    SELECT property_id, count(*), sum(bid_amount), max(bid_amount) FROM added GROUP BY property_id
  ON CONFLICT (property_id) DO UPDATE SET
    offer_count = t.offer_count + excluded.offer_count,
    amount_sum = t.amount_sum + excluded.amount_sum,
    amount_max = greatest(t.amount_max, excluded.amount_max);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Run after the rows are gone: the highest remaining offer is looked up (an index probe) only where
-- the highest was among the deleted ones.
CREATE FUNCTION offer_totals_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH gone AS (
    SELECT property_id, count(*) AS n, sum(bid_amount) AS s, max(bid_amount) AS m FROM removed GROUP BY property_id
  )
  UPDATE offer_totals AS t SET
    offer_count = t.offer_count - gone.n,
    amount_sum = t.amount_sum - gone.s,
    amount_max = CASE WHEN gone.m < t.amount_max THEN t.amount_max
      ELSE coalesce((SELECT max(b.bid_amount) FROM bids AS b WHERE b.property_id = t.property_id), 0) END
  FROM gone WHERE t.property_id = gone.property_id;
  DELETE FROM offer_totals WHERE offer_count <= 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION offer_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM offer_totals;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- An acknowledged offer's amount and property never change; the totals rely on it.
CREATE FUNCTION bids_amount_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the amount and property of an offer cannot be changed' USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER offer_totals_after_insert AFTER INSERT ON bids
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_add();
--> statement-breakpoint
CREATE TRIGGER offer_totals_after_delete AFTER DELETE ON bids
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_remove();
--> statement-breakpoint
CREATE TRIGGER offer_totals_after_truncate AFTER TRUNCATE ON bids
  FOR EACH STATEMENT EXECUTE FUNCTION offer_totals_clear();
--> statement-breakpoint
CREATE TRIGGER bids_amount_is_final BEFORE UPDATE OF bid_amount, property_id ON bids
  FOR EACH ROW WHEN (old.bid_amount IS DISTINCT FROM new.bid_amount OR old.property_id IS DISTINCT FROM new.property_id)
  EXECUTE FUNCTION bids_amount_is_final();
--> statement-breakpoint
INSERT INTO offer_totals (property_id, offer_count, amount_sum, amount_max)
  SELECT property_id, count(*), sum(bid_amount), max(bid_amount) FROM bids GROUP BY property_id;
