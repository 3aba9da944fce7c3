/**
 * "周二晚上的物理复习挪到周五上午": a block named by its subject and where it sits now. The subject alone may fit
 * several items of a plan; the day and part of the day it is on now pick the one placed there.
 */
import type { ListedTask } from "@/lib/protocol/model-facts";
import type { TaskReference } from "../understand/intent-types";
import { DAY_WORD, dayFromWords } from "../understand/day-words";
import { slotTarget } from "../understand/slot-words";
import type { StudentCalendar } from "../speak/student-words";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { resolveReference, type NamedTask } from "./name-resolution";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { coursePlace } from "../understand/course-slots";
import { meetingOn, namedCourse } from "./course-slots";

type PlacedTask = NamedTask & Partial<Pick<ListedTask, "first_block">>;

const PART_WORD = /^(?:上午|下午|晚上|早上|中午)/;
/** "周二下午两点那节", "周四19:00那节": the hour a block starts at, which says the part of the day it is in. */
const CLOCK_WORD = /^(\d{1,2}|[一二两三四五六七八九十]{1,3})\s*(?:[:：]\s*\d{2}|点(?:半|一刻|三刻|\d{1,2}分?|[一二三四五]十分?)?)/;

/** "明早", "今晚": a day and its part in one word, as the day readers say them apart. */
const DAY_AND_PART: Record<string, string> = { 明早: "明天早上", 明晚: "明天晚上", 今早: "今天早上", 今晚: "今天晚上" };

function withDayAndPart(name: string): string {
  return name.replace(/^[今明][早晚](?!上)/, (word) => DAY_AND_PART[word]);
}

/** The period that starts at the hour said ("16点", "下午四点" read as its part said it), if one does. */
function periodStartingAt(said: string, calendar: StudentCalendar): number | undefined {
  const { clock } = slotTarget(said);
  return clock === undefined ? undefined : [...calendar.periods.entries()].find(([, times]) => times.start === clock)?.[0];
}

/** The part of the day an hour falls in; a bare 1–7 o'clock is the afternoon's, as classes go. */
function partOfHour(hourWords: string): string | undefined {
  const hour = parseSmallNumber(hourWords);
  if (hour === null || hour === 0 || hour > 23) return undefined;
  if (hour >= 8 && hour < 12) return "上午";
  return hour >= 18 ? "晚上" : "下午";
}

/** Where a block is said to be, right before the words pointing at it: "明天下午那节", "周三的那个". */
const WHERE_BEFORE = new RegExp(`(?:${DAY_WORD.source})(?:的)?(?:上午|下午|晚上|早上|中午)?(?=(?:的)?(?:那个|那节|那块|这个|这节|这块)$)`, "i");

/**
 * "周二晚上那节物理复习换到…": the reader keeps only the name of a block pointed at by when it is (那节, 那个), so
 * the day and part of the day are found again in the message, right before the name.
 */
function whereInMessage(name: string, message: string): string | undefined {
  const at = message.indexOf(name);
  return at > 0 ? WHERE_BEFORE.exec(message.slice(0, at))?.[0] : undefined;
}

/**
 * The one task the words name that is placed at the day (and part of the day) they open with, or that the message
 * says right before them; undefined otherwise.
 */
export function placedWhereSaid<Task extends PlacedTask>(reference: TaskReference, tasks: readonly Task[], calendar: StudentCalendar, message = ""): Task | undefined {
  if (!("name" in reference)) return undefined;
  const name = withDayAndPart(reference.name);
  const opening = DAY_WORD.exec(name);
  const where = opening?.index === 0 ? undefined : whereInMessage(name, message);
  const said = where === undefined ? name : `${where}${name}`;
  const dayWord = DAY_WORD.exec(said);
  if (!dayWord || dayWord.index !== 0) return undefined;
  const afterDay = said.slice(dayWord[0].length);
  const saidPart = PART_WORD.exec(afterDay)?.[0];
  const afterPart = afterDay.slice(saidPart?.length ?? 0);
  const clock = CLOCK_WORD.exec(afterPart);
  const part = saidPart ?? (clock ? partOfHour(clock[1]) : undefined);
  // "明天嵌在思政课里的那节…": the verb that put it inside the course comes before the course.
  const pointed = afterPart.slice(clock?.[0].length ?? 0).replace(/^(?:开始|起)?(?:的|那节|那块|那个|那段)+/, "").replace(/^(?:嵌|塞|夹|插)(?:在|进)(?=\p{Script=Han}{2,}课)/u, "");
  const day = dayFromWords(dayWord[0], calendar);
  // "明天思政课里那节概率论复习": a block inside a course's meeting is named by the block's words, at that meeting.
  const course = coursePlace(pointed);
  const inCourse = course?.at === "in" && pointed.startsWith(course.said) ? namedCourse(course.course, tasks) : undefined;
  const words = inCourse && course ? pointed.slice(course.said.length).replace(/^(?:的|那节|那块|那个|那段)+/, "") : pointed;
  // "明天下午四点那块", "明天上午那块": no subject at all, only when it is — every block placed then is a candidate.
  const byTimeAlone = words === "" && (clock !== null || saidPart !== undefined);
  if (day === undefined || ([...words].length < 2 && !byTimeAlone)) return undefined;
  const resolution = byTimeAlone ? undefined : resolveReference({ name: words }, tasks);
  // "离散复习" may name its class (离散数学期末复习) rather than an item: the class's items are candidates too.
  const named = resolution?.kind === "found" ? [resolution.task] : resolution?.kind === "ambiguous" ? resolution.candidates : [];
  // A course is the timetable's, never a block to take off or move.
  const ofClass = byTimeAlone ? tasks.filter((task) => task.category !== "课程") : tasks.filter((task) => task.category !== undefined && (task.category.includes(words) || isAbbreviation(words, task.category)));
  const candidates = [...new Set([...named, ...ofClass])];
  const meeting = inCourse ? meetingOn(inCourse, day) : undefined;
  const span = meeting ? { first: meeting.slot_start, last: meeting.slot_end } : part ? slotTarget(part).dayPart : undefined;
  // "16点开始的那段": the period starting at the hour said, when one does; else the part of the day it falls in.
  const startsAt = clock && !meeting ? periodStartingAt(`${saidPart ?? ""}${clock[0]}`, calendar) : undefined;
  const there = candidates.filter((task) => {
    const block = task.first_block;
    if (!block || block.day !== day) return false;
    if (startsAt !== undefined) return block.slot_start === startsAt;
    return span === undefined || (block.slot_start >= span.first && block.slot_start <= span.last);
  });
  return there.length === 1 ? there[0] : undefined;
}

/**
 * "明天那节复习": of two blocks on the day, the one of its own rather than one embedded in a course's periods
 * (思政课里那节第一章, which the student names by its course). Undefined unless exactly one is.
 */
export function ownBlock<Task extends PlacedTask>(candidates: readonly Task[], tasks: readonly PlacedTask[]): Task | undefined {
  const own = candidates.filter(
    (task) => !tasks.some((course) => course.category === "课程" && course.first_block?.day === task.first_block?.day && course.first_block?.slot_start === task.first_block?.slot_start),
  );
  return own.length === 1 ? own[0] : undefined;
}

/**
 * "12月4日16:00那块集合与二元关系", "12月7日第7节那块…": a block named by the day and the minute (or, as a rough plan
 * tells it, the period) it was put at (draft-follow-ups.ts).
 */
const PUT_AT = new RegExp(`^(${DAY_WORD.source})\\s*(?:(\\d{1,2}:\\d{2})|第(\\d{1,2})节)那块(?=\\S{2})`, "i");

type DraftTask = NamedTask & Partial<Pick<ListedTask, "first_block" | "status" | "periods">>;

/**
 * The task a block named by where it was just put stands for, placed there: the assistant pre-placed it in this
 * conversation, so it is a block of the draft (moved, and counted from there) even when a listing read before that
 * still calls it pending. Undefined when the words name no such place or no task.
 */
export function putWhereSaid<Task extends DraftTask>(reference: TaskReference, tasks: readonly Task[], calendar: StudentCalendar): Task | undefined {
  if (!("name" in reference)) return undefined;
  const put = PUT_AT.exec(reference.name);
  if (!put) return undefined;
  const resolution = resolveReference({ name: reference.name.slice(put[0].length) }, tasks);
  const day = dayFromWords(put[1], calendar);
  const [clock, period] = put.slice(-2);
  const slot = period !== undefined ? Number(period) : [...calendar.periods.entries()].find(([, times]) => times.start === clock.padStart(5, "0"))?.[0];
  if (resolution.kind !== "found" || day === undefined || slot === undefined) return undefined;
  const task = resolution.task;
  if (task.first_block?.day === day && task.first_block.slot_start === slot) return task;
  const length = task.first_block ? task.first_block.slot_end - task.first_block.slot_start + 1 : (task.periods ?? 2);
  return { ...task, status: "suggested", first_block: { day, slot_start: slot, slot_end: slot + length - 1 } };
}

/** "那两节离散复习", "这块概率论": a block pointed at (那节, 那块) and named by its plan, not by its item. */
const POINTED_BLOCK = /^[那这]([一两二三四几])?[节块](.{2,})$/;
const COUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4 };

/**
 * The one placed block of the plan the words name ("离散复习" of 离散数学期末复习), of the length they say when they
 * say one ("那两节"): what "那两节离散复习挪到周五" moves when the plan has no other block on the timetable.
 */
export function pointedBlockOfPlan<Task extends DraftTask>(reference: TaskReference, tasks: readonly Task[]): Task | undefined {
  const pointed = "name" in reference ? POINTED_BLOCK.exec(reference.name) : null;
  if (!pointed) return undefined;
  const [, count, words] = pointed;
  const length = count === undefined ? undefined : COUNTS[count];
  const placed = tasks.filter((task) => {
    const block = task.first_block;
    if (!block || task.status === "pending" || task.category === undefined || ["课程", "待办"].includes(task.category)) return false;
    const ofPlan = task.category.includes(words) || isAbbreviation(words, task.category);
    return ofPlan && (length === undefined || block.slot_end - block.slot_start + 1 === length);
  });
  return placed.length === 1 ? placed[0] : undefined;
}

/** "周三", "明天下午": a day (and its part) said with no name, which points at whatever is placed there. */
// "周三那块复习": a block pointed at by its day, named only as what any block is, says no more than the day.
const DAY_ONLY = new RegExp(`^(?:${DAY_WORD.source})(?:的)?(?<part>上午|下午|晚上|早上|中午)?(?:(?:的)?(?:那个|那节|那块|那段)(?:复习|学习|自习)?)?$`, "i");

/**
 * "取消周三那个": the study blocks placed on the day said (in its part, when said), to ask which one is meant; undefined
 * when the words say more than a day. Courses are the timetable's and never offered.
 */
export function blocksOnDaySaid<Task extends PlacedTask>(reference: TaskReference, tasks: readonly Task[], calendar: StudentCalendar): Task[] | undefined {
  const said = "name" in reference ? DAY_ONLY.exec(reference.name) : null;
  const day = said ? dayFromWords(said[0], calendar) : undefined;
  if (!said || day === undefined) return undefined;
  const span = said.groups?.part === undefined ? undefined : slotTarget(said.groups.part).dayPart;
  return tasks.filter((task) => {
    const block = task.first_block;
    if (!block || block.day !== day || task.category === "课程") return false;
    return span === undefined || (block.slot_start >= span.first && block.slot_start <= span.last);
  });
}
