/**
 * A day named by an exam ("高数考试那天", "考完离散那天") with its date said in a clause of its own
 * ("…吗？1月4号", "…，1月12号，帮我记个提醒"): the date is that day. The reading puts the date in the place of the
 * words that named the day and drops the clause it was said in, so the readers see one day where they would
 * otherwise see "那天" (today) or ask which day is meant. The date keeps its origin: the student's own characters.
 */
import type { Reading } from "./reading";
import { rewritten } from "./rewrite";

/** "高数考试那天", "概率论期末那天", "考完离散那天", "线代考的那天": the day of an exam, as the student names it. */
const EXAM_DAY =
  /(?:考完)?(?:\p{Script=Han}{1,8}?|[A-Za-z][A-Za-z ]{0,15}?)(?:期末考试|期中考试|期末考|期中考|考试|期末|期中|补考|测验|小测|机考|考)?(?:的)?那(?:一)?天/u;
/** What makes the words an exam's: an exam word in them, or 考完 before them. */
const EXAM_WORDS = /考试|期末|期中|补考|测验|小测|机考|考完|考的那/;
/** A clause that is only a calendar date: "1月4号", "12.28", "1/12". */
const DATE_CLAUSE = /(?<=^|[，,。？?！!；;\s])(\d{1,2}\s*月\s*\d{1,2}\s*[日号]?|\d{1,2}[./]\d{1,2})(?:那天|那一天)?(?:吧|哈|啊)?(?=$|[，,。？?！!；;\s])/u;

export function withEventDays(reading: Reading): Reading {
  const text = reading.text;
  const day = EXAM_DAY.exec(text);
  const date = DATE_CLAUSE.exec(text);
  if (!day || !date || !EXAM_WORDS.test(day[0])) return reading;
  const [dayStart, dayEnd] = [day.index, day.index + day[0].length];
  const [dateStart, dateEnd] = [date.index, date.index + date[0].length];
  // The date's own clause, with the mark after it (or, at the end, the comma before it), goes.
  const after = /^[，,；;\s]/.test(text.slice(dateEnd)) ? 1 : 0;
  const before = after === 0 && dateEnd === text.length && /[，,；;\s]$/.test(text.slice(0, dateStart)) ? 1 : 0;
  const [cutStart, cutEnd] = [dateStart - before, dateEnd + after];
  if (cutStart < dayEnd && cutEnd > dayStart) return reading;
  const dateWords = [date.index, date.index + date[1].length] as const;
  const pieces =
    dayStart < cutStart
      ? [{ copy: [0, dayStart] as const }, { copy: dateWords }, { copy: [dayEnd, cutStart] as const }, { copy: [cutEnd, text.length] as const }]
      : [{ copy: [0, cutStart] as const }, { copy: [cutEnd, dayStart] as const }, { copy: dateWords }, { copy: [dayEnd, text.length] as const }];
  return rewritten(reading, pieces);
}
