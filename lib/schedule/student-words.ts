/**
 * A tool's refusal in the student's words, for a surface that shows it to them directly (a move in the week grid):
 * "[12]集合与二元关系" becomes 「集合与二元关系」 and "第3天" the date and weekday it is. Only the first sentence is
 * kept; the day summaries after it are for the model. Pure.
 */
import { dayMappingOf, termDate, type TermCalendar } from "./indexing";
import type { ScheduleState } from "./state";
import { quoted } from "../protocol/record-text";
import { taskLabel } from "./replies";

const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];

export function studentWords(text: string, state: ScheduleState, term: TermCalendar): string {
  let sentence = text.split("\n")[0].replace(/^(移动|移除|交换|放置)失败：/, "");
  for (const task of state.tasks) {
    sentence = sentence.replaceAll(taskLabel(task), quoted(task.name));
  }
  sentence = sentence.replace(/\[\d+\]/g, "");
  return sentence.replace(/第(\d+)天/g, (whole, day: string) => dayInWords(state, term, Number(day)) ?? whole);
}

/** Window day 5 as the student says it: "12月5日周六"; undefined outside the window. */
export function dayInWords(state: ScheduleState, term: TermCalendar, day: number): string | undefined {
  const mapping = dayMappingOf(state.window, day);
  if (!mapping) return undefined;
  const [, month, date] = termDate(term, mapping.week, mapping.day_of_week).split("-").map(Number);
  return `${month}月${date}日${WEEKDAYS[mapping.day_of_week - 1]}`;
}
