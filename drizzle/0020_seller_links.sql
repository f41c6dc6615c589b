CREATE TABLE "seller_links" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"property_id" uuid NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"label" varchar(120),
	"show_contact" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_opened_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "seller_links_token_hash_length_check" CHECK (octet_length("seller_links"."token_hash") = 32),
	CONSTRAINT "seller_links_expiry_check" CHECK ("seller_links"."expires_at" > "seller_links"."created_at")
);
--> statement-breakpoint
ALTER TABLE "seller_links" ADD CONSTRAINT "seller_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "seller_links_token_hash_idx" ON "seller_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "seller_links_property_idx" ON "seller_links" USING btree ("property_id","created_at");