/**
 * A note timed by a class ("明天上完体育课提醒我还篮球", "下周三体育课一下课就提醒我…", "明天第二节下课后提醒我…"):
 * the clock the class ends (or starts) at is the timetable's, which the tools that save a time cannot read. A period
 * said by its number is the calendar's; a course said by name is the listing's, so the model lists the tasks first.
 * The request is then read again with the clock in place of the class ("明天15:40提醒我还篮球"). A course with no
 * known meeting that day leaves the words as they were.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { Intent } from "../understand/intent-types";
import { coursePlace } from "../understand/course-slots";
import { DAY_WORD, dayFromWords } from "../understand/day-words";
import { AMOUNT } from "../understand/reminder-ahead";
import type { StudentCalendar } from "../speak/student-words";
import type { Request, TurnStep } from "../types";
import { meetingOn, namedCourse } from "./course-slots";
import { agendaCourseClock } from "./agenda-beside";
import { listedTasks } from "./facts";
import type { ExamAnchoring } from "./exam-anchored";
import { callTool, latestStep } from "./steps";

/** An amount of time right after the words that said the class ("…课前半小时", "…课开始前20分钟"). */
const LEAD_AFTER = new RegExp(`^\\s*${AMOUNT}`);

/** The families whose tool saves a time in words. */
const TIMED_FAMILIES: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task", "task_edit"]);

/**
 * "第二节下课后", "第3节课下了以后": a period by its number, and its end. Its start ("第五节课前") the term's dates
 * already give (term-dates.ts).
 */
const NUMBERED_PERIOD = /第\s*([\d一二两三四五六七八九十]{1,3})\s*节(?:课)?(?:一?下课|下了课?|结束|上完)(?:就|以后|之后|后)?/;

function dated(request: Request, said: string, clock: string): ExamAnchoring {
  // The saved words are the clock's now: the student's characters no longer line up with them.
  return { kind: "dated", request: { ...request, text: request.text.replace(said, clock), reading: undefined } };
}

/** Undefined when the request times nothing by a class, or the class's clock is not known. */
export function courseAnchoring(intent: Intent, request: Request, steps: readonly TurnStep[], calendar: StudentCalendar): ExamAnchoring | undefined {
  if (!TIMED_FAMILIES.has(intent.family)) return undefined;
  const numbered = NUMBERED_PERIOD.exec(request.text);
  if (numbered) {
    const times = calendar.periods.get(parseSmallNumber(numbered[1]) ?? 0);
    return times ? dated(request, numbered[0], times.end) : undefined;
  }
  const place = coursePlace(request.text);
  if (!place || place.at === "in") return undefined;
  const dayWord = DAY_WORD.exec(request.text.slice(0, request.text.indexOf(place.said)))?.[0];
  if (dayWord === undefined) return undefined;
  const listing = latestStep(steps, ["list_tasks"]);
  if (!listing) return { kind: "step", decision: callTool("list_tasks", {}) };
  const course = namedCourse(place.course, listedTasks(listing.result));
  const day = dayFromWords(dayWord, calendar);
  const meeting = course && day !== undefined ? meetingOn(course, day) : undefined;
  // A course met on another weekday first is read off the day's agenda, when the day was asked about.
  const times = meeting ? calendar.periods.get(place.at === "after" ? meeting.slot_end : meeting.slot_start) : agendaCourseClock(place.course, day, steps, calendar);
  if (!times) return undefined;
  // "程序设计课开始前半小时提醒我": a lead after the class's start counts back from it, so its 前 stays with the clock.
  const led = place.at === "before" && LEAD_AFTER.test(request.text.slice(request.text.indexOf(place.said) + place.said.length));
  return dated(request, place.said, place.at === "after" ? times.end : led ? `${times.start}开始前` : times.start);
}
