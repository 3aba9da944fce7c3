/**
 * A study plan made in the chat belongs to the exam of its subject: "概率论复习" confirmed while "概率论期末考试" is
 * recorded with no plan of its own is linked to it, as the .ics import and the chat's exam recording link by subject
 * (./subject.ts), so "帮我规划期末复习" plans it back from that exam. Only exams with no plan yet, and only to a plan
 * just created: a link the student chose, or took away in the settings, is never changed.
 */
import type { Executor } from "@/db/client";
import { listExams, updateExam } from "@/db/queries/exams";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { examSubject, linkedByName } from "./subject";

/** Links the unlinked exams to the classes just created under `names`; how many exams it linked. */
export async function linkExamsToNewClasses(executor: Executor, userId: number, names: readonly string[]): Promise<number> {
  if (names.length === 0) return 0;
  const [classes, exams] = await Promise.all([listTaskClasses(executor, userId), listExams(executor, userId)]);
  // The newest class of each name is the one just created (an older one may share its name).
  const created = names.flatMap((name) => classes.filter((taskClass) => taskClass.name === name).slice(-1));
  let linked = 0;
  for (const exam of exams) {
    if (exam.taskClassId !== null) continue;
    const plan = linkedByName(created, examSubject(exam.title));
    if (!plan) continue;
    await updateExam(executor, userId, exam.id, { taskClassId: plan.id });
    linked += 1;
  }
  return linked;
}
