CREATE TABLE "removed_images" (
	"id" uuid PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "removed_images_created_idx" ON "removed_images" USING btree ("created_at");