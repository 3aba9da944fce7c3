/**
 * A time counted from an exam ("高数考完那天下午三点提醒我…", "截止挪到高数考完那天的中午十二点", "英语口语考试在高数考完
 * 的第二天上午九点", "考完高数之后那个周末我有空吗"): the exam's date only the exams' list knows, and the tools that
 * save a time read calendar words. So the model asks query_exams first, then reads the request again with the
 * exam's dates in place of the words (lib/exams/exam-anchors.ts), and the family decides as for any dated request.
 * The days the time tools read by themselves ("概率论考试那天", "期末考试前一天": EXAM_DAY_WORDS) go to them as said.
 */
import { anchoredDates, examAnchorIn } from "@/lib/exams/exam-anchors";
import { EXAM_DAY_WORDS } from "@/lib/exams/exam-days";
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { Intent } from "../understand/intent-types";
import type { Decision, Language, Request, TurnStep } from "../types";
import { untoldExamDay } from "./decide-exams";
import { factsOf } from "./facts";
import { callTool, latestStep, reply } from "./steps";

/** The families whose tool takes a time in words; a note timed from an exam has its own steps (decide-exams.ts). */
const DATED_FAMILIES: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task", "task_edit", "exam_record", "exam_untold", "unknown", "schedule_question"]);

function datesItself(intent: Intent, text: string): boolean {
  if (!DATED_FAMILIES.has(intent.family)) return false;
  return intent.family !== "schedule_question" || !EXAM_DAY_WORDS.test(text);
}

export type ExamAnchoring = { kind: "step"; decision: Decision } | { kind: "dated"; request: Request };

/** Undefined when the request names no time by an exam (or its tool reads the exam's days itself). */
export function examAnchoring(intent: Intent, request: Request, steps: readonly TurnStep[], language: Language): ExamAnchoring | undefined {
  const anchor = examAnchorIn(request.text);
  if (!anchor || !datesItself(intent, request.text)) return undefined;
  const listed = latestStep(steps, ["query_exams"]);
  if (!listed) return { kind: "step", decision: callTool("query_exams", { exam: anchor.subject }) };
  const exams = (listed.result.ok ? factsOf(listed.result, "exam_list")?.exams : undefined) ?? [];
  const exam = exams.find((listedExam) => listedExam.title.includes(anchor.subject) || isAbbreviation(anchor.subject, listedExam.title)) ?? exams[0];
  if (!exam) return { kind: "step", decision: reply(untoldExamDay(listed.result.text, anchor.subject, language)) };
  // The saved words are the dated ones now: the student's characters no longer line up with them.
  const text = request.text.replace(anchor.words, anchoredDates(anchor.offset, exam.date));
  return { kind: "dated", request: { ...request, text, reading: undefined } };
}
