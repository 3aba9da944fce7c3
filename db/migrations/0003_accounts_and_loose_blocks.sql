CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_events" ADD COLUMN "task_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_events_task_idx" ON "schedule_events" USING btree ("task_id");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_username_unique" UNIQUE("username");--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_course_has_no_task" CHECK ("schedule_events"."type" = 'task' or "schedule_events"."task_id" is null);--> statement-breakpoint
ALTER TABLE "schedule_events" ADD CONSTRAINT "schedule_events_one_owner" CHECK ("schedule_events"."rel_id" is null or "schedule_events"."task_id" is null);--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_password_needs_username" CHECK ("users"."password_hash" is null or "users"."username" is not null);