CREATE TABLE "block_checkins" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"event_id" integer NOT NULL,
	"embedded_item_id" integer,
	"week" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"slot_start" integer NOT NULL,
	"status" text NOT NULL,
	"periods_done" integer NOT NULL,
	"periods" integer NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "block_checkins_sitting_unique" UNIQUE NULLS NOT DISTINCT("user_id","event_id","embedded_item_id","week","day_of_week","slot_start"),
	CONSTRAINT "block_checkins_status_values" CHECK ("block_checkins"."status" in ('done', 'partial', 'skipped')),
	CONSTRAINT "block_checkins_week_range" CHECK ("block_checkins"."week" between 1 and 30),
	CONSTRAINT "block_checkins_day_of_week_range" CHECK ("block_checkins"."day_of_week" between 1 and 7),
	CONSTRAINT "block_checkins_slot_start_range" CHECK ("block_checkins"."slot_start" between 1 and 16),
	CONSTRAINT "block_checkins_periods_done_range" CHECK ("block_checkins"."periods_done" between 0 and "block_checkins"."periods")
);
--> statement-breakpoint
ALTER TABLE "block_checkins" ADD CONSTRAINT "block_checkins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_checkins" ADD CONSTRAINT "block_checkins_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "block_checkins" ADD CONSTRAINT "block_checkins_embedded_item_id_task_class_items_id_fk" FOREIGN KEY ("embedded_item_id") REFERENCES "public"."task_class_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "block_checkins_user_week_idx" ON "block_checkins" USING btree ("user_id","week");