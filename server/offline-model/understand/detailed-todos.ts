/**
 * To-dos said with no cue word that carry the details create_task is for, so they are new to-dos, not notes:
 * - a quadrant ("实习证明盖章 下周五前 重要紧急", "周日前把简历改好，重要不紧急"): both axes said, or a quadrant's
 *   name; one weight alone ("线代作业周三之前要交，挺急的") is how the student feels about a note, which stays a note;
 * - an estimate in periods in a clause of its own, beside a bound the date reader may not know ("期末周前还要读完
 *   《国富论》前五章，差不多8节", "寒假前背完单词书，要10节左右").
 * What is left once the detail is gone must read as a cue-less note on its own (a deadline stated, a bound and a
 * deed, a diary line), so a question or a plan that holds the same words is none.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { detectPriority } from "@/lib/tasks/priority";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import { tidyText } from "@/lib/tasks/task-text";
import { boundNote } from "./bound-notes";
import { datedItem } from "./dated-items";
import type { Intent } from "./intent-types";
import { noteContent } from "./note-cues";
import { deadlineStatement, obligationNote } from "./uncued-notes";
import { estimatedSections } from "./task-intents";

/** Asking, or asking for time to do it (a plan), is no to-do to create. */
const ASKS_OR_PLANS = /[?？吗呢么]|哪|什么|啥|多少|几|有没有|是不是|排|规划|计划|每(?:天|章|周|次|门)|分成?[一两二三四五六七八九十\d]{1,2}次|挪|改到|推迟|延后|提前/;

/** "重要紧急", "简单不重要", "象限2": a quadrant named by one phrase that says both of its axes. */
const BOTH_AXES = /(?:重要|紧急|急|简单|复杂).*(?:重要|紧急|急)|象限|\bQ[1-4]\b/i;

/** The quadrant the words name whole, or undefined when they give one weight at most. */
function namedQuadrant(text: string): { group: number; words: string[] } | undefined {
  const priority = detectPriority(text);
  if (!priority) return undefined;
  const named = priority.matches.length >= 2 || priority.matches.some((words) => BOTH_AXES.test(words));
  return named ? { group: priority.priority_group, words: priority.matches } : undefined;
}

/** Glue the weight leaves behind: "，属于", "挺…的", a trailing mark. */
const WEIGHT_GLUE = /(?:属于|算是|算|是)?(?:挺|很|非常|特别|比较|又|既|也|而且|并且|且|但是?|而)?$/;

/** What the readers of cue-less notes make of the words, or undefined when none reads them as a note. */
function cuelessNote(text: string): boolean {
  const trimmed = text.trim();
  if (trimmed === "" || noteContent(trimmed) !== undefined) return false;
  return deadlineStatement(trimmed) !== undefined || boundNote(trimmed) !== undefined || datedItem(trimmed) !== undefined || obligationNote(trimmed) !== undefined;
}

const CLAUSES = /[，,；;。\s]+/;

/** The clauses that are not only the weight: "重要紧急", "挺重要也挺急的" go. */
function withoutWeight(text: string, words: readonly string[]): string {
  return text
    .split(CLAUSES)
    .map((clause) => words.reduce((rest, word) => rest.replace(word, ""), clause).replace(/的?(?:吧|哦|哈|啊|呀|[!！~～])*$/, "").replace(WEIGHT_GLUE, ""))
    .filter((clause) => clause.trim() !== "")
    .join("，");
}

function quadrantTodo(text: string): Intent | undefined {
  const quadrant = namedQuadrant(text);
  if (!quadrant) return undefined;
  const rest = withoutWeight(text, quadrant.words);
  if (!cuelessNote(rest)) return undefined;
  const sections = estimatedSections(text);
  return { family: "create_task", content: tidyText(text), priorityGroup: quadrant.group, ...(sections !== undefined ? { estimatedSections: sections } : {}) };
}

/** "差不多8节", "大概要2节课", "10节左右吧": a clause that is only how many periods it takes. */
const ESTIMATE_ONLY =
  /^(?:差不多|大概|大约|大致|估计|预计|估摸着?|约|可能|应该)?(?:要|需要|得|花)?(?:个)?(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:节课|节|个课时|课时)(?:左右|上下|的样子)?(?:吧|哦|哈)?$/;

function estimatedTodo(text: string): Intent | undefined {
  const clauses = text.split(/[，,；;。]+/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const estimate = clauses.findIndex((clause) => ESTIMATE_ONLY.test(clause));
  if (clauses.length < 2 || estimate === -1) return undefined;
  // "差不多8节": the hedge before the count is one the shared estimate reader does not know.
  const count = parseSmallNumber(ESTIMATE_ONLY.exec(clauses[estimate])?.[1] ?? "");
  const sections = count !== null && count >= 1 && count <= MAX_ESTIMATED_SECTIONS ? count : undefined;
  const rest = clauses.filter((_, index) => index !== estimate).join("，");
  if (sections === undefined || !cuelessNote(rest)) return undefined;
  const priority = detectPriority(text);
  return { family: "create_task", content: tidyText(text), estimatedSections: sections, ...(priority ? { priorityGroup: priority.priority_group } : {}) };
}

/** A cue-less to-do with a quadrant or an estimate in periods, as a new to-do; undefined for anything else. */
export function detailedTodo(text: string): Intent | undefined {
  const trimmed = text.trim();
  if (ASKS_OR_PLANS.test(trimmed)) return undefined;
  return quadrantTodo(trimmed) ?? estimatedTodo(trimmed);
}
