/**
 * The weekdays a keep_free word starts with ("周三晚上", "周二、周四 18:00-21:00", "周末上午", "工作日早八"): a part
 * of the day kept free on those days only. Read apart from the span after them, so kept-free.ts reads that span as
 * it reads an every-day one.
 */

const DIGIT_DAYS: Readonly<Record<string, number>> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7, "1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6, "7": 7 };
const DAY_NAMES = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** One weekday word at the start: 周三 / 星期三 / 礼拜三, 周末 (Saturday and Sunday), 工作日 (Monday to Friday). */
const ONE_DAY = /^(?:(?:周|星期|礼拜)([一二三四五六日天1-7])|(周末)|(工作日))/;
/** What may join two weekday words: 、 和 与 跟 及 , / or nothing ("周三周五"). */
const JOINER = /^[、，,和与跟及/\s]*/;

function daysOf(match: RegExpExecArray): number[] {
  if (match[2]) return [6, 7];
  if (match[3]) return [1, 2, 3, 4, 5];
  return [DIGIT_DAYS[match[1]]];
}

/**
 * The weekdays `word` starts with, said back in the app's words ("周三、周五"), and the rest of the word; undefined
 * when it starts with none or nothing follows them.
 */
export function weekdaysSaid(word: string): { days: number[]; said: string; rest: string } | undefined {
  const days = new Set<number>();
  let rest = word;
  for (;;) {
    const match = ONE_DAY.exec(rest);
    if (!match) break;
    daysOf(match).forEach((day) => days.add(day));
    rest = rest.slice(match[0].length);
    const joined = JOINER.exec(rest)?.[0] ?? "";
    if (!ONE_DAY.test(rest.slice(joined.length))) break;
    rest = rest.slice(joined.length);
  }
  rest = rest.trim();
  if (days.size === 0 || rest === "") return undefined;
  const sorted = [...days].sort((a, b) => a - b);
  return { days: sorted, said: namesOf(sorted), rest };
}

/** "周三、周五", "周末", "工作日": the days as the app says them. */
function namesOf(days: readonly number[]): string {
  if (days.join() === "6,7") return "周末";
  if (days.join() === "1,2,3,4,5") return "工作日";
  return days.map((day) => DAY_NAMES[day]).join("、");
}
