/**
 * An exam in the student's words: "1月12日（周二）09:00", with the year when it is not this year's, and the
 * countdown a question about it is answered with ("还有 38 天，约 5 周"). Pure: `today` is the student's date.
 */
import { dateParts, daysBetween, isoDayOfWeek } from "@/lib/calendar/zoned-time";
import { quoted } from "@/lib/protocol/record-text";

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"] as const;

/** "1月12日（周二）": the day alone, without the year (where the page knows no today to compare it with). */
export function examDayWords(date: string): string {
  const { month, day } = dateParts(date);
  return `${month}月${day}日（周${WEEKDAYS[isoDayOfWeek(date) - 1]}）`;
}

/** "1月12日 周二": the day inside a parenthesis of its own (the countdown's "（1月12日 周二）"). */
export function examDayPlain(date: string): string {
  const { month, day } = dateParts(date);
  return `${month}月${day}日 周${WEEKDAYS[isoDayOfWeek(date) - 1]}`;
}

/** "1月12日（周二）09:00"; "2027年1月12日（周二）" when today is in 2026 and no time is known. */
export function examWhen(exam: { date: string; time: string | null }, today: string): string {
  const { year } = dateParts(exam.date);
  const yearWords = dateParts(today).year === year ? "" : `${year}年`;
  return `${yearWords}${examDayWords(exam.date)}${exam.time ?? ""}`;
}

/** "就在今天", "就在明天", "还有 12 天", "还有 38 天（5 周零 3 天）": weeks once the days alone are hard to picture. */
export function daysLeftWords(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return "就在今天";
  if (days === 1) return "就在明天";
  if (days < 14) return `还有 ${days} 天`;
  const weeks = Math.floor(days / 7);
  const rest = days % 7;
  return `还有 ${days} 天（${weeks} 周${rest === 0 ? "" : `零 ${rest} 天`}）`;
}

/** "「概率论期中」（5月12日（周二）14:00）、「概率论期末考试」（6月30日（周二）09:00）": exams named to tell them apart. */
export function examsNamedWithDays(exams: ReadonlyArray<{ title: string; date: string; time: string | null }>, today: string): string {
  return exams.map((exam) => `${quoted(exam.title)}（${examWhen(exam, today)}）`).join("、");
}
