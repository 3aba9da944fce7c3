/**
 * "树那一块放到周六上午", "最后那套真题单独排在下周日下午": one item of a study plan, named by words of its
 * own name, put on one day — a placement of that item (decide-edit.ts: place at the part of the day, or the day's
 * first free run of its length), not the whole class planned over a range.
 */
import type { ListedTask } from "@/lib/protocol/model-facts";
import type { Intent } from "../understand/intent-types";
import { DAY_WORD, dayFromWords } from "../understand/day-words";
import { slotTarget } from "../understand/slot-words";
import type { StudentCalendar } from "../speak/student-words";

type ScheduleIntent = Extract<Intent, { family: "schedule" }>;

/** rough_schedule's names for the loose to-dos and for courses: neither is an item of a study plan. */
const NOT_PLAN_ITEMS = new Set(["待办", "课程"]);

/** Words any item's name may hold that name no item of its own: "第三章复习" says nothing about which. */
const GENERIC_RUN = /^(?:作业|复习|报告|任务|计划|学习|练习|第.章?|章节?)$/;

/** The longest run of characters the words share with the item's name that its class's name does not hold. */
function ownRun(words: string, task: ListedTask): number {
  let longest = 0;
  for (let start = 0; start < words.length; start++) {
    for (let end = start + 2; end <= words.length; end++) {
      const run = words.slice(start, end);
      if (!task.name.includes(run)) break;
      if (!task.category.includes(run) && !GENERIC_RUN.test(run)) longest = Math.max(longest, run.length);
    }
  }
  return longest;
}

/** The one pending plan item the subject words name by a run of its own name, longer than any other item's. */
function namedItem(hints: readonly string[], tasks: readonly ListedTask[]): ListedTask | undefined {
  const items = tasks.filter((task) => task.status === "pending" && !NOT_PLAN_ITEMS.has(task.category));
  const scored = items.map((task) => ({ task, run: Math.max(0, ...hints.map((hint) => ownRun(hint, task))) })).filter(({ run }) => run >= 2);
  const best = Math.max(0, ...scored.map(({ run }) => run));
  // "四级真题别放晚上，周六给我排上": a to-do whose title holds the words as long a run (做一套英语四级真题, over
  // 历年真题 of a plan) is the one named; it is planned by its title, not placed as a plan item.
  const todoRun = Math.max(0, ...tasks.filter((task) => task.category === "待办").flatMap((task) => hints.map((hint) => ownRun(hint, task))));
  const top = scored.filter(({ run }) => run === best);
  return top.length === 1 && todoRun < best ? top[0].task : undefined;
}

/**
 * The placement the request asks for, as an edit of the item it names, when its range is one day of the window and
 * its words name one pending plan item by its own name; undefined otherwise (the class is planned as before).
 */
export function namedItemPlacement(
  intent: ScheduleIntent,
  said: string,
  tasks: readonly ListedTask[],
  calendar: StudentCalendar,
): Extract<Intent, { family: "edit"; action: "move" }> | undefined {
  const range = intent.range?.trim();
  if (range === undefined || intent.wantsAll || intent.hints.length === 0 || DAY_WORD.exec(range)?.[0] !== range) return undefined;
  if (dayFromWords(range, calendar) === undefined) return undefined;
  const item = namedItem(intent.hints, tasks);
  // The day is the request's range; its part of the day or clock time, if said, is read from the whole message.
  const { slotStart, clock, dayPart } = slotTarget(said);
  return item ? { family: "edit", action: "move", reference: { id: item.id }, target: { dayWord: range, slotStart, clock, dayPart } } : undefined;
}
