ALTER TABLE "properties" ADD COLUMN "offers_require_viewing" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Whether offers need a viewing first (decision 0134) is a rule of the procedure like the
-- others: the log records it at the set-up and at every change.
CREATE OR REPLACE FUNCTION bid_log_property_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cause text := bid_log_cause();
  changes jsonb := '{}';
BEGIN
  IF cause = 'restore' THEN RETURN NULL; END IF;
  IF new.auction_end_date IS DISTINCT FROM old.auction_end_date THEN
    INSERT INTO bid_log (property_id, at, kind, detail) VALUES (
      new.id,
      CASE WHEN cause = 'extension' THEN new.auction_end_date - make_interval(mins => new.extension_minutes) ELSE now() END,
      CASE WHEN cause = 'extension' THEN 'end-extended' ELSE 'end-changed' END,
      jsonb_build_object('from', old.auction_end_date, 'to', new.auction_end_date));
  END IF;
  IF new.is_active IS DISTINCT FROM old.is_active THEN
    changes := changes || jsonb_build_object('isActive', jsonb_build_object('from', old.is_active, 'to', new.is_active));
  END IF;
  IF new.offer_mode IS DISTINCT FROM old.offer_mode THEN
    changes := changes || jsonb_build_object('offerMode', jsonb_build_object('from', old.offer_mode, 'to', new.offer_mode));
  END IF;
  IF new.minimum_offer IS DISTINCT FROM old.minimum_offer THEN
    changes := changes || jsonb_build_object('minimumOffer',
      jsonb_build_object('from', old.minimum_offer::text, 'to', new.minimum_offer::text));
  END IF;
  IF new.minimum_offer_shown IS DISTINCT FROM old.minimum_offer_shown THEN
    changes := changes || jsonb_build_object('minimumOfferShown',
      jsonb_build_object('from', old.minimum_offer_shown, 'to', new.minimum_offer_shown));
  END IF;
  IF new.minimum_step IS DISTINCT FROM old.minimum_step THEN
    changes := changes || jsonb_build_object('minimumStep',
      jsonb_build_object('from', old.minimum_step::text, 'to', new.minimum_step::text));
  END IF;
  IF new.extension_minutes IS DISTINCT FROM old.extension_minutes THEN
    changes := changes || jsonb_build_object('extensionMinutes',
      jsonb_build_object('from', old.extension_minutes, 'to', new.extension_minutes));
  END IF;
  IF new.verified_offers_only IS DISTINCT FROM old.verified_offers_only THEN
    changes := changes || jsonb_build_object('verifiedOffersOnly',
      jsonb_build_object('from', old.verified_offers_only, 'to', new.verified_offers_only));
  END IF;
  IF new.disclose_bid_log IS DISTINCT FROM old.disclose_bid_log THEN
    changes := changes || jsonb_build_object('discloseBidLog',
      jsonb_build_object('from', old.disclose_bid_log, 'to', new.disclose_bid_log));
  END IF;
  IF new.offers_require_documents IS DISTINCT FROM old.offers_require_documents THEN
    changes := changes || jsonb_build_object('offersRequireDocuments',
      jsonb_build_object('from', old.offers_require_documents, 'to', new.offers_require_documents));
  END IF;
  IF new.offers_require_viewing IS DISTINCT FROM old.offers_require_viewing THEN
    changes := changes || jsonb_build_object('offersRequireViewing',
      jsonb_build_object('from', old.offers_require_viewing, 'to', new.offers_require_viewing));
  END IF;
  IF changes <> '{}' THEN
    INSERT INTO bid_log (property_id, kind, detail) VALUES (new.id, 'settings-changed', jsonb_build_object('changes', changes));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bid_log_property_set_up() RETURNS trigger LANGUAGE plpgsql AS $$
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
      'verifiedOffersOnly', jsonb_build_object('from', null, 'to', new.verified_offers_only),
      'discloseBidLog', jsonb_build_object('from', null, 'to', new.disclose_bid_log),
      'offersRequireDocuments', jsonb_build_object('from', null, 'to', new.offers_require_documents),
      'offersRequireViewing', jsonb_build_object('from', null, 'to', new.offers_require_viewing))));
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER bid_log_after_property_update ON properties;
--> statement-breakpoint
CREATE TRIGGER bid_log_after_property_update AFTER UPDATE ON properties
  FOR EACH ROW WHEN (
    old.auction_end_date IS DISTINCT FROM new.auction_end_date
    OR old.is_active IS DISTINCT FROM new.is_active
    OR old.offer_mode IS DISTINCT FROM new.offer_mode
    OR old.minimum_offer IS DISTINCT FROM new.minimum_offer
    OR old.minimum_offer_shown IS DISTINCT FROM new.minimum_offer_shown
    OR old.minimum_step IS DISTINCT FROM new.minimum_step
    OR old.extension_minutes IS DISTINCT FROM new.extension_minutes
    OR old.verified_offers_only IS DISTINCT FROM new.verified_offers_only
    OR old.disclose_bid_log IS DISTINCT FROM new.disclose_bid_log
    OR old.offers_require_documents IS DISTINCT FROM new.offers_require_documents
    OR old.offers_require_viewing IS DISTINCT FROM new.offers_require_viewing)
  EXECUTE FUNCTION bid_log_property_changed();
--> statement-breakpoint
-- Like every trigger that writes the log, it fires for a replica session too (migration 0029).
ALTER TABLE properties ENABLE ALWAYS TRIGGER bid_log_after_property_update;
