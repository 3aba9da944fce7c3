/**
 * propose_task_class (新建任务类): the agent proposes a study plan ("概率论复习，5章，每章2节") as part of the draft.
 * Nothing is written: the class and its items appear in the confirm card and are created by the student's confirm,
 * together with any placements rough_schedule made for them in the same draft.
 */
import type { Tool } from "ai";
import { z } from "zod";
import { DataError } from "@/lib/errors";
import { normalizeItems, normalizeTaskClass, termRange } from "@/lib/study-plan/rules";
import { localDate } from "@/lib/calendar/zoned-time";
import { termDate } from "@/lib/schedule/indexing";
import { proposeTaskClass } from "@/lib/schedule/propose-class";
import type { ScheduleWindow } from "@/lib/schedule/state";
import type { ToolOutput } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/drafts/schedule-session";
import { guardedTool, type ToolLedger } from "./guard";

export const PROPOSE_TASK_CLASS_DESCRIPTION = [
  "新建任务类：学生想建一个新的学习计划（一组按顺序完成的任务）时，把任务类和它的条目放进草稿（学生确认后才保存）。",
  "适用：“概率论复习，5章，每章2节”→ name=概率论复习, chapters=5, periods_each=2；“建一个英语听力计划：精听、泛听、跟读，各1节”→ items=[{content:精听,duration:1},…]。建好后可再用 rough_schedule（task_class=该名称）把它排进日程。",
  "不适用：记一件零散的事或提醒（用 quick_note / create_task）；已有任务类的排程（用 rough_schedule）。",
].join("\n");

const itemSchema = z.object({
  content: z.string().trim().min(1).describe("条目内容，如“第一章 随机事件与概率”"),
  duration: z.number().int().min(1).max(12).optional().describe("需要的连续节数，默认2"),
});

export const proposeTaskClassInput = z.object({
  name: z.string().trim().min(1).describe("任务类名称，如“概率论复习”"),
  items: z.array(itemSchema).max(50).optional().describe("按顺序的条目；与 chapters 二选一"),
  chapters: z.number().int().min(1).max(50).optional().describe("按章生成条目（第一章、第二章…）的章数"),
  periods_each: z.number().int().min(1).max(12).optional().describe("chapters 时每章的节数，默认2"),
  start_date: z.string().optional().describe("开始日期 YYYY-MM-DD，默认今天"),
  end_date: z.string().optional().describe("结束日期 YYYY-MM-DD，默认学期最后一天"),
  strategy: z.enum(["steady", "rapid"]).optional().describe("steady=均匀分散（默认），rapid=尽早完成"),
  allow_filler_course: z.boolean().optional().describe("是否允许嵌入水课，默认否"),
});

const DIGITS = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"];

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 35 → 三十五 (chapters stay below 100). */
export function chineseNumber(value: number): string {
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
  ledger: ToolLedger,
  clock: { now: Date },
): Tool<Record<string, unknown>, ToolOutput> {
  return guardedTool(ledger, "propose_task_class", PROPOSE_TASK_CLASS_DESCRIPTION, proposeTaskClassInput, async (input) => {
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
      );
      const items = normalizeItems(rawItems);
      const result = proposeTaskClass(schedule.state, {
        ...fields,
        ...windowDays(schedule.state.window, schedule.term, fields.start_date, fields.end_date),
        items,
      });
      if (result.ok) await session.commitToDraft(result.state);
      return { ok: result.ok, text: result.text };
    } catch (error) {
      if (DataError.isInstance(error)) return { ok: false, text: `新建任务类失败：${error.message}` };
      throw error;
    }
  });
}
