/**
 * "从明天起连着三天", "周五开始连续四天", "后天起的两天": a run of days counted from a day the student names. The date
 * reader reads only the first day of it (明天起), so the run is said again as the two days it spans ("明天到大后天",
 * "周五到下周一"), which the range readers take whole. A run that no two day words can say is left to the others.
 */
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

const NEAR_DAYS = ["今天", "明天", "后天", "大后天"];
const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"];
const WEEK_PREFIXES = ["", "下", "下下"];

// "从下周一开始排，排一整周": the run may be said after the verb, and a whole week is seven days.
const COUNTED_RUN = new RegExp(
  `(?:从\\s*)?(今天|明天|后天|(这|本|下|下下)?(?:周|星期|礼拜)([一二三四五六日天]))\\s*(?:起|开始|算起)(?:的)?(?:排|安排)?[，,\\s]*(?:排|安排)?(?:连着|连续|一连|接连)?(?:排|安排)?\\s*(?:(${NUMBER_PATTERN})\\s*天|(一整周|整整一周|一整个星期|一个?星期|一周))`,
);

/** "排一整周", "连着排三天": a clause that only says how long the run is, which belongs to the day it starts on. */
const RUN_ONLY = new RegExp(`^(?:就|再)?(?:排|安排)?(?:连着|连续|一连)?(?:排|安排)?\\s*(?:${NUMBER_PATTERN}\\s*天|一整周|整整一周|一整个星期|一个?星期|一周)(?:吧|哈)?[。!！~～\\s]*$`);

export function runOnly(clause: string): boolean {
  return RUN_ONLY.test(clause.trim());
}

/** The weekday said `offset` days after weekday `day` (0 = Monday) of the week `week` weeks on, as the student would say it. */
function weekdayWord(week: number, day: number, offset: number): string | undefined {
  const total = day + offset;
  const prefix = WEEK_PREFIXES[week + Math.floor(total / 7)];
  return prefix === undefined ? undefined : `${prefix}周${WEEKDAYS[total % 7]}`;
}

/** The message without its run of days ("周五开始连着四天排英语" → " 排英语"): the run names no subject. */
export function withoutCountedDays(text: string): string {
  return text.replace(COUNTED_RUN, " ");
}

/** "明天到大后天" for "从明天起连着三天"; undefined when the message counts no run of days from a day. */
export function countedDays(text: string): string | undefined {
  const run = COUNTED_RUN.exec(text);
  const count = run?.[5] ? 7 : run ? parseSmallNumber(run[4]) : null;
  if (!run || count === null || count < 2) return undefined;
  const near = NEAR_DAYS.indexOf(run[1]);
  if (near !== -1) {
    const last = NEAR_DAYS[near + count - 1];
    return last === undefined ? undefined : `${run[1]}到${last}`;
  }
  const week = run[2] === "下" ? 1 : run[2] === "下下" ? 2 : 0;
  const day = run[3] === "天" ? 6 : WEEKDAYS.indexOf(run[3]);
  const first = weekdayWord(week, day, 0);
  const last = weekdayWord(week, day, count - 1);
  return first && last ? `${first}到${last}` : undefined;
}
