/**
 * A note's deadline said in a closing clause of its own ("整理本周的笔记，下周三之前"), when a date word earlier only
 * names the thing (本周的笔记, 这个月的总结). The recording tools read the first date phrase of the words they are
 * given, so the bound is passed as the deadline beside them; the words themselves are kept, the thing's name whole.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

/** Only where a date phrase is and how it bounds are read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A day in the bound: "下午四点前" alone is the day's clock time, which the note's own day carries. */
const NAMES_DAY = /[周星期拜天日号月]|今|明|后天/;

export function closingBound(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  if (!first || first.relation === "until" || first.relation === "before") return undefined;
  const clauses = content.split(/[，,；;]/);
  let start = 0;
  for (const [index, clause] of clauses.entries()) {
    const at = start;
    start += clause.length + 1;
    if (index === 0 || at <= first.index) continue;
    const trimmed = clause.trim().replace(/[。.!！~～\s]+$/, "");
    const bound = parseDateTime(trimmed, LOCATING);
    if (bound && bound.index === 0 && bound.matchedText === trimmed && bound.relation === "until" && NAMES_DAY.test(trimmed)) return trimmed;
  }
  return undefined;
}

/**
 * "下周二下了夜班，约九点，去科室签字", "周四交完班，约莫下午两点去": the day said first, then what comes
 * before the hour (a shift ending, 大概), then the hour in a clause of its own. The tools read only the day, so the day
 * and the hour are passed together as the deadline. "元旦那天晚上七点", "1月2号调休要上课，当天早上七点": 那天 / 当天
 * points back at the day just said, so the hour after it is that day's too; 次日 / 隔天 / 第二天 ("周四考完线代，次日上午
 * 十点去还书") is the day after it, which the tools read as 周四后一天.
 */
const APART_CLOCK =
  /^[^，,。；;]{0,10}?[，,\s]*(?:(?:那|当|那一)天的?|(次日|隔天|第二天|翌日|转天|隔日)的?)?(?:大概|大约|约莫|约|差不多|估计|应该)?(?:是)?\s*((?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?|[一二三四五]十分?)?))/;
const DAY_ONLY =
  /^(?:下下|下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]$|^(?:今天|明天|后天|大后天)$|^\d{1,2}月\d{1,2}[日号]?$|^(?:元旦节?|国庆节?|劳动节|五一节?|平安夜|圣诞节?|教师节|儿童节)$/;
/** 那天 / 当天 before the hour names the day already said, not another. */
const SAME_DAY = /(?:那|当|那一)天的?/g;

/** "下午", "晚上": a part of the day said with the day, or before the hour; 早八 (the 8 o'clock class) is a morning. */
const DAY_PART = /(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|早[七八九十])$/;
const CLASS_MORNING = /早[七八九十]$/;
const OWN_PART = /^(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)/;

/**
 * "周三下午回课，晚上七点提醒我把录音发给老师": the day came with a part of it for what happens then; an hour said
 * later with a part of its own is that day's, and the earlier part is only the story's.
 */
function dayOfStory(said: string): { day: string; ownPart: boolean; classMorning: boolean } {
  const bare = said.replace(DAY_PART, "");
  return { day: bare, ownPart: bare !== said, classMorning: CLASS_MORNING.test(said) };
}

export function clockSaidApart(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  const { day, ownPart, classMorning } = dayOfStory(first?.matchedText.trim() ?? "");
  if (!first || !day || !DAY_ONLY.test(day)) return undefined;
  const after = content.slice(first.index + first.matchedText.length);
  const clock = APART_CLOCK.exec(after);
  const clockPart = OWN_PART.test(clock?.[2].trim() ?? "");
  // "周三下午回课，七点…": an hour with no part of its own is read with the part said first, which the tools do.
  // "明天早八，6:50叫我起床": the class is at eight; the hour said apart is that morning's, and the one meant.
  if (ownPart && !clockPart && !classMorning) return undefined;
  // The words between name no other day: "周五交，下周一上午九点再去" has two.
  const between = after.slice(0, clock?.index === 0 ? clock[0].length - clock[2].length : 0).replace(/下夜班|夜班|白班|交班|上班|下班/g, "").replace(SAME_DAY, "");
  if (!clock || clock.index !== 0 || NAMES_DAY.test(clock[1] ? between.replace(clock[1], "") : between)) return undefined;
  return `${day}${clock[1] ? "后一天" : ""}${classMorning && !clockPart ? "早上" : ""}${clock[2].trim()}`;
}

/**
 * "下周二上午我得去银行跑一趟，要带身份证和学生证。他们九点开门，我想九点半过去": the day said first, and later the
 * hour the student means to go, said with 我 and a verb of going — someone else's hour ("他们九点开门") is not it. The
 * hour is read with the part of the day said with the day, unless it has its own.
 */
const OWN_HOUR =
  /我(?:想|打算|准备|计划|会|要|就)?(?:大概|大约|差不多|估计)?\s*((?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)?\s*(?:\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?|[一二三四五]十分?)?))(?:左右)?(?:就)?(?:过去|去|到|出发|出门|过来|动身)/;

export function ownHourLater(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  const said = first?.matchedText.trim() ?? "";
  const { day } = dayOfStory(said);
  if (!first || !day || !DAY_ONLY.test(day) || /点|[:：]/.test(said)) return undefined;
  const after = content.slice(first.index + first.matchedText.length);
  const hour = OWN_HOUR.exec(after);
  if (!hour || NAMES_DAY.test(after.slice(0, hour.index))) return undefined;
  const part = DAY_PART.test(hour[1].trim()) || /^(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上)/.test(hour[1].trim()) ? "" : (DAY_PART.exec(said)?.[0] ?? "");
  return `${day}${part}${hour[1].trim()}`;
}

/**
 * "前天去打印店碰见班长，他说下周一上午十点交团员材料，记一下": a story starts on a day gone by, then tells of a
 * day to come. The tools read the first date phrase, which is the story's; the day to come is when the note is due.
 */
const GONE_BY = /^(?:昨天|昨晚|前天|大前天|上(?:个)?(?:周|星期|礼拜)|刚才|上次|那天)/;

export function dayAfterStory(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  if (!first || !GONE_BY.test(first.matchedText.trim())) return undefined;
  const after = content.slice(first.index + first.matchedText.length);
  const next = parseDateTime(after, LOCATING);
  const said = next?.matchedText.trim() ?? "";
  return said !== "" && NAMES_DAY.test(said) && !GONE_BY.test(said) ? said : undefined;
}

/**
 * "这周的周报周日晚上十点前发给老板", "本月的总结下周一上午交": a period said with 的 names the thing (this week's
 * report), and the day said after it is when it is due. The tools read the first date phrase, the period's end.
 */
const NAMING_PERIOD = /^(?:这|本|下|上)(?:个)?(?:周|星期|礼拜|月|学期)$/;
/** 的 and a short name, with no word of a statement (还没, 要, 了) in it. */
const NAMED_THING = /^的[^，,。；;没要得了还已]{1,8}$/;

/** 的, the thing's short name, then what is so of it: "的话费还没交", "的房租要交了". */
const NAMED_THEN_NEWS = /^的\p{Script=Han}{1,6}?(?:还没|没|要|得|该|快)/u;

/** The first day said after the news, bounded by 前 ("周五前", "周五之前"): when the thing named is due. */
function boundSaidLater(rest: string): string | undefined {
  const later = parseDateTime(rest, LOCATING);
  if (!later) return undefined;
  const said = later.matchedText.trim();
  const bounded = later.relation === "before" || later.relation === "until" || /(?:之前|以前|前)$/.test(said) || /^\s*(?:之前|以前|前)/.test(rest.slice(later.index + later.matchedText.length));
  return bounded && NAMES_DAY.test(said) && !NAMING_PERIOD.test(said) && !GONE_BY.test(said) ? said : undefined;
}

export function dayAfterNamingPeriod(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  if (!first || !NAMING_PERIOD.test(first.matchedText.trim())) return undefined;
  // Only within the clause: a day in a clause of its own after it is read by the closing-bound reader, if at all.
  const rest = content.slice(first.index + first.matchedText.length);
  const after = rest.split(/[，,。；;！!]/)[0];
  const next = parseDateTime(after, LOCATING);
  // Only the thing's name between them ("的周报"); else the news of the thing named ("这个月的话费还没交") and a
  // day it must be done before, said later ("周五前一定要交掉").
  if (!next || !NAMED_THING.test(after.slice(0, next.index))) return NAMED_THEN_NEWS.test(rest) ? boundSaidLater(rest) : undefined;
  const said = next.matchedText.trim();
  return said !== "" && NAMES_DAY.test(said) && !NAMING_PERIOD.test(said) ? said : undefined;
}
