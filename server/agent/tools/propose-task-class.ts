/**
 * propose_task_class (新建任务类): the agent proposes a study plan ("概率论复习，5章，每章2节") as part of the draft.
 * Nothing is written: the class and its items appear in the confirm card and are created by the student's confirm,
 * together with any placements rough_schedule made for them in the same draft.
 */
import { PlannerError } from "@/lib/errors";
import type { Tool } from "ai";
import { normalizeItems, normalizeTaskClass, termRange } from "@/lib/study-plan/rules";
import { localDate } from "@/lib/calendar/zoned-time";
import { termDate } from "@/lib/schedule/indexing";
import { proposeTaskClass } from "@/lib/schedule/propose-class";
import type { ScheduleWindow } from "@/lib/schedule/state";
import { proposeTaskClassInput, type ToolOutput } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import { selfValidatingTool } from "./guard";

const DIGITS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五 (chapters stay below 100). */
function chineseNumber(value: number): string {
  if (value < 10) return DIGITS[value];
  const tens = Math.floor(value / 10);
  return `${tens === 1 ? "" : DIGITS[tens]}十${DIGITS[value % 10]}`;
}

/** The window days inside [start, end], as the class's day range; absent when none is. */
function windowDays(window: ScheduleWindow, term: { start_date: string; weeks: number }, start: string, end: string) {
  const days = window.day_mapping
    .filter((day) => {
      const date = termDate(term, day.week, day.day_of_week);
      return date >= start && date <= end;
    })
    .map((day) => day.day_index);
  return days.length === 0 ? {} : { day_start: Math.min(...days), day_end: Math.max(...days) };
}

export function createProposeTaskClassTool(
  session: ScheduleSession,
  clock: { now: Date },
): Tool<Record<string, unknown>, ToolOutput> {
  return selfValidatingTool("propose_task_class", async (input) => {
    const parsed = proposeTaskClassInput.safeParse(input ?? {});
    if (!parsed.success) {
      return { ok: false, text: `参数错误：${parsed.error.issues.map((issue) => `${issue.path.join(".")} ${issue.message}`).join("；")}` };
    }
    const args = parsed.data;
    if (!args.items?.length && !args.chapters) return { ok: false, text: "新建任务类失败：请给出条目（items）或章数（chapters）。" };
    const availability = await session.load();
    if (!availability.ok) return { ok: false, text: availability.reason };
    const { schedule } = availability;
    const range = termRange(schedule.term);
    const periods = schedule.term.section_times.length;
    const today = localDate(clock.now, schedule.term.timezone);
    const rawItems =
      args.items && args.items.length > 0
        ? args.items
        : Array.from({ length: args.chapters! }, (_, index) => ({ content: `第${chineseNumber(index + 1)}章`, duration: args.periods_each }));
    try {
      const fields = normalizeTaskClass(
        {
          name: args.name,
          start_date: args.start_date ?? (today < range.start_date ? range.start_date : today),
          end_date: args.end_date ?? range.end_date,
          strategy: args.strategy ?? "steady",
          allow_filler_course: args.allow_filler_course ?? false,
          excluded_slots: [],
        },
        range,
        periods,
      );
      const items = normalizeItems(rawItems, periods);
      const result = proposeTaskClass(schedule.state, {
        ...fields,
        ...windowDays(schedule.state.window, schedule.term, fields.start_date, fields.end_date),
        items,
      });
      if (result.ok) await session.commitToDraft(result.state);
      return { ok: result.ok, text: result.text };
    } catch (error) {
      if (PlannerError.isInstance(error)) return { ok: false, text: `新建任务类失败：${error.message}` };
      throw error;
    }
  });
}
