ALTER TABLE "properties" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Every change of what the edit form shows counts up the version, whoever makes it: an admin's
-- save, a late offer that moves the end, a hand-written UPDATE. Pictures, their texts, the contact
-- photo and the home page's choice are saved on their own, from inside the form too, and leave it.
CREATE FUNCTION properties_count_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (to_jsonb(new) - 'images' - 'image_alt_texts' - 'contact_photo' - 'on_home_page' - 'updated_at' - 'version')
     IS DISTINCT FROM (to_jsonb(old) - 'images' - 'image_alt_texts' - 'contact_photo' - 'on_home_page' - 'updated_at' - 'version') THEN
    new.version := old.version + 1;
  ELSE
    new.version := old.version;
  END IF;
  RETURN new;
END $$;
--> statement-breakpoint
CREATE TRIGGER properties_count_version BEFORE UPDATE ON properties
  FOR EACH ROW EXECUTE FUNCTION properties_count_version();
