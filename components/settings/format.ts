/** How the settings page names weekdays, periods and meetings. */
import { formatWeeks } from "@/lib/ics/weeks";
import type { Meeting } from "@/client/settings-api";

export const WEEKDAY_NAMES = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const;

function weekdayName(dayOfWeek: number): string {
  return WEEKDAY_NAMES[dayOfWeek - 1] ?? `星期${dayOfWeek}`;
}

/** "第1-2节", "第3节" */
export function periodsLabel(start: number, end: number): string {
  return start === end ? `第${start}节` : `第${start}-${end}节`;
}

/** "周一 第1-2节 · 第1-16周(单周)" */
export function meetingLabel(meeting: Meeting): string {
  return `${weekdayName(meeting.day_of_week)} ${periodsLabel(meeting.section_start, meeting.section_end)} · ${formatWeeks(meeting.weeks)}`;
}
