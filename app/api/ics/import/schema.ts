/**
 * The body of POST /api/ics/import: the previewed drafts the student kept, how each clash between them is settled,
 * and which courses gone from the file to delete.
 */
import { z } from "zod";
import { importSchema } from "../../courses/schema";

const clashChoiceSchema = z.object({
  keep: z.number().int().min(0),
  drop: z.number().int().min(0),
  weeks: z.array(z.number().int().min(1).max(30)).min(1).max(30),
});

const sourceUids = z.object({ source_uids: z.array(z.string().max(300)).max(100).optional() });

/** An exam of the preview the student kept: checked again by the exam rules (server/exams) before it is written. */
const examDraftSchema = z.object({
  title: z.string().max(200),
  date: z.string().max(20),
  time: z.string().max(10).nullable().default(null),
  location: z.string().max(200).nullable().default(null),
});

export const icsImportSchema = z
  .object({
    /** The previewed drafts; `source_uids` lets a re-import of our own export find its courses by id. */
    courses: importSchema.shape.courses.element.and(sourceUids).array().max(300, "一次最多导入 300 条"),
    /** The previewed exams the student kept (issue 25 #2). */
    exams: z.array(examDraftSchema).max(100, "一次最多导入 100 场考试").default([]),
    /**
     * Positions in `courses`: keep one whole, take `weeks` off the other. A clash of many courses in one slot is settled
     * by one choice per course dropped, so there may be more choices than courses.
     */
    clashes: z.array(clashChoiceSchema).max(3000).default([]),
    /** Courses the file no longer has that the student chose to delete. */
    delete_course_ids: z.array(z.number().int().positive()).max(300).default([]),
  })
  .refine((body) => body.courses.length > 0 || body.exams.length > 0, { message: "没有要导入的课程", path: ["courses"] });
