/**
 * Where a course place ("思政课里", "体育课下了以后", understand/course-slots.ts) is on a day of the window: the course
 * is one the listing names (category 课程), and its meeting that day is read off the block the listing gives it. A
 * timetable repeats week by week, so a course meets on the weekday of its first block at the same periods; a day on
 * another weekday is left unknown rather than guessed.
 */
import type { ListedTask } from "@/lib/protocol/model-facts";
import { coursePlace, type CoursePlace } from "../understand/course-slots";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { type NamedTask } from "./name-resolution";

type PlacedTask = NamedTask & Partial<Pick<ListedTask, "first_block">>;
type Block = NonNullable<ListedTask["first_block"]>;

const DAYS_IN_WEEK = 7;
/** A verb that moves or puts a block to a place named after it: "挪到", "放进", "调去". */
export const MOVED_TO = /(?:挪|移|放|改|换|调|排|塞|安排|推)(?:到|进|去|在)/g;

/** The one listed course the words name: by its whole name first, else by its characters in order (思政, 形策). */
export function namedCourse<Task extends PlacedTask>(words: string, tasks: readonly Task[]): Task | undefined {
  const courses = tasks.filter((task) => task.category === "课程" && task.first_block !== undefined);
  const whole = courses.filter((task) => task.name.includes(words) || words.includes(task.name));
  if (whole.length === 1) return whole[0];
  const short = courses.filter((task) => isAbbreviation(words, task.name));
  return short.length === 1 ? short[0] : undefined;
}

/** The course's meeting on `day` (its first meeting when no day is said), or undefined when it has none known there. */
export function meetingOn(course: PlacedTask, day: number | undefined): Block | undefined {
  const first = course.first_block;
  if (!first) return undefined;
  if (day === undefined) return first;
  const weeks = (day - first.day) / DAYS_IN_WEEK;
  return Number.isInteger(weeks) && weeks >= 0 ? { ...first, day } : undefined;
}

/** The block's start for a place in, after or before a meeting, for a block of `length` periods. */
function startBeside(place: CoursePlace, meeting: Block, length: number): number | undefined {
  if (place.at === "in") return meeting.slot_start;
  if (place.at === "after") return meeting.slot_end + 1;
  const start = meeting.slot_start - length;
  return start >= 1 ? start : undefined;
}

/**
 * The day and first period the message's course place puts a block of `length` periods at, when the course and its
 * meeting that day are known; undefined otherwise, or when the place is where the block is now (`source`: the words
 * naming the block moved, "思政课里那节第一章").
 */
export function besideCourseSlot(
  message: string,
  day: number | undefined,
  length: number,
  tasks: readonly PlacedTask[],
  source = "",
): { day: number; slotStart: number } | undefined {
  const place = coursePlace(message);
  if (!place || source.includes(place.said)) return undefined;
  // "第一章那块在思政课里学不进去，挪到周三晚上": a place said before the verb that moves is where the block is now.
  const moved = [...message.matchAll(MOVED_TO)].at(-1);
  if (moved?.index !== undefined && message.indexOf(place.said) < moved.index) return undefined;
  const course = namedCourse(place.course, tasks);
  const meeting = course ? meetingOn(course, day) : undefined;
  const slotStart = meeting ? startBeside(place, meeting, length) : undefined;
  return meeting && slotStart !== undefined ? { day: meeting.day, slotStart } : undefined;
}

/** Whether the message puts something beside a course, so the courses' listing is needed to place it. */
export function placesBesideCourse(message: string): boolean {
  return coursePlace(message) !== undefined;
}
