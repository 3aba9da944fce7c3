/**
 * "前两节放集合与二元关系，后两节放函数与等价关系" after an answer that offered one free run ("12月4日 周五 晚上 空闲：
 * 19:00–22:30（4节）"): the run's periods counted from its start and from its end, a thing put in each share. Each
 * share becomes a placing at the clock its first period starts, so the readers of "把X放到12月4日19:00" place it.
 * The share's start is found among the default period times; a run that starts off them is left to the other readers.
 */
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import type { FactsOf } from "@/lib/protocol/model-facts";
import { detectIntent } from "./intents";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const COUNT = "[一两二三四五六\\d]";
const COUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
/** "前两节", "前面两节", "头两节": a share from the run's start. */
const FROM_START = "(?:前面?|头|开头)";
/** "后两节", "后面两节", "剩下两节", "最后两节": a share up to the run's end. */
const TO_END = "(?:后面?|剩下(?:的)?|剩余(?:的)?|最后)";
const PUT = "(?:放|排|安排|塞|给|做|学|复习|用来(?:做|学|复习)?)?";
const END = "(?:吧|呗|哈)?[。.!！~～\\s]*$";

/** "前两节放X", "X放前两节": one share and the thing in it. */
function shareClause(edge: string, n: number): string {
  return `(?:${edge}(?<count${n}>${COUNT})(?:个)?节(?:课)?(?:就)?${PUT}(?<thing${n}>[^，,；;。]{2,20}?)|(?:把)?(?<before${n}>[^，,；;。]{2,20}?)(?:放|排|安排)(?:在|到)?${edge}(?<countBefore${n}>${COUNT})(?:个)?节)`;
}
const TWO_SHARES = new RegExp(`^(?:(?:那|那就|就|好的?)[，,\\s]*)?${shareClause(FROM_START, 1)}[，,；;\\s]+(?:然后|再)?${shareClause(TO_END, 2)}${END}`);

interface Run {
  day: string;
  start: string;
  periods: number;
}

/** "12月4日" from "2026-12-04". */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日`;
}

/** The one run the answer offered: from its facts, else from its words ("12月4日 周五 晚上 空闲：19:00–22:30（4节）"). */
function offeredRun(previous: PreviousRequest): Run | undefined {
  const facts = (previous.answeredWith?.facts ?? []).filter((fact): fact is FactsOf<"free_time"> => fact.kind === "free_time");
  if (facts.length > 0) {
    const runs = facts.flatMap((fact) => fact.days.flatMap((day) => (day.over ? [] : day.runs.map((run) => ({ day: dateWords(day.date), start: run.start, periods: run.periods })))));
    return runs.length === 1 ? runs[0] : undefined;
  }
  const said = previous.said ?? "";
  const runs = [...said.matchAll(/(\d{1,2}:\d{2})\s*[–-]\s*\d{1,2}:\d{2}（(\d{1,2})节）/g)];
  const day = /\d{1,2}月\d{1,2}日/.exec(said)?.[0];
  return runs.length === 1 && day ? { day, start: runs[0][1], periods: Number(runs[0][2]) } : undefined;
}

/** The clock the run's period `offset` (0 for its first) starts at. */
function clockAt(run: Run, offset: number): string | undefined {
  const first = DEFAULT_SECTION_TIMES.findIndex((section) => section.start === run.start);
  return first === -1 ? undefined : DEFAULT_SECTION_TIMES[first + offset]?.start;
}

const countOf = (words: string): number => COUNTS[words] ?? Number(words);

export function sharesOfRun(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = TWO_SHARES.exec(text.trim())?.groups;
  if (!said || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const run = offeredRun(previous);
  if (!run) return undefined;
  const [first, last] = [countOf(said.count1 ?? said.countBefore1), countOf(said.count2 ?? said.countBefore2)];
  if (first + last > run.periods) return undefined;
  const [from, to] = [clockAt(run, 0), clockAt(run, run.periods - last)];
  const [early, late] = [(said.thing1 ?? said.before1).trim(), (said.thing2 ?? said.before2).trim()];
  return from && to ? { family: "that_day", text: `把${early}放到${run.day}${from}，把${late}放到${run.day}${to}` } : undefined;
}
