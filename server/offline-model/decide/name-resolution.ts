/**
 * Turns the student's name for a task into a state id, using the tasks a list_tasks reply listed (its facts). Tiers, each
 * tried only when the one before found nothing: exact name, name containing the words, words containing the name
 * (longest name wins), category + name containing the words ("概率论第一章"), then the words as an abbreviation
 * ("高数" → 高等数学), and last an English name read as its Chinese topics (english-topic-names.ts). Two or more hits
 * in a tier are ambiguous: the model asks instead of guessing.
 */
import type { TaskReference } from "../understand/intent-types";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { topicWordsOf } from "./english-topic-names";

/** What naming needs of a listed task: its id, its name and its class. */
export type NamedTask = Pick<ListedTask, "id" | "name"> & Partial<Pick<ListedTask, "category">>;

export type Resolution<Task extends NamedTask = ListedTask> =
  | { kind: "found"; task: Task }
  | { kind: "ambiguous"; candidates: Task[] }
  | { kind: "missing" };

function normalized(text: string): string {
  return text.toLowerCase().replace(/[\s()（）\[\]【】"“”'‘’]/g, "");
}

function longestOnly<Task extends NamedTask>(tasks: readonly Task[]): Task[] {
  const longest = Math.max(...tasks.map((task) => normalized(task.name).length));
  return tasks.filter((task) => normalized(task.name).length === longest);
}

/** "概率论第三章": the words begin with the class ("概率论" of 概率论复习) and go on with the item ("第三章 …"). */
function classThenItem(words: string, task: NamedTask): boolean {
  const category = normalized(task.category ?? "");
  if (category === "") return false;
  for (let cut = 2; cut <= words.length - 2; cut++) {
    const head = words.slice(0, cut);
    if ((category.includes(head) || isAbbreviation(head, category)) && normalized(task.name).includes(words.slice(cut))) return true;
  }
  return false;
}

/** "程序设计大作业", "大学物理实验报告": a piece of work for a course is not the course, though it holds its name. */
function courseWorkNamed(words: string, task: NamedTask): boolean {
  return task.category === "课程" && /作业|报告|论文|笔记|课设|项目|小组|展示|pre/i.test(words.replace(normalized(task.name), ""));
}

const TIERS: readonly ((words: string, task: NamedTask) => boolean)[] = [
  (words, task) => normalized(task.name) === words,
  (words, task) => normalized(task.name).includes(words),
  (words, task) => normalized(task.name) !== "" && words.includes(normalized(task.name)) && !courseWorkNamed(words, task),
  (words, task) => normalized(`${task.category ?? ""}${task.name}`).includes(words),
  classThenItem,
  (words, task) => isAbbreviation(words, normalized(task.name)),
  // "第七章假设检验和真题" for 第七章 假设检验与历年真题: the joining word is the student's own, the rest in order.
  (words, task) => isAbbreviation(withoutJoiners(words), withoutJoiners(normalized(task.name))),
  // "离散限时模拟卷" for 综合模拟卷（限时） of 离散数学期末复习: the class and the pieces of the name, said in another
  // order; four characters at least, every one of them in the class or the name.
  (words, task) => words.length >= 4 && [...words].every((character) => normalized(`${task.category ?? ""}${task.name}`).includes(character)),
];

/** "和", "与", "及", "、": words that join two parts of a name, said one way by the student and another by the title. */
function withoutJoiners(text: string): string {
  return text.replace(/以及|[和与跟及、&+＋]/g, "");
}

/**
 * Words a student wraps around a name ("谓词逻辑那个复习", "图论那块", "树那次"): pointing words and what kind of thing it is.
 * Tried only after the words as said found nothing, so a name that holds one of them is still found whole first.
 */
// "谓词逻辑那次": a block named by the time it was (or is) sat. "四级真题那套", "读书报告那篇": the measure word of a piece
// of work (套, 份, 篇, 张, 本) points as 那个 does.
// "四节的模拟卷", "两个小时的那块": how long the block is describes it, as the plan told it ("14:00起4节").
const WRAPPING_WORDS = /[一二两三四五六七八九十\d]{1,2}(?:大?节|个?小时)的?|[那这](?:部分|个|块|节|次|回|套|份|篇|张|本|项|条|件)|的|复习|任务|内容|部分|安排/g;

function byName<Task extends NamedTask>(name: string, tasks: readonly Task[]): Resolution<Task> {
  const said = normalized(name);
  const bare = said.replace(WRAPPING_WORDS, "");
  for (const words of bare.length >= 2 && bare !== said ? [said, bare] : [said]) {
    if (words === "") continue;
    for (const [tier, matches] of TIERS.entries()) {
      let hits = tasks.filter((task) => matches(words, task));
      // "复习线代任务" contains both 线代 and 复习线代: the fuller name is the one meant.
      if (tier === 2 && hits.length > 1) hits = longestOnly(hits);
      if (hits.length === 1) return { kind: "found", task: hits[0] };
      if (hits.length > 1) return { kind: "ambiguous", candidates: hits };
    }
  }
  return byEnglishTopic(name, tasks);
}

/** "the predicate logic block": the English words' Chinese topics, every one in the task's class and name. */
function byEnglishTopic<Task extends NamedTask>(name: string, tasks: readonly Task[]): Resolution<Task> {
  const words = topicWordsOf(name);
  if (words === undefined) return { kind: "missing" };
  const hits = tasks.filter((task) => task.category !== "课程" && words.every((word) => `${task.category ?? ""}${task.name}`.includes(word)));
  if (hits.length === 1) return { kind: "found", task: hits[0] };
  return hits.length > 1 ? { kind: "ambiguous", candidates: hits } : { kind: "missing" };
}

export function resolveReference<Task extends NamedTask>(reference: TaskReference, tasks: readonly Task[]): Resolution<Task> {
  if ("id" in reference) {
    const task = tasks.find((candidate) => candidate.id === reference.id);
    return task ? { kind: "found", task } : { kind: "missing" };
  }
  return byName(reference.name, tasks);
}

const ORDINALS: readonly RegExp[] = [
  /^(?:第一个|第1个|头一个|first|the first(?: one)?|1st)$/i,
  /^(?:第二个|第2个|second|the second(?: one)?|2nd)$/i,
  /^(?:第三个|第3个|third|the third(?: one)?|3rd)$/i,
  /^(?:第四个|第4个|fourth|the fourth(?: one)?|4th)$/i,
  /^(?:第五个|第5个|fifth|the fifth(?: one)?|5th)$/i,
  /^(?:第六个|第6个|sixth|the sixth(?: one)?|6th)$/i,
];

/**
 * Reads the student's answer to "which one?": an option as offered (a chip), "[3]复习线代" or "3" (an id, as options
 * were once offered), "第一个" (the first option offered), or a name, matched among the options first and then among
 * every listed task.
 */
export function resolveAnswer<Task extends NamedTask>(answer: string, offered: readonly Task[], tasks: readonly Task[]): Task | undefined {
  const text = answer.trim().replace(/[。.！!？?]+$/, "");
  const option = optionLabels(offered).indexOf(text);
  if (option !== -1) return offered[option];
  const id = /\[(\d+)\]/.exec(text)?.[1] ?? /^#?(\d+)(?:号)?$/.exec(text)?.[1];
  if (id !== undefined) return tasks.find((task) => task.id === Number(id));
  const ordinal = ORDINALS.findIndex((pattern) => pattern.test(text));
  if (ordinal !== -1) return offered[ordinal];
  for (const pool of [offered, tasks]) {
    const resolution = byName(text, pool);
    if (resolution.kind === "found") return resolution.task;
  }
  return undefined;
}

/**
 * How tasks are offered as ask_user options, in the student's words: their names, and a name two of them share with
 * its class after it ("第一章（线性代数）"). Never an id: the chips are read by the student and sent as their reply.
 */
export function optionLabels(tasks: readonly NamedTask[]): string[] {
  const uses = new Map<string, number>();
  for (const task of tasks) uses.set(task.name, (uses.get(task.name) ?? 0) + 1);
  return tasks.map((task) => ((uses.get(task.name) ?? 0) > 1 && task.category ? `${task.name}（${task.category}）` : task.name));
}
