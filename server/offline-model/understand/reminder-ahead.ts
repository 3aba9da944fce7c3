/**
 * A reminder asked ahead of a time said ("周五下午两点开组会，提前半小时提醒我", "周五英语周考，前一晚九点提醒我…"): the
 * patterns shiftedSaidTime reckons the moved time by (shifted-said-times.ts), and the reading that makes such a
 * message one note. It imports no reader that reads intents, so the intents may use it without an import circle.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

export const COUNTS: Record<string, number> = { 一: 1, 两: 2, 俩: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 十: 10, 十五: 15, 二十: 20, 三十: 30, 四十: 40, 四十五: 45 };

/**
 * How far: "一天", "两周", "三个小时", "一个半小时", "半小时", "一刻钟", "二十分钟". Groups: count, and-a-half, unit;
 * a bare half hour; quarters; minutes.
 */
export const AMOUNT = String.raw`(?:([一两俩二三四五六]|[1-6])\s*(?:个)?\s*(半)?\s*(天|周|星期|礼拜|小时|钟头)|半\s*(?:个)?\s*(小时|钟头)|([一两三]|[1-3])\s*(?:个)?\s*刻钟?|(\d{1,2}|五|十|十五|二十|三十|四十|四十五)\s*分钟)`;
/** An amount read from AMOUNT's groups: days (a week is seven) or minutes. */
export function amountOf(groups: readonly (string | undefined)[]): { days: number } | { minutes: number } {
  const [count, andHalf, unit, halfHour, quarters, minutes] = groups;
  if (unit && /天|周|星期|礼拜/.test(unit)) return { days: (COUNTS[count ?? ""] ?? Number(count)) * (unit === "天" ? 1 : 7) };
  if (unit) return { minutes: ((COUNTS[count ?? ""] ?? Number(count)) + (andHalf ? 0.5 : 0)) * 60 };
  if (halfHour) return { minutes: 30 };
  if (quarters) return { minutes: 15 * (COUNTS[quarters] ?? Number(quarters)) };
  return { minutes: COUNTS[minutes ?? ""] ?? Number(minutes) };
}

export const WAY = "(?:(往后|向后|往前|向前)(?:推|挪|延|移|调)|(提前|提早|推迟|推后|延后|顺延|延期))";
/**
 * A reminder's way ahead may also be said by the moment it comes before ("开始前十分钟", "出发前半小时"): never in a
 * shift of the time itself (SHIFTED), where "…前两天" would be a bound. Same groups as WAY, 前 read as 提前.
 */
// The moment may be pointed at ("十点那节课前一小时", "八点那场考试之前半小时"): the class or exam itself before 前;
// or said by how it opens ("开课前十分钟", "开场前半小时", "集合前二十分钟").
const WAY_AHEAD = "(?:(往后|向后|往前|向前)(?:推|挪|延|移|调)|(提前|提早|推迟|推后|延后|顺延|延期|(?:开始|开[考课讲场赛演播]|考试|上课|开会|出发|进场|集合|发车|登机|(?:那|这)(?:一)?(?:节|堂|场|门)(?:课|考试|讲座|实验))之?前))";

/**
 * The time said, then, in the same clause or the next, a reminder asked that much ahead ("提前半小时提醒我"); a note's
 * content has its 提醒我 taken out, so the amount may close it instead.
 */
// "下周三早上八点是课堂展示，我第一个上台，PPT还没定稿，你提前一个小时提醒我…": the clauses between may tell why,
// and whole sentences may ("…找导师签字，上回忘了挨了批。这回不能再忘。提前二十分钟提醒我"); an English name spells
// out letter by letter ("有tutorial"), so a clause is given room for one.
export const AHEAD = new RegExp(
  `(${PART_OF_DAY})?\\s*(${CLOCK})(?:[^，,。！!？?]{0,20}?[，,。！!]){0,4}?[^，,。！!？?]{0,12}?\\s*(?:请|麻烦)?你?(?:在)?(?:开始)?${WAY_AHEAD}${AMOUNT}(?:的时候)?(?:(?:提醒|叫|喊|通知)我|[。！!~～\\s]*$)`,
);

/**
 * "周五英语周考，前一晚九点提醒我背作文模板", "下周一交开题报告，前两天上午叫我再改一遍": a day said, then a reminder the
 * day (or evening) before it at the time said; 提前一天晚上八点 says the same with 提前. Groups: how many days, 天 or 晚, the part of the day, the clock.
 */
export const DAY_BEFORE = new RegExp(
  `[，,]\\s*(?:请|麻烦)?你?(?:在)?(?:提)?前\\s*([一两二三]|[1-3])\\s*(天|晚)(?:的)?\\s*(${PART_OF_DAY})?\\s*(${CLOCK})?\\s*(?:的时候)?(?:提醒|叫|喊|通知)我`,
);

/**
 * "今晚八点", "周四晚8点", "明儿早八": the part of the day said by one character, or carried by the day word, or a
 * class said by its hour, spelt out as AHEAD and SHIFTED (shifted-said-times.ts) know it ("今天晚上八点", "早上八点").
 * Else 晚八点 is read as eight in the morning, and the reminder an hour ahead of it rings at seven. "前一晚九点" is
 * the evening before, DAY_BEFORE's to read.
 */
export function partsSpelt(content: string): string {
  return content
    .replace(/(今|明|昨)晚(?!上)/g, "$1天晚上")
    .replace(/(今|明)早(?!上|晨)/g, "$1天早上")
    .replace(/(?<![今明昨上前一两二三\d])(早|晚)(?![上晨饭])(?=\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:点|[:：]\d{2}))/g, "$1上")
    .replace(/(?<![今明昨上前一两二三\d])(早|晚)([七八九十])(?![\d点时:：分一二三四五六七八九十])/g, "$1上$2点");
}

/** The cue of a reminder asked ahead, in its last clause: what follows it is the deed, never another request. */
const AHEAD_CUE = /(?:请|麻烦)?你?(?:提醒|叫|喊|通知)我(?:一下|一声)?(?=[^，,。；;！!？?]*[。！!~～\s]*$)/;

/**
 * "下周二下午三点古代汉语小测，提前一天提醒我", "下周三早上八点课堂展示，…，你提前一个小时提醒我去调投影": a time said
 * and a reminder asked that far ahead of it, closing the message, is one note about what was said — not the exam or
 * the day it names recorded or looked up apart. Its content is the message without the cue.
 */
export function reminderAheadNote(text: string): Intent | undefined {
  const cue = AHEAD_CUE.exec(text);
  if (!cue || !DAY_WORD.test(text) || !(AHEAD.test(partsSpelt(text)) || DAY_BEFORE.test(text))) return undefined;
  return { family: "quick_note", content: `${text.slice(0, cue.index)}${text.slice(cue.index + cue[0].length)}`.trim() };
}
