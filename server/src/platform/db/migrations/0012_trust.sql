CREATE TABLE "stranger_conversations" (
	"identity" text PRIMARY KEY NOT NULL,
	"completed" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
