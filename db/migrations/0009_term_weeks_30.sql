ALTER TABLE "schedules" DROP CONSTRAINT "schedules_week_range";--> statement-breakpoint
ALTER TABLE "terms" DROP CONSTRAINT "terms_weeks_range";--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_week_range" CHECK ("schedules"."week" between 1 and 30);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_weeks_range" CHECK ("terms"."weeks" between 1 and 30);