/**
 * A note timed from a study block the student points at ("谓词逻辑那块复习开始前五分钟提醒我去自习室", "明天那个复习块
 * 开始前半小时提醒我…"): the block's day and periods are the listing's (its first block), which the tools that save a
 * time cannot read. So the model lists the tasks first, then reads the request again with the block's start in place
 * of the words that point at it ("12月2日16:00开始前五分钟提醒我…"), as a class's clock is put in (course-anchored.ts).
 * A block the listing does not single out leaves the words as they were.
 */
import type { ListedTask } from "@/lib/protocol/model-facts";
import { isAbbreviation } from "@/lib/tasks/short-names";
import type { Intent } from "../understand/intent-types";
import { DAY_WORD, dayFromWords } from "../understand/day-words";
import { AMOUNT } from "../understand/reminder-ahead";
import type { StudentCalendar } from "../speak/student-words";
import type { Request, TurnStep } from "../types";
import type { ExamAnchoring } from "./exam-anchored";
import { listedTasks } from "./facts";
import { ownBlock } from "./placed-where";
import { callTool, latestStep } from "./steps";

/** The families whose tool saves a time in words. */
const TIMED: ReadonlySet<Intent["family"]> = new Set(["quick_note", "create_task"]);

/**
 * "谓词逻辑那块复习开始前", "明天那个复习块开始之前", "周三那节复习前": a block pointed at by its name or day, then the
 * amount ahead of its start. Groups: the words before the pointer (a name, a day, or both).
 */
const BLOCK_AHEAD = new RegExp(
  `([^，,。；;！!？?]{0,16}?)(?:的)?(?:那|这)(?:一)?(?:块|节|个)(?:学习|复习)?(?:块)?(?:复习|学习)?(?:开始|开始的时候)?之?前\\s*(?=${AMOUNT})`,
);
/** Cues and leads before the block's name that are no part of it. */
const LEAD = /^(?:请|麻烦)?你?(?:在)?(?:我的?)?/;

/** The placed study block the words mean: the one of the day said, or whose name holds the words. */
function pointedBlock(words: string, tasks: readonly ListedTask[], calendar: StudentCalendar): ListedTask | undefined {
  const blocks = tasks.filter((task) => task.category !== "课程" && task.status === "existing" && task.first_block);
  const dayWord = DAY_WORD.exec(words);
  const day = dayWord ? dayFromWords(dayWord[0], calendar) : undefined;
  const name = (dayWord ? words.replace(dayWord[0], "") : words).replace(LEAD, "").replace(/的$/, "").trim();
  const onDay = day === undefined ? blocks : blocks.filter((task) => task.first_block?.day === day);
  const named = name === "" ? onDay : onDay.filter((task) => task.name.includes(name) || task.category.includes(name) || isAbbreviation(name, task.name));
  // "明天那个复习块": a block of its own, not one embedded in a course's periods (思政课里那节第一章).
  return named.length <= 1 ? named[0] : ownBlock(named, tasks);
}

/** Undefined when the request times nothing by a block, or the block is not known. */
export function blockAnchoring(intent: Intent, request: Request, steps: readonly TurnStep[], calendar: StudentCalendar): ExamAnchoring | undefined {
  if (!TIMED.has(intent.family)) return undefined;
  const pointer = BLOCK_AHEAD.exec(request.text);
  if (!pointer) return undefined;
  const listing = latestStep(steps, ["list_tasks"]);
  if (!listing) return { kind: "step", decision: callTool("list_tasks", {}) };
  const block = pointedBlock(pointer[1], listedTasks(listing.result), calendar);
  const first = block?.first_block;
  const label = first ? calendar.days.get(first.day)?.split(" ")[0] : undefined;
  const start = first ? calendar.periods.get(first.slot_start)?.start : undefined;
  if (!label || !start) return undefined;
  // The saved words are the block's moment now: the student's characters no longer line up with them.
  const text = request.text.replace(pointer[0], `${label}${start}开始前`);
  return { kind: "dated", request: { ...request, text, reading: undefined } };
}
