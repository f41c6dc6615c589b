-- The bid log becomes tamper-evident: each property's entries form a hash chain. An entry's hash
-- is the SHA-256 (hex) of the previous entry's hash and a canonical encoding of the entry: the
-- JSON array [previous hash or "", property id, position, time in UTC to the microsecond, kind,
-- bidder number, amount as text, detail], as PostgreSQL writes jsonb (keys in a fixed order). An
-- entry changed, removed or slipped in afterwards no longer matches, nor does any entry after it.
ALTER TABLE "bid_log" ADD COLUMN "position" integer;--> statement-breakpoint
ALTER TABLE "bid_log" ADD COLUMN "hash" varchar(64);--> statement-breakpoint
CREATE FUNCTION bid_log_entry_hash(previous text, property_id uuid, "position" integer, at timestamptz,
    kind text, bidder_number integer, amount numeric, detail jsonb) RETURNS varchar LANGUAGE sql IMMUTABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    coalesce(previous, ''), property_id::text, "position",
    to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    kind, bidder_number, amount::text, detail)::text, 'UTF8')), 'hex')
$$;
--> statement-breakpoint
-- The entries written so far, chained in the order they are read (time, then the order written).
ALTER TABLE bid_log DISABLE TRIGGER bid_log_no_update_or_delete;--> statement-breakpoint
DO $$
DECLARE
  entry record;
  previous text;
  last_property uuid;
  n integer;
BEGIN
  FOR entry IN SELECT * FROM bid_log ORDER BY property_id, at, seq LOOP
    IF last_property IS DISTINCT FROM entry.property_id THEN
      previous := NULL;
      n := 0;
      last_property := entry.property_id;
    END IF;
    n := n + 1;
    previous := bid_log_entry_hash(previous, entry.property_id, n, entry.at, entry.kind, entry.bidder_number,
      entry.amount, entry.detail);
    UPDATE bid_log SET "position" = n, hash = previous WHERE id = entry.id;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE bid_log ENABLE TRIGGER bid_log_no_update_or_delete;--> statement-breakpoint
ALTER TABLE "bid_log" ALTER COLUMN "position" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "bid_log" ALTER COLUMN "hash" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bid_log_property_position_unique" ON "bid_log" USING btree ("property_id","position");--> statement-breakpoint
-- Each new entry joins its property's chain. Entries of one property are chained one at a time (a
-- lock per property until the transaction ends), so two writers never chain onto the same entry.
-- A restore brings the entries with their positions and hashes.
CREATE FUNCTION bid_log_chain() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last record;
BEGIN
  IF bid_log_cause() = 'restore' AND new.hash IS NOT NULL THEN RETURN new; END IF;
  PERFORM pg_advisory_xact_lock(hashtextextended('bid_log:' || new.property_id::text, 0));
  SELECT "position", hash INTO last FROM bid_log WHERE property_id = new.property_id
    ORDER BY "position" DESC LIMIT 1;
  new."position" := coalesce(last."position", 0) + 1;
  new.hash := bid_log_entry_hash(last.hash, new.property_id, new."position", new.at, new.kind,
    new.bidder_number, new.amount, new.detail);
  RETURN new;
END $$;
--> statement-breakpoint
CREATE TRIGGER bid_log_chain BEFORE INSERT ON bid_log FOR EACH ROW EXECUTE FUNCTION bid_log_chain();
--> statement-breakpoint
-- The entries of a property whose hash is not what their place in the chain gives, in order: none
-- for an intact chain. Also finds a gap in the positions (an entry removed).
CREATE FUNCTION bid_log_chain_breaks(property uuid) RETURNS TABLE ("position" integer, reason text)
LANGUAGE sql STABLE AS $$
  SELECT e."position", CASE WHEN e."position" <> e.expected THEN 'missing-before' ELSE 'hash' END
  FROM (
    SELECT b.*, row_number() OVER (ORDER BY b."position")::integer AS expected,
      lag(b.hash) OVER (ORDER BY b."position") AS previous
    FROM bid_log b WHERE b.property_id = property
  ) AS e
  WHERE e."position" <> e.expected
     OR e.hash IS DISTINCT FROM bid_log_entry_hash(e.previous, e.property_id, e."position", e.at, e.kind,
       e.bidder_number, e.amount, e.detail)
  ORDER BY e."position"
$$;
