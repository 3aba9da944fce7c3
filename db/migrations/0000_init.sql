CREATE TABLE "schedule_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"base_version" integer NOT NULL,
	"state" jsonb NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"commit_result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "schedule_drafts_status_values" CHECK ("schedule_drafts"."status" in ('open', 'committed', 'discarded')),
	CONSTRAINT "schedule_drafts_result_when_committed" CHECK (("schedule_drafts"."status" = 'committed') = ("schedule_drafts"."commit_result" is not null))
);
--> statement-breakpoint
CREATE TABLE "schedule_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"location" text,
	"type" text NOT NULL,
	"rel_id" integer,
	"can_be_embedded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "schedule_events_type_values" CHECK ("schedule_events"."type" in ('course', 'task')),
	CONSTRAINT "schedule_events_course_has_no_item" CHECK ("schedule_events"."type" = 'task' or "schedule_events"."rel_id" is null)
);
--> statement-breakpoint
CREATE TABLE "schedule_versions" (
	"user_id" integer NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "schedule_versions_user_id_pk" PRIMARY KEY("user_id")
);
--> statement-breakpoint
CREATE TABLE "schedules" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"week" integer NOT NULL,
	"day_of_week" integer NOT NULL,
	"section" integer NOT NULL,
	"embedded_task_id" integer,
	"status" text DEFAULT 'normal' NOT NULL,
	CONSTRAINT "schedules_user_period_unique" UNIQUE("user_id","week","day_of_week","section"),
	CONSTRAINT "schedules_week_range" CHECK ("schedules"."week" between 1 and 25),
	CONSTRAINT "schedules_day_of_week_range" CHECK ("schedules"."day_of_week" between 1 and 7),
	CONSTRAINT "schedules_section_range" CHECK ("schedules"."section" between 1 and 12),
	CONSTRAINT "schedules_status_values" CHECK ("schedules"."status" in ('normal', 'interrupted'))
);
--> statement-breakpoint
CREATE TABLE "task_class_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"item_order" integer NOT NULL,
	"content" text NOT NULL,
	"duration" integer DEFAULT 2 NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"embedded_time" jsonb,
	CONSTRAINT "task_class_items_category_order_unique" UNIQUE("category_id","item_order"),
	CONSTRAINT "task_class_items_duration_range" CHECK ("task_class_items"."duration" between 1 and 12),
	CONSTRAINT "task_class_items_status_values" CHECK ("task_class_items"."status" in ('pending', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "task_classes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'auto' NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"total_slots" integer,
	"allow_filler_course" boolean DEFAULT false NOT NULL,
	"strategy" text DEFAULT 'steady' NOT NULL,
	"excluded_slots" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_classes_mode_values" CHECK ("task_classes"."mode" in ('auto', 'manual')),
	CONSTRAINT "task_classes_strategy_values" CHECK ("task_classes"."strategy" in ('steady', 'rapid')),
	CONSTRAINT "task_classes_date_order" CHECK ("task_classes"."start_date" <= "task_classes"."end_date"),
	CONSTRAINT "task_classes_total_slots_positive" CHECK ("task_classes"."total_slots" is null or "task_classes"."total_slots" > 0),
	CONSTRAINT "task_classes_excluded_slots_range" CHECK ("task_classes"."excluded_slots" <@ array[1, 2, 3, 4, 5, 6])
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"priority_group" integer NOT NULL,
	"deadline_at" timestamp with time zone,
	"urgency_threshold_at" timestamp with time zone,
	"is_completed" boolean DEFAULT false NOT NULL,
	"estimated_sections" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_priority_group_range" CHECK ("tasks"."priority_group" between 1 and 4),
	CONSTRAINT "tasks_estimated_sections_positive" CHECK ("tasks"."estimated_sections" is null or "tasks"."estimated_sections" > 0)
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" date NOT NULL,
	"weeks" integer NOT NULL,
	"section_times" jsonb NOT NULL,
	"timezone" text DEFAULT 'Asia/Shanghai' NOT NULL,
	CONSTRAINT "terms_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "terms_weeks_range" CHECK ("terms"."weeks" between 1 and 25),
	CONSTRAINT "terms_start_is_monday" CHECK (extract(isodow from "terms"."start_date") = 1),
	CONSTRAINT "terms_twelve_sections" CHECK (jsonb_array_length("terms"."section_times") = 12)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD CONSTRAINT "schedule_drafts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_rel_id_task_class_items_id_fk" FOREIGN KEY ("rel_id") REFERENCES "public"."task_class_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_event_id_schedule_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."schedule_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_embedded_task_id_task_class_items_id_fk" FOREIGN KEY ("embedded_task_id") REFERENCES "public"."task_class_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_class_items" ADD CONSTRAINT "task_class_items_category_id_task_classes_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."task_classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_drafts_user_status_idx" ON "schedule_drafts" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "schedule_events_user_idx" ON "schedule_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "schedule_events_rel_idx" ON "schedule_events" USING btree ("rel_id");--> statement-breakpoint
CREATE INDEX "schedules_event_idx" ON "schedules" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "schedules_embedded_task_idx" ON "schedules" USING btree ("embedded_task_id");--> statement-breakpoint
CREATE INDEX "task_classes_user_idx" ON "task_classes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_user_idx" ON "tasks" USING btree ("user_id");