/**
 * Exams from the chat (issue 25 #3): "我的概率论期末考试是1月12日上午9点" saved at once with a card whose 撤销
 * deletes it again (told again with a new day or place, the exam on file moves: ./move-from-chat.ts), and
 * "离期末考试还有几周" answered with the number and the date. The words the student reads are
 * dates, weekdays, clock times and names; the card carries the exam's id only for its button.
 */
import type { Database } from "@/db/client";
import { listCourses } from "@/db/queries/courses";
import { listExamsFrom } from "@/db/queries/exams";
import { listTaskClasses } from "@/db/queries/task-classes-read";
import { loadTerm } from "@/db/queries/terms";
import { termDate } from "@/lib/schedule/indexing";
import { todayIn, wallClockAt } from "@/lib/calendar/zoned-time";
import { daysLeftWords, examsNamedWithDays, examWhen } from "@/lib/exams/exam-words";
import { PlannerError } from "@/lib/errors";
import type { ExamRecordCard, QueryExamsInput, RecordExamInput, ToolOutput } from "@/lib/protocol";
import { quoted } from "@/lib/protocol/record-text";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { addExam, examOf } from "./exams";
import { moveExam } from "./move-from-chat";
import { examSubject, examsLike, linkedByName } from "./subject";

const TERM_WEEK_DAY = /第\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*周\s*(?:的)?\s*(?:周|星期|礼拜)([一二三四五六日天1-7])/;
const WEEKDAY_NUMBER: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };

interface ExamMoment {
  date: string;
  time: string | null;
}

function pad(value: number): string {
  return String(value).padStart(2, "0");
}

/** "第18周周二（上午9点）" through the term's calendar; anything else through the date grammar. */
async function examMoment(db: Database, userId: number, when: string, now: Date, timeZone: string): Promise<ExamMoment | string> {
  const termDay = TERM_WEEK_DAY.exec(when);
  const parsed = parseDateTime(when, { now, timeZone });
  const time = parsed?.hasTime ? (({ hour, minute }) => `${pad(hour)}:${pad(minute)}`)(wallClockAt(parsed.date, timeZone)) : null;
  if (termDay) {
    const term = await loadTerm(db, userId);
    const week = parseSmallNumber(termDay[1]);
    if (!term) return "还没有设置学期，听不懂“第几周”。请告诉我具体日期，比如“1月12日”。";
    if (week === null || week < 1 || week > term.weeks) return `这学期只有 ${term.weeks} 周，没有“${termDay[0]}”。`;
    return { date: termDate(term, week, WEEKDAY_NUMBER[termDay[2]] ?? Number(termDay[2])), time };
  }
  if (!parsed) return `没听懂考试是哪天（“${when}”）。请说具体的日子，比如“1月12日上午9点”或“第18周周二”。`;
  return { date: todayIn(parsed.date, timeZone), time };
}

export async function recordExamFromChat(
  db: Database,
  userId: number,
  input: RecordExamInput,
  context: { now: Date; timeZone: string },
): Promise<ToolOutput & { card?: ExamRecordCard }> {
  const { now, timeZone } = context;
  const today = todayIn(now, timeZone);
  const upcoming = (await listExamsFrom(db, userId, today)).map(examOf);
  const [known, ...others] = examsLike(upcoming, input.title);
  if (others.length > 0) {
    return { ok: false, text: `有不止一场对得上${quoted(input.title)}的考试：${examsNamedWithDays([known, ...others], today)}。考试没有改动，请说是哪一场。` };
  }
  const moment = input.when ? await examMoment(db, userId, input.when, now, timeZone) : null;
  if (typeof moment === "string") return { ok: false, text: `${moment}考试没有保存。` };
  if (moment && moment.date < today) return { ok: false, text: `${examWhen(moment, today)}已经过去了，考试没有保存。请确认考试日期。` };
  try {
    if (known) return await moveExam(db, userId, known, { moment, location: input.location }, { now, today });
    if (!moment) return { ok: false, text: `还没有${quoted(input.title)}这场考试，请告诉我它是哪天，比如“1月12日上午9点”。` };
    const subject = examSubject(input.title);
    const [classes, courses] = await Promise.all([listTaskClasses(db, userId), listCourses(db, userId)]);
    const taskClass = linkedByName(classes, subject);
    const course = linkedByName(courses, subject);
    const exam = await addExam(db, userId, {
      title: input.title,
      date: moment.date,
      time: moment.time,
      location: input.location ?? null,
      course_id: course?.id ?? null,
      task_class_id: taskClass?.id ?? null,
    }, now);
    const when = examWhen(exam, today);
    const daysLeft = daysLeftWords(exam.date, today);
    const link = taskClass ? `，已关联学习计划${quoted(taskClass.name)}，规划复习时会在考试前排完并安排回顾` : "";
    const where = exam.location ? `，地点${exam.location}` : "";
    return {
      ok: true,
      text: `已记下考试${quoted(exam.title)}：${when}${where}，${daysLeft}${link}。`,
      card: {
        card_type: "exam_record",
        data: { exam_id: exam.id, title: exam.title, when, location: exam.location, days_left: daysLeft, task_class: taskClass?.name ?? null },
      },
    };
  } catch (error) {
    if (PlannerError.isInstance(error)) return { ok: false, text: `${error.message.replace(/[。.]+$/, "")}。考试没有保存。` };
    throw error;
  }
}

/** "离期末考试还有几周": the exams still ahead (or the one asked about), each with its date and the days left. */
export async function examCountdown(
  db: Database,
  userId: number,
  input: QueryExamsInput,
  context: { now: Date; timeZone: string },
): Promise<ToolOutput> {
  const today = todayIn(context.now, context.timeZone);
  const upcoming = await listExamsFrom(db, userId, today);
  if (upcoming.length === 0) return { ok: true, text: "还没有记录任何即将到来的考试。可以告诉我，比如“概率论期末考试是1月12日上午9点”。" };
  const wanted = input.exam ? examSubject(input.exam) : "";
  // "大物" asks about 大学物理期末: the student's short name for the course, as the model's name resolution reads it.
  const matching =
    wanted === ""
      ? upcoming
      : upcoming.filter((exam) => exam.title.includes(wanted) || wanted.includes(examSubject(exam.title)) || isAbbreviation(wanted, examSubject(exam.title)));
  if (matching.length === 0) {
    const names = upcoming.map((exam) => quoted(exam.title)).join("、");
    return { ok: true, text: `没有找到${quoted(input.exam ?? "")}的考试。即将到来的考试有：${names}。` };
  }
  const lines = matching.map((exam) => `${quoted(exam.title)}：${examWhen(exam, today)}${exam.location ? `，${exam.location}` : ""}，${daysLeftWords(exam.date, today)}`);
  const [first, ...rest] = lines;
  const facts = { kind: "exam_list" as const, exams: matching.map((exam) => ({ title: exam.title, date: exam.date, time: exam.time })) };
  return { ok: true, text: rest.length === 0 ? `${first}。` : `最近的是${first}。\n其余：\n${rest.join("\n")}`, facts };
}
