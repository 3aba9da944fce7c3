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

/** The runs the answer offered: from its facts, else from its words ("12月4日 周五 晚上 空闲：19:00–22:30（4节）"). */
function offeredRuns(previous: PreviousRequest): Run[] {
  const facts = (previous.answeredWith?.facts ?? []).filter((fact): fact is FactsOf<"free_time"> => fact.kind === "free_time");
  if (facts.length > 0) {
    return facts.flatMap((fact) => fact.days.flatMap((day) => (day.over ? [] : day.runs.map((run) => ({ day: dateWords(day.date), start: run.start, periods: run.periods })))));
  }
  const said = previous.said ?? "";
  const day = /\d{1,2}月\d{1,2}日/.exec(said)?.[0];
  if (!day) return [];
  return [...said.matchAll(/(\d{1,2}:\d{2})\s*[–-]\s*\d{1,2}:\d{2}（(\d{1,2})节）/g)].map((run) => ({ day, start: run[1], periods: Number(run[2]) }));
}

function offeredRun(previous: PreviousRequest): Run | undefined {
  const runs = offeredRuns(previous);
  return runs.length === 1 ? runs[0] : undefined;
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

/** "前一段", "前面那段", "第一段": the earlier of two runs offered; "后一段", "后面那个", "第二段": the later. */
const EARLIER_RUN = "(?:前一段|前面(?:那|这)?一?段|第一段|前一个|前面(?:那|这)个)";
const LATER_RUN = "(?:后一段|后面(?:那|这)?一?段|第二段|后一个|后面(?:那|这)个)";
const GIVEN = "(?:就)?(?:给|放|排|安排|塞|做|学|复习|留给)";
const TWO_RUNS = new RegExp(
  `^(?:(?:那|那就|就|好的?)[，,\\s]*)?${EARLIER_RUN}${GIVEN}(?<early>[^，,；;。]{2,20}?)[，,；;\\s]+(?:然后|再)?${LATER_RUN}${GIVEN}(?<late>[^，,；;。]{2,20}?)${END}`,
);

/**
 * "那前一段给集合，后一段给函数" after an answer that offered two free runs of one day ("14:00–15:40（2节）；16:00–17:40
 * （2节）"): a thing put at the start of each run, in the order the runs were offered.
 */
export function thingsInRuns(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = TWO_RUNS.exec(text.trim())?.groups;
  if (!said || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const runs = offeredRuns(previous);
  // Two runs of one day: words that name several days date every run by the first, so they must name one.
  const oneDay = previous.answeredWith?.facts.length ? runs[0]?.day === runs[1]?.day : (previous.said?.match(/\d{1,2}月\d{1,2}日/g) ?? []).length === 1;
  if (runs.length !== 2 || !oneDay) return undefined;
  return { family: "that_day", text: `把${said.early.trim()}放到${runs[0].day}${runs[0].start}，把${said.late.trim()}放到${runs[1].day}${runs[1].start}` };
}
