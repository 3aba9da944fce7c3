/** The settings page's 考试 section, read on the server with the page so it asks nothing before it can be used. */
import { getDb } from "@/db/bootstrap";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import type { ExamSettings } from "@/lib/protocol/exams";
import { examsOf } from "./exams";

export async function examSettingsOf(userId: number): Promise<ExamSettings> {
  const db = await getDb();
  const exams = await examsOf(db, userId);
  const classes = await listTaskClasses(db, userId);
  return { exams, task_classes: classes.map((taskClass) => ({ id: taskClass.id, name: taskClass.name })) };
}
