/**
 * A time counted from an exam ("高数考完那天下午三点提醒我…", "截止挪到高数考完那天的中午十二点", "英语口语考试在高数考完
 * 的第二天上午九点", "考完高数之后那个周末我有空吗"): the exam's date only the exams' list knows, and the tools that
 * save a time read calendar words. So the model asks query_exams first, then reads the request again with the
 * exam's dates in place of the words (lib/exams/exam-anchors.ts), and the family decides as for any dated request.
 * The days the time tools read by themselves ("概率论考试那天", "期末考试前一天": EXAM_DAY_WORDS) go to them as said.
 */
import { addDays } from "@/lib/calendar/zoned-time";
import { anchoredDates, examAnchorIn, type ExamAnchor } from "@/lib/exams/exam-anchors";
import { EXAM_DAY_WORDS } from "@/lib/exams/exam-days";
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { Intent } from "../understand/intent-types";
import { HAS_TIME } from "../understand/follow-up-words";
import type { Decision, Language, Request, TurnStep, UserTurn } from "../types";
import { untoldExamDay } from "./decide-exams";
import { factsOf } from "./facts";
import { callTool, latestStep, reply } from "./steps";

/** The families whose tool takes a time in words; a note timed from an exam has its own steps (decide-exams.ts). */
const DATED_FAMILIES: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task", "task_edit", "exam_record", "exam_untold", "unknown", "schedule_question"]);

// "高数考试那周的周五": a weekday of the exam's week is no span the time tools read, so it is dated here.
function datesItself(intent: Intent, text: string, anchor: ExamAnchor): boolean {
  if (!DATED_FAMILIES.has(intent.family)) return false;
  return intent.family !== "schedule_question" || anchor.offset.kind === "week_day" || !EXAM_DAY_WORDS.test(text);
}

export type ExamAnchoring = { kind: "step"; decision: Decision } | { kind: "dated"; request: Request };

/** "那考完第二天…", "考完那天下午…": the exam sat with no course named, a time counted from it after. */
const SAT_UNNAMED = /(?:^|(?<=[那就等到在，,。\s]))考完(?=了?(?:的|以后|之后|后)?(?:的)?(?:那一?天|当天|第[一两二三四五六七八九十\d]天|次日|隔天|后一天|那个周末|第一个周末))/;
/** The assistant's answer about one exam: "「离散数学期末考试」：1月12日…", the course before its exam words. */
const TOLD_EXAM = /「([^」]{2,20}?)(?:期末考试|期中考试|期末考|期中考|期末|期中|考试|考核|测验|小测)?」[：:]\s*\d{1,2}月\d{1,2}日/;

/**
 * "离散什么时候考" answered, then "那考完第二天早上十点提醒我…": the exam sat is the one the last answer told of, so its
 * course is put before 考完 and the time is counted from it like any named exam's.
 */
function withExamToldBefore(text: string, userTurns: readonly UserTurn[]): string {
  if (!SAT_UNNAMED.test(text)) return text;
  const told = TOLD_EXAM.exec(userTurns.at(-2)?.said ?? "")?.[1];
  return told === undefined ? text : text.replace(SAT_UNNAMED, `${told}考完`);
}

/** The families that save one moment: a reminder counted back from an exam is due at the exam's own clock. */
const REMINDING: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task"]);

/**
 * "高数考试前一周提醒我开始刷真题", "离散考试前三天提醒我…": days counted back from an exam with no clock of their own
 * name one moment, the exam's clock that many days before (not the week before it as a span, which a question about
 * free time means). Undefined when a clock is said ("前一天晚上九点") or the exam has none.
 */
function reminderAtExamClock(intent: Intent, anchor: ExamAnchor, exam: { date: string; time: string | null }, said: string): string | undefined {
  const back = anchor.offset.kind === "week_before" ? -7 : anchor.offset.kind === "day" ? anchor.offset.days : 0;
  const rest = said.slice(said.indexOf(anchor.words) + anchor.words.length);
  if (!REMINDING.has(intent.family) || back >= 0 || !exam.time || HAS_TIME.test(rest)) return undefined;
  return `${anchoredDates({ kind: "day", days: 0 }, addDays(exam.date, back))} ${exam.time}`;
}

/** Undefined when the request names no time by an exam (or its tool reads the exam's days itself). */
export function examAnchoring(intent: Intent, request: Request, steps: readonly TurnStep[], language: Language, userTurns: readonly UserTurn[] = []): ExamAnchoring | undefined {
  const said = withExamToldBefore(request.text, userTurns);
  const anchor = examAnchorIn(said);
  if (!anchor || !datesItself(intent, request.text, anchor)) return undefined;
  const listed = latestStep(steps, ["query_exams"]);
  if (!listed) return { kind: "step", decision: callTool("query_exams", { exam: anchor.subject }) };
  const exams = (listed.result.ok ? factsOf(listed.result, "exam_list")?.exams : undefined) ?? [];
  const exam = exams.find((listedExam) => listedExam.title.includes(anchor.subject) || isAbbreviation(anchor.subject, listedExam.title)) ?? exams[0];
  if (!exam) return { kind: "step", decision: reply(untoldExamDay(listed.result.text, anchor.subject, language)) };
  // The saved words are the dated ones now: the student's characters no longer line up with them.
  const text = said.replace(anchor.words, reminderAtExamClock(intent, anchor, exam, said) ?? anchoredDates(anchor.offset, exam.date));
  return { kind: "dated", request: { ...request, text, reading: undefined } };
}
