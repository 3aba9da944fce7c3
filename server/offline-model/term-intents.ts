/**
 * The term in the student's words (issue 28 #1): "现在是第几周？" asks where today stands (query_term); "现在是第5周，
 * 一共18周" tells it (set_term_week). A week named as a time ("第15周周三有空吗", "排到第5周") is neither.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { Intent } from "./intent-types";

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";

const ASKS_WEEK = /第几周|几周了|是哪一?周|学期还(?:剩|有)(?:几周|多久|多少天)|还剩几周|学期(?:什么时候|哪天)(?:结束|放假)|\bwhat week\b|\bwhich week (?:is it|are we)\b|\bweek of (?:the )?term\b/i;
/** "离期末考试还有几周" counts to an exam, not through the term. */
const ABOUT_EXAM = /考试|期末考|期中|测验|exam|final/i;

const TELLS_WEEK = new RegExp(
  `^(?:其实|不对[，,]?\\s*)?(?:现在|这周|本周|今天|目前|我们|这个星期|这星期)(?:已经)?(?:是|到了?|在)?(?:第\\s*${NUMBER}\\s*周)了?(?:[，,、\\s]*(?:这学期|学期|本学期)?(?:一共|总共|共|有)\\s*${NUMBER}\\s*周)?[。.!！~～\\s]*$`,
);
const ENGLISH_TELLS = /^(?:it'?s|we'?re in|this is)\s+week\s+(\d{1,2})(?:\s+of\s+(\d{1,2}))?[.!\s]*$/i;

export function detectTerm(text: string): Intent | undefined {
  const told = TELLS_WEEK.exec(text) ?? ENGLISH_TELLS.exec(text);
  if (told) {
    const week = parseSmallNumber(told[1]);
    const weeks = told[2] === undefined ? null : parseSmallNumber(told[2]);
    if (week !== null && week >= 1) return { family: "term_set", currentWeek: week, ...(weeks !== null ? { weeks } : {}) };
  }
  if (ASKS_WEEK.test(text) && !ABOUT_EXAM.test(text)) return { family: "term_question" };
  return undefined;
}
