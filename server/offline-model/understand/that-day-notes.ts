/**
 * A reminder on "那天" / "当天": the day the clause before it named ("1月9号考完就放假了，那天下午四点提醒我去退卡").
 * 那天 points back to the nearest day said before it, not the first: in "元旦假期前最后一天是12月31号，那天下午停课" the
 * day is 12月31号, 元旦 only describes it. When the reminder's own clause says 那天 again ("…，那天下午停课，提醒我那天
 * 下午两点去车站"), the clause before is only why, and the note is the reminder's clause on that day.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const CLOCK_WORDS = "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(?:[:：]\\s*\\d{2}|点(?:半|一刻|三刻|\\d{1,2}分?)?)";
const PART_WORDS = "(?:早上|上午|中午|下午|傍晚|晚上)";
const CLOCK_OR_PART_AT_END = new RegExp(`(?:${PART_WORDS})?\\s*(?:${CLOCK_WORDS})?\\s*$`);

/** "…，那天下午三点": the clause just before the cue points back at a day with 那天 / 当天. */
const THAT_DAY = /(?:^|[，,。\s])(?:那天|当天|那一天)(?:的)?([^，,。]*)$/;
/** The reminder's own clause opening on the same day: "那天下午两点去车站". */
const OPENS_ON_THAT_DAY = /^\s*(?:那天|当天|那一天)(?:的)?/;

/** The day words of the last date phrase in `text` that names a day, without its part of the day or clock. */
export function nearestDay(text: string): string | undefined {
  let rest = text;
  let nearest: string | undefined;
  for (let parsed = parseDateTime(rest, LOCATE); parsed; parsed = parseDateTime(rest, LOCATE)) {
    const day = parsed.matchedText.trim().replace(CLOCK_OR_PART_AT_END, "");
    if (day !== "") nearest = day;
    rest = rest.slice(parsed.index + Math.max(parsed.matchedText.length, 1));
  }
  return nearest;
}

/**
 * "周五体测", "后天体检", "周六考六级": the clause before is only its day and the event on it, which is what the note
 * is for, so it stays in the note's words (after the time, which must come first to be read as the note's). A clause
 * that tells more ("1月9号考完就放假了", "…是12月31号") only says which day, and is left out.
 */
const BARE_EVENT = /^(?:要|有|去|得)?((?:考)?[\p{Script=Han}A-Za-z0-9]{2,8})$/u;
const TELLS_MORE = /[是了就完过]|以后|之后/;

function eventOn(clause: string, day: string): string | undefined {
  const at = clause.indexOf(day);
  if (at !== 0) return undefined;
  const event = BARE_EVENT.exec(clause.slice(day.length).trim());
  return event && !TELLS_MORE.test(event[1]) ? event[1] : undefined;
}

/** The note's words when the clause before the cue says 那天, else undefined; the caller tidies them. */
export function thatDayNote(before: string, after: string): string | undefined {
  const that = THAT_DAY.exec(before);
  if (!that) return undefined;
  const clause = before.slice(0, that.index);
  const day = nearestDay(clause);
  if (day === undefined) return undefined;
  const own = OPENS_ON_THAT_DAY.exec(after);
  const event = eventOn(clause.trim(), day);
  const note = own ? `${day}${after.slice(own[0].length)}` : `${day}${that[1]}${after}`;
  return event ? `${note}（${event}）` : note;
}
