/**
 * exam_record: an exam the chat just saved (issue 25 #3), in the student's words — its title, when (“1月12日（周二）
 * 09:00”), where, how long is left and which study plan now prepares for it. Written by record_exam once the row is
 * saved; its 撤销 deletes the exam again (DELETE /api/exams/{id}). An exam told again with a new day or place is the
 * one on file, moved: then the card says what it was, and 撤销 puts it back (PATCH /api/exams/{id}). An exam the
 * student says is off (cancel_exam) is deleted: the card says so, and 撤销 records it again (POST /api/exams).
 */
import { z } from "zod";

/** @public The runtime half of ExamRecordCard. */
export const examRecordCardSchema = z.object({
  card_type: z.literal("exam_record"),
  title: z.string().optional(),
  summary: z.string().optional(),
  data: z.object({
    /** The address of DELETE /api/exams/{id}, for 撤销. */
    exam_id: z.number().int(),
    title: z.string().min(1),
    when: z.string(),
    location: z.string().nullable(),
    /** "还有 38 天（5 周零 3 天）". */
    days_left: z.string(),
    /** The study plan (task class) the exam was linked to by name, if any. */
    task_class: z.string().nullable(),
    /** Where the exam was before this message moved it: `when` in the student's words, the rest for 撤销. */
    moved_from: z
      .object({ when: z.string(), date: z.string(), time: z.string().nullable(), location: z.string().nullable() })
      .optional(),
    /** The exam was deleted by cancel_exam; what 撤销 records again (its day, time and links as they were). */
    cancelled: z
      .object({ date: z.string(), time: z.string().nullable(), course_id: z.number().int().nullable(), task_class_id: z.number().int().nullable() })
      .optional(),
  }),
});
export type ExamRecordCard = z.infer<typeof examRecordCardSchema>;
