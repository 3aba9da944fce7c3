/**
 * A time said and then moved in the same note: "原定周三下午三点的例会推迟一天", "本来明早八点的体检提前了两个小时",
 * "周五晚上七点的讲座顺延一周". The note is due at the moved time, not the one said first; it is passed on in the
 * day words the tools read ("周四下午三点", "下下周五晚上七点", "周四16:00"). A reminder asked ahead of the time said
 * ("周五下午两点开组会，提前半小时提醒我", "…，提前一天叫我") rings that much before it, which is the same reckoning.
 */
import { CLOCK, dayIn, PART_OF_DAY } from "./follow-up-words";
import { AHEAD, AMOUNT, amountOf, COUNTS, DAY_BEFORE, partsSpelt, WAY } from "./reminder-ahead";
import { minutesOf, shiftedDay } from "./note-time-follow-ups";

const MINUTES_IN_HOUR = 60;
const MINUTES_IN_DAY = 24 * MINUTES_IN_HOUR;
const EARLY_MORNING = 6 * MINUTES_IN_HOUR;
const MORNING = 8 * MINUTES_IN_HOUR;
const WEEK_PREFIXES = ["这", "下", "下下"];


/** The time said, then at most a short name (…的组会, 从…) before the shift and its amount. */
const SHIFTED = new RegExp(`(${PART_OF_DAY})?\\s*(${CLOCK})[^，,。！!？?]{0,12}?${WAY}了?${AMOUNT}`);
/** The day before a day said, at the time the reminder gives: "周四晚上九点". */
function dayBeforeSaid(content: string): string | undefined {
  const before = DAY_BEFORE.exec(content);
  if (!before) return undefined;
  const [, count, unit, part, clock] = before;
  const dayWord = dayIn(content.slice(0, before.index))?.[0];
  const moved = dayWord === undefined ? undefined : shiftedDay(dayWord, -(COUNTS[count] ?? Number(count)));
  if (moved === undefined) return undefined;
  return `${moved}${part ?? (unit === "晚" ? "晚上" : "")}${clock ?? ""}`;
}

/** "下周一" a week later is "下下周一"; a date is counted in days. */
function weeksLater(day: string, weeks: number): string | undefined {
  const weekday = /^((?:下下|下|这|本)?)(?:周|星期|礼拜)([一二三四五六日天])$/.exec(day);
  if (!weekday) return shiftedDay(day, weeks * 7);
  const prefix = WEEK_PREFIXES[WEEK_PREFIXES.indexOf(weekday[1] === "" || weekday[1] === "本" ? "这" : weekday[1]) + weeks];
  return prefix === undefined ? undefined : `${prefix}周${weekday[2]}`;
}

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / MINUTES_IN_HOUR)).padStart(2, "0")}:${String(minutes % MINUTES_IN_HOUR).padStart(2, "0")}`;
}

/** The moved time of a note that says a time and then its shift (or a reminder that much ahead); undefined when neither. */
export function shiftedSaidTime(said: string): string | undefined {
  const content = partsSpelt(said);
  const shift = SHIFTED.exec(content) ?? AHEAD.exec(content);
  if (!shift) return dayBeforeSaid(said);
  const [, part, clock, way, verb, ...amountGroups] = shift;
  const dayWord = dayIn(content.slice(0, shift.index))?.[0];
  const sign = /前|早/.test(way ?? verb ?? "") ? -1 : 1;
  const amount = amountOf(amountGroups);
  if ("minutes" in amount) {
    const minutes = minutesOf(part, clock);
    const moved = minutes === undefined ? undefined : minutes + sign * amount.minutes;
    if (moved === undefined || moved < 0 || moved >= MINUTES_IN_DAY) return undefined;
    // A morning clock says its part: the date reader takes a bare 1–7 o'clock for the afternoon's, as classes go.
    const early = moved < EARLY_MORNING ? "凌晨" : moved < MORNING ? "早上" : "";
    return `${dayWord ?? ""}${early}${clockOf(moved)}`;
  }
  if (dayWord === undefined) return undefined;
  const days = sign * amount.days;
  const movedDay = days % 7 === 0 ? weeksLater(dayWord, days / 7) : shiftedDay(dayWord, days);
  return movedDay === undefined ? undefined : `${movedDay}${part ?? ""}${clock}`;
}

