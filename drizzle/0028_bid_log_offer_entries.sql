-- An offer's bid log entry names its offer, so the bidder's receipt can carry the entry's place in
-- the chain and its hash (decision 0092). Entries written before keep no offer id.
ALTER TABLE "bid_log" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
CREATE INDEX "bid_log_offer_idx" ON "bid_log" USING btree ("offer_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_log_offer_added() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  digest varchar := bid_log_email_digest(new.property_id, new.email);
  bidder integer;
BEGIN
  IF bid_log_cause() = 'restore' THEN RETURN NULL; END IF;
  -- Numbers are handed out one at a time per property (the offer statement on PostgreSQL already
  -- holds this lock; NO KEY UPDATE does not wait for other offers' foreign-key checks).
  PERFORM 1 FROM properties WHERE id = new.property_id FOR NO KEY UPDATE;
  SELECT number INTO bidder FROM bid_log_bidders WHERE property_id = new.property_id AND email_digest = digest;
  IF bidder IS NULL THEN
    INSERT INTO bid_log_bidders (property_id, email_digest, number)
      SELECT new.property_id, digest, coalesce(max(number), 0) + 1 FROM bid_log_bidders WHERE property_id = new.property_id
      RETURNING number INTO bidder;
  END IF;
  INSERT INTO bid_log (property_id, at, kind, bidder_number, amount, detail, offer_id)
    SELECT new.property_id, new.created_at, 'offer', bidder, new.bid_amount,
      jsonb_strip_nulls(jsonb_build_object(
        'financing', t.financing,
        'handoverDate', t.handover_date,
        'bindingDays', t.binding_days,
        'proofOfFunds', EXISTS (SELECT 1 FROM offer_documents d WHERE d.offer_id = new.id))),
      new.id
    FROM (SELECT 1) AS one LEFT JOIN offer_terms t ON t.offer_id = new.id;
  RETURN NULL;
END $$;
