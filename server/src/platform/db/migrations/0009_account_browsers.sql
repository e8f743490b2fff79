CREATE TABLE "account_browsers" (
	"user_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_browsers_user_id_visitor_key_pk" PRIMARY KEY("user_id","visitor_key")
);
--> statement-breakpoint
ALTER TABLE "account_browsers" ADD CONSTRAINT "account_browsers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_browsers_visitor_idx" ON "account_browsers" USING btree ("visitor_key");