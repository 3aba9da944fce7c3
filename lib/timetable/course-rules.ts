/**
 * The pure rules a course edit must pass before anything is written: fields in range, weeks inside the term, and
 * no period taken twice. Kept apart from the writes in courses.ts so both read as one job each.
 */
import { invalidInput, PlannerError, type PeriodClash } from "@/lib/errors";
import { compressPeriods } from "@/lib/schedule/indexing";
import { formatWeeks } from "@/lib/ics/weeks";
import { quoted, singleLine } from "@/lib/protocol/record-text";

export interface CourseMeeting {
  day_of_week: number;
  section_start: number;
  section_end: number;
  /** The term weeks it meets in, ascending. */
  weeks: number[];
}

export interface CourseInput {
  name: string;
  location: string | null;
  /** An embeddable ("水课") course may host study blocks; a course that is not embeddable is locked. */
  can_be_embedded: boolean;
  meetings: CourseMeeting[];
}

/** One occupied period, labelled with what occupies it. */
export interface OccupiedPeriod {
  week: number;
  day_of_week: number;
  section: number;
  name: string;
}

const DAY_NAMES = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

function describeMeeting(meeting: Omit<CourseMeeting, "weeks"> & { weeks: readonly number[] }): string {
  const sections = meeting.section_start === meeting.section_end ? `第${meeting.section_start}节` : `第${meeting.section_start}-${meeting.section_end}节`;
  return `${DAY_NAMES[meeting.day_of_week] ?? `周${meeting.day_of_week}`}${sections}（${formatWeeks(meeting.weeks)}）`;
}

/** What a course must fit in: the term's weeks and the periods of its day (8-16, 12 by default). */
export interface TermBounds {
  weeks: number;
  periods: number;
}

/**
 * Trims, sorts and de-duplicates; refuses with course:invalid listing every broken rule. The name and the place are
 * stored on one line, whether typed or imported from an .ics file, since the model reads them in its tool replies.
 */
export function normalizeCourse(input: CourseInput, term: TermBounds, label = ""): CourseInput {
  const termWeeks = term.weeks;
  const reasons: string[] = [];
  const name = singleLine(input.name);
  const prefix = label || (name ? quoted(name) : "");
  if (!name) reasons.push(`${prefix}课程名称不能为空`);
  if (name.length > 100) reasons.push(`${prefix}课程名称不能超过 100 个字`);
  if (input.meetings.length === 0) reasons.push(`${prefix}至少要有一次上课时间`);
  const meetings = input.meetings.map((meeting) => {
    const { day_of_week: day, section_start: start, section_end: end } = meeting;
    if (!Number.isInteger(day) || day < 1 || day > 7) reasons.push(`${prefix}星期必须在周一到周日之间`);
    if (!Number.isInteger(start) || !Number.isInteger(end) || start < 1 || end > term.periods) reasons.push(`${prefix}节次必须在第1-${term.periods}节之间`);
    else if (start > end) reasons.push(`${prefix}开始节次（第${start}节）不能晚于结束节次（第${end}节）`);
    const weeks = [...new Set(meeting.weeks)].sort((a, b) => a - b);
    if (weeks.length === 0) reasons.push(`${prefix}至少要选择一周`);
    const outside = weeks.filter((week) => !Number.isInteger(week) || week < 1 || week > termWeeks);
    if (outside.length > 0) reasons.push(`${prefix}第${outside.join("、")}周不在本学期内（本学期共 ${termWeeks} 周）`);
    return { ...meeting, weeks };
  });
  if (reasons.length > 0) throw invalidInput("course:invalid", [...new Set(reasons)], "课程信息有误：");
  return { name, location: singleLine(input.location ?? "") || null, can_be_embedded: input.can_be_embedded, meetings };
}

export function periodsOf(course: CourseInput): OccupiedPeriod[] {
  return course.meetings.flatMap((meeting) =>
    meeting.weeks.flatMap((week) =>
      Array.from({ length: meeting.section_end - meeting.section_start + 1 }, (_, offset) => ({
        week,
        day_of_week: meeting.day_of_week,
        section: meeting.section_start + offset,
        name: course.name,
      })),
    ),
  );
}

const keyOf = (period: { week: number; day_of_week: number; section: number }) => `${period.week}:${period.day_of_week}:${period.section}`;

/**
 * Refuses when a wanted period is already occupied (by the student's timetable or by another new meeting),
 * naming each clash as "「高等数学」周一第1-2节（第1-3周）".
 */
export function assertNoOverlap(wanted: readonly OccupiedPeriod[], occupied: readonly OccupiedPeriod[]): void {
  const taken = new Map(occupied.map((period) => [keyOf(period), period.name]));
  const clashing: OccupiedPeriod[] = [];
  for (const period of wanted) {
    const holder = taken.get(keyOf(period));
    if (holder !== undefined) clashing.push({ ...period, name: holder });
    else taken.set(keyOf(period), period.name);
  }
  if (clashing.length === 0) return;
  const clashes = groupClashes(clashing);
  throw new PlannerError("course:overlap", { details: { clashes }, message: `与已有安排冲突：${clashes.map((clash) => `${quoted(clash.name)}${describeMeeting(clash)}`).join("；")}` });
}

/** Per holder and weekday: compress periods into ranges per week, then gather the weeks sharing a range. */
function groupClashes(periods: readonly OccupiedPeriod[]): PeriodClash[] {
  const byHolderDay = new Map<string, OccupiedPeriod[]>();
  for (const period of periods) {
    const key = JSON.stringify([period.name, period.day_of_week]);
    byHolderDay.set(key, [...(byHolderDay.get(key) ?? []), period]);
  }
  const clashes: PeriodClash[] = [];
  for (const group of byHolderDay.values()) {
    const ranges = compressPeriods(group.map((period) => ({ day: period.week, section: period.section })));
    const byRange = new Map<string, PeriodClash>();
    for (const range of ranges) {
      const key = `${range.slot_start}-${range.slot_end}`;
      const clash = byRange.get(key) ?? { name: group[0].name, day_of_week: group[0].day_of_week, section_start: range.slot_start, section_end: range.slot_end, weeks: [] };
      clash.weeks.push(range.day);
      byRange.set(key, clash);
    }
    clashes.push(...byRange.values());
  }
  return clashes.sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start);
}
