/**
 * The student's words rough_schedule reads as names: which task classes a task_class argument means, and what an
 * exclude argument keeps out of the plan ("除了错题本…", "概率论先别排"). Names go by the student's words and come
 * back in them, never as ids: a class by its name (exact first, then containment either way), a to-do by its title
 * as the to-do tools find one (lib/tasks/task-match, both sides read as the built-in model reads a message).
 */
import { isPendingLooseTask } from "@/lib/schedule/planner/request";
import type { ScheduleState, StateTask, StateTaskClass } from "@/lib/schedule/state";
import { matchTask } from "@/lib/tasks/task-match";
import { normalise } from "@/server/offline-model/normalise/normalise";
import { quoted } from "@/lib/protocol/record-text";

/** Words that mean "only the loose tasks" rather than a task class. */
export const LOOSE_WORDS = new Set(["待办", "待办事项", "零散任务", "loose tasks", "tasks", "to-dos", "todos"]);

/** "离散数学、概率论", "离散和概率论": several names in one argument. */
export const NAME_BREAK = /\s*(?:[、,，;；/&＋+]|以及|和|与|跟|及|\band\b)\s*/i;

/** The classes the words name: the one of that exact name, else every class whose name holds them or is held. */
export function classesNamed(state: ScheduleState, words: string): StateTaskClass[] {
  const classes = state.task_classes ?? [];
  const wanted = words.trim();
  const exact = classes.find((taskClass) => taskClass.name === wanted);
  if (exact) return [exact];
  return classes.filter((taskClass) => taskClass.name.includes(wanted) || wanted.includes(taskClass.name));
}

/** What an exclude argument keeps out: ids for the planner, and the student's words for the reply. */
export interface Exclusions {
  category_ids: number[];
  task_ids: number[];
  /** The names that matched something, as the student said them. */
  kept: string[];
  /** The names that match nothing pending, as the student said them. */
  unknown: string[];
}

/** The study word after a plan's subject: "离散数学的复习" names the plan 离散数学期末复习. */
const STUDY_TAIL = /(?<=\p{Script=Han}{2})的?(?:复习|学习|计划|预习|备考)$/u;

type NameMatch = { kind: "class"; ids: number[] } | { kind: "todo"; ids: number[] } | { kind: "none" } | { kind: "refused"; reason: string };

function tasksNamed(words: string, tasks: readonly StateTask[]) {
  const read = tasks.map((task) => ({ id: task.state_id, title: normalise(task.name).text, task }));
  return matchTask(normalise(words).text, read);
}

/** One name: a class first (as task_class reads one), then a pending to-do; several equally good ones are asked about. */
function matchName(state: ScheduleState, words: string): NameMatch {
  const todos = state.tasks.filter(isPendingLooseTask);
  if (LOOSE_WORDS.has(words.toLowerCase())) return { kind: "todo", ids: todos.map((task) => task.state_id) };
  // "离散数学的复习": a plan named with its study word, which the plan's own name may say otherwise (期末复习).
  const named = classesNamed(state, words);
  const classes = named.length > 0 ? named : classesNamed(state, words.replace(STUDY_TAIL, "") || words);
  if (classes.length === 1) return { kind: "class", ids: [classes[0].category_id] };
  if (classes.length > 1) {
    return { kind: "refused", reason: `${quoted(words)}匹配到多个任务类：${classes.map((c) => quoted(c.name)).join("、")}，请说明是哪一个。` };
  }
  const todo = tasksNamed(words, todos);
  if (todo.kind === "one") return { kind: "todo", ids: [todo.task.id] };
  if (todo.kind === "several") {
    return { kind: "refused", reason: `${quoted(words)}对得上好几条待办：${todo.tasks.slice(0, 4).map((t) => quoted(t.task.name)).join("、")}，是哪一条？` };
  }
  // An item of a plan keeps its place in the plan's order, so it cannot stay out while the items after it go in.
  const items = state.tasks.filter((task) => task.source === "task_item" && task.status === "pending" && task.category_id !== undefined);
  const item = tasksNamed(words, items);
  if (item.kind !== "none") {
    const plan = (item.kind === "one" ? item.task : item.tasks[0]).task.category;
    return {
      kind: "refused",
      reason: `${quoted(words)}是学习计划${quoted(plan)}里的一项，学习计划要按顺序排，不能只留下其中一项；可以把整个${quoted(plan)}留着不排。`,
    };
  }
  return { kind: "none" };
}

/** The words name a class, or are held whole in a pending title ("整理电脑文件和照片"): not a list to split. */
function namedWhole(state: ScheduleState, words: string): boolean {
  const wanted = normalise(words).text;
  const pending = state.tasks.filter((task) => task.status === "pending" && task.source !== "event");
  return classesNamed(state, words).length > 0 || pending.some((task) => normalise(task.name).text.includes(wanted));
}

/** Every name of the argument; one no title holds whole is read part by part ("错题本和英语作文"). */
export function resolveExclusions(state: ScheduleState, names: readonly string[]): { ok: true; exclusions: Exclusions } | { ok: false; reason: string } {
  const exclusions: Exclusions = { category_ids: [], task_ids: [], kept: [], unknown: [] };
  for (const name of names.map((words) => words.trim())) {
    const parts = name.split(NAME_BREAK).filter((part) => part.trim() !== "");
    const whole = parts.length < 2 || namedWhole(state, name);
    const each = (whole ? [name] : parts).map((words) => [words, matchName(state, words)] as const);
    for (const [words, match] of each) {
      if (match.kind === "refused") return { ok: false, reason: match.reason };
      if (match.kind === "none") exclusions.unknown.push(words);
      else {
        (match.kind === "class" ? exclusions.category_ids : exclusions.task_ids).push(...match.ids);
        exclusions.kept.push(words);
      }
    }
  }
  return { ok: true, exclusions };
}

/** What the reply and the confirm card say about the exclusions, in the student's words. */
export function exclusionLines(exclusions: Exclusions): string[] {
  const names = (list: readonly string[]) => list.map(quoted).join("、");
  return [
    ...(exclusions.kept.length > 0 ? [`${names(exclusions.kept)}没有排，按你说的留着。`] : []),
    ...(exclusions.unknown.length > 0 ? [`没有找到叫${names(exclusions.unknown)}的待排任务，其余的照常排了。`] : []),
  ];
}
