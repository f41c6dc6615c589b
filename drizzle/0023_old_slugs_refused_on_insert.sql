-- An address a property once had keeps redirecting to it, so it is never given to another one.
-- Until now the database refused it only when a property's address was changed (UPDATE); a new
-- property given such an address (the API, a hand-written INSERT) is now refused the same way.
CREATE OR REPLACE FUNCTION properties_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.slug IS NULL OR new.slug = '' THEN
    new.slug := property_free_slug(property_slug_base(new.title));
  ELSIF EXISTS (SELECT 1 FROM property_slug_redirects WHERE old_slug = new.slug) THEN
    RAISE EXCEPTION 'the address % belonged to another property', new.slug USING ERRCODE = 'unique_violation',
      CONSTRAINT = 'properties_slug_unique';
  END IF;
  RETURN new;
END $$;
