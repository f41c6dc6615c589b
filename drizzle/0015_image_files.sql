CREATE TABLE "image_blobs" (
	"sha256" varchar(64) PRIMARY KEY NOT NULL,
	"content" "bytea" NOT NULL,
	"byte_size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_files" (
	"name" varchar(200) PRIMARY KEY NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_files" ADD CONSTRAINT "image_files_sha256_image_blobs_sha256_fk" FOREIGN KEY ("sha256") REFERENCES "public"."image_blobs"("sha256") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_files_sha256_idx" ON "image_files" USING btree ("sha256");--> statement-breakpoint
-- Image bytes are compressed already: stored out of line without another compression pass.
ALTER TABLE "image_blobs" ALTER COLUMN "content" SET STORAGE EXTERNAL;
