/**
 * A note's hour said where the tools do not join it to its day, so the day alone would be kept (due at 23:59):
 * - a name for the day between the date and the hour ("12.24 平安夜 晚7点", "1.1 元旦 上午十点"): the name is the
 *   date's own, so the date and the hour are one time;
 * - the hour said last, after the note's cue ("每周日晚上交周记，这周的帮我记上 晚上9点"): the hour of the day said
 *   before the cue.
 * Each gives the day and the hour together as the deadline.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

const DATE = String.raw`\d{1,2}\s*[.／/月]\s*\d{1,2}\s*[日号]?`;
const DAY_NAME = "(?:平安夜|圣诞节?|元旦节?|除夕|小年|跨年夜?|情人节|七夕节?|中秋节?|冬至|元宵节?|光棍节|双十一|双十二|生日|纪念日)";
const NAME_AFTER_DATE = new RegExp(`(${DATE})\\s*(?:的|是)?\\s*${DAY_NAME}(?:那天|当天)?\\s*`);

export function namedDayAfterDate(content: string): string | undefined {
  const named = NAME_AFTER_DATE.exec(content);
  if (!named) return undefined;
  const joined = `${content.slice(0, named.index)}${named[1]} ${content.slice(named.index + named[0].length)}`;
  const time = parseDateTime(joined, LOCATING);
  return time && time.hasTime && time.index === named.index ? time.matchedText.trim().replace(/\s+/g, " ") : undefined;
}

const CLOCK = String.raw`(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|晚)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?)?)`;
const CLOCK_AFTER_CUE = new RegExp(`(?:记上|记下|记一下|记住|记着|记好|提醒我)(?:吧|哈)?[\\s，,：:]*(${CLOCK})(?:吧|哈)?[。.!！~～\\s]*$`);
/** A part of the day said with the day, which an hour said without one belongs to. */
const DAY_PART = /(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)$/;
const OWN_PART = /^(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|晚)/;
/** Only a day: a range (这周, 下个月) says no one day for the hour. */
const ONE_DAY = /^(?:(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|今天|明天|后天|大后天|\d{1,2}月\d{1,2}[日号]?)$/;

export function clockAfterNoteCue(content: string): string | undefined {
  const late = CLOCK_AFTER_CUE.exec(content);
  if (!late) return undefined;
  const day = parseDateTime(content.slice(0, late.index), LOCATING);
  const said = day?.matchedText.trim() ?? "";
  const bare = said.replace(DAY_PART, "");
  if (!day || day.hasTime || !ONE_DAY.test(bare)) return undefined;
  const clock = late[1].replace(/\s+/g, "");
  return OWN_PART.test(clock) ? `${bare}${clock}` : `${said}${clock}`;
}
