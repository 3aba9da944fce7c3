/**
 * rough_schedule (粗排) as an agent tool: resolves the student's words for the class and the time range, then runs
 * the one scheduler of lib/schedule on the draft. Like every write, a success only changes the draft. Beside its
 * reply it hands the model how many tasks and periods the plan placed and how many periods were left over.
 */
import type { Tool } from "ai";
import { roughSchedule } from "@/lib/schedule/rough-schedule";
import { replanMissed } from "@/lib/schedule/replan-missed";
import { dayInWords } from "@/lib/schedule/student-words";
import type { ScheduleState, StateTaskClass } from "@/lib/schedule/state";
import { roughScheduleInput, type ToolOutput } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { resolveDayRange } from "./day-range";
import { selfValidatingTool } from "./guard";
import { quoted } from "@/lib/protocol/record-text";

type ClassMatch = { ok: true; taskClass?: StateTaskClass; several?: StateTaskClass[] } | { ok: false; reason: string };

/** Words that mean "only the loose tasks" rather than a task class. */
const LOOSE_WORDS = new Set(["待办", "待办事项", "零散任务", "loose tasks", "tasks", "to-dos", "todos"]);

/** Exact name first, then containment either way ("离散数学" matches "离散数学期末复习"). */
function matchTaskClass(state: ScheduleState, words: string | undefined): ClassMatch {
  if (!words) return { ok: true };
  const classes = state.task_classes ?? [];
  const wanted = words.trim();
  const exact = classes.find((taskClass) => taskClass.name === wanted);
  if (exact) return { ok: true, taskClass: exact };
  const partial = classes.filter((taskClass) => taskClass.name.includes(wanted) || wanted.includes(taskClass.name));
  if (partial.length === 1) return { ok: true, taskClass: partial[0] };
  const names = classes.map((taskClass) => quoted(taskClass.name)).join("、") || "无";
  if (partial.length > 1) {
    return { ok: false, reason: `${quoted(wanted)}匹配到多个任务类：${partial.map((c) => quoted(c.name)).join("、")}，请说明是哪一个。` };
  }
  return { ok: false, reason: `没有名为${quoted(wanted)}的任务类。现有任务类：${names}。` };
}

/** "离散数学、概率论", "离散和概率论": several names in one argument. */
const NAME_BREAK = /\s*(?:[、,，;；/&＋+]|以及|和|与|跟|及|\band\b)\s*/i;

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
function examClasses(state: ScheduleState): ClassMatch {
  const linked = (state.task_classes ?? []).filter((taskClass) => taskClass.exam_day !== undefined && taskClass.exam_day > 1);
  if (linked.length === 0) {
    return {
      ok: false,
      reason: "还没有哪个学习计划关联了即将到来的考试。可以告诉我考试时间（如“概率论期末考试是1月12日上午9点”），或在设置的“考试”里为考试选上学习计划。",
    };
  }
  return linked.length === 1 ? { ok: true, taskClass: linked[0] } : { ok: true, several: linked };
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
    const match: ClassMatch = args.for_exams ? examClasses(schedule.state) : looseOnly ? { ok: true } : matchTaskClasses(schedule.state, args.task_class);
    if (!match.ok) return { ok: false, text: `粗排失败：${match.reason}` };

    let dayStart = args.day_start;
    let dayEnd = args.day_end;
    let note = "";
    if (args.range) {
      const range = resolveDayRange(args.range, {
        term: schedule.term,
        window: schedule.state.window,
        now: clock.now,
        timeZone: schedule.term.timezone,
      });
      if (!range.ok) return { ok: false, text: `粗排失败：${range.reason}` };
      dayStart = range.day_start;
      dayEnd = range.day_end;
      if (range.clipped) note = `\n注意：“${args.range}”只有第${dayStart}到第${dayEnd}天在当前规划窗口内，只在这几天里安排。`;
    }

    // Today's periods that have begun are closed to new study: the session put the cut-off on the window.
    const state = schedule.state;
    const result = (args.missed_only ? replanMissed : roughSchedule)(state, {
      category_id: match.taskClass?.category_id,
      ...(match.several ? { category_ids: match.several.map((taskClass) => taskClass.category_id) } : {}),
      loose_only: looseOnly,
      task_id: args.task_id,
      day_start: dayStart,
      day_end: dayEnd,
      strategy: args.strategy,
      allow_filler_course: args.allow_filler_course,
      allow_partial: args.allow_partial,
      daily_cap: args.daily_cap,
      // What a review plan drops is said with dates, the student's words (issue 25).
      review_day_label: (day) => dayInWords(state, schedule.term, day) ?? `第${day}天`,
    });
    if (result.ok && result.state !== state) await session.commitToDraft(result.state);
    return { ok: result.ok, text: result.text + note, ...(result.facts ? { facts: result.facts } : {}) };
  });
}
