CREATE TABLE "accessibility_feedback" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"language" varchar(5) NOT NULL,
	"name" varchar(100),
	"email" varchar(255),
	"page" varchar(300),
	"message" text NOT NULL
);
