/**
 * Exams (issue 25 #1): the rules of /api/exams and their words. A body is checked with the protocol's schema
 * (lib/protocol/exams.ts) and anything it cannot keep — an impossible date, a malformed time, a course or task class
 * that is not the student's — is refused with 422 exam:invalid, naming each field; another student's exam is 404.
 */
import type { z } from "zod";
import type { Database } from "@/db/client";
import { deleteExam, findExam, insertExam, listExams, ownsCourse, ownsTaskClass, updateExam, type ExamRow, type ExamValues } from "@/db/queries/exams";
import { listCourses } from "@/db/queries/courses";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { loadTerm } from "@/db/queries/terms";
import { todayIn } from "@/lib/calendar/zoned-time";
import { env } from "@/lib/env";
import { PlannerError } from "@/lib/errors";
import { examWhen } from "@/lib/exams/exam-words";
import { examInputSchema, examPatchSchema, type Exam, type ExamPatch } from "@/lib/protocol/exams";
import { examKey } from "@/lib/ics/exams";
import { examSubject, linkedByName } from "./subject";

export function examOf(row: ExamRow): Exam {
  return {
    id: row.id,
    title: row.title,
    date: row.date,
    time: row.time,
    location: row.location,
    course_id: row.courseId,
    task_class_id: row.taskClassId,
  };
}

function examNotFound(examId: number): PlannerError {
  return new PlannerError("exam:not_found", { context: { examId } });
}

/** Every broken field in one refusal: the message lists them, `fields` names each for the form. */
function invalidExam(problems: Array<{ field: string; message: string }>): PlannerError {
  const reasons = problems.map((problem) => problem.message);
  return new PlannerError("exam:invalid", {
    message: `考试信息有误：${reasons.join("；")}`,
    details: { reasons, fields: Object.fromEntries(problems.map((problem) => [problem.field, problem.message])) },
  });
}

function readBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (parsed.success) return parsed.data;
  throw invalidExam(parsed.error.issues.map((issue) => ({ field: issue.path.length ? issue.path.join(".") : "body", message: issue.message })));
}

/**
 * The links a write names must be the student's own; a stranger's id reads as one that does not exist. The words
 * name no id: the student chose a name from a list, and the number means nothing to them.
 */
async function checkLinks(db: Database, userId: number, links: { course_id?: number | null; task_class_id?: number | null }): Promise<void> {
  const problems: Array<{ field: string; message: string }> = [];
  if (typeof links.course_id === "number" && !(await ownsCourse(db, userId, links.course_id))) {
    problems.push({ field: "course_id", message: "找不到这门课程（可能已经删除），请在你的课程里重新选一门" });
  }
  if (typeof links.task_class_id === "number" && !(await ownsTaskClass(db, userId, links.task_class_id))) {
    problems.push({ field: "task_class_id", message: "找不到这个学习计划（可能已经删除），请在你的学习计划里重新选一个" });
  }
  if (problems.length > 0) throw invalidExam(problems);
}

/** The student's date now, in the term's zone (the assistant's default zone before a term is set). */
async function studentToday(db: Database, userId: number, now: Date): Promise<string> {
  return todayIn(now, (await loadTerm(db, userId))?.timezone ?? env().DEFAULT_TIME_ZONE);
}

/**
 * An exam on a day already gone is refused, as the chat refuses it ("4月1日（周三）已经过去了"): it counts down to
 * nothing and a review planned back from it would fall in the past. Today is kept (the exam may still be ahead).
 */
async function checkNotPast(db: Database, userId: number, date: string, now: Date): Promise<void> {
  const today = await studentToday(db, userId, now);
  if (date >= today) return;
  throw invalidExam([{ field: "date", message: `考试日期${examWhen({ date, time: null }, today)}已经过去了，请填今天或以后的日期` }]);
}

function valuesOf(patch: ExamPatch): Partial<ExamValues> {
  const values: Partial<ExamValues> = {};
  if (patch.title !== undefined) values.title = patch.title;
  if (patch.date !== undefined) values.date = patch.date;
  if (patch.time !== undefined) values.time = patch.time;
  if (patch.location !== undefined) values.location = patch.location;
  if (patch.course_id !== undefined) values.courseId = patch.course_id;
  if (patch.task_class_id !== undefined) values.taskClassId = patch.task_class_id;
  return values;
}

/** The student's exams, soonest first. */
export async function examsOf(db: Database, userId: number): Promise<Exam[]> {
  return (await listExams(db, userId)).map(examOf);
}

/**
 * Exams of an .ics import, checked all before any is written (422 naming the first bad one's field, by position):
 * each by the exam rules, a day already gone refused as the form refuses it (the preview marks such an exam and does
 * not offer it). A file names no course or class of the student's: writeImportedExams links them by subject.
 */
export async function checkImportedExams(db: Database, userId: number, drafts: readonly unknown[], now: Date): Promise<ExamValues[]> {
  const today = drafts.length > 0 ? await studentToday(db, userId, now) : "";
  return drafts.map((draft, index) => {
    const problem = (field: string, message: string) => ({ field: ["exams", index, field].filter(Boolean).join("."), message: `第 ${index + 1} 场考试：${message}` });
    const parsed = examInputSchema.safeParse(withoutPreviewMarks(draft));
    if (!parsed.success) throw invalidExam(parsed.error.issues.map((issue) => problem(issue.path.join("."), issue.message)));
    const { title, date, time, location } = parsed.data;
    if (date < today) throw invalidExam([problem("date", `「${title}」在${examWhen({ date, time: null }, today)}，已经过去了，不能导入`)]);
    return { title, date, time, location, courseId: null, taskClassId: null };
  });
}

/** The preview's `existing` and `past` marks come back with a kept exam; they are the preview's words, not exam fields. */
function withoutPreviewMarks(draft: unknown): unknown {
  if (typeof draft !== "object" || draft === null || Array.isArray(draft)) return draft;
  const { existing: _existing, past: _past, ...rest } = draft as Record<string, unknown>;
  return rest;
}

/**
 * Written after the file's courses, each linked to the one course and the one study plan of its subject (as the
 * chat links an exam it records: server/exams/subject.ts), so "帮我规划期末复习" can plan back from it at once.
 */
export async function writeImportedExams(db: Database, userId: number, values: readonly ExamValues[]): Promise<Exam[]> {
  if (values.length === 0) return [];
  const [classes, courses, existing] = await Promise.all([listTaskClasses(db, userId), listCourses(db, userId), listExams(db, userId)]);
  // An exam the student has already (same title, date and time: the file imported twice) is not added again.
  const known = new Set(existing.map(examKey));
  const written: Exam[] = [];
  for (const value of values) {
    if (known.has(examKey(value))) continue;
    known.add(examKey(value));
    const subject = examSubject(value.title);
    const linked = { ...value, courseId: value.courseId ?? linkedByName(courses, subject)?.id ?? null, taskClassId: value.taskClassId ?? linkedByName(classes, subject)?.id ?? null };
    written.push(examOf(await insertExam(db, userId, linked)));
  }
  return written;
}

export async function addExam(db: Database, userId: number, body: unknown, now: Date): Promise<Exam> {
  const input = readBody(examInputSchema, body);
  await checkNotPast(db, userId, input.date, now);
  await checkLinks(db, userId, input);
  const row = await insertExam(db, userId, {
    title: input.title,
    date: input.date,
    time: input.time,
    location: input.location,
    courseId: input.course_id,
    taskClassId: input.task_class_id,
  });
  return examOf(row);
}

/**
 * Only the fields given change; null clears the time, the place or a link. Another student's exam is 404 whatever
 * the body says. A date moved to a day already gone is refused; a past exam's own date, sent back unchanged by the
 * form with a new title or place, is kept.
 */
export async function editExam(db: Database, userId: number, examId: number, body: unknown, now: Date): Promise<Exam> {
  const current = await findExam(db, userId, examId);
  if (!current) throw examNotFound(examId);
  const patch = readBody(examPatchSchema, body);
  if (patch.date !== undefined && patch.date !== current.date) await checkNotPast(db, userId, patch.date, now);
  await checkLinks(db, userId, patch);
  const row = await updateExam(db, userId, examId, valuesOf(patch));
  if (!row) throw examNotFound(examId);
  return examOf(row);
}

export async function removeExam(db: Database, userId: number, examId: number): Promise<{ deleted: number }> {
  if (!(await deleteExam(db, userId, examId))) throw examNotFound(examId);
  return { deleted: examId };
}
