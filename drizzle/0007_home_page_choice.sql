ALTER TABLE "properties" ADD COLUMN "on_home_page" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "properties_one_on_home_page" ON "properties" USING btree ("on_home_page") WHERE "properties"."on_home_page";--> statement-breakpoint
-- What visitors saw until now (the newest active property) stays on the home page.
UPDATE "properties" SET "on_home_page" = true
  WHERE "id" = (SELECT "id" FROM "properties" WHERE "is_active" ORDER BY "created_at" DESC, "id" DESC LIMIT 1);
