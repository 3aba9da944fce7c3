/**
 * The school's own calendar asked about: "假如周六学校补课，补的是哪天的课呀", "调休那天上的是周几的课". Which weekday's
 * timetable a make-up day follows is the school's notice, which the planner never holds; reading the day's courses
 * (query_day) would answer with the student's ordinary Saturday, which is not what was asked.
 */
import type { Intent } from "./intent-types";

const MADE_UP_DAY = /(?:补课|调课|调休|补班)[^。！!]*?(?:补|上|调|按)(?:的)?(?:是)?(?:哪天|哪一天|周几|星期几|礼拜几)的课/;

export function schoolCalendarAsked(text: string): Intent | undefined {
  return MADE_UP_DAY.test(text) ? { family: "small_talk", topic: "out_of_scope" } : undefined;
}
