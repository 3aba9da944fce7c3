/**
 * A task class proposed by the agent ("概率论复习，5章，每章2节") lives in the draft until the student confirms: the
 * class and its ordered items are added to the state with negative placeholder ids, so rough_schedule can place
 * them in the same draft and commitDraft creates the rows in the same transaction as the placements. Pure; the
 * caller has already checked the fields against the term (lib/study-plan/rules.ts).
 */
import { periodsPerDay, type ScheduleState, type StateTask, type StateTaskClass, type ToolResult } from "./state";
import { quoted, recordName, singleLine } from "../protocol/record-text";
import { classLabel } from "./planner/left-out-text";

export interface ClassProposal {
  name: string;
  start_date: string;
  end_date: string;
  /** The class's range as window days; absent when it misses the window. */
  day_start?: number;
  day_end?: number;
  strategy: "steady" | "rapid";
  allow_filler_course: boolean;
  excluded_slots: number[];
  items: ReadonlyArray<{ content: string; duration: number }>;
}

const STRATEGY_WORDS = { steady: "稳扎稳打", rapid: "快速推进" } as const;

export function proposeTaskClass(state: ScheduleState, proposal: ClassProposal): ToolResult {
  // The class and item names are stored as written here: one line each, like every title (issue 24).
  const name = singleLine(proposal.name);
  const taken = (state.task_classes ?? []).find((taskClass) => taskClass.name === name);
  if (taken) {
    const where = taken.proposed ? "本次草稿中已经有" : "已经有";
    return { ok: false, text: `新建任务类失败：${where}名为${quoted(name)}的任务类，换个名字或直接安排它。`, state };
  }
  if (proposal.items.length === 0) return { ok: false, text: "新建任务类失败：至少需要一项任务。", state };
  const dayLength = periodsPerDay(state.window);
  const badDuration = proposal.items.find((item) => !Number.isInteger(item.duration) || item.duration < 1 || item.duration > dayLength);
  if (badDuration) return { ok: false, text: `新建任务类失败：${quoted(badDuration.content)}的时长需要是1-${dayLength}节。`, state };

  const categoryId = Math.min(0, ...(state.task_classes ?? []).map((taskClass) => taskClass.category_id)) - 1;
  const lowestItemId = Math.min(0, ...state.tasks.filter((task) => task.source === "task_item").map((task) => task.source_id));
  let nextStateId = state.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  const items: StateTask[] = proposal.items.map((item, index) => ({
    state_id: nextStateId++,
    source: "task_item",
    source_id: lowestItemId - index - 1,
    name: singleLine(item.content),
    category: name,
    status: "pending",
    locked: false,
    duration: item.duration,
    category_id: categoryId,
    item_order: index + 1,
  }));
  const taskClass: StateTaskClass = {
    category_id: categoryId,
    name,
    ...(proposal.day_start !== undefined && proposal.day_end !== undefined ? { day_start: proposal.day_start, day_end: proposal.day_end } : {}),
    strategy: proposal.strategy,
    allow_filler_course: proposal.allow_filler_course,
    excluded_slots: [...proposal.excluded_slots].sort((a, b) => a - b),
    proposed: { start_date: proposal.start_date, end_date: proposal.end_date },
  };
  const next: ScheduleState = { ...state, tasks: [...state.tasks, ...items], task_classes: [...(state.task_classes ?? []), taskClass] };

  const periods = items.reduce((sum, item) => sum + (item.duration ?? 0), 0);
  const window =
    taskClass.day_start === undefined ? "不在当前规划窗口内，暂时不能排进日程" : `在规划窗口的第${taskClass.day_start}-${taskClass.day_end}天`;
  const lines = [
    `已在草稿中新建任务类 ${classLabel(name)}（${proposal.start_date} 至 ${proposal.end_date}，${STRATEGY_WORDS[proposal.strategy]}），共${items.length}项、${periods}节：`,
    ...items.map((item) => `  [${item.state_id}]${recordName(item.name)} — 需${item.duration}个连续时段`),
    `日期范围${window}。学生确认后才会保存；可以用 rough_schedule（task_class=${recordName(name)}）把它排进日程。`,
  ];
  return { ok: true, text: lines.join("\n"), state: next };
}
