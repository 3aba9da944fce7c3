/**
 * "离散期中取消了", "四级我不考了": the exam on file that the student names is deleted at once (like record_exam, an
 * exam is a fact the student states), with a card whose 撤销 records it again. Only upcoming exams are looked at; two
 * that fit the words are named and neither is touched.
 */
import type { Database } from "@/db/client";
import { listExamsFrom } from "@/db/queries/exams";
import { todayIn } from "@/lib/calendar/zoned-time";
import { examsNamedWithDays, examWhen } from "@/lib/exams/exam-words";
import type { CancelExamInput, ExamRecordCard, ToolOutput } from "@/lib/protocol";
import { quoted } from "@/lib/protocol/record-text";
import { examOf, removeExam } from "./exams";
import { examsLike } from "./subject";

export async function cancelExamFromChat(
  db: Database,
  userId: number,
  input: CancelExamInput,
  { now, timeZone }: { now: Date; timeZone: string },
): Promise<ToolOutput & { card?: ExamRecordCard }> {
  const today = todayIn(now, timeZone);
  const upcoming = (await listExamsFrom(db, userId, today)).map(examOf);
  const [exam, ...others] = examsLike(upcoming, input.exam);
  if (others.length > 0) {
    return { ok: false, text: `有不止一场对得上${quoted(input.exam)}的考试：${examsNamedWithDays([exam, ...others], today)}。什么都没删，请说是哪一场。` };
  }
  if (!exam) {
    const names = upcoming.map((each) => quoted(each.title)).join("、");
    return { ok: false, text: `没有找到${quoted(input.exam)}这场考试，什么都没删。${names ? `即将到来的考试有：${names}。` : "还没有记录任何即将到来的考试。"}` };
  }
  await removeExam(db, userId, exam.id);
  const when = examWhen(exam, today);
  return {
    ok: true,
    text: `已删除考试${quoted(exam.title)}（${when}${exam.location ? `，${exam.location}` : ""}）。`,
    card: {
      card_type: "exam_record",
      title: "已删除考试",
      data: {
        exam_id: exam.id,
        title: exam.title,
        when,
        location: exam.location,
        days_left: "已取消",
        task_class: null,
        cancelled: { date: exam.date, time: exam.time, course_id: exam.course_id, task_class_id: exam.task_class_id },
      },
    },
  };
}
