CREATE TABLE "push_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_subscriptions_endpoint_unique" UNIQUE("endpoint")
);
--> statement-breakpoint
CREATE TABLE "push_vapid_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "push_vapid_keys_single_row" CHECK ("push_vapid_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "reminder_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reminder_key" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "reminder_deliveries_key_unique" UNIQUE("user_id","reminder_key")
);
--> statement-breakpoint
CREATE TABLE "reminder_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"block_minutes" integer DEFAULT 10,
	"deadline_offsets" integer[] DEFAULT '{30}'::integer[] NOT NULL,
	"course_minutes" integer,
	"quiet_start" integer DEFAULT 1380 NOT NULL,
	"quiet_end" integer DEFAULT 420 NOT NULL,
	CONSTRAINT "reminder_settings_block_range" CHECK ("reminder_settings"."block_minutes" is null or "reminder_settings"."block_minutes" between 0 and 1440),
	CONSTRAINT "reminder_settings_course_range" CHECK ("reminder_settings"."course_minutes" is null or "reminder_settings"."course_minutes" between 0 and 1440),
	CONSTRAINT "reminder_settings_deadline_range" CHECK ("reminder_settings"."deadline_offsets" <@ array[0, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440, 2880, 10080]),
	CONSTRAINT "reminder_settings_quiet_range" CHECK ("reminder_settings"."quiet_start" between 0 and 1439 and "reminder_settings"."quiet_end" between 0 and 1439)
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "content_hash" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "sequence" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD COLUMN "changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "push_subscriptions" ADD CONSTRAINT "push_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_deliveries" ADD CONSTRAINT "reminder_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_settings" ADD CONSTRAINT "reminder_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "push_subscriptions_user_idx" ON "push_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "reminder_deliveries_sent_idx" ON "reminder_deliveries" USING btree ("sent_at");