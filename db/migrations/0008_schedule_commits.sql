CREATE TABLE "schedule_commits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" integer NOT NULL,
	"draft_id" uuid,
	"conversation_id" text,
	"version" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"undoes" uuid,
	"undone_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_drafts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "schedule_commits" ADD CONSTRAINT "schedule_commits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_commits" ADD CONSTRAINT "schedule_commits_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "schedule_commits_user_idx" ON "schedule_commits" USING btree ("user_id","created_at");