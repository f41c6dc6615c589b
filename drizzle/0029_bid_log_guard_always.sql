CREATE TABLE "bid_log_restores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"transaction_id" bigint DEFAULT txid_current() NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX "bid_log_hash_idx" ON "bid_log" USING btree ("hash");--> statement-breakpoint
-- Only the product's own restore may pass the bid log's append-only guard, and never unnoticed.
-- Before, a writer could set bid_log.cause = 'restore' and empty the log, or switch the session to
-- session_replication_role = replica, under which ordinary triggers do not fire, and edit amounts.
-- Now 'restore' counts only in a transaction that first wrote its row to bid_log_restores, a table
-- nobody can change or empty; and the triggers that guard and write the log fire whatever the
-- replication role (ENABLE ALWAYS). A role that owns the tables can still drop a trigger: against
-- that stands the hash chain, whose heads the sellers' copies and the bidders' receipts carry.
CREATE OR REPLACE FUNCTION bid_log_cause() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN claimed = 'restore' AND NOT EXISTS (SELECT 1 FROM bid_log_restores WHERE transaction_id = txid_current())
      THEN 'other'
    ELSE claimed
  END
  FROM (SELECT coalesce(nullif(current_setting('bid_log.cause', true), ''), 'other') AS claimed) AS setting
$$;
--> statement-breakpoint
CREATE FUNCTION bid_log_restores_are_kept() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the record of restores cannot be changed' USING ERRCODE = '42501';
END $$;
--> statement-breakpoint
CREATE TRIGGER bid_log_restores_no_update_or_delete BEFORE UPDATE OR DELETE ON bid_log_restores
  FOR EACH ROW EXECUTE FUNCTION bid_log_restores_are_kept();
--> statement-breakpoint
CREATE TRIGGER bid_log_restores_no_truncate BEFORE TRUNCATE ON bid_log_restores
  FOR EACH STATEMENT EXECUTE FUNCTION bid_log_restores_are_kept();
--> statement-breakpoint
ALTER TABLE bid_log_restores ENABLE ALWAYS TRIGGER bid_log_restores_no_update_or_delete;--> statement-breakpoint
ALTER TABLE bid_log_restores ENABLE ALWAYS TRIGGER bid_log_restores_no_truncate;--> statement-breakpoint
ALTER TABLE bid_log ENABLE ALWAYS TRIGGER bid_log_no_update_or_delete;--> statement-breakpoint
ALTER TABLE bid_log ENABLE ALWAYS TRIGGER bid_log_no_truncate;--> statement-breakpoint
ALTER TABLE bid_log ENABLE ALWAYS TRIGGER bid_log_chain;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER bid_log_after_offer_insert;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER bid_log_after_offers_delete;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER bids_amount_is_final;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_totals_after_insert;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_totals_after_delete;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_totals_after_truncate;--> statement-breakpoint
ALTER TABLE bids ENABLE ALWAYS TRIGGER offer_totals_after_verification;--> statement-breakpoint
ALTER TABLE properties ENABLE ALWAYS TRIGGER bid_log_after_property_update;--> statement-breakpoint
ALTER TABLE properties ENABLE ALWAYS TRIGGER bid_log_after_property_insert;
