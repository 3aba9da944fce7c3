/**
 * Tool replies in the student's words. The schedule tools speak the window's language ("[13]集合与二元关系 移到
 * 第5天第3-4节", "状态:existing"); before the built-in model says any of it, ids are dropped, statuses named as the
 * student sees them, and window days and periods turned into dates, weekdays and clock times from the calendar the
 * call carries as data (decide/facts.ts: studentCalendarOf), never read from the system prompt's text.
 */
import { plannerPhrasesInWords } from "./planner-words";

export interface StudentCalendar {
  /** Window day index → "12月5日 周六". */
  days: Map<number, string>;
  /** Period number → its "HH:MM" start and end. */
  periods: Map<number, { start: string; end: string }>;
  /** One window day with its term week, from which any "第N周周X" is dated; absent when the call names no weeks. */
  termAnchor?: { date: string; week: number; weekday: number };
}

const STATUS_WORDS: Record<string, string> = { existing: "已安排", suggested: "待确认", pending: "待安排" };

function clock(calendar: StudentCalendar, first: number, last: number): string | undefined {
  const start = calendar.periods.get(first)?.start;
  const end = calendar.periods.get(last)?.end;
  return start && end ? `${start}–${end}` : undefined;
}

/** "第5天(3-4节)" / "第5天第3-4节" / "第5天" / "第3-4节" in dates and clock times where the calendar knows them. */
function placesInWords(text: string, calendar: StudentCalendar): string {
  return text
    .replace(/第(\d+)天\s*(?:\((\d+)(?:-(\d+))?节\)|第(\d+)(?:-(\d+))?节)/g, (whole, day, a, b, c, d) => {
      const label = calendar.days.get(Number(day));
      const first = Number(a ?? c);
      const span = clock(calendar, first, Number(b ?? d ?? first));
      return label && span ? `${label} ${span}` : whole;
    })
    .replace(/第(\d+)天/g, (whole, day) => calendar.days.get(Number(day)) ?? whole)
    .replace(/第(\d+)(?:-(\d+))?节/g, (whole, a, b) => clock(calendar, Number(a), Number(b ?? a)) ?? whole);
}

/**
 * The core's bound on a period past this term's day ("参数错误：new_slot_start 必须在 1-12 之间。", the day's real
 * count filled in), said as the student would: the fields are the model's, the day is theirs.
 */
const PERIOD_BOUND = /参数错误：(?:moves\[\d+\]\.)?(slot_start|slot_end|new_slot_start|duration) 必须在 1-(\d+) 之间。?/g;

function periodBoundsInWords(text: string): string {
  return text.replace(PERIOD_BOUND, (_, field: string, periods: string) =>
    field === "duration" ? `每天只有 ${periods} 节课，放不下连续这么多节。` : `每天只有 ${periods} 节课，没有更晚的节次了。`,
  );
}

/**
 * A name the reply quotes (「…」: a title, course or class, lib/protocol/record-text.ts) is the student's data: its
 * words stay as they are, even when they read like the window's ("第2天第3-4节", "pending", "[3]").
 */
const QUOTED = /(「[^」]*」)/;

export function inStudentWords(text: string, calendar: StudentCalendar): string {
  return text
    .split(QUOTED)
    .map((part, index) => (index % 2 === 1 ? part : outsideQuotes(part, calendar)))
    .join("");
}

function outsideQuotes(text: string, calendar: StudentCalendar): string {
  const statuses = periodBoundsInWords(plannerPhrasesInWords(text))
    .replace(/\((?:existing|suggested|pending)\)/g, "")
    .replace(/状态[:：]\s*(existing|suggested|pending)/g, (_, status: string) => STATUS_WORDS[status])
    .replace(/\b(existing|suggested|pending)\b/g, (_, status: string) => STATUS_WORDS[status]);
  return placesInWords(statuses.replace(/\[(\d+)\]\s*/g, ""), calendar);
}
