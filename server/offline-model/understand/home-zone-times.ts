/**
 * Students abroad give a time twice, their own and home's: "我在纽约，周四早上9点交paper，北京时间是晚上10点，按北京
 * 时间记一下", "我这边后天下午2点面试，国内时间是晚上9点". The planner keeps every time in the
 * student's zone, which is home's (Beijing), so unless they ask for their own clock ("按我这边的时间") the deadline is
 * home's clock on the day the message named, or on the day home's time names ("国内是周六早上7点"). The recording
 * tools read the first date phrase of their words, the local one, so this one is passed as the deadline beside them.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

/** Only where a date phrase is is read here, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

const HOME = "(?:北京|国内|中国|东八区)";
/** "按我这边的时间记", "按当地时间", "local time 为准": the student keeps their own clock, the one said first. */
const KEEP_LOCAL = /按(?:照)?(?:我)?(?:这边|当地|本地|local)|(?:当地|本地|这边|local)\s*(?:时间)?\s*(?:为准|算)/i;
/** Where home's time is said: "换成北京时间就是…", "国内是…", "北京时间…", "国内那边是…". */
const HOME_SAYS = new RegExp(`(?:换成|换算成|转成|折合|对应)?${HOME}(?:时间|那边|这边)?(?:的话)?(?:就|则|应该|刚好|正好)?(?:是|为|对应)?\\s*`, "g");

/** A phrase that names a day, not only a clock time or a part of the day. */
const NAMES_DAY = /周|星期|礼拜|[今明后]天|今晚|明晚|明早|[日号]|月|元旦|国庆|圣诞|平安夜/;
const CLOCK_WORDS = /(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?)?)\s*$/;
const PART_WORDS = /(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)\s*$/;

/** The day words of a phrase, its clock and part of the day read off: "明天早上8点" → "明天". */
function dayWords(phrase: string): string {
  return phrase.trim().replace(CLOCK_WORDS, "").replace(PART_WORDS, "").trim();
}

/**
 * The deadline words in home's time when the note's words give it beside the student's own, else undefined. The
 * whole message is checked for a request to keep their own clock: a cue clause ("按我这边时间记就行") is no part of
 * the note's words.
 */
export function homeZoneDeadline(content: string, message = content): string | undefined {
  if (KEEP_LOCAL.test(message)) return undefined;
  for (const said of content.matchAll(HOME_SAYS)) {
    const rest = content.slice(said.index + said[0].length);
    const home = parseDateTime(rest, LOCATING);
    if (!home || home.index !== 0 || !/点|[:：]\d{2}|am|pm/i.test(home.matchedText)) continue;
    const time = home.matchedText.trim();
    if (NAMES_DAY.test(time)) return time;
    const local = parseDateTime(content.slice(0, said.index), LOCATING);
    const day = local && NAMES_DAY.test(local.matchedText) ? dayWords(local.matchedText) : "";
    return `${day}${time}`;
  }
  return undefined;
}
