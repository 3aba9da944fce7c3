/**
 * Answers that say what the request left out, so that the request and its answers are read as one sentence.
 *
 * "这个任务大概要几节、什么时候截止？" after "新建任务：…" is answered "6节，下周日前，重要不紧急": each clause is one of
 * the task's own details (how long, due by when, which quadrant), which belong to the task as if said in one breath.
 * "4节，周五前" alone reads like a note ("周五前" is a due day), so the clauses are checked one by one, not by intent.
 */
import type { Answer, AskedQuestion } from "../types";
import type { Intent } from "./intent-types";

/** The question asks for what a task carries: its length, its deadline or its quadrant. */
const TASK_DETAILS_ASKED = /几节|多少节|多久|多长时间|截止|什么时候|哪天|优先|重要|紧急/;

const COUNT = "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})";
/** "6节", "大概3节左右", "两个小时": how long. */
const LENGTH = new RegExp(`^(?:大概|大约|约|估计)?${COUNT}\\s*(?:节|个?小时|h)(?:左右|吧)?$`);
/** "下周日前", "周五之前", "12月20号截止": due by when (a short clause ending in its bound). */
const DUE_BY = /^[^，,。]{1,10}(?:前|之前|以前|截止)$/;
/** "重要不紧急", "不重要不紧急", "重要且紧急": the quadrant. */
const QUADRANT = /^(?:不?重要)?(?:且|又|但)?(?:不?紧急)?$|^(?:简单|复杂)不重要$/;

function isDetail(clause: string): boolean {
  return LENGTH.test(clause) || DUE_BY.test(clause) || (clause !== "" && QUADRANT.test(clause));
}

/** Whether an answer says only a task's details: "6节，下周日前，重要不紧急". */
export function onlyTaskDetails(text: string, asked: AskedQuestion): boolean {
  if (!TASK_DETAILS_ASKED.test(asked.question) || asked.options.length > 0) return false;
  const clauses = text.trim().replace(/[。.!！~～\s]+$/, "").split(/[，,、；;\s]+/).filter((clause) => clause !== "");
  return clauses.length > 0 && clauses.every(isDetail);
}

/** A new task whose every answer gave its details: the request and the answers are one task said whole. */
export function detailsAnswered(first: Intent, collected: readonly Answer[]): boolean {
  return first.family === "create_task" && collected.length > 0 && collected.every((answer) => onlyTaskDetails(answer.text, answer.question));
}

/** "要交什么呢？", "明天几点、提醒你做什么？": the question asks what the note is about (not only when). */
const NOTE_THING_ASKED = /(?:什么|啥)(?!时候|时间)|哪件事|哪个东西/;

/**
 * "计网的实验报告" to "要交什么呢？" after "记一下周五要交个东西", "下午两点半，去财务处…" to "明天几点、提醒你做什么？"
 * after "提醒我明天": the note's thing (and its time) said in the answer, read with the request it completes.
 */
export function noteThingAnswered(first: Intent, collected: readonly Answer[]): boolean {
  return (
    first.family === "quick_note" &&
    collected.length > 0 &&
    collected.every((answer) => NOTE_THING_ASKED.test(answer.question.question) && answer.question.options.length === 0)
  );
}

/** "，提前一个钟头喊我", "，早半小时叫我": how early to be reminded, said after the yes. */
const AHEAD_SAID = /[，,\s](?:提前|早)[^，,。]{1,8}(?:提醒|叫|喊|催)/;

/**
 * "记，提前一个钟头喊我" to "要帮你记个提醒吗？" after "周日下午三点要去参观", which is a note already: the yes and how
 * early to remind, read with the note they time.
 */
export function reminderAheadAnswered(first: Intent, collected: readonly Answer[]): boolean {
  return first.family === "quick_note" && collected.length === 1 && AHEAD_SAID.test(collected[0].text);
}
