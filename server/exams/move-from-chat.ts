/**
 * An exam told again from the chat with a new day or place ("离散期末改到1月15日了", "考场换到教一报告厅，时间没变")
 * is the one on file, moved: one exam with the new day, never a second one beside the old. The card carries what it
 * was, so its 撤销 puts the exam back there instead of deleting it; a plan linked to it is named, to be laid out again
 * if the student wants.
 */
import type { Database } from "@/db/client";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { daysLeftWords, examWhen } from "@/lib/exams/exam-words";
import type { ExamRecordCard, ToolOutput } from "@/lib/protocol";
import type { Exam } from "@/lib/protocol/exams";
import { quoted } from "@/lib/protocol/record-text";
import { editExam } from "./exams";

interface ExamChange {
  /** The new day and time; null when only the place changes. A day said without a time keeps the old time. */
  moment: { date: string; time: string | null } | null;
  location: string | undefined;
}

export async function moveExam(
  db: Database,
  userId: number,
  exam: Exam,
  change: ExamChange,
  { now, today }: { now: Date; today: string },
): Promise<ToolOutput & { card?: ExamRecordCard }> {
  const date = change.moment?.date ?? exam.date;
  const time = change.moment?.time ?? exam.time;
  const location = change.location ?? exam.location;
  const before = examWhen(exam, today);
  if (date === exam.date && time === exam.time && location === exam.location) {
    const where = exam.location ? `，地点${exam.location}` : "";
    return { ok: true, text: `考试${quoted(exam.title)}已经记着：${before}${where}，${daysLeftWords(exam.date, today)}，没有改动。` };
  }
  const moved = await editExam(db, userId, exam.id, { date, time, location }, now);
  const when = examWhen(moved, today);
  const daysLeft = daysLeftWords(moved.date, today);
  const changes = [
    moved.date !== exam.date || moved.time !== exam.time ? `时间从${before}改到${when}` : "",
    moved.location !== exam.location ? `地点${exam.location ? `从${exam.location}` : ""}改到${moved.location ?? "未定"}` : "",
  ].filter(Boolean);
  // A plan linked to the exam was laid out back from the old day: the student decides whether to lay it out again.
  const dayMoved = moved.date !== exam.date;
  const plan = dayMoved && moved.task_class_id !== null ? (await listTaskClasses(db, userId)).find((each) => each.id === moved.task_class_id) : undefined;
  const replan = plan ? `学习计划${quoted(plan.name)}之前是按原来的日子排的，要按新日子重排就告诉我。` : "";
  return {
    ok: true,
    text: `已把考试${quoted(moved.title)}的${changes.join("，")}，${daysLeft}。${replan}`,
    card: {
      card_type: "exam_record",
      title: "已改考试",
      data: {
        exam_id: moved.id,
        title: moved.title,
        when,
        location: moved.location,
        days_left: daysLeft,
        task_class: null,
        moved_from: { when: before, date: exam.date, time: exam.time, location: exam.location },
      },
    },
  };
}
