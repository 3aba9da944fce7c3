/**
 * Edits by name or id: list every task (list_tasks all) to learn ids and statuses, resolve the student's names
 * (asking when a name fits several tasks or none), then one write: place for a pending item, move for anything
 * else (the tool itself explains why an existing entry cannot move), swap or unplace; then relay the tool's reply. A
 * placed block moved to a day without a period keeps its periods, or takes that day's first free run when they are
 * taken. Ids, statuses, blocks, free runs and refusals are read from the replies' facts (decide/facts.ts).
 */
import type { Intent, SlotTarget, TaskReference } from "../understand/intent-types";
import { say } from "../speak/language";
import { optionLabels, resolveAnswer, resolveReference, type NamedTask } from "./name-resolution";
import { blockAfterClass } from "./block-after-class";
import { blocksOnDaySaid, placedWhereSaid, pointedBlockOfPlan, putWhereSaid } from "./placed-where";
import { asksAbout, asksTarget, TARGET_QUESTION, whichTaskQuestion } from "./questions";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { factsOf, listedTasks } from "./facts";
import { slotTarget } from "../understand/slot-words";
import { dayFromWords, weekDaysFromWords } from "../understand/day-words";
import { besideCourseSlot, placesBesideCourse } from "./course-slots";
import { besideAgendaClass } from "./agenda-beside";
import { coursePlace } from "../understand/course-slots";
import { decideUnplaceFrom } from "./onward-unplace";
import { swapOf } from "./swapped-blocks";
import { callTool, isListing, latestStep, relay, reply, unavailableText } from "./steps";
import type { Decision, DecisionContext, ToolOutcome, TurnStep } from "../types";

type EditIntent = Extract<Intent, { family: "edit" }>;
/** The edits of one named block, or a day's blocks (the blocks onward have their own module). */
type BlockEdit = Exclude<EditIntent, { action: "unplace_from" }>;

const WRITE_TOOLS = ["place", "move", "swap", "unplace", "batch_move"];
const MAX_OPTIONS = 6;

function referenceLabel(reference: TaskReference): string {
  return "id" in reference ? `[${reference.id}]` : reference.name;
}

/** A listed task, or only an id the student gave when there is no listing (its status and blocks then unknown). */
type EditedTask = NamedTask & Partial<Pick<ListedTask, "status" | "first_block" | "periods">>;

type Resolved = { kind: "task"; task: EditedTask } | { kind: "ask"; question: string; options: string[] };

function resolve(reference: TaskReference, tasks: readonly EditedTask[], context: DecisionContext): Resolved {
  // "把12月4日16:00那块集合与二元关系往后挪一大节": a block the conversation just pre-placed, where it was put.
  const put = putWhereSaid(reference, tasks, context.calendar);
  if (put) return { kind: "task", task: put };
  // "周四马原课上那节数据结构复习": a block said inside a course's meeting is looked for there first, before its words
  // match the course's own name.
  const inCourse = "name" in reference && coursePlace(reference.name)?.at === "in" ? placedWhereSaid(reference, tasks, context.calendar, context.request.text) : undefined;
  if (inCourse) return { kind: "task", task: inCourse };
  // "周三体育课后面那节复习": the block after a class on a day, off that day's agenda, before 体育 names the course.
  const afterClass = "name" in reference ? blockAfterClass(reference.name, tasks, context.steps, context.calendar) : undefined;
  if (afterClass) return { kind: "task", task: afterClass };
  const resolution = resolveReference(reference, tasks);
  if (resolution.kind === "found") return { kind: "task", task: resolution.task };
  const placed = placedWhereSaid(reference, tasks, context.calendar, context.request.text) ?? pointedBlockOfPlan(reference, tasks);
  if (placed) return { kind: "task", task: placed };
  const label = referenceLabel(reference);
  // "取消周三那个": a day alone names nothing; the blocks on it are what the student picks from.
  const onDay = blocksOnDaySaid(reference, tasks, context.calendar);
  const offered =
    onDay !== undefined && onDay.length > 0
      ? onDay
      : resolution.kind === "ambiguous"
        ? resolution.candidates
        : tasks.filter((task) => task.category !== "课程");
  // Asked in our words ("你说的“周三”是指…"), or by a question of another model's that offered blocks the answer
  // picks from ("周三有两块复习，要取消哪一个？" answered 第二个吧).
  const answer = context.request.answers.findLast((candidate) => asksAbout(candidate.question, label) || candidate.question.options.includes(candidate.text));
  const chosen = answer ? resolveAnswer(answer.text, offered, tasks) : undefined;
  if (chosen) return { kind: "task", task: chosen };
  return {
    kind: "ask",
    question: whichTaskQuestion(label, resolution.kind === "missing" && !(onDay !== undefined && onDay.length > 0), context.language),
    options: optionLabels(offered.slice(0, MAX_OPTIONS)),
  };
}

/** The target of a move, completed by the student's answer to the "which day and period" question. */
function settledTarget(target: SlotTarget, context: DecisionContext): SlotTarget {
  // "8:00 和 10:00 开始都可以，选哪个？" answered "10点那个": an offered time picked answers it as well.
  const answer = context.request.answers.findLast(
    (candidate) => asksTarget(candidate.question) || (candidate.question.options.includes(candidate.text) && placeIn(slotTarget(candidate.text))),
  );
  if (!answer) return target;
  const answered = slotTarget(answer.text);
  // What the answer names replaces what the request said: its day ("周四" over "第6天"), its period or time.
  const day = answered.day !== undefined || answered.dayWord !== undefined ? answered : target;
  const slot = answered.slotStart !== undefined || answered.clock !== undefined ? answered : target;
  return { day: day.day, dayWord: day.dayWord, slotStart: slot.slotStart, clock: slot.clock, dayPart: slot.dayPart, lastPeriods: slot.lastPeriods };
}

function placeIn(target: SlotTarget): boolean {
  return target.day !== undefined || target.dayWord !== undefined || target.slotStart !== undefined || target.clock !== undefined;
}

/** "晚上最后两节": the start that ends the block with the last periods of that part of the window's day. */
function lastPeriodsStart(target: SlotTarget, context: DecisionContext): number | undefined {
  const { dayPart, lastPeriods } = target;
  if (dayPart === undefined || lastPeriods === undefined) return undefined;
  const last = Math.max(...[...context.calendar.periods.keys()].filter((period) => period <= dayPart.last));
  return Number.isFinite(last) && last - lastPeriods + 1 >= dayPart.first ? last - lastPeriods + 1 : undefined;
}

/** The period a clock time falls in ("14:20" → the one running 14:00–14:45), else the first to start after it. */
function periodAt(clock: string | undefined, context: DecisionContext): number | undefined {
  if (clock === undefined) return undefined;
  const periods = [...context.calendar.periods.entries()].sort((a, b) => a[0] - b[0]);
  return (periods.find(([, times]) => times.start <= clock && clock < times.end) ?? periods.find(([, times]) => times.start >= clock))?.[0];
}

/** The window day of the target: its 第N天, or the day its words name ("下周三"). */
function targetDay(target: SlotTarget, context: DecisionContext): number | undefined {
  if (target.day !== undefined) return target.day;
  return target.dayWord !== undefined ? dayFromWords(target.dayWord, context.calendar) : undefined;
}

const MINUTES_IN_HOUR = 60;

function shiftSaid(target: SlotTarget): boolean {
  // Back to its saved place is a shift by nothing from where the listing has the block.
  return target.dayShift !== undefined || target.hourShift !== undefined || target.slotShift !== undefined || target.savedPlace === true;
}

/** "14:00" and three hours later: "17:00". */
function clockAfter(clock: string, hours: number): string {
  const [hour, minute] = clock.split(":").map(Number);
  const total = hour * MINUTES_IN_HOUR + minute + hours * MINUTES_IN_HOUR;
  return `${String(Math.floor(total / MINUTES_IN_HOUR)).padStart(2, "0")}:${String(total % MINUTES_IN_HOUR).padStart(2, "0")}`;
}

/**
 * "往后挪一天", "顺延一周，还是晚上七点", "往后推三个小时", "往后挪一大节": counted from the day and periods the block is
 * on; a block not placed yet has nothing to count from. Undefined when the target shifts nothing.
 */
function shiftedPlace(target: SlotTarget, task: EditedTask, context: DecisionContext): { day: number; slot_start: number } | "unplaced" | undefined {
  if (!shiftSaid(target)) return undefined;
  const block = task.first_block;
  if (!block || task.status === "pending") return "unplaced";
  // Back to the saved place: only a block the listing has as saved says where that is (one in the draft is where it went).
  if (target.savedPlace && task.status !== "existing") return "unplaced";
  const day = block.day + (target.dayShift ?? 0);
  const start = context.calendar.periods.get(block.slot_start)?.start;
  const slotStart =
    periodAt(target.clock, context) ??
    (target.hourShift !== undefined && start !== undefined ? periodAt(clockAfter(start, target.hourShift), context) : undefined) ??
    block.slot_start + (target.slotShift ?? 0);
  return { day, slot_start: slotStart };
}

/**
 * "下周三思政课里塞个X", "挪到体育课下了以后": the periods of the course's meeting on the day said (or its next one when
 * no day is said), over a part of the day said beside it. A day said that the window lacks places nothing.
 */
function besideCourse(reference: TaskReference, target: SlotTarget, task: EditedTask, tasks: readonly EditedTask[], context: DecisionContext) {
  const saidDay = targetDay(target, context);
  if (saidDay === undefined && (target.day !== undefined || target.dayWord !== undefined)) return undefined;
  const block = task.first_block;
  const length = task.periods ?? (block ? block.slot_end - block.slot_start + 1 : 2);
  return (
    besideAgendaClass(context.request.text, saidDay, length, context.steps, context.calendar) ??
    besideCourseSlot(context.request.text, saidDay, length, tasks, "name" in reference ? reference.name : "")
  );
}

type DayBlocksIntent = Extract<EditIntent, { action: "shift_day" }>;

/**
 * "周三那两块复习整体往后推一周": every study block on that day (and part of it) moved by the shift, in one batch so that
 * all or none move; one block found is one move. The student is asked when the day holds none, or not as many as said.
 */
function shiftDayBlocks(intent: DayBlocksIntent, tasks: readonly EditedTask[], context: DecisionContext): Decision {
  const { dayWord, dayPart } = intent;
  const day = dayWord === undefined ? undefined : dayFromWords(dayWord, context.calendar);
  // "这周排好的两块复习": the study blocks of a week, not of one day.
  const week = dayWord === undefined ? undefined : weekDaysFromWords(dayWord, context.calendar);
  const blocks = tasks.filter((task) => {
    const block = task.first_block;
    if (!block || task.status === "pending" || task.category === "课程") return false;
    // No day said: the draft's blocks, the ones still to be confirmed.
    if (dayWord === undefined) return task.status === "suggested";
    if (week ? !week.has(block.day) : block.day !== day) return false;
    return dayPart === undefined || (block.slot_start >= dayPart.first && block.slot_start <= dayPart.last);
  });
  if (dayWord === undefined && blocks.length === 0) {
    return reply(say(context.language, "现在的方案里还没有待确认的学习块，先排一版再整体挪吧。", "There are no drafted blocks to shift yet; make a plan first."));
  }
  if (blocks.length === 0 || (intent.count !== undefined && blocks.length !== intent.count)) {
    return callTool("ask_user", { question: whichTaskQuestion(dayWord ?? "", false, context.language), options: optionLabels(blocks) });
  }
  const moves = blocks.flatMap((task) => {
    const place = shiftedPlace(intent.target, task, context);
    return place === undefined || place === "unplaced" ? [] : [{ task_id: task.id, new_day: place.day, new_slot_start: place.slot_start }];
  });
  if (moves.length !== blocks.length) return callTool("ask_user", { question: TARGET_QUESTION[context.language] });
  return moves.length === 1 ? callTool("move", moves[0]) : callTool("batch_move", { moves });
}

function writeFor(intent: BlockEdit, tasks: readonly EditedTask[], context: DecisionContext): Decision {
  if (intent.action === "shift_day") return shiftDayBlocks(intent, tasks, context);
  const references = intent.action === "swap" ? intent.references : [intent.reference];
  const resolved: EditedTask[] = [];
  // "X往后推三个小时" counts from where X is: a placed study item the name fits is the one meant (a course's fixed
  // times are no study block); with none, the name is resolved as any other.
  const placed = intent.action === "move" && shiftSaid(intent.target) ? tasks.filter((task) => task.first_block !== undefined && task.status !== "pending" && task.category !== "课程") : [];
  for (const reference of references) {
    // "把12月3日19:00那块X往后挪一节": where the conversation just put X counts before where a listing read earlier has it.
    const among = putWhereSaid(reference, tasks, context.calendar) ? undefined : resolveReference(reference, placed);
    const result: Resolved = among?.kind === "found" ? { kind: "task", task: among.task } : resolve(reference, tasks, context);
    if (result.kind === "ask") return callTool("ask_user", { question: result.question, options: result.options });
    resolved.push(result.task);
  }
  if (intent.action === "swap") return swapOf(resolved[0], resolved[1]);
  if (intent.action === "unplace") return callTool("unplace", { task_id: resolved[0].id });
  const task = resolved[0];
  const shifted = shiftedPlace(intent.target, task, context);
  if (shifted !== undefined) {
    return shifted === "unplaced"
      ? callTool("ask_user", { question: TARGET_QUESTION[context.language] })
      : callTool("move", { task_id: task.id, new_day: shifted.day, new_slot_start: shifted.slot_start });
  }
  const target = settledTarget(intent.target, context);
  const beside = besideCourse(intent.reference, target, task, tasks, context);
  const day = beside?.day ?? targetDay(target, context);
  // "把它移到明天": a placed block named with a day only keeps its periods.
  const slotStart =
    beside?.slotStart ?? lastPeriodsStart(target, context) ?? target.slotStart ?? periodAt(target.clock, context) ?? (task.status === "pending" ? undefined : task.first_block?.slot_start);
  // "图论基础挪到周四" for an item not placed yet: the first free run of its length that day.
  if (day !== undefined && slotStart === undefined && task.status === "pending" && task.periods !== undefined) {
    const search = latestStep(context.steps, ["find_first_free"]);
    if (!search && context.isActive("find_first_free")) return callTool("find_first_free", { duration: task.periods, day });
    const found = factsOf(search?.result, "free_slot")?.slot;
    if (found?.day === day) return callTool("place", { task_id: task.id, day, slot_start: found.slot_start });
  }
  if (day === undefined || slotStart === undefined) {
    return callTool("ask_user", { question: TARGET_QUESTION[context.language] });
  }
  return task.status === "pending"
    ? callTool("place", { task_id: task.id, day, slot_start: slotStart })
    : callTool("move", { task_id: task.id, new_day: day, new_slot_start: slotStart });
}

/**
 * A move that named only a day and found the block's own periods taken there: the first free run of its length that
 * day, then the move to it. Undefined when there is no such fallback (a period was named, or it was already tried).
 */
function dayOnlyFallback(intent: EditIntent, failed: TurnStep, context: DecisionContext): Decision | undefined {
  if (intent.action !== "move" || failed.toolName !== "move") return undefined;
  const settled = settledTarget(intent.target, context);
  if (settled.slotStart !== undefined || settled.clock !== undefined) return undefined;
  const input = failed.input as { task_id?: number; new_day?: number };
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  const block = listing ? listedTasks(listing.result).find((task) => task.id === input.task_id)?.first_block : undefined;
  if (!block || input.task_id === undefined || input.new_day === undefined) return undefined;
  const search = latestStep(context.steps, ["find_first_free"]);
  if (!search) {
    return context.isActive("find_first_free")
      ? callTool("find_first_free", { duration: block.slot_end - block.slot_start + 1, day: input.new_day })
      : undefined;
  }
  const found = factsOf(search.result, "free_slot")?.slot;
  if (found?.day !== input.new_day) return undefined;
  return callTool("move", { task_id: input.task_id, new_day: input.new_day, new_slot_start: found.slot_start });
}

/**
 * "把X移到周五下午" with the afternoon's first periods taken: the first free run of the block's length inside that
 * part of the day, from the refusal's own list of the day's free periods, tried once.
 */
function dayPartFallback(intent: EditIntent, failed: TurnStep & { result: ToolOutcome }, context: DecisionContext): Decision | undefined {
  if (intent.action !== "move" || !["place", "move"].includes(failed.toolName)) return undefined;
  const part = settledTarget(intent.target, context).dayPart;
  const writes = context.steps.filter((step) => WRITE_TOOLS.includes(step.toolName));
  const taken = factsOf(failed.result, "slot_taken");
  if (!part || writes.length > 1 || !taken) return undefined;
  const length = taken.asked.slot_end - taken.asked.slot_start + 1;
  for (const run of taken.free_runs) {
    const start = Math.max(run.slot_start, part.first);
    const end = Math.min(run.slot_end, part.last);
    if (end - start + 1 < length) continue;
    const input = failed.input as { task_id?: number; day?: number; new_day?: number };
    return failed.toolName === "place"
      ? callTool("place", { task_id: input.task_id, day: input.day, slot_start: start })
      : callTool("move", { task_id: input.task_id, new_day: input.new_day, new_slot_start: start });
  }
  return undefined;
}

/** `known`: the tasks a listing the turn already read named (a schedule request's pending items), if any. */
export function decideEdit(intent: EditIntent, context: DecisionContext, known?: readonly ListedTask[]): Decision {
  const { language } = context;
  if (intent.action === "unplace_from") return decideUnplaceFrom(intent, context);
  const written = latestStep(context.steps, WRITE_TOOLS);
  const fallback =
    written && !written.result.ok ? (dayOnlyFallback(intent, written, context) ?? dayPartFallback(intent, written, context)) : undefined;
  if (fallback) return fallback;
  if (written) {
    // A change is in the draft until the student confirms its card: say so, and only what changed (the tool's first
    // line), not the day's whole occupancy after it.
    if (written.result.ok) {
      const changed = written.result.text.split("\n")[0];
      return reply(`${say(language, "好的，已经改在方案里了，确认后写入日程。", "Done in the plan; confirm it to save it.")}\n${changed}`);
    }
    return relay(say(language, "这次没有改成：", "That didn't go through:"), written.result);
  }
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (listing) return writeFor(intent, listedTasks(listing.result), context);
  // A course place needs the courses, which a listing of the pending items does not name.
  if (known && !(placesBesideCourse(context.request.text) && context.isActive("list_tasks"))) return writeFor(intent, known, context);
  if (context.isActive("list_tasks")) return callTool("list_tasks", { status: "all" });
  // Without a listing only ids can be used; whether a task is pending is then unknown, so a move stays a move.
  if (intent.action === "shift_day") return reply(unavailableText("list_tasks", language));
  const references = intent.action === "swap" ? intent.references : [intent.reference];
  if (references.every((reference) => "id" in reference)) {
    const tasks = references.map((reference) => ({ id: (reference as { id: number }).id, name: "" }));
    return writeFor(intent, tasks, context);
  }
  return reply(unavailableText("list_tasks", language));
}
