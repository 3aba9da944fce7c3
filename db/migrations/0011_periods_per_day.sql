ALTER TABLE "schedules" DROP CONSTRAINT "schedules_section_range";--> statement-breakpoint
ALTER TABLE "task_class_items" DROP CONSTRAINT "task_class_items_duration_range";--> statement-breakpoint
ALTER TABLE "task_classes" DROP CONSTRAINT "task_classes_excluded_slots_range";--> statement-breakpoint
ALTER TABLE "terms" DROP CONSTRAINT "terms_twelve_sections";--> statement-breakpoint
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_section_range" CHECK ("schedules"."section" between 1 and 16);--> statement-breakpoint
ALTER TABLE "task_class_items" ADD CONSTRAINT "task_class_items_duration_range" CHECK ("task_class_items"."duration" between 1 and 16);--> statement-breakpoint
ALTER TABLE "task_classes" ADD CONSTRAINT "task_classes_excluded_slots_range" CHECK ("task_classes"."excluded_slots" <@ array[1, 2, 3, 4, 5, 6, 7, 8]);--> statement-breakpoint
ALTER TABLE "terms" ADD CONSTRAINT "terms_sections_count" CHECK (jsonb_array_length("terms"."section_times") between 8 and 16);