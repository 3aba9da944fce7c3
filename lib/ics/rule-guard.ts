/**
 * Which events' RRULEs ical.js may expand. Its iterator has no bound inside one step: a rule whose contracting parts
 * never match (FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30) loops for ever, and INTERVAL is added one day at a time
 * (FREQ=DAILY;INTERVAL=2000000000 is two billion steps). The occurrence cap cannot help, since no occurrence ever
 * comes back. A class meets at most once a day at one time, so a rule faster than daily, or one naming hours,
 * minutes or seconds, is no class; any other rule is checked to recur within a few years before it is followed.
 */
import ICAL from "ical.js";

/** Largest INTERVAL followed: a weekly class every 20 weeks is already odd; ical.js steps day by day. */
const MAX_INTERVAL = 1000;
/** Days tried for a daily rule's contracting parts (four years, so one leap day). */
const DAYS_TRIED = 4 * 366;

const FREQUENCY_WORDS: Record<string, string> = { SECONDLY: "每秒", MINUTELY: "每分钟", HOURLY: "每小时" };
const RANGES: Record<string, number> = { BYMONTH: 12, BYMONTHDAY: 31, BYYEARDAY: 366, BYWEEKNO: 53, BYSETPOS: 366 };
/** Parts ical.js cannot expand safely for a frequency (they contract and may never match, or mean nothing). */
const REFUSED_PARTS: Record<string, readonly string[]> = {
  DAILY: ["BYWEEKNO", "BYSETPOS"],
  WEEKLY: ["BYMONTHDAY", "BYYEARDAY", "BYWEEKNO", "BYSETPOS"],
  MONTHLY: ["BYYEARDAY", "BYWEEKNO"],
  YEARLY: [],
};
const WEEKDAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];

function valuesValid(part: string, values: ReadonlyArray<number | string>): boolean {
  if (part === "BYDAY") return values.every((value) => /^([+-]?([1-9]|[1-4]\d|5[0-3]))?(SU|MO|TU|WE|TH|FR|SA)$/.test(String(value).toUpperCase()));
  const limit = RANGES[part];
  if (limit === undefined) return true;
  return values.every((value) => Number.isInteger(Number(value)) && Number(value) !== 0 && Math.abs(Number(value)) <= limit && (part !== "BYMONTH" || Number(value) > 0));
}

/** Whether some day in the next four years from `start` passes a daily rule's filters. */
function dailyMatches(parts: Record<string, Array<number | string>>, start: ICAL.Time): boolean {
  const first = Date.UTC(start.year, start.month - 1, start.day);
  for (let offset = 0; offset < DAYS_TRIED; offset++) {
    const day = new Date(first + offset * 86_400_000);
    const year = day.getUTCFullYear();
    const month = day.getUTCMonth() + 1;
    const date = day.getUTCDate();
    const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
    const yearLength = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365;
    const yearDay = Math.round((day.getTime() - Date.UTC(year, 0, 1)) / 86_400_000) + 1;
    const has = (part: string, ...accepted: number[]) => !parts[part] || parts[part].some((value) => accepted.includes(Number(value)));
    const weekday = WEEKDAYS[day.getUTCDay()];
    if (!has("BYMONTH", month) || !has("BYMONTHDAY", date, date - length - 1) || !has("BYYEARDAY", yearDay, yearDay - yearLength - 1)) continue;
    if (parts.BYDAY && !parts.BYDAY.some((value) => String(value).toUpperCase() === weekday)) continue;
    return true;
  }
  return false;
}

/** Why this event's rules must not be expanded (zh-CN, following the event's name), or null when they may be. */
export function unsafeRule(event: ICAL.Component): string | null {
  const start = event.getFirstPropertyValue("dtstart") as ICAL.Time | null;
  for (const property of event.getAllProperties("rrule")) {
    const rule = property.getFirstValue() as ICAL.Recur;
    const frequency = String(rule.freq);
    if (FREQUENCY_WORDS[frequency]) return `的重复规则${FREQUENCY_WORDS[frequency]}重复一次（FREQ=${frequency}），不是课程的上课规律`;
    if (!REFUSED_PARTS[frequency]) return `的重复规则无法读取（FREQ=${frequency}）`;
    if ((rule.interval ?? 1) > MAX_INTERVAL) return `的重复间隔过大（INTERVAL=${rule.interval}）`;
    const parts = rule.parts as Record<string, Array<number | string>>;
    const timeParts = ["BYHOUR", "BYMINUTE", "BYSECOND"].filter((part) => part in parts);
    if (timeParts.length > 0) return `的重复规则在一天里重复多次（${timeParts.join("、")}），不是课程的上课规律`;
    // A daily or weekly rule compares BYDAY with the plain weekday: "1MO" there never matches.
    const ordinalDays = (frequency === "DAILY" || frequency === "WEEKLY") && (parts.BYDAY ?? []).some((value) => !WEEKDAYS.includes(String(value).toUpperCase()));
    const refused = Object.keys(parts).filter((part) => REFUSED_PARTS[frequency].includes(part) || !valuesValid(part, parts[part]) || (part === "BYDAY" && ordinalDays));
    if (refused.length > 0) return `的重复规则无法读取（${refused.join("、")}）`;
    if (frequency === "DAILY" && start && Object.keys(parts).length > 0 && !dailyMatches(parts, start)) return "的重复规则永远不会发生（BYMONTH、BYMONTHDAY 等互相矛盾）";
  }
  return null;
}
