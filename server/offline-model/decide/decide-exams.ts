/** Exams (issue 25 #3): one tool call each, then its answer as the student reads it. */
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import { factsOf } from "./facts";
import { EXAM_COURSE_QUESTION, EXAM_DAY_QUESTION, EXAM_QUESTION } from "./questions";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext, Language, ToolOutcome, TurnStep } from "../types";
import { examSubject } from "@/server/exams/subject";
import { isAbbreviation } from "@/lib/tasks/short-names";

export function decideExamRecord(intent: Extract<Intent, { family: "exam_record" }>, context: DecisionContext): Decision {
  const recorded = latestStep(context.steps, ["record_exam"]);
  if (recorded) return reply(recorded.result.text);
  // A place changed alone keeps the exam's day: record_exam is passed no when (lib/protocol/tools-exams.ts).
  return callTool("record_exam", { title: intent.title, ...(intent.when ? { when: intent.when } : {}), ...(intent.location ? { location: intent.location } : {}) });
}

export function decideExamCancel(intent: Extract<Intent, { family: "exam_cancel" }>, context: DecisionContext): Decision {
  const cancelled = latestStep(context.steps, ["cancel_exam"]);
  if (cancelled) return reply(cancelled.result.text);
  return callTool("cancel_exam", { exam: intent.exam });
}

export function decideExamCountdown(intent: Extract<Intent, { family: "exam_countdown" }>, context: DecisionContext): Decision {
  const answered = latestStep(context.steps, ["query_exams"]);
  if (answered) return reply(answered.result.text);
  return callTool("query_exams", intent.exam ? { exam: intent.exam } : {});
}

/** "有场考试要记一下": what record_exam needs and was not told — the course and the day, the day, or the course — asked back. */
export function decideExamUntold(intent: Extract<Intent, { family: "exam_untold" }>, context: DecisionContext): Decision {
  const question = intent.title ? EXAM_DAY_QUESTION : intent.when ? EXAM_COURSE_QUESTION : EXAM_QUESTION;
  return callTool("ask_user", { question: question[context.language] });
}

/** The calendar day `days` before an ISO date, as the note's deadline words ("2027年1月13日"). */
function daysBeforeWords(date: string, days: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day - days));
  return `${shifted.getUTCFullYear()}年${shifted.getUTCMonth() + 1}月${shifted.getUTCDate()}日`;
}

/** "2027年1月14日07:00": that many minutes before the exam's start (an exam listed with no clock starts at 08:00). */
function aheadOfStart(date: string, time: string | null | undefined, minutes: number): string {
  const [year, month, day] = date.split("-").map(Number);
  const [hour, minute] = (time ?? "08:00").split(":").map(Number);
  const at = new Date(Date.UTC(year, month - 1, day, hour, minute - minutes));
  const clock = `${String(at.getUTCHours()).padStart(2, "0")}:${String(at.getUTCMinutes()).padStart(2, "0")}`;
  return `${at.getUTCFullYear()}年${at.getUTCMonth() + 1}月${at.getUTCDate()}日${clock}`;
}

/** The exams' list holds no such exam: what it said, and the exam's day asked for rather than a day guessed. */
export function untoldExamDay(listed: string, exam: string, language: Language): string {
  return say(
    language,
    `${listed}\n先把这场考试的日期告诉我（比如“${exam}期末是1月12日上午9点”），我再按它来定时间。`,
    `${listed}\nTell me the exam's date first, and I'll time it from there.`,
  );
}

/**
 * "概率论考试前一天晚上八点提醒我再过一遍公式": the exam's day from query_exams, then the note due that many days
 * before it at the time said. An exam the list does not hold is said so, and nothing is noted on a guessed day.
 */
export function decideExamNote(intent: Extract<Intent, { family: "exam_note" }>, context: DecisionContext): Decision {
  const { language } = context;
  const noted = latestStep(context.steps, ["quick_note"]);
  if (noted) {
    return reply(noted.result.ok ? say(language, "我帮你记下来了。", "Noted — I've added it.") : say(language, `没能记下来：${noted.result.text}`, `I couldn't note that down: ${noted.result.text}`));
  }
  const listed = latestStep(context.steps, ["query_exams"]);
  if (!listed) return callTool("query_exams", { exam: intent.exam });
  const exam = listed.result.ok ? factsOf(listed.result, "exam_list")?.exams[0] : undefined;
  if (!exam) return reply(untoldExamDay(listed.result.text, intent.exam, language));
  if (intent.minutesBefore !== undefined) return callTool("quick_note", { content: intent.content, deadline: aheadOfStart(exam.date, exam.time, intent.minutesBefore) });
  // "离散考试前三天提醒我…", no clock said: the days are counted back from the exam's moment, its clock kept.
  return callTool("quick_note", { content: intent.content, deadline: `${daysBeforeWords(exam.date, intent.daysBefore)}${intent.time || (exam.time ?? "")}` });
}

/** The listed exam the words name: a list asked for by name holds it first; the whole list, the one of its subject. */
function shiftedExamListed(intent: Extract<Intent, { family: "exam_shift" }>, listed: TurnStep & { result: ToolOutcome }) {
  const exams = listed.result.ok ? (factsOf(listed.result, "exam_list")?.exams ?? []) : [];
  if (listed.input && (listed.input as { exam?: unknown }).exam !== undefined) return exams[0];
  const subject = examSubject(intent.exam);
  const named = exams.filter((exam) => {
    const kept = examSubject(exam.title);
    return kept.includes(subject) || subject.includes(kept) || isAbbreviation(subject, kept);
  });
  return named.length === 1 ? named[0] : undefined;
}

/** "高数期末推迟了一周": the exam's listed day moved by the span, recorded over it (record_exam saves over that exam). */
export function decideExamShift(intent: Extract<Intent, { family: "exam_shift" }>, context: DecisionContext): Decision {
  const { language } = context;
  const recorded = latestStep(context.steps, ["record_exam"]);
  if (recorded) return reply(recorded.result.ok ? say(language, "考试时间改好了。", "The exam's date is updated.") : say(language, `没能改：${recorded.result.text}`, `I couldn't update it: ${recorded.result.text}`));
  const listed = latestStep(context.steps, ["query_exams"]);
  if (!listed) return callTool("query_exams", { exam: intent.exam });
  const exam = shiftedExamListed(intent, listed);
  // The name as typed ("高數期末") may not be the list's spelling: the whole list is read once for its subject.
  const askedByName = (listed.input as { exam?: unknown } | undefined)?.exam !== undefined;
  if (!exam && askedByName && context.steps.filter((step) => step.toolName === "query_exams").length === 1) return callTool("query_exams", {});
  if (!exam) return reply(untoldExamDay(listed.result.text, intent.exam, language));
  return callTool("record_exam", { title: exam.title, when: `${daysBeforeWords(exam.date, -intent.days)}${intent.clock ?? exam.time ?? ""}` });
}
