/**
 * Days an exam is put on by counting from now or from a holiday, as students tell them ("三周后的周二下午",
 * "两个星期后", "元旦前一天", "国庆后第三天", "元旦当天", "元旦后第一个周一"): the shapes the date grammar in
 * lib/tasks (zh-anchored-days.ts, zh-day-words.ts) resolves, written once as a pattern so the exam readers'
 * DAY_WORDS find them as a day and record_exam passes them on whole as `when` (the tool reads them with that grammar).
 */
import { HOLIDAY_NAMES } from "@/lib/tasks/zh-anchored-days";

const COUNT = "[\\d一二两三四五六七八九十]{1,3}";
const WEEK = "(?:周|星期|礼拜)";
const WEEKDAY = `${WEEK}[一二三四五六日天1-7]`;
/** Longest names first, so 国庆节 is one holiday, not 国庆 and then 节. */
const HOLIDAY = `(?:${[...HOLIDAY_NAMES, "春节", "开学"].sort((a, b) => b.length - a.length).join("|")})`;
const AFTER = "(?:之后|以后|过后|后)";
const BEFORE = "(?:之前|以前|前)";

export const COUNTED_DAY_WORDS = [
  // "三周后的周二", "两个星期后周五", "三周后": weeks counted from now, with the weekday of that week when said.
  `${COUNT}\\s*个?${WEEK}${AFTER}(?:的)?(?:${WEEKDAY})?`,
  // "三天后", "两天之后": days counted from now.
  `${COUNT}\\s*天${AFTER}`,
  // "元旦后第一个周一", "国庆前最后一个周五", "元旦后第二周的周三": a weekday or week counted from a holiday.
  `${HOLIDAY}(?:${AFTER}的?第${COUNT}个?|${BEFORE}的?最后一个)${WEEK}(?:的?${WEEK}?[一二三四五六日天1-7])?`,
  // "元旦前一天", "国庆后的第三天": days counted from a holiday.
  `${HOLIDAY}的?(?:${BEFORE}|${AFTER})的?第?${COUNT}天`,
  // "元旦当天", "元旦那天": the holiday itself.
  `${HOLIDAY}(?:当天|那天|那一天)`,
].join("|");
