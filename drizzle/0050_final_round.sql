CREATE TABLE "final_round_bidders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"round_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "final_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"size" integer NOT NULL,
	CONSTRAINT "final_rounds_ends_after_start" CHECK ("final_rounds"."ends_at" > "final_rounds"."started_at"),
	CONSTRAINT "final_rounds_size_check" CHECK ("final_rounds"."size" >= 1)
);
--> statement-breakpoint
ALTER TABLE "bid_log" DROP CONSTRAINT "bid_log_kind_check";--> statement-breakpoint
ALTER TABLE "bids" ADD COLUMN "final_round_id" uuid;--> statement-breakpoint
ALTER TABLE "final_round_bidders" ADD CONSTRAINT "final_round_bidders_round_id_final_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."final_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_round_bidders" ADD CONSTRAINT "final_round_bidders_offer_id_bids_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."bids"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "final_rounds" ADD CONSTRAINT "final_rounds_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "final_round_bidders_round_offer_unique" ON "final_round_bidders" USING btree ("round_id","offer_id");--> statement-breakpoint
CREATE INDEX "final_round_bidders_offer_idx" ON "final_round_bidders" USING btree ("offer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "final_rounds_property_unique" ON "final_rounds" USING btree ("property_id");--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_final_round_id_final_rounds_id_fk" FOREIGN KEY ("final_round_id") REFERENCES "public"."final_rounds"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bids_final_round_bidder_unique" ON "bids" USING btree ("final_round_id",lower("email")) WHERE "bids"."final_round_id" is not null;--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_kind_check" CHECK ("bid_log"."kind" in ('procedure-set-up', 'offer', 'offer-deleted', 'offer-withdrawn', 'offers-deleted', 'end-extended', 'end-changed', 'settings-changed', 'awarded', 'final-round'));--> statement-breakpoint
-- A final round's offers say so in the bid log (decision 0137); otherwise as in migration 0028.
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
        'proofOfFunds', EXISTS (SELECT 1 FROM offer_documents d WHERE d.offer_id = new.id),
        'finalRound', CASE WHEN new.final_round_id IS NOT NULL THEN true END)),
      new.id
    FROM (SELECT 1) AS one LEFT JOIN offer_terms t ON t.offer_id = new.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The start of a final round: its end, and the invited bidders' numbers in the order they ranked.
-- Written at commit, once the round's bidders are stored with it.
CREATE FUNCTION bid_log_final_round_started() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bid_log_cause() = 'restore' THEN RETURN NULL; END IF;
  INSERT INTO bid_log (property_id, at, kind, bidder_number, amount, detail, offer_id)
    SELECT new.property_id, new.started_at, 'final-round', NULL, NULL,
      jsonb_build_object('to', new.ends_at, 'count', count(*),
        'bidders', coalesce(jsonb_agg(bb.number ORDER BY r.rank) FILTER (WHERE bb.number IS NOT NULL), '[]'::jsonb)),
      NULL
    FROM final_round_bidders r JOIN bids b ON b.id = r.offer_id
      LEFT JOIN bid_log_bidders bb ON bb.property_id = b.property_id
        AND bb.email_digest = bid_log_email_digest(b.property_id, b.email)
    WHERE r.round_id = new.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER bid_log_after_final_round_started AFTER INSERT ON final_rounds
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION bid_log_final_round_started();
--> statement-breakpoint
-- Like every trigger that writes the log, it fires for a replica session too (migration 0029).
ALTER TABLE final_rounds ENABLE ALWAYS TRIGGER bid_log_after_final_round_started;
