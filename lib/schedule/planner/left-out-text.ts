/**
 * zh-CN sentences for what a plan leaves out and why (explain.ts), and for the placements of loose tasks. Facts
 * only, in the style of the tool replies: names with their [state_id], days and periods as numbers.
 */
import type { ResolvedClass } from "../rough-schedule-plan";
import type { StateTask } from "../state";
import type { LeftOut, LeftOutReason } from "./explain";
import type { PlanUnit } from "./problem";
import { recordName } from "../../protocol/record-text";

export function taskLabel(task: StateTask): string {
  // A review sitting bears its item's name: the model is told it is a review (issue 25).
  return `[${task.state_id}]${task.review_of !== undefined ? "复习·" : ""}${recordName(task.name)}`;
}

/** "[概率论复习]": a task class named in a reply, escaped like a task's name. */
export function classLabel(name: string): string {
  return `[${recordName(name)}]`;
}

/** "第3天" or "第3-5天". */
export function daySpan(dayStart: number, dayEnd: number): string {
  return dayStart === dayEnd ? `第${dayStart}天` : `第${dayStart}-${dayEnd}天`;
}

export function periodSpan(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `${slotStart}` : `${slotStart}-${slotEnd}`;
}

/** "第1天，排除第1-2节，不嵌入水课": the limits a class was planned under. */
export function constraintNote(settings: ResolvedClass): string {
  const blocks = [...settings.excluded_slots].sort((a, b) => a - b).map((block) => `第${block * 2 - 1}-${block * 2}节`);
  const excluded = blocks.length > 0 ? `排除${blocks.join("、")}` : "无排除时段";
  const filler = settings.allow_filler_course ? "允许嵌入水课" : "不嵌入水课";
  return `${daySpan(settings.day_start, settings.day_end)}，${excluded}，${filler}`;
}

function unitNote(unit: PlanUnit): string {
  if (unit.settings) return constraintNote(unit.settings);
  const filler = unit.allow_embed ? "允许嵌入水课" : "不嵌入水课";
  return `${daySpan(unit.day_start, unit.day_end)}，${filler}`;
}

function reasonText(left: LeftOut): string {
  const reason: LeftOutReason = left.reason;
  const length = left.task.duration ?? left.unit.total_periods;
  switch (reason.kind) {
    case "no_room":
      return `在可用范围内（${unitNote(left.unit)}）没有合适的连续空闲时段`;
    case "before_deadline":
      return `截止前放不下：截止日是第${reason.deadline_day}天，在那之前没有够用的空闲`;
    case "past_deadline":
      return reason.deadline_day < 1 ? "截止时间已过" : `截止日第${reason.deadline_day}天早于本次可安排的第${left.unit.day_start}天`;
    case "after_previous":
      return `必须排在 ${taskLabel(reason.previous)} 之后，而之后（${unitNote(left.unit)}）已没有连续${length}节的空位`;
    case "daily_cap":
      return `还空着的时段所在的日子已达每日学习上限（${reason.cap}节）`;
    case "taken": {
      const names = reason.by.map(taskLabel).join("、");
      return reason.heavier ? `可用时段已被优先级更高的任务占用：${names}` : `可用时段已被其他任务占用：${names}`;
    }
    case "full":
      return `可用范围内（${unitNote(left.unit)}）的空闲时段已被它自己的其余部分用完`;
  }
}

/** One line per left-out task (loose) or chain (from its first left-out item on). */
export function leftOutLine(left: LeftOut): string {
  if (left.unit.kind === "chain") {
    const name = left.unit.settings?.name ?? left.task.category;
    return `${classLabel(name)}：从 ${taskLabel(left.task)} 起的${left.missing_items}个任务（${left.missing_periods}节）未安排——${reasonText(left)}。`;
  }
  return `${taskLabel(left.task)}：还差${left.missing_periods}节（共需${left.unit.total_periods}节）——${reasonText(left)}。`;
}

/** The headline of a refusal for a loose task: "[41]完成大学物理实验报告 还差3节". */
export function looseHeadline(left: LeftOut): string {
  return `${taskLabel(left.task)} 还差${left.missing_periods}节`;
}
