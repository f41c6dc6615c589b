CREATE TABLE "account_invitations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" varchar(255) NOT NULL,
	"role" varchar(20) NOT NULL,
	"invited_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"user_id" uuid,
	CONSTRAINT "account_invitations_role_check" CHECK ("account_invitations"."role" in ('owner', 'agent', 'assistant'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" varchar(20) DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_invitations" ADD CONSTRAINT "account_invitations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_invitations_created_idx" ON "account_invitations" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_invitation_id_account_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."account_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('owner', 'agent', 'assistant'));--> statement-breakpoint
-- The team always keeps an owner who can sign in (decision 0119): no change of a role, no
-- deactivation and no deletion may take away the last one, even one made on the database
-- directly. A restore replaces the table with TRUNCATE, which does not come here.
CREATE OR REPLACE FUNCTION users_keep_an_owner() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM users)
     AND NOT EXISTS (SELECT 1 FROM users WHERE role = 'owner' AND deactivated_at IS NULL) THEN
    RAISE EXCEPTION 'the team needs at least one active owner' USING ERRCODE = 'check_violation';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_keep_an_owner AFTER UPDATE OF role, deactivated_at OR DELETE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION users_keep_an_owner();
