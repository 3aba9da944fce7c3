/**
 * A reminder timed from an exam ("概率论考试前一天晚上八点提醒我再过一遍公式", "线代期末当天早上七点叫我带准考证"):
 * its day is the exam's, which only the exams' list knows. The model asks query_exams first and dates the note from
 * the exam it names (decide-exams.ts); the words say only how many days before and at what time.
 */
import type { Intent } from "./intent-types";

const EXAM = "(?:期末考试|期中考试|期末考|期中考|期末|期中|考试|补考|机考|测验|小测|考)";
const PART = "(?:早上|上午|中午|下午|晚上|傍晚|凌晨)";
const CLOCK = "(?:[\\d一二两三四五六七八九十]{1,3}(?:点(?:半|[\\d一二三四五]{1,2}分?)?|[:：]\\d{2}))";
/** 前一天 / 前两天 / 前一晚 / 当天: the day counted back from the exam's. */
const WHEN = `(前(?:一|两|二|三|[1-3])天|前一?晚|当天)`;
const TIMED = new RegExp(
  `^(?:我的?)?(\\p{Script=Han}{2,8}?|[A-Za-z][A-Za-z ]{1,15}?)(?:的)?${EXAM}(?:的)?${WHEN}\\s*(${PART}?\\s*${CLOCK}?)\\s*(?:你)?(?:提醒我|叫我|喊我)(?:一下)?\\s*([^，,。！!？?]{2,30}?)[。！!~～\\s]*$`,
  "u",
);
const COUNTS: Readonly<Record<string, number>> = { 一: 1, 两: 2, 二: 2, 三: 3, "1": 1, "2": 2, "3": 3 };

export function examTimedNote(text: string): Extract<Intent, { family: "exam_note" }> | undefined {
  const match = TIMED.exec(text.trim());
  if (!match) return undefined;
  // Group 4, the deed, must be there; the note's content is the whole saying, the cue dropped.
  const [, exam, when, time] = match;
  const daysBefore = when === "当天" ? 0 : /晚/.test(when) ? 1 : (COUNTS[when.slice(1, -1)] ?? 1);
  // "前一晚" with no clock: the evening is the time; "前一晚十点" is ten at night, the evening its part of the day.
  const at = /晚/.test(when) && !new RegExp(PART).test(time) ? `晚上${time.trim()}` : time.trim();
  return { family: "exam_note", exam: exam.trim(), daysBefore, time: at, content: text.trim().replace(/(?:你)?(?:提醒我|叫我|喊我)(?:一下)?/, "") };
}
