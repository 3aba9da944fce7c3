/**
 * The exams table, read and written as rows: every read and write is scoped by the student. The rules (what a
 * date, a time or a link may be) and the words for a refusal live in server/exams/.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Executor } from "../client";
import { exams, scheduleEvents, taskClasses, type Exam } from "../schema";

export type ExamRow = Exam;

/** The columns a write sets: every one of them on insert, any of them on update. */
export interface ExamValues {
  title: string;
  date: string;
  time: string | null;
  location: string | null;
  courseId: number | null;
  taskClassId: number | null;
}

/** The student's exams by date, then time (an unknown time last), then id. */
export async function listExams(executor: Executor, userId: number): Promise<ExamRow[]> {
  return executor
    .select()
    .from(exams)
    .where(eq(exams.userId, userId))
    .orderBy(asc(exams.date), sql`${exams.time} asc nulls last`, asc(exams.id));
}

/** The student's exams on or after `from` (a calendar date), in the same order. */
export async function listExamsFrom(executor: Executor, userId: number, from: string): Promise<ExamRow[]> {
  return executor
    .select()
    .from(exams)
    .where(and(eq(exams.userId, userId), sql`${exams.date} >= ${from}`))
    .orderBy(asc(exams.date), sql`${exams.time} asc nulls last`, asc(exams.id));
}

/** The student's exam with this id, or null. */
export async function findExam(executor: Executor, userId: number, examId: number): Promise<ExamRow | null> {
  const [row] = await executor
    .select()
    .from(exams)
    .where(and(eq(exams.id, examId), eq(exams.userId, userId)));
  return row ?? null;
}

export async function insertExam(executor: Executor, userId: number, values: ExamValues): Promise<ExamRow> {
  const [row] = await executor
    .insert(exams)
    .values({ userId, ...values })
    .returning();
  return row;
}

/** The updated row, or null when the student has no exam with this id. */
export async function updateExam(executor: Executor, userId: number, examId: number, values: Partial<ExamValues>): Promise<ExamRow | null> {
  const [row] = await executor
    .update(exams)
    .set(values)
    .where(and(eq(exams.id, examId), eq(exams.userId, userId)))
    .returning();
  return row ?? null;
}

/** Whether a row went. */
export async function deleteExam(executor: Executor, userId: number, examId: number): Promise<boolean> {
  const rows = await executor
    .delete(exams)
    .where(and(eq(exams.id, examId), eq(exams.userId, userId)))
    .returning({ id: exams.id });
  return rows.length > 0;
}

/** Whether `courseId` is one of the student's courses (a course event, not a study block). */
export async function ownsCourse(executor: Executor, userId: number, courseId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: scheduleEvents.id })
    .from(scheduleEvents)
    .where(and(eq(scheduleEvents.id, courseId), eq(scheduleEvents.userId, userId), eq(scheduleEvents.type, "course")));
  return rows.length > 0;
}

/** Whether `taskClassId` is one of the student's task classes. */
export async function ownsTaskClass(executor: Executor, userId: number, taskClassId: number): Promise<boolean> {
  const rows = await executor
    .select({ id: taskClasses.id })
    .from(taskClasses)
    .where(and(eq(taskClasses.id, taskClassId), eq(taskClasses.userId, userId)));
  return rows.length > 0;
}
