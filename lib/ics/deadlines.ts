/**
 * Loose tasks with a deadline as calendar events, so "提醒我周三晚上8点给导师发周报" rings on the student's phone: one
 * VEVENT at the deadline (zero length, shown as free time) with a VALARM the student's setting puts minutes before
 * it. VEVENT rather than VTODO: subscribed calendars (Google, Apple, Outlook) show events and ring their alarms, and
 * most ignore to-dos in a feed. Marked as ours (X-STUDY-PLANNER-KIND:deadline) so importing the file skips them.
 */
import { KIND_PROPERTY, UID_DOMAIN } from "./markers";

const DEADLINE_CATEGORY = "截止";

export interface IcsDeadline {
  /** The task's id: the UID stays the same across exports, so calendar apps update the event. */
  taskId: number;
  title: string;
  deadline: Date;
}

function utcStamp(instant: Date): string {
  return `${instant.toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;
}

/** "30 分钟", "2 小时", "1 天", or "截止时" for zero. */
function alarmLead(minutes: number): string {
  if (minutes === 0) return "截止时";
  if (minutes % 1440 === 0) return `${minutes / 1440} 天`;
  if (minutes % 60 === 0) return `${minutes / 60} 小时`;
  return `${minutes} 分钟`;
}

/** The lines of one deadline's VEVENT (text values already escaped by `escape`): one VALARM per offset, none for none. */
export function deadlineLines(
  deadline: IcsDeadline,
  offsets: readonly number[],
  stamp: string,
  escape: (value: string) => string,
  sequence: readonly string[] = [],
): string[] {
  const at = utcStamp(deadline.deadline);
  const lines = [
    "BEGIN:VEVENT",
    `UID:task-${deadline.taskId}@${UID_DOMAIN}`,
    `DTSTAMP:${stamp}`,
    ...sequence,
    `SUMMARY:${escape(`截止：${deadline.title}`)}`,
    `DTSTART:${at}`,
    `DTEND:${at}`,
    `CATEGORIES:${DEADLINE_CATEGORY}`,
    `${KIND_PROPERTY}:deadline`,
    "TRANSP:TRANSPARENT",
  ];
  for (const alarmMinutes of [...new Set(offsets)].sort((a, b) => b - a)) {
    const when = alarmMinutes === 0 ? "现在截止" : `将在 ${alarmLead(alarmMinutes)}后截止`;
    lines.push("BEGIN:VALARM", "ACTION:DISPLAY", `DESCRIPTION:${escape(`「${deadline.title}」${when}`)}`, `TRIGGER:-PT${alarmMinutes}M`, "END:VALARM");
  }
  lines.push("END:VEVENT");
  return lines;
}
