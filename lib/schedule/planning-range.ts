/**
 * How far ahead the student asks to plan, read from their words: "下下周", "期末前", "12月20日前", "这学期剩下的时间",
 * "接下来三周". The planning window runs from today to that date; without such words it stays this week and next.
 * Pure: today and the term's last day are parameters.
 */
import { addDays, isoDayOfWeek } from "./indexing";
import { NUMBER_PATTERN, parseSmallNumber } from "@/lib/tasks/chinese-numbers";

export interface RangeContext {
  /** The student's calendar date, "YYYY-MM-DD". */
  today: string;
  /** The term's last day. */
  termEnd: string;
}

/** Sunday of the week `weeksAhead` weeks after this one (0 = this week). */
function sundayOf(today: string, weeksAhead: number): string {
  return addDays(today, 7 - isoDayOfWeek(today) + 7 * weeksAhead);
}

// "期末前" but not the class name "离散数学期末复习", whose "数学期末" also holds 学期末. "期末周之前", "放寒假前":
// the term's last weeks or the holiday after them end the plan at the term's end too.
const TERM_END = /((?:到|至|直到)期末(?:考试)?周?(?:之前|以前|前|为止)?|期末(?:考试)?周?(?:之前|以前|前|为止)|(?:放)?(?:寒假|暑假|假)(?:之前|以前|前)|考试周|(?:^|这|本|该|到|至)学期末|学期结束|这学期剩下|本学期剩下|学期剩下|剩下的学期|整个学期|到学期底|end of (the )?term|rest of (the )?term|before (the )?finals?)/i;
/**
 * "排到截止前", "赶在截止日之前": each to-do up to its own deadline. The planner already stops every to-do at its
 * deadline (and every class at its end), so the window runs to the term's end and the deadlines do the rest.
 */
// Not "ddl前一天晚上提醒我": a time counted back from the deadline is a moment, not a range.
const OWN_DEADLINE = /(?:(?:到|至|直到|赶在|在)\s*)?(?:截止|截至|ddl|deadline)(?:日期|日|时间)?(?:之前|以前|前)(?!\s*(?:[一二两三四五六七八九十几半\d]+|一个)\s*(?:个)?(?:天|日|晚|小时|钟头|分钟|周|星期))/i;
const WEEKS_AHEAD = new RegExp(`(?:接下来|未来|之后|往后|后面)\\s*(${NUMBER_PATTERN})\\s*(?:个)?(?:周|星期|礼拜)`);
const NEXT_WEEKS_EN = /next\s+(\d{1,2})\s+weeks/i;
/** "接下来七天", "未来10天": today and the days after it, that many in all. */
const DAYS_AHEAD = new RegExp(`(?:接下来|接下去|未来)\\s*的?\\s*(${NUMBER_PATTERN})\\s*(?:天|日)`);
/** "12月20日" or, as students type it, "12.20" / "12/20". */
const MONTH_DAY = `(?:(${NUMBER_PATTERN})\\s*月\\s*(${NUMBER_PATTERN})\\s*[日号]|(?<![\\d./])(\\d{1,2})[./](\\d{1,2})(?![\\d./]))`;
const DATE_LIMIT = new RegExp(`${MONTH_DAY}\\s*(?:之前|以前|前|为止)`);
const UNTIL_DATE = new RegExp(`(?:到|至|直到)\\s*${MONTH_DAY}`);

/** The month and day of a DATE_LIMIT or UNTIL_DATE match, in either spelling. */
function matchedMonthDay(match: RegExpExecArray): [number, number] {
  return [parseSmallNumber(match[1] ?? match[3]) ?? 0, parseSmallNumber(match[2] ?? match[4]) ?? 0];
}

/**
 * The words of a range that runs from today to a far date ("期末前", "12月20日前", "到12月20日", "接下来三周"), as the
 * student wrote them; undefined for anything else. Week and day words ("下下周", "明天") are not included: they name
 * a span of their own, which the date reader resolves.
 */
export function longRangePhrase(text: string): string | undefined {
  for (const pattern of [TERM_END, OWN_DEADLINE, DATE_LIMIT, UNTIL_DATE, WEEKS_AHEAD, NEXT_WEEKS_EN, DAYS_AHEAD]) {
    const match = pattern.exec(text);
    if (match) return match[0].trim();
  }
  return undefined;
}

/** The date a month/day phrase means: this year, or next year once that day has passed. */
function monthDay(today: string, month: number, day: number): string | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const year = Number(today.slice(0, 4));
  const pad = (value: number) => String(value).padStart(2, "0");
  const candidate = `${year}-${pad(month)}-${pad(day)}`;
  return candidate >= today ? candidate : `${year + 1}-${pad(month)}-${pad(day)}`;
}

/**
 * The last date the student wants planned, or undefined when they named no range beyond the default. Never past
 * the term's end; "12月20日前" ends the day before the 20th.
 */
export function requestedPlanningEnd(text: string, context: RangeContext): string | undefined {
  const clamp = (date: string | undefined) => (date === undefined ? undefined : date > context.termEnd ? context.termEnd : date);
  if (TERM_END.test(text) || OWN_DEADLINE.test(text)) return context.termEnd;
  const before = DATE_LIMIT.exec(text);
  if (before) {
    const date = monthDay(context.today, ...matchedMonthDay(before));
    return clamp(date === undefined ? undefined : addDays(date, -1));
  }
  const until = UNTIL_DATE.exec(text);
  if (until) return clamp(monthDay(context.today, ...matchedMonthDay(until)));
  const ahead = WEEKS_AHEAD.exec(text) ?? NEXT_WEEKS_EN.exec(text);
  if (ahead) {
    const weeks = parseSmallNumber(ahead[1]) ?? 0;
    if (weeks > 0) return clamp(addDays(context.today, weeks * 7 - 1));
  }
  const days = DAYS_AHEAD.exec(text);
  const dayCount = days ? (parseSmallNumber(days[1]) ?? 0) : 0;
  if (dayCount > 0) return clamp(addDays(context.today, dayCount - 1));
  if (/下下(?:个)?(?:周|星期|礼拜)|week after next/i.test(text)) return clamp(sundayOf(context.today, 2));
  if (/下(?:个)?月|next month/i.test(text)) {
    const [year, month] = context.today.split("-").map(Number);
    const nextNext = month >= 11 ? `${year + 1}-${String(month - 10).padStart(2, "0")}-01` : `${year}-${String(month + 2).padStart(2, "0")}-01`;
    return clamp(addDays(nextNext, -1));
  }
  return undefined;
}

/** "帮我规划期末复习", "按考试安排复习", "plan for my finals": a plan that works back from the exams. */
const EXAM_PLANNING = /期末复习|考前复习|考试复习|备考|复习备考|按考试|考试前|期末前|期末考试前|finals?|exams?/i;

/**
 * How far a plan that works back from exams must reach: the day before the last of `examDates` (the upcoming exams
 * of the student's classes), never past the term's end; undefined when the words do not plan for exams or no exam
 * is ahead. Pure, like requestedPlanningEnd.
 */
export function examPlanningEnd(text: string, context: RangeContext, examDates: readonly string[]): string | undefined {
  if (!EXAM_PLANNING.test(text)) return undefined;
  const last = examDates.filter((date) => date > context.today).sort().at(-1);
  if (last === undefined) return undefined;
  const end = addDays(last, -1);
  return end > context.termEnd ? context.termEnd : end;
}
