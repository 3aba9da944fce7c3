/**
 * A reminder to get ready for something, said with both days counted from next week (round 39, M): "下周一要随堂小测…
 * 下周日晚上九点提醒我把第九章翻一遍". Next week's Sunday falls after next week's Monday, and a reminder to prepare
 * can never come after the thing it prepares for: the student means the Sunday before it, this week's. Only a day
 * later in the week than the event's, for getting ready, is read so; "下周三交报告，下周二晚上提醒我" and "下周二考完试，
 * 下周六提醒我去聚餐" stay as said.
 */
const WEEKDAYS = "一二三四五六日";
const NEXT_WEEK_DAY = /下(?:周|星期|礼拜)([一二三四五六日天])/g;
/** The reminder's day and clock, said before 提醒我 in the same clause. */
const REMINDER_DAY = /下(?:周|星期|礼拜)([一二三四五六日天])([^，,。！!？?]{0,10}?)(?:你)?(?:提醒|叫|喊)我/;

function weekdayOf(said: string): number {
  return WEEKDAYS.indexOf(said === "天" ? "日" : said);
}

/** What the reminder is for: getting ready (going over, revising, preparing), not something of its own after the event. */
const GETTING_READY = /(?:提醒|叫|喊)我[^。！!？?]{0,16}?(?:翻|过|看|改|复习|预习|准备|背|检查|练|刷)(?:一遍|一下|一下子|好|完)?/;

export function reminderBeforeEvent(request: string): string | undefined {
  const reminder = REMINDER_DAY.exec(request);
  if (!reminder || !GETTING_READY.test(request.slice(reminder.index))) return undefined;
  const event = [...request.slice(0, reminder.index).matchAll(NEXT_WEEK_DAY)].at(-1);
  if (!event || weekdayOf(reminder[1]) <= weekdayOf(event[1])) return undefined;
  return `这周${reminder[1]}${reminder[2].trim()}`;
}
