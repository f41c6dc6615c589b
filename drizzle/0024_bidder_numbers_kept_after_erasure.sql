-- A bidder's number is never handed out again. Erasing a person (or offers kept no longer) used to
-- delete the row that tied the address to its number, so the next new bidder got the same number
-- (max + 1 over the rows left) and the seller read two people as one. The row now stays with its
-- number and loses only the link to the address: its digest becomes a marker no address can have.
--
-- What an unlinked number's digest becomes: unique per row, and never 64 hexadecimal digits, so no
-- address's digest can equal it.
CREATE FUNCTION bid_log_erased_digest(id uuid) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT 'erased:' || id::text
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_log_offers_removed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cause text := bid_log_cause();
BEGIN
  IF cause = 'restore' THEN RETURN NULL; END IF;
  IF cause IN ('delete-all', 'retention') THEN
    INSERT INTO bid_log (property_id, kind, detail)
      SELECT r.property_id, 'offers-deleted', jsonb_build_object('reason', cause, 'count', count(*))
      FROM removed r GROUP BY r.property_id ORDER BY r.property_id;
  ELSE
    INSERT INTO bid_log (property_id, kind, bidder_number, amount, detail)
      SELECT r.property_id, 'offer-deleted', b.number, r.bid_amount,
        jsonb_build_object('reason', cause, 'offeredAt', r.created_at)
      FROM removed r
      LEFT JOIN bid_log_bidders b ON b.property_id = r.property_id
        AND b.email_digest = bid_log_email_digest(r.property_id, r.email)
      ORDER BY r.created_at, r.id;
  END IF;
  -- An erased person, or offers kept no longer, leave no trace of the address behind: their number
  -- stays in the log and stays taken, but nothing says whose it was.
  IF cause IN ('erasure', 'retention') THEN
    UPDATE bid_log_bidders b SET email_digest = bid_log_erased_digest(b.id) FROM removed r
      WHERE b.property_id = r.property_id AND b.email_digest = bid_log_email_digest(r.property_id, r.email);
  END IF;
  RETURN NULL;
END $$;
