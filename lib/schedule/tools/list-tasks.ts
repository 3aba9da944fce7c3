/**
 * list_tasks (seed §4.4): the tasks of the state, optionally of one category and one status. The "all" listing
 * groups by status and names each group's count; a single status reads "待安排任务共3个：" and one line per task.
 */
import { dayPeriodsCompact, shownTaskName, statusWord, taskLabel } from "../replies";
import { hostOf } from "../replies-read";
import type { ScheduleState, StateTask, TaskStatus, ToolResult } from "../state";
import { succeed } from "./arguments";
import { pendingLength, pendingNeedText } from "./placement";
import type { ListTasksInput } from "./schemas";
import { quoted, recordName } from "../../protocol/record-text";
import type { ListedTask } from "../../protocol/model-facts";

const STATUS_ORDER: TaskStatus[] = ["existing", "suggested", "pending"];

/** "课程,固定" / "课程,可嵌入" / "学习": the category and what kind of course it is. */
function categoryTag(task: StateTask): string {
  const category = recordName(task.category);
  if (task.locked) return `${category},固定`;
  if (task.can_embed) return `${category},可嵌入`;
  return category;
}

function whereText(state: ScheduleState, task: StateTask): string {
  const ranges = task.slots ?? [];
  const where = ranges.length > 0 ? ranges.map(dayPeriodsCompact).join(" ") : "无已落位时段";
  const host = hostOf(state, task);
  return host ? `${where}，宿主：${taskLabel(host)}` : where;
}

/** "  [1]高等数学(课程,固定) — 第1天(1-2节) 第4天(1-2节)" / "  [3]复习线代(学习) — 需3时段". */
function groupedLine(state: ScheduleState, task: StateTask): string {
  const detail = task.status === "pending" ? `需${pendingLength(task)}时段` : whereText(state, task);
  return `  ${taskLabel(task)}(${categoryTag(task)}) — ${detail}`;
}

/** "[3]复习线代 — 需3个连续时段，类别：学习" / "[1]高等数学 — 第1天(1-2节)，类别：课程（固定）". */
function singleStatusLine(state: ScheduleState, task: StateTask): string {
  const detail =
    task.status === "pending" ? pendingNeedText(state, task) : whereText(state, task);
  const kind = task.locked ? "（固定）" : task.can_embed ? "（可嵌入）" : "";
  return `${taskLabel(task)} — ${detail}，类别：${recordName(task.category)}${kind}`;
}

function categoryPrefix(category: string | undefined): string {
  return category === undefined ? "" : `类别${quoted(category)}`;
}

/** When a category filter matches nothing at all, the categories that do exist are a useful fact. */
function knownCategoriesLine(state: ScheduleState): string {
  const categories = [...new Set(state.tasks.map((task) => task.category))];
  return `当前任务涉及的类别：${categories.length > 0 ? categories.map(recordName).join("、") : "无"}。`;
}

function listAll(state: ScheduleState, tasks: readonly StateTask[], category: string | undefined): string {
  const groups = STATUS_ORDER.map((status) => ({ status, tasks: tasks.filter((task) => task.status === status) }))
    .filter((group) => group.tasks.length > 0);
  const counts = groups.map((group) => `，${statusWord(group.status)}${group.tasks.length}个`).join("");
  const lines = [`${categoryPrefix(category)}共${tasks.length}个任务${counts}。`];
  for (const group of groups) {
    lines.push("", `${statusWord(group.status)}：`, ...group.tasks.map((task) => groupedLine(state, task)));
  }
  return lines.join("\n");
}

function listStatus(
  state: ScheduleState,
  tasks: readonly StateTask[],
  status: TaskStatus,
  category: string | undefined,
): string {
  const of = category === undefined ? "" : `${categoryPrefix(category)}的`;
  const matching = tasks.filter((task) => task.status === status);
  const headline = `${of}${statusWord(status)}任务共${matching.length}个`;
  if (matching.length === 0) return `${headline}。`;
  return [`${headline}：`, "", ...matching.map((task) => singleStatusLine(state, task))].join("\n");
}

/** A listed task as data: what its line says, for a model that reads facts instead of the line. */
function listedTask(task: StateTask): ListedTask {
  const first = task.slots?.[0];
  return {
    id: task.state_id,
    name: shownTaskName(task),
    category: recordName(task.category),
    status: task.status,
    ...(first ? { first_block: { day: first.day, slot_start: first.slot_start, slot_end: first.slot_end } } : {}),
    ...(task.status === "pending" ? { periods: pendingLength(task) } : {}),
  };
}

export function listTasks(state: ScheduleState, input: ListTasksInput): ToolResult {
  const category = input.category;
  const tasks = state.tasks
    .filter((task) => category === undefined || task.category === category)
    .sort((a, b) => a.state_id - b.state_id);
  const status = input.status ?? "all";
  let text = status === "all" ? listAll(state, tasks, category) : listStatus(state, tasks, status, category);
  if (category !== undefined && tasks.length === 0) text += `\n${knownCategoriesLine(state)}`;
  // The order of the reply: grouped by status for "all", else the one status.
  const listed = status === "all" ? STATUS_ORDER.flatMap((each) => tasks.filter((task) => task.status === each)) : tasks.filter((task) => task.status === status);
  return succeed(state, text, { kind: "task_list", tasks: listed.map(listedTask) });
}
