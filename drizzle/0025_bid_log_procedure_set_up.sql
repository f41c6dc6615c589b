ALTER TABLE "bid_log" DROP CONSTRAINT "bid_log_kind_check";--> statement-breakpoint
ALTER TABLE "bid_log" ADD CONSTRAINT "bid_log_kind_check" CHECK ("bid_log"."kind" in ('procedure-set-up', 'offer', 'offer-deleted', 'offers-deleted', 'end-extended', 'end-changed', 'settings-changed'));--> statement-breakpoint
-- The log starts with the procedure as the property was created: its end and each setting, so that
-- every later change reads from a state the log shows. A restore brings its own entries.
CREATE FUNCTION bid_log_property_set_up() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF bid_log_cause() = 'restore' THEN RETURN NULL; END IF;
  INSERT INTO bid_log (property_id, at, kind, detail) VALUES (new.id, new.created_at, 'procedure-set-up', jsonb_build_object(
    'to', new.auction_end_date,
    'changes', jsonb_build_object(
      'isActive', jsonb_build_object('from', null, 'to', new.is_active),
      'offerMode', jsonb_build_object('from', null, 'to', new.offer_mode),
      'minimumOffer', jsonb_build_object('from', null, 'to', new.minimum_offer::text),
      'minimumOfferShown', jsonb_build_object('from', null, 'to', new.minimum_offer_shown),
      'minimumStep', jsonb_build_object('from', null, 'to', new.minimum_step::text),
      'extensionMinutes', jsonb_build_object('from', null, 'to', new.extension_minutes),
      'verifiedOffersOnly', jsonb_build_object('from', null, 'to', new.verified_offers_only))));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER bid_log_after_property_insert AFTER INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION bid_log_property_set_up();
