ALTER TABLE "document_access" ADD COLUMN "commission_rate" numeric(4, 2);--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "withdrawal_notice" text;--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "withdrawal_notice_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "express_request" text;--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "express_request_hash" varchar(64);--> statement-breakpoint
ALTER TABLE "document_access" ADD COLUMN "withdrawn_at" timestamp with time zone;