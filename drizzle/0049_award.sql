ALTER TABLE "bid_log" DROP CONSTRAINT "bid_log_kind_check";--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "awarded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "awarded_offer_id" uuid;--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_kind_check" CHECK ("bid_log"."kind" in ('procedure-set-up', 'offer', 'offer-deleted', 'offer-withdrawn', 'offers-deleted', 'end-extended', 'end-changed', 'settings-changed', 'awarded'));--> statement-breakpoint
-- The award (decision 0136) is in the bid log: the bidder's number, the amount and when the offer
-- was made, at the moment the procedure closed.
CREATE FUNCTION bid_log_property_awarded() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bid_log_cause() = 'restore' THEN RETURN NULL; END IF;
  INSERT INTO bid_log (property_id, at, kind, bidder_number, amount, detail, offer_id)
    SELECT new.id, new.awarded_at, 'awarded', bb.number, b.bid_amount,
      jsonb_build_object('offeredAt', b.created_at), b.id
    FROM bids AS b LEFT JOIN bid_log_bidders bb ON bb.property_id = b.property_id
      AND bb.email_digest = bid_log_email_digest(b.property_id, b.email)
    WHERE b.id = new.awarded_offer_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bid_log_after_property_awarded AFTER UPDATE OF awarded_at ON properties
  FOR EACH ROW WHEN (old.awarded_at IS NULL AND new.awarded_at IS NOT NULL)
  EXECUTE FUNCTION bid_log_property_awarded();
--> statement-breakpoint
-- Like every trigger that writes the log, it fires for a replica session too (migration 0029).
ALTER TABLE properties ENABLE ALWAYS TRIGGER bid_log_after_property_awarded;
--> statement-breakpoint
-- An award is final: it is neither taken back nor moved to another offer (a restore writes it as it was).
CREATE FUNCTION property_award_is_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bid_log_cause() = 'restore' THEN RETURN new; END IF;
  RAISE EXCEPTION 'an award is final' USING ERRCODE = '23514';
END $$;
--> statement-breakpoint
CREATE TRIGGER property_award_is_final BEFORE UPDATE OF awarded_at, awarded_offer_id ON properties
  FOR EACH ROW WHEN (old.awarded_at IS NOT NULL AND (new.awarded_at IS DISTINCT FROM old.awarded_at
    OR new.awarded_offer_id IS DISTINCT FROM old.awarded_offer_id))
  EXECUTE FUNCTION property_award_is_final();
