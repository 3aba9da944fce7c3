/**
 * rough_schedule (粗排) as an agent tool: resolves the student's words for the class and the time range, then runs
 * the one scheduler of lib/schedule on the draft. Like every write, a success only changes the draft. Beside its
 * reply it hands the model how many tasks and periods the plan placed and how many periods were left over.
 */
import type { Tool } from "ai";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { replanMissed } from "@/lib/schedule/replan-missed";
import { keptFreeSentence } from "@/lib/schedule/kept-free";
import { dayInWords } from "@/lib/schedule/student-words";
import { windowDate } from "@/lib/schedule/indexing";
import { dateSpanWords, nothingLeftText } from "@/lib/schedule/range-words";
import { todayIn } from "@/lib/calendar/zoned-time";
import { periodsPerDay, type ScheduleState, type StateTaskClass } from "@/lib/schedule/state";
import { roughScheduleInput, WEEKDAY_WORDS, type RoughScheduleInput, type ToolOutput } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { resolveDayRange } from "./day-range";
import { selfValidatingTool } from "./guard";
import { quoted } from "@/lib/protocol/record-text";
import { classesNamed, exclusionLines, LOOSE_WORDS, NAME_BREAK, resolveExclusions } from "./rough-names";

type ClassMatch = { ok: true; taskClass?: StateTaskClass; several?: StateTaskClass[] } | { ok: false; reason: string };

/** Exact name first, then containment either way ("离散数学" matches "离散数学期末复习"). */
function matchTaskClass(state: ScheduleState, words: string | undefined): ClassMatch {
  if (!words) return { ok: true };
  const wanted = words.trim();
  const partial = classesNamed(state, wanted);
  if (partial.length === 1) return { ok: true, taskClass: partial[0] };
  const names = (state.task_classes ?? []).map((taskClass) => quoted(taskClass.name)).join("、") || "无";
  if (partial.length > 1) {
    return { ok: false, reason: `${quoted(wanted)}匹配到多个任务类：${partial.map((c) => quoted(c.name)).join("、")}，请说明是哪一个。` };
  }
  return { ok: false, reason: `没有名为${quoted(wanted)}的任务类。现有任务类：${names}。` };
}

/** The whole words as one class, or else each part as one class ("离散、概率论" → both classes, together). */
function matchTaskClasses(state: ScheduleState, words: string | undefined): ClassMatch {
  const whole = matchTaskClass(state, words);
  const parts = (words ?? "").split(NAME_BREAK).filter((part) => part.trim() !== "");
  if (whole.ok || parts.length < 2) return whole;
  const several: StateTaskClass[] = [];
  for (const part of parts) {
    const match = matchTaskClass(state, part);
    if (!match.ok) return match;
    if (match.taskClass && !several.includes(match.taskClass)) several.push(match.taskClass);
  }
  return several.length > 1 ? { ok: true, several } : { ok: true, taskClass: several[0] };
}

/** "帮我规划期末复习": every class linked to an exam, each planned up to its own exam (the planner's exam_day). */
/**
 * The plans linked to an exam still ahead; with `named` ("离散、概率论"), only those of them the student named, so
 * "按考试时间把离散的复习排出来" leaves the other exams' plans alone.
 */
function examClasses(state: ScheduleState, named: string | undefined): ClassMatch {
  const linked = (state.task_classes ?? []).filter((taskClass) => taskClass.exam_day !== undefined && taskClass.exam_day > 1);
  if (linked.length === 0) {
    return {
      ok: false,
      reason: "还没有哪个学习计划关联了即将到来的考试。可以告诉我考试时间（如“概率论期末考试是1月12日上午9点”），或在设置的“考试”里为考试选上学习计划。",
    };
  }
  let chosen = linked;
  if (named !== undefined) {
    const match = matchTaskClasses(state, named);
    if (!match.ok) return match;
    const wanted = match.several ?? (match.taskClass ? [match.taskClass] : []);
    chosen = linked.filter((taskClass) => wanted.includes(taskClass));
    if (chosen.length === 0) {
      return { ok: false, reason: `${wanted.map((taskClass) => quoted(taskClass.name)).join("、")}还没有关联即将到来的考试。可以告诉我考试时间，或在设置的“考试”里为考试选上这个学习计划。` };
    }
  }
  return chosen.length === 1 ? { ok: true, taskClass: chosen[0] } : { ok: true, several: chosen };
}

type LoadedState = Extract<Awaited<ReturnType<ScheduleSession["load"]>>, { ok: true }>["schedule"];

/**
 * The days the range words cover, or the given indexes. A range cut by the window says so in a note, in dates; a
 * range whose periods have all begun ("这周" late on Sunday) is refused in the student's words, with the days ahead
 * offered, before the planner could blame free time that was never there.
 */
function daysOf(args: RoughScheduleInput, schedule: LoadedState, now: Date) {
  if (!args.range) return { ok: true as const, day_start: args.day_start, day_end: args.day_end, note: "" };
  const { term, state } = schedule;
  const range = resolveDayRange(args.range, { term, window: state.window, now, timeZone: term.timezone });
  if (!range.ok) return range;
  if (!hasOpenPeriod(state.window, range.day_end)) {
    return { ok: false as const, reason: nothingLeftText(args.range, todayIn(now, term.timezone), "plan") };
  }
  const dated = (day: number) => windowDate(term, state.window, day) ?? "";
  const span = dateSpanWords(dated(range.day_start), dated(range.day_end));
  const these = range.day_start === range.day_end ? "这天" : "这几天";
  const note = range.clipped ? `\n注意：“${args.range}”里还能排的只有${span}，只在${these}里安排。` : "";
  return { ok: true as const, day_start: range.day_start, day_end: range.day_end, note };
}

/** Whether any period up to `dayEnd` has not begun (window.open_from is the first that has not). */
function hasOpenPeriod(window: LoadedState["state"]["window"], dayEnd: number): boolean {
  const open = window.open_from;
  if (!open) return true;
  return dayEnd > open.day || (dayEnd === open.day && open.slot <= periodsPerDay(window));
}

export function createRoughScheduleTool(
  session: ScheduleSession,
  clock: { now: Date },
): Tool<Record<string, unknown>, ToolOutput> {
  return selfValidatingTool("rough_schedule", async (input) => {
    const parsed = roughScheduleInput.safeParse(input ?? {});
    if (!parsed.success) {
      return { ok: false, text: `参数错误：${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("；")}` };
    }
    const availability = await session.load();
    if (!availability.ok) return { ok: false, text: availability.reason };
    const { schedule } = availability;
    const args = parsed.data;

    const looseOnly = args.task_class !== undefined && LOOSE_WORDS.has(args.task_class.trim().toLowerCase());
    const match: ClassMatch = args.for_exams ? examClasses(schedule.state, args.task_class) : looseOnly ? { ok: true } : matchTaskClasses(schedule.state, args.task_class);
    if (!match.ok) return { ok: false, text: `粗排失败：${match.reason}` };
    // "除了错题本，别的都排": what the student keeps out is resolved by name before anything is planned.
    const excluded = resolveExclusions(schedule.state, args.exclude ?? []);
    if (!excluded.ok) return { ok: false, text: `粗排失败：${excluded.reason}` };
    const { exclusions } = excluded;
    const days = daysOf(args, schedule, clock.now);
    // A range's refusal is already a sentence for the student (dates, the days still ahead): no planner label.
    if (!days.ok) return { ok: false, text: days.reason };

    // Today's periods that have begun are closed to new study: the session put the cut-off on the window.
    const state = schedule.state;
    // "中午一点到两点要午睡": the periods a kept-free span touches are the student's own period times.
    const keepFree = args.keep_free ? { words: args.keep_free, section_times: schedule.term.section_times } : undefined;
    const result = (args.missed_only ? replanMissed : roughSchedule)(state, {
      category_id: match.taskClass?.category_id,
      ...(match.several ? { category_ids: match.several.map((taskClass) => taskClass.category_id) } : {}),
      loose_only: looseOnly,
      task_id: args.task_id,
      day_start: days.day_start,
      day_end: days.day_end,
      strategy: args.strategy,
      allow_filler_course: args.allow_filler_course,
      allow_partial: args.allow_partial,
      daily_cap: args.daily_cap,
      ...(args.days_off ? { days_off: args.days_off.map((word) => WEEKDAY_WORDS.indexOf(word) + 1) } : {}),
      // "中午一点到两点要午睡": the periods a kept-free span touches are the student's own period times.
      ...(keepFree ? { keep_free: keepFree } : {}),
      exclude_category_ids: exclusions.category_ids,
      exclude_task_ids: exclusions.task_ids,
      // What a review plan drops is said with dates, the student's words (issue 25).
      review_day_label: (day) => dayInWords(state, schedule.term, day) ?? `第${day}天`,
    });
    // What was kept out is said in the reply and on the confirm card, in the student's words (never ids).
    const lines = result.ok ? exclusionLines(exclusions) : [];
    // The confirm card says the parts of the day kept free too ("每天 13:00–14:00 空着"), as the reply does.
    const cardLines = result.ok && keepFree ? [...lines, keptFreeSentence(keepFree.words)] : lines;
    if (result.ok && result.state !== state) await session.commitToDraft(result.state, cardLines);
    const kept = keepFree ? { kept_free: keepFree.words } : {};
    const facts = result.facts?.kind === "rough_plan" && result.ok ? { ...result.facts, ...keptFacts(exclusions), ...kept } : result.facts;
    return { ok: result.ok, text: [result.text + days.note, ...lines].join("\n"), ...(facts ? { facts } : {}) };
  });
}

/** The rough plan's facts about the exclusions, for the built-in model to say them (it never parses the reply). */
function keptFacts(exclusions: { kept: string[]; unknown: string[] }) {
  return {
    ...(exclusions.kept.length > 0 ? { kept_out: exclusions.kept } : {}),
    ...(exclusions.unknown.length > 0 ? { not_found: exclusions.unknown } : {}),
  };
}
