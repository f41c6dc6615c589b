ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_recovery_codes" json;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" integer;