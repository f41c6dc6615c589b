-- The bid log records a change of "only verified offers count" also when it is the only setting
-- that changed: the trigger's condition left it out, so such a change went unlogged and a later
-- change then logged a switch back from a state the log never showed (the function itself already
-- compared it).
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
    OR old.verified_offers_only IS DISTINCT FROM new.verified_offers_only)
  EXECUTE FUNCTION bid_log_property_changed();
