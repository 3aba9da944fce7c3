/**
 * Reads a task question ("还有哪些离散数学的任务没做？", "what tasks are due before Friday") into a TaskQuery.
 * What is not understood stays unset: an unknown word never becomes a filter other than the keyword.
 */
import { NUMBER_PATTERN as NUM, parseSmallNumber } from "./chinese-numbers";
import type { DateParseOptions, ParsedDateTime } from "./date-types";
import { parseDateTime } from "./natural-dates";
import { detectPriority, priorityFromLabel, type PriorityGroup } from "./priority";
import type { TaskQuery, TaskQuerySort } from "./task-types";
import { cutSpan, tidyText } from "./task-text";

export { describeTaskQuery } from "./task-query-describe";
export { applyTaskQuery } from "./task-query-match";

export const DEFAULT_TASK_QUERY_LIMIT = 20;
export const MAX_TASK_QUERY_LIMIT = 50;

/** Checked in order; the first sort phrase found wins. Bare "截止" ("要截止的") is a date filter, not a sort. */
const SORT_PHRASES: readonly [TaskQuerySort, RegExp][] = [
  ["deadline_desc", /(?:按照?)?(?:截止时间|截止日期|ddl|deadline)\s*(?:从晚到早|由晚到早|倒序|降序)(?:排序|排列|排)?|按照?截止\s*(?:从晚到早|由晚到早|倒序|降序)(?:排序|排列|排)?|最晚截止的?(?:在前|排前面)?|\b(?:latest|furthest)\s+deadline\s+first\b|\bdeadline\s+desc(?:ending)?\b/gi],
  ["deadline_asc", /(?:按照?)(?:截止时间|截止日期|ddl|deadline)(?:\s*(?:从早到晚|由早到晚|升序|先后|顺序))?(?:排(?:个|一下|一个|下)?序|排列|排)?|(?:截止时间|截止日期)\s*(?:从早到晚|升序)?(?:排序|排列)|最早截止的?(?:在前)?|\bsort(?:ed)?\s+by\s+(?:deadline|due\s+date)\b|\b(?:by|earliest)\s+deadline(?:\s+first)?\b|\bsoonest\s+first\b/gi],
  // "按轻重缓急排个序", "按重要程度排": the priority said in everyday words.
  ["priority", /(?:按照?)(?:优先级|轻重缓急|轻重|重要程度|重要性|紧急程度)(?:从高到低)?(?:排(?:个|一下|一个|下)?序|排列|排)?|优先级(?:从高到低)?(?:排序|排列)|\b(?:sort(?:ed)?\s+)?by\s+priority\b|\bmost\s+important\s+first\b/gi],
  ["created_desc", /(?:按照?)?创建时间(?:倒序|降序|排序)?|最新(?:创建|添加|记下|记)的?|最近(?:创建|添加|记下|记)的|\b(?:newest|recently\s+added|most\s+recent)(?:\s+first)?\b/gi],
];

// "which tasks haven't I finished", "what didn't I get done": the verb negated before "done" keeps the open ones.
const NOT_DONE =
  /还?没(?:有)?(?:做完|做|完成)|未完成|待办|\b(?:not\s+(?:yet\s+)?(?:done|finished|completed)|(?:haven['’]?t|have not|hasn['’]?t|didn['’]?t|did not)\s+(?:i\s+|you\s+|we\s+)?(?:yet\s+)?(?:done|do|finished|finish|completed|complete|gotten to|got to|get to|get done)|undone|unfinished|incomplete|pending|open|to-?do)\b/gi;
const INCLUDING_DONE = /(?:包括|包含|含|连同)(?:已经?)?(?:完成|做完)(?:的|了的)?|(?:完成|做完)(?:和|与|跟)未完成|\b(?:including|incl\.?|with)\s+(?:the\s+)?(?:done|completed|finished)(?:\s+ones)?\b/gi;
// "周五前得做完的": what must be done by a day is still open; only a finish already reported asks for the done ones.
const DONE_ONLY = /已经?(?:完成|做完)了?|(?:做完|完成)了的?|(?<![要得该须需])(?:做完|完成)的|\b(?:done|completed|finished)\b/gi;

const QUADRANT_NUMBER = /第?\s*([一二三四1-4])\s*象限|象限\s*([一二三四1-4])|\bq([1-4])\b/gi;
const QUADRANT_WORDS: Record<string, PriorityGroup> = { 一: 1, 二: 2, 三: 3, 四: 4, "1": 1, "2": 2, "3": 3, "4": 4 };

const LIMIT = new RegExp(`(?:前|最近的?|\\b(?:top|first)\\s*)(${NUM})\\s*(?:条|个|项|件)?|(${NUM})\\s*(?:条|个|项|件)(?:任务|待办)?|\\b(\\d{1,2})\\s+tasks?\\b`, "i");

/** Words around a keyword in a question: stripped from the ends of what is left, never from its middle. */
const CHINESE_EDGE_FILLERS = [
  "帮我", "请", "麻烦", "给我", "我想", "我要", "查一下", "查询", "查查", "查看", "查", "看看", "看一下", "看下",
  "列出来", "列出", "列一下", "显示", "告诉我", "找一下", "找找", "找", "搜一下", "搜索", "搜", "我的", "我",
  "还有", "还剩", "还", "有没有", "有", "哪些", "什么", "那些", "所有的", "所有", "全部的", "全部", "一下",
  "关于", "有关", "相关", "方面", "的", "任务", "待办", "事情", "事项", "事", "吗", "呢", "呀", "啊", "吧", "了",
  "要", "需要", "快要", "快", "就要", "截止", "到期", "列表", "清单", "是", "都", "和", "跟",
  "排在前面", "排前面", "在前面", "在前", "排序", "排个序", "排一下序", "排下序", "排列", "一览", "交", "做",
].sort((a, b) => b.length - a.length);
const ENGLISH_FILLERS = new Set([
  "what", "which", "show", "list", "me", "my", "all", "the", "tasks", "task", "are", "is", "due", "do", "i", "have",
  "still", "about", "for", "please", "that", "to", "of", "any", "there", "get", "find", "give", "items", "things",
  "related", "with", "on", "a", "an", "left", "remaining", "can", "you", "see", "need", "needs", "work",
]);

function cutAll(text: string, pattern: RegExp): { found: boolean; rest: string } {
  let found = false;
  const rest = text.replace(pattern, (match) => {
    found = true;
    return " ".repeat(match.length);
  });
  return { found, rest };
}

/**
 * Everyday things whose first character is a filler of its own ("快" of 快要, "还" of 还有, "交" of 要交): a title
 * word, so "快递相关的还有没取的吗" keeps 快递 rather than leaving 递.
 */
const THINGS_STARTING_WITH_A_FILLER = /^(?:快递|快件|还书|还款|还车|交通|交费|做饭)/;

function stripChineseEdges(segment: string): string {
  let current = segment.trim();
  for (let changed = true; changed && current !== ""; ) {
    changed = false;
    for (const filler of CHINESE_EDGE_FILLERS) {
      if (current.startsWith(filler) && !(filler.length === 1 && THINGS_STARTING_WITH_A_FILLER.test(current))) {
        current = current.slice(filler.length).trim();
        changed = true;
      } else if (current.endsWith(filler)) {
        current = current.slice(0, current.length - filler.length).trim();
        changed = true;
      }
    }
  }
  return current;
}

/** What remains once every understood phrase is removed: the longest meaningful segment, if any. */
function keywordOf(rest: string): string | undefined {
  const segments = rest
    .split(/[\s，,；;。？?！!、：:"“”]+/)
    .map((segment) => {
      if (/\p{Script=Han}/u.test(segment)) return stripChineseEdges(segment);
      return ENGLISH_FILLERS.has(segment.toLowerCase()) ? "" : segment;
    })
    // A single character ("交" of "明天要交什么") would match almost any title.
    .filter((segment) => segment.length >= 2);
  if (segments.length === 0) return undefined;
  // English keywords may span words ("linear algebra"); Chinese ones are one segment.
  const english = segments.filter((segment) => !/\p{Script=Han}/u.test(segment));
  const chinese = segments.filter((segment) => /\p{Script=Han}/u.test(segment)).sort((a, b) => b.length - a.length);
  const keyword = chinese[0] ?? english.join(" ");
  return tidyText(keyword) || undefined;
}

/**
 * Deadline bounds from a date phrase. "之前"/by = through the end of what is named, "before" = before it starts,
 * "以后"/from = from its start, "after" = once it is over; with no such word the task must fall inside the span
 * (a clock time alone means within that minute).
 */
function deadlineBounds(parsed: ParsedDateTime): Pick<TaskQuery, "deadline_before" | "deadline_after"> {
  const { start, end } = parsed.span;
  switch (parsed.relation) {
    case "until":
      return { deadline_before: end };
    case "before":
      return { deadline_before: start };
    case "from":
      return { deadline_after: start };
    case "after":
      return { deadline_after: new Date(end.getTime() + 1) };
    default:
      return { deadline_after: start, deadline_before: end.getTime() === start.getTime() ? new Date(end.getTime() + 60_000) : end };
  }
}

function quadrantOf(text: string): { quadrant?: PriorityGroup; rest: string } {
  const numbered = new RegExp(QUADRANT_NUMBER.source, "i").exec(text);
  if (numbered) {
    const quadrant = QUADRANT_WORDS[numbered[1] ?? numbered[2] ?? numbered[3]];
    return { quadrant, rest: cutSpan(text, numbered.index, numbered[0].length) };
  }
  const detection = detectPriority(text);
  if (!detection) return { rest: text };
  // "重要的任务" could mean quadrant 1 or 2; only a word that names one quadrant filters.
  const namesOneQuadrant = detection.priority_group !== 2 || detection.matches.some((word) => priorityFromLabel(word) === 2 || /不|not/i.test(word));
  let rest = text;
  for (const word of detection.matches) rest = rest.split(word).join(" ");
  // The words are removed either way: an ambiguous "重要" must not turn into a title keyword.
  return namesOneQuadrant ? { quadrant: detection.priority_group, rest } : { rest };
}

/** A task question → the filters it states; defaults: only unfinished tasks, earliest deadline first, 20 rows. */
export function parseTaskQuery(text: string, options: DateParseOptions): TaskQuery {
  let rest = text;
  const query: TaskQuery = { include_completed: false, sort: "deadline_asc", limit: DEFAULT_TASK_QUERY_LIMIT };

  for (const [sort, pattern] of SORT_PHRASES) {
    const cut = cutAll(rest, pattern);
    if (!cut.found) continue;
    query.sort = sort;
    rest = cut.rest;
    break;
  }

  const notDone = cutAll(rest, NOT_DONE);
  rest = notDone.rest;
  const including = cutAll(rest, INCLUDING_DONE);
  rest = including.rest;
  const doneOnly = cutAll(rest, DONE_ONLY);
  rest = doneOnly.rest;
  if (including.found) query.include_completed = true;
  else if (doneOnly.found && !notDone.found) {
    query.include_completed = true;
    query.completed_only = true;
  }

  const parsed = parseDateTime(rest, options);
  if (parsed) {
    Object.assign(query, deadlineBounds(parsed));
    rest = cutSpan(rest, parsed.index, parsed.matchedText.length);
  }

  // After the date, so "3个星期后" is a date and not a count of three.
  const limit = LIMIT.exec(rest);
  const limitValue = limit ? parseSmallNumber(limit[1] ?? limit[2] ?? limit[3]) : null;
  if (limit && limitValue !== null && limitValue > 0) {
    query.limit = Math.min(limitValue, MAX_TASK_QUERY_LIMIT);
    rest = cutSpan(rest, limit.index, limit[0].length);
  }

  const quadrant = quadrantOf(rest);
  if (quadrant.quadrant) query.quadrant = quadrant.quadrant;
  rest = quadrant.rest;

  const keyword = keywordOf(rest);
  if (keyword) query.keyword = keyword;
  return query;
}
