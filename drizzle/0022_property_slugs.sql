-- Every property gets a public address, /immobilien/<slug>. The database makes it from the German
-- title whenever a row comes without one (the application's inserts, a restore, a hand-written
-- INSERT): umlauts and ß spelled out (ä → ae, ß → ss), other accents dropped, every other sign a
-- word break, words joined by single hyphens, at most 80 characters cut at a word; -2, -3, … when
-- taken. A changed address is remembered, and the old one redirects to the property.
CREATE TABLE "property_slug_redirects" (
	"old_slug" varchar(80) PRIMARY KEY NOT NULL,
	"property_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "property_slug_redirects" ADD CONSTRAINT "property_slug_redirects_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "property_slug_redirects_property_idx" ON "property_slug_redirects" USING btree ("property_id");--> statement-breakpoint
CREATE INDEX "bids_property_created_at_id_idx" ON "bids" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE FUNCTION property_slug_base(title text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(trim(BOTH '-' FROM CASE
      WHEN length(words) <= 80 THEN words
      -- Cut after the last whole word that fits (a single word longer than 80 is cut at 80).
      ELSE left(regexp_replace(left(words, 81), '-[^-]*$', ''), 80)
    END), ''), 'immobilie')
  FROM (SELECT trim(BOTH '-' FROM regexp_replace(lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(title,
      'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue'), 'ß', 'ss'), 'Ä', 'Ae'), 'Ö', 'Oe'), 'Ü', 'Ue'), 'ẞ', 'SS'),
    'àáâãåèéêëìíîïòóôõøùúûýÿçñÀÁÂÃÅÈÉÊËÌÍÎÏÒÓÔÕØÙÚÛÝÇÑ',
    'aaaaaeeeeiiiiooooouuuyycnAAAAAEEEEIIIIOOOOOUUUYCN')), '[^a-z0-9]+', '-', 'g')) AS words) AS made
$$;--> statement-breakpoint
CREATE FUNCTION property_free_slug(base text) RETURNS text LANGUAGE plpgsql AS $$
DECLARE
  candidate text := base;
  n integer := 1;
BEGIN
  WHILE EXISTS (SELECT 1 FROM properties WHERE slug = candidate)
     OR EXISTS (SELECT 1 FROM property_slug_redirects WHERE old_slug = candidate) LOOP
    n := n + 1;
    candidate := trim(BOTH '-' FROM left(base, 79 - length(n::text))) || '-' || n;
  END LOOP;
  RETURN candidate;
END $$;--> statement-breakpoint
CREATE FUNCTION properties_fill_slug() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF new.slug IS NULL OR new.slug = '' THEN
    new.slug := property_free_slug(property_slug_base(new.title));
  END IF;
  RETURN new;
END $$;--> statement-breakpoint
-- The old address redirects from now on; the new one stops redirecting if it was this property's
-- own earlier address. Another property's old address is refused: its links would change owner.
CREATE FUNCTION properties_slug_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM property_slug_redirects WHERE old_slug = new.slug AND property_id <> new.id) THEN
    RAISE EXCEPTION 'the address % belonged to another property', new.slug USING ERRCODE = 'unique_violation',
      CONSTRAINT = 'properties_slug_unique';
  END IF;
  DELETE FROM property_slug_redirects WHERE old_slug = new.slug;
  INSERT INTO property_slug_redirects (old_slug, property_id) VALUES (old.slug, new.id) ON CONFLICT DO NOTHING;
  RETURN new;
END $$;--> statement-breakpoint
ALTER TABLE "properties" ADD COLUMN "slug" varchar(80) DEFAULT '' NOT NULL;--> statement-breakpoint
DO $$
DECLARE
  property record;
BEGIN
  FOR property IN SELECT id, title FROM properties ORDER BY created_at, id LOOP
    UPDATE properties SET slug = property_free_slug(property_slug_base(property.title)) WHERE id = property.id;
  END LOOP;
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_slug_unique" ON "properties" USING btree ("slug");--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_slug_check" CHECK ("properties"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$');--> statement-breakpoint
CREATE TRIGGER properties_fill_slug BEFORE INSERT ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_fill_slug();--> statement-breakpoint
CREATE TRIGGER properties_slug_changed AFTER UPDATE OF slug ON properties
  FOR EACH ROW WHEN (old.slug IS DISTINCT FROM new.slug) EXECUTE FUNCTION properties_slug_changed();
