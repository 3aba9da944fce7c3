/**
 * Where a block goes beside a class of a day, read off that day's agenda (query_day, asked first by
 * class-day-lookup.ts): "周四上午那两节课后面" starts after the last class of that morning, "周五程序设计下课以后"
 * after that course's meeting, "周四晚上的课前面" ends where the evening's first class starts. The listing knows each
 * course's first meeting only; the agenda knows every meeting of the day asked.
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { FactsOf } from "@/lib/protocol/model-facts";
import { coursePlace } from "../understand/course-slots";
import type { StudentCalendar } from "../speak/student-words";
import type { TurnStep } from "../types";
import { CLASS_OF_PART } from "./class-day-lookup";
import { MOVED_TO } from "./course-slots";
import { factsOf } from "./facts";
import { latestStep } from "./steps";

export type Entry = FactsOf<"day_agenda">["days"][number]["entries"][number];

/** The clock bounds of a part of the day said before the class: 上午 before noon, 下午 to six, 晚上 after. */
export const PARTS: readonly [RegExp, string, string][] = [
  [/早上|上午|早八/, "00:00", "12:00"],
  [/中午|下午/, "12:00", "18:00"],
  [/晚上/, "18:00", "24:00"],
];

/** The classes the words point at: those of the part of the day said, or the course named. */
function classesMeant(text: string, entries: readonly Entry[]): { classes: Entry[]; after: boolean; at: number } | undefined {
  const courses = entries.filter((entry) => entry.kind === "course");
  const byPart = CLASS_OF_PART.exec(text);
  if (byPart) {
    const part = PARTS.find(([words]) => words.test(byPart[0]));
    if (!part) return undefined;
    const classes = courses.filter((entry) => entry.start >= part[1] && entry.start < part[2]);
    // "紧跟着…下午的课排": the class followed, with no 后 said.
    return { classes, after: /后/.test(byPart[0]) || !/前/.test(byPart[0]), at: byPart.index };
  }
  const place = coursePlace(text);
  if (!place || place.at === "in" || /第|节/.test(place.course)) return undefined;
  // "线代下课以后": the 下 of 下课 is read with the name.
  const course = place.course.replace(/下$/, "");
  const classes = courses.filter((entry) => entry.name.includes(course) || isAbbreviation(course, entry.name));
  return { classes, after: place.at === "after", at: text.indexOf(place.said) };
}

/** "12月3日" for the agenda's "2026-12-03", as the window's day labels start. */
function dayLabel(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日`;
}

function periodWhere(calendar: StudentCalendar, edge: "start" | "end", clock: string): number | undefined {
  return [...calendar.periods].find(([, times]) => times[edge] === clock)?.[0];
}

/** The agenda of the window day asked about this turn, when query_day answered it. */
export function agendaOn(day: number | undefined, steps: readonly TurnStep[], calendar: StudentCalendar) {
  const label = day === undefined ? undefined : calendar.days.get(day);
  const agenda = factsOf(latestStep(steps, ["query_day"])?.result, "day_agenda");
  return label ? agenda?.days.find((entry) => label.startsWith(dayLabel(entry.date))) : undefined;
}

/**
 * "周五的程序设计课开始前半小时": the course's meeting that day by the clock, off the day's agenda, for a course the
 * listing knows on another weekday only. Undefined unless exactly one meeting of it is on the agenda.
 */
export function agendaCourseClock(courseWords: string, day: number | undefined, steps: readonly TurnStep[], calendar: StudentCalendar): Entry | undefined {
  const course = courseWords.replace(/下$/, "");
  const meetings = agendaOn(day, steps, calendar)?.entries.filter((entry) => entry.kind === "course" && (entry.name.includes(course) || isAbbreviation(course, entry.name)));
  return meetings?.length === 1 ? meetings[0] : undefined;
}

export function besideAgendaClass(
  text: string,
  day: number | undefined,
  length: number,
  steps: readonly TurnStep[],
  calendar: StudentCalendar,
): { day: number; slotStart: number } | undefined {
  const agendaDay = agendaOn(day, steps, calendar);
  if (day === undefined || !agendaDay) return undefined;
  const meant = classesMeant(text, agendaDay.entries);
  // A class place said before the verb that moves is where the block is now, not where it goes.
  const moved = [...text.matchAll(MOVED_TO)].at(-1);
  if (!meant || meant.classes.length === 0 || (moved?.index !== undefined && meant.at < moved.index)) return undefined;
  if (meant.after) {
    const end = periodWhere(calendar, "end", meant.classes.at(-1)!.end);
    return end === undefined ? undefined : { day, slotStart: end + 1 };
  }
  const start = periodWhere(calendar, "start", meant.classes[0].start);
  return start === undefined || start - length < 1 ? undefined : { day, slotStart: start - length };
}
