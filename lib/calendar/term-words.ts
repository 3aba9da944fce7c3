/**
 * Where today stands in the term, in the student's words: "今天是12月5日（周六），第14周（共18周）", with the term's
 * first and last day and the weeks left, or why there is no week (not begun, ended). Pure: today is a parameter.
 */
import { dateParts } from "./zoned-time";
import { addDays, daysBetween, isoDayOfWeek, termPosition } from "@/lib/schedule/indexing";
import { termOutside } from "./term-outside";

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"] as const;

interface TermDates {
  start_date: string;
  weeks: number;
}

/** "12月5日（周六）"; with the year when it is not `today`'s. */
export function dateWords(date: string, today: string): string {
  const { year, month, day } = dateParts(date);
  return `${dateParts(today).year === year ? "" : `${year}年`}${month}月${day}日（周${WEEKDAYS[isoDayOfWeek(date) - 1]}）`;
}

/** "第14周（共18周）" for today; null outside the term. */
export function weekWords(term: TermDates, today: string): string | null {
  const position = termPosition(term, today);
  return position ? `第${position.week}周（共${term.weeks}周）` : null;
}

export function termAnswer(term: TermDates, today: string): string {
  const first = dateWords(term.start_date, today);
  const lastDate = addDays(term.start_date, term.weeks * 7 - 1);
  const last = dateWords(lastDate, today);
  const outside = termOutside(term, today);
  const todayWords = `今天是${dateWords(today, today)}`;
  if (outside?.kind === "not_started") return `${todayWords}，学期还没开始：第1周从${first}开始，还有 ${outside.days_until} 天。如果开学日期不对，告诉我“现在是第几周”就能改。`;
  if (outside?.kind === "ended") return `${todayWords}，学期已经在${last}结束了（共${term.weeks}周）。新学期开始了的话，告诉我“现在是第几周”就能改。`;
  const daysLeft = daysBetween(today, lastDate);
  const weeksLeft = Math.floor(daysLeft / 7);
  const left = weeksLeft > 0 ? `还剩 ${weeksLeft} 周${daysLeft % 7 > 0 ? `零 ${daysLeft % 7} 天` : ""}` : `还剩 ${daysLeft} 天`;
  return `${todayWords}，${weekWords(term, today)}。学期从${first}到${last}，${left}。`;
}
