/**
 * A day named by the term's week — "第15周周三之前交…", "第14周周五前" — dated before a recording tool sees it. The
 * tools that save a to-do read dates without the term, so "第15周周三" would reach them as this week's Wednesday. The
 * model dates it from the call's calendar (a window day with its term week, lib/protocol/model-facts.ts) and passes
 * the deadline as a calendar date ("2026年12月16日之前") beside the student's own words, which are saved as said.
 * A time said as the term's periods ("下周五第5-6节") is timed the same way: the first period's start, from the term's
 * section times, since the tools read clocks and not periods.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { parseCreateTask, parseQuickNote } from "@/lib/tasks/quick-note";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { StudentCalendar } from "../speak/student-words";
import type { Decision } from "../types";

const TERM_WEEK_DAY = /第\s*(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:周|个星期|个礼拜)\s*(?:的)?\s*(?:周|星期|礼拜)([一二三四五六日天1-7])/;
const WEEKDAY_NUMBER: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };
const DAY_MS = 24 * 60 * 60 * 1000;

/** Only where a date phrase is is read here: the dates it is given carry their year. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** "第15周周三" → "2026年12月16日", counted from the calendar's day of a known week; undefined without one. */
export function termWeekDate(words: string, calendar: StudentCalendar): { said: string; date: string } | undefined {
  const anchor = calendar.termAnchor;
  const match = TERM_WEEK_DAY.exec(words);
  const week = match ? parseSmallNumber(match[1]) : null;
  if (!anchor || !match || week === null) return undefined;
  const weekday = WEEKDAY_NUMBER[match[2]] ?? Number(match[2]);
  const offset = (week - anchor.week) * 7 + (weekday - anchor.weekday);
  const day = new Date(Date.parse(`${anchor.date}T00:00:00Z`) + offset * DAY_MS);
  return { said: match[0], date: `${day.getUTCFullYear()}年${day.getUTCMonth() + 1}月${day.getUTCDate()}日` };
}

type ToolDecision = Decision & { kind: "tool" };

/**
 * "第5-6节", "的第7节", "第三四节", "下午第一节", "上午第二大节": periods said right after a day ("下周五", "12月3日", "明天"),
 * which a clock can stand for. Groups: the part of the day, a pair said by its two numbers, the first period, 大节.
 * Periods that name the class ("第五六节那门课改到晚上", "第三节课") or a time after it ("第二大节下课后") are no start
 * the note is due at; "第一二节课前" is.
 */
const PERIODS_AFTER_DAY = /(?<=[一二三四五六日天号儿]\s*)(?:的)?\s*(上午|早上|下午|晚上)?\s*(?:的)?第\s*(?:([一三五七九])[二四六八十]|(\d{1,2}|[一二两三四五六七八九十]{1,3}))\s*(?:(?:-|~|～|—|到|至)\s*第?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*)?(节|大节)(?!\s*课?\s*(?:下课|下了课|结束|上完|完|之后|以后|后)|\s*(?:的|那门|那节|那堂)\s*课|\s*课(?!\s*(?:前|之前|以前)))(?:课)?/;
/** A part of the day's first period on the default clock, from which "下午第一节" and 大节 are counted. */
const FIRST_OF_PART: Record<string, number> = { 上午: 1, 早上: 1, 下午: 5, 晚上: 9 };

/** The period the words name: a 大节 is a pair of periods; a number before its part's first counts from that part. */
function periodSaid([, part, pairFirst, first, unit]: RegExpExecArray): number | null {
  const said = parseSmallNumber(pairFirst ?? first);
  if (said === null) return null;
  const start = part ? FIRST_OF_PART[part] : 1;
  if (unit === "大节") return start + (said - 1) * 2;
  return said < start ? start + said - 1 : said;
}

/** "下周五第5-6节" → "下周五14:00": the first period's start, where the calendar knows it. */
function withPeriodClock(text: string, calendar: StudentCalendar): string | undefined {
  const match = PERIODS_AFTER_DAY.exec(text);
  const period = match ? periodSaid(match) : null;
  const start = period === null ? undefined : calendar.periods.get(period)?.start;
  return match && start ? `${text.slice(0, match.index)}${start}${text.slice(match.index + match[0].length)}` : undefined;
}

/** The deadline words of a to-do's text once its term day is a date ("2026年12月16日之前") and its periods a clock. */
function datedDeadline(text: string, calendar: StudentCalendar): { deadline: string; dated: string } | undefined {
  const term = termWeekDate(text, calendar);
  const weekDated = term ? text.replace(term.said, term.date) : text;
  const dated = withPeriodClock(weekDated, calendar) ?? weekDated;
  if (dated === text) return undefined;
  const date = parseDateTime(dated, LOCATING);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  return { deadline: date.matchedText.trim(), dated };
}

/**
 * A note, a new to-do or a re-dating whose words name a day by the term's week, with that day dated: the deadline
 * passed as a date (and a note's title without the week's words); any other decision as it is.
 */
export function withTermDates(decision: ToolDecision, calendar: StudentCalendar): ToolDecision {
  const input = { ...decision.input } as Record<string, unknown>;
  if (decision.toolName === "update_task" && typeof input.deadline === "string") {
    const dated = datedDeadline(input.deadline, calendar);
    return dated ? { ...decision, input: { ...input, deadline: dated.deadline } } : decision;
  }
  if ((decision.toolName !== "quick_note" && decision.toolName !== "create_task") || typeof input.content !== "string") return decision;
  const dated = datedDeadline(input.content, calendar);
  if (!dated) return decision;
  const draft = (decision.toolName === "quick_note" ? parseQuickNote : parseCreateTask)(dated.dated, LOCATING);
  const title = draft.ok && (input.title === undefined || TERM_WEEK_DAY.test(String(input.title))) ? { title: draft.task.title } : {};
  return { ...decision, input: { ...input, deadline: dated.deadline, ...title } };
}
