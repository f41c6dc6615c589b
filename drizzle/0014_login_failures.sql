CREATE TABLE "login_failures" (
	"key" varchar(600) PRIMARY KEY NOT NULL,
	"times" bigint[] DEFAULT '{}'::bigint[] NOT NULL
);
