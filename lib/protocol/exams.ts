/**
 * Exams (issue 25): the REST shapes of /api/exams, shared by the server (which checks a body with these and refuses
 * with 422 exam:invalid) and the settings' 考试 section. A date is the student's calendar date, a time their clock.
 */
import { z } from "zod";
import { dateParts, isValidDate } from "@/lib/calendar/zoned-time";
import { singleLine } from "./record-text";

/** The years an exam may fall in: wide enough for any term, narrow enough for every database's date type. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2100;

const MAX_EXAM_TITLE = 100;
const MAX_EXAM_LOCATION = 100;

/** A real calendar day "YYYY-MM-DD" (2026-02-30 is refused). */
const examDateSchema = z
  .string({ error: "考试日期必须是文字，格式 YYYY-MM-DD" })
  .refine((value) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    const { year, month, day } = dateParts(value);
    return year >= FIRST_YEAR && year <= LAST_YEAR && isValidDate(year, month, day);
  }, "考试日期不是有效的日期，格式应为 YYYY-MM-DD（例如 2027-01-12）");

/** A clock time "HH:MM" from 00:00 to 23:59. */
const examTimeSchema = z
  .string({ error: "考试时间必须是文字，格式 HH:MM" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "考试时间格式应为 HH:MM（例如 09:00）");

const titleSchema = z
  .string({ error: "考试名称必须是文字" })
  .transform(singleLine)
  .pipe(z.string().min(1, "考试名称不能为空").max(MAX_EXAM_TITLE, `考试名称不能超过 ${MAX_EXAM_TITLE} 个字`));

/** A place, on one line; empty means none. */
const locationSchema = z
  .string({ error: "考试地点必须是文字" })
  .transform(singleLine)
  .pipe(z.string().max(MAX_EXAM_LOCATION, `考试地点不能超过 ${MAX_EXAM_LOCATION} 个字`))
  .transform((value) => (value === "" ? null : value))
  .nullable();

const linkId = (what: string) =>
  z.number({ error: `${what}必须是编号（整数）或 null` }).int(`${what}必须是整数`).min(1, `${what}必须是正整数`).max(2_147_483_647, `${what}不存在`).nullable();

const examFields = {
  title: titleSchema,
  date: examDateSchema,
  /** Absent or null: the time is not known. */
  time: examTimeSchema.nullable(),
  location: locationSchema,
  /** The course (a timetable event of the student's) it examines. */
  course_id: linkId("课程 course_id"),
  /** The task class (学习计划) that prepares for it. */
  task_class_id: linkId("学习计划 task_class_id"),
};

/** POST /api/exams. */
export const examInputSchema = z.strictObject({
  ...examFields,
  time: examFields.time.default(null),
  location: examFields.location.default(null),
  course_id: examFields.course_id.default(null),
  task_class_id: examFields.task_class_id.default(null),
}, { error: (issue) => (issue.code === "unrecognized_keys" ? `不认识的字段：${issue.keys.join("、")}` : "请求内容应为一个对象") });

/** PATCH /api/exams/{id}: only the fields given change (null clears an optional one). */
export const examPatchSchema = z
  .strictObject(examFields, { error: (issue) => (issue.code === "unrecognized_keys" ? `不认识的字段：${issue.keys.join("、")}` : "请求内容应为一个对象") })
  .partial()
  .refine((value) => Object.values(value).some((field) => field !== undefined), "没有要修改的内容");
export type ExamPatch = z.infer<typeof examPatchSchema>;

const examSchema = z.object({
  id: z.number(),
  title: z.string(),
  date: z.string(),
  time: z.string().nullable(),
  location: z.string().nullable(),
  course_id: z.number().nullable(),
  task_class_id: z.number().nullable(),
});
export type Exam = z.infer<typeof examSchema>;

export const examResponseSchema = z.object({ exam: examSchema });
export const examListSchema = z.object({ exams: z.array(examSchema) });

/** An exam not yet past, as GET /api/today lists it: `days_left` is 0 on the day (the student's zone). */
export const upcomingExamSchema = z.object({ id: z.number(), title: z.string(), date: z.string(), days_left: z.number() });
export type UpcomingExam = z.infer<typeof upcomingExamSchema>;

/** What the settings' 考试 section starts from, read on the server with the page: the exams and the classes to link. */
export interface ExamSettings {
  exams: Exam[];
  task_classes: Array<{ id: number; name: string }>;
}
