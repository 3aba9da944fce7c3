/**
 * Reads the facts the model needs out of tool replies: the "[id]name" lines of list_tasks (seed §4.4, both the
 * grouped and the single-status layout), the count of a query_tasks reply and the totals of a rough_schedule reply.
 */

type ListedStatus = "existing" | "suggested" | "pending";

export interface ListedTask {
  id: number;
  name: string;
  category?: string;
  status?: ListedStatus;
  /** Where a placed task's first block sits ("第4天(3-4节)"): a move that names only a day keeps these periods. */
  firstBlock?: { day: number; slotStart: number; slotEnd: number };
  /** A pending task's length ("需3时段", "需2个连续时段"). */
  periods?: number;
}

const STATUS_WORDS: readonly [string, ListedStatus][] = [
  ["已安排", "existing"],
  ["已预排", "suggested"],
  ["待安排", "pending"],
];

const TASK_LINE = /^\s*\[(\d+)\](.+?)\s+—\s+(.*)$/;
/** "…，类别：课程（固定）" ends a single-status line; the category stops before the bracketed kind. */
const SINGLE_CATEGORY = /，类别：([^（]+)(?:（[^）]*）)?\s*$/;
/** "高等数学(课程,固定)": the grouped layout tags the name with its category. */
const GROUPED_TAG = /^(.*)\(([^()]*)\)$/;

const BLOCK_WHERE = /第(\d+)天\((\d+)(?:-(\d+))?节\)/;
const NEEDS = /需(\d+)(?:个连续)?时段/;

/** A header such as "待安排：" or "类别「学习」的待安排任务共2个：" sets the status of the lines below it. */
function headerStatus(line: string): ListedStatus | undefined {
  const trimmed = line.trim();
  if (!trimmed.endsWith("：")) return undefined;
  const found = STATUS_WORDS.filter(([word]) => trimmed.includes(word));
  return found.length === 1 ? found[0][1] : undefined;
}

export function listedTasks(text: string): ListedTask[] {
  const tasks: ListedTask[] = [];
  let status: ListedStatus | undefined;
  for (const line of text.split("\n")) {
    const match = TASK_LINE.exec(line);
    if (!match) {
      status = headerStatus(line) ?? (line.trim() === "" ? status : undefined);
      continue;
    }
    const [, id, label, detail] = match;
    const task: ListedTask = { id: Number(id), name: label.trim() };
    const single = SINGLE_CATEGORY.exec(detail);
    if (single) task.category = single[1].trim();
    else {
      const tagged = GROUPED_TAG.exec(task.name);
      if (tagged) {
        task.name = tagged[1].trim();
        task.category = tagged[2].split(",")[0].trim();
      }
    }
    if (status) task.status = status;
    const where = BLOCK_WHERE.exec(detail);
    if (where) task.firstBlock = { day: Number(where[1]), slotStart: Number(where[2]), slotEnd: Number(where[3] ?? where[2]) };
    const needs = NEEDS.exec(detail);
    if (needs) task.periods = Number(needs[1]);
    tasks.push(task);
  }
  return tasks;
}

/** The task classes (categories) of a listing, in first-seen order. */
export function categoriesOf(tasks: readonly ListedTask[]): string[] {
  return [...new Set(tasks.flatMap((task) => (task.category ? [task.category] : [])))];
}

/** N of "共找到 N 条任务…"; undefined when the reply does not state it. */
export function foundCount(text: string): number | undefined {
  const match = /共找到\s*(\d+)\s*条/.exec(text) ?? /\bfound\s+(\d+)\b/i.exec(text);
  return match ? Number(match[1]) : undefined;
}

export interface RoughTotals {
  tasks: number;
  periods: number;
}

/** Sums "预排3个任务（共6节）" over every class of a "粗排完成：…" reply. */
export function roughTotals(text: string): RoughTotals | undefined {
  const matches = [...text.matchAll(/预排(\d+)个任务（共(\d+)节）/g)];
  if (matches.length === 0) return undefined;
  return matches.reduce(
    (totals, match) => ({ tasks: totals.tasks + Number(match[1]), periods: totals.periods + Number(match[2]) }),
    { tasks: 0, periods: 0 },
  );
}
