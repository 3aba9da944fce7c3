ALTER TABLE "agent_runs" ADD COLUMN "instance" text;--> statement-breakpoint
ALTER TABLE "agent_runs" ADD COLUMN "heartbeat_at" timestamp with time zone;