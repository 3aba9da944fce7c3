/**
 * A reminder timed ahead of an exam's start ("概率论开考前两个小时提醒我再看一眼错题", "高数考试提前四十分钟叫我出门"):
 * the exam's day and clock are the exams' list's, so the words say only how long before it (decide-exams.ts counts
 * back from the listed start). A day and clock said for the exam itself ("周五九点考试，提前半小时提醒我") is a
 * plain note ahead of that time (reminder-ahead.ts), read before this.
 */
import type { Intent } from "./intent-types";
import { AMOUNT, amountOf } from "./reminder-ahead";

const EXAM = "(?:期末考试|期中考试|期末考|期中考|期末|期中|考试|补考|机考|测验|小测)";
/** The moment counted from: the exam (开考, 考试开始, 进考场) or its word alone, then 前 / 之前, or 提前 after it. */
const AHEAD = `(?:${EXAM}?(?:开考|开始|进考场|进场)?之?前|${EXAM}?(?:的时候)?提前|开考前)`;
const TIMED_AHEAD = new RegExp(
  `^(?:我的?|那个)?(\\p{Script=Han}{2,8}?|[A-Za-z][A-Za-z ]{1,15}?)(?:的)?${AHEAD}\\s*${AMOUNT}\\s*(?:你)?(?:提醒我|叫我|喊我|通知我)(?:一下|一声)?\\s*([^，,。！!？?]{2,30}?)?[。！!~～\\s]*$`,
  "u",
);
/**
 * A name that is a day, a clock word or the exam word itself ("考试前一天提醒我…") names no exam on the list.
 */
const NOT_AN_EXAM = new RegExp(`^(?:今天|明天|后天|每次|每场|每门|每节|上课|下课|出发|开会|${EXAM}$)`);

export function examAheadNote(text: string): Extract<Intent, { family: "exam_note" }> | undefined {
  const match = TIMED_AHEAD.exec(text.trim());
  if (!match || NOT_AN_EXAM.test(match[1])) return undefined;
  // The exam must be named with its exam word or by 开考; "高数课前半小时" is a class, read elsewhere.
  if (!new RegExp(`${EXAM}|开考|考场`).test(match[0])) return undefined;
  // Days before ("考前两天") are said with the clock of that day, which exam-timed-notes.ts reads.
  const amount = amountOf(match.slice(2, 8));
  if ("days" in amount) return undefined;
  const minutesBefore = amount.minutes;
  return { family: "exam_note", exam: match[1].trim(), daysBefore: 0, time: "", minutesBefore, content: text.trim().replace(/(?:你)?(?:提醒我|叫我|喊我|通知我)(?:一下|一声)?/, "") };
}
