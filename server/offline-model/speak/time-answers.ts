/**
 * One-sentence answers to questions about time, composed from what query_free_time / query_day found (their one
 * line a day: "12月3日 周四 下午 空闲：14:00–15:40（2节）", "12月3日 周四：08:00–09:40 大学英语（课）；…"). The
 * answer says dates, weekdays and clock times; it never repeats the reply.
 */
import { DEFAULT_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { say } from "./language";
import type { Language } from "../types";

const COUNT_WORDS = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];
const count = (value: number) => COUNT_WORDS[value] ?? String(value);

interface FreeDay {
  label: string;
  part: string;
  over: boolean;
  runs: { span: string; periods: number }[];
}

const FREE_LINE = /^(\d+月\d+日 周.) (上午|下午|晚上|全天) (?:空闲：(.*)|已过)$/;
const RUN = /^(\S+)（(\d+)节）$/;

function freeDays(text: string): FreeDay[] {
  return text.split("\n").flatMap((line) => {
    const match = FREE_LINE.exec(line.trim());
    if (!match) return [];
    const [, label, part, list] = match;
    const runs = list === undefined || list === "无" ? [] : list.split("；").flatMap((run) => {
      const parsed = RUN.exec(run);
      return parsed ? [{ span: parsed[1], periods: Number(parsed[2]) }] : [];
    });
    return [{ label, part: part === "全天" ? "" : part, over: list === undefined, runs }];
  });
}

const total = (day: FreeDay) => day.runs.reduce((sum, run) => sum + run.periods, 0);

function oneDay(day: FreeDay, minPeriods: number | undefined, language: Language): string {
  const when = `${day.label}${day.part}`;
  if (day.over) return say(language, `${when}已经过去了。`, `${when} is already over.`);
  if (day.runs.length === 0) {
    const run = minPeriods ? `没有连续${count(minPeriods)}节的空` : "没有空";
    return say(language, `${when}${run}，都排满了。`, `${when} has no free time${minPeriods ? ` of ${minPeriods} periods in a row` : ""}.`);
  }
  if (day.runs.length === 1) {
    const [run] = day.runs;
    return say(language, `${when} ${run.span} 有${count(run.periods)}节空。`, `${when} is free ${run.span} (${run.periods} periods).`);
  }
  const spans = day.runs.map((run) => run.span);
  return say(language, `${when}有空的时间：${spans.join("、")}。`, `${when} is free ${spans.join(", ")}.`);
}

/**
 * The answer to a free-time question from query_free_time's reply; `dayLength` is the term's periods a day (the
 * period table of the prompt), so a whole free day is all of them, not 12.
 */
export function freeTimeAnswer(text: string, minPeriods: number | undefined, language: Language, dayLength = DEFAULT_PERIODS_PER_DAY): string {
  const emptiest = /^最空：(\d+月\d+日 周.)(?: (上午|下午|晚上))?（空闲(\d+)节）/.exec(text);
  if (emptiest) {
    const [, label, part, free] = emptiest;
    const periods = Number(free);
    const whole = part ? periods >= 4 : periods >= dayLength;
    const detail = whole
      ? say(language, part ? `整个${part}都空着` : "全天都空着", part ? "entirely free" : "free all day")
      : say(language, `有${count(periods)}节空`, `${periods} free periods`);
    return say(language, `最空的是${label}${part ?? ""}，${detail}。`, `The emptiest is ${label}${part ? ` ${part}` : ""}, ${detail}.`);
  }
  if (text.startsWith("最空：无")) return say(language, "这段时间都已经过去了。", "That time is already over.");
  const days = freeDays(text);
  if (days.length === 0) return say(language, "查好了，右边日程里标出来了。", "Done — it's highlighted on the grid.");
  if (days.length === 1) return oneDay(days[0], minPeriods, language);
  const open = days.filter((day) => total(day) > 0);
  if (open.length === 0) return say(language, "这几天都没有空了。", "There's no free time on those days.");
  const listed = open.slice(0, 4).map((day) => `${day.label}${day.part}（${count(total(day))}节）`);
  const more = open.length > 4 ? say(language, `等${open.length}天`, ` and ${open.length - 4} more`) : "";
  return say(language, `有空的日子：${listed.join("、")}${more}，右边日程里标出来了。`, `Free time on ${listed.join(", ")}${more} — highlighted on the grid.`);
}

interface AgendaDay {
  label: string;
  over: boolean;
  courses: string[];
  studies: string[];
}

const AGENDA_LINE = /^(\d+月\d+日 周.)(?: (?:上午|下午|晚上))?(?: 接下来)?：(.*)$/;
const ENTRY = /^(\S+) (.+?)（(课|学习)[^）]*）$/;

function agendaDays(text: string): AgendaDay[] {
  return text.split("\n").flatMap((line) => {
    const match = AGENDA_LINE.exec(line.trim());
    if (!match) return [];
    const day: AgendaDay = { label: match[1], over: match[2] === "已过", courses: [], studies: [] };
    for (const entry of match[2].split("；")) {
      const parsed = ENTRY.exec(entry);
      if (!parsed) continue;
      const words = `${parsed[1]} ${parsed[2]}${entry.includes("待确认") ? "（待确认）" : ""}`;
      (parsed[3] === "课" ? day.courses : day.studies).push(words);
    }
    return [day];
  });
}

function dayAnswer(day: AgendaDay, scope: string, language: Language): string {
  const when = `${day.label}${scope}`;
  if (day.over) return say(language, `${when}的课都已经上完了。`, `${when} is already over.`);
  if (day.courses.length === 0 && day.studies.length === 0) return say(language, `${when}没有课，也没有学习安排。`, `Nothing on ${when}.`);
  const parts: string[] = [];
  if (day.courses.length > 0) parts.push(say(language, `${count(day.courses.length)}门课：${day.courses.join("、")}`, `${day.courses.length} classes: ${day.courses.join(", ")}`));
  if (day.studies.length > 0) parts.push(say(language, `学习安排：${day.studies.join("、")}`, `study: ${day.studies.join(", ")}`));
  return say(language, `${when}有${parts.join("；")}。`, `${when}: ${parts.join("; ")}.`);
}

/** "高等数学这周在12月2日 周三 08:00–09:40、12月4日 周五 10:00–11:40 上。" */
export function courseAnswer(text: string, course: string, language: Language): string {
  const meetings = agendaDays(text).flatMap((day) => [...day.courses, ...day.studies].map((entry) => `${day.label} ${entry.split(" ")[0]}`));
  if (meetings.length === 0) return say(language, `这段时间没有找到“${course}”的课。`, `No "${course}" in that time.`);
  return say(language, `“${course}”在${meetings.join("、")}。`, `"${course}" meets ${meetings.join(", ")}.`);
}

/** "下一节是10:00–11:40 线性代数。" from today's remaining entries. */
export function nextClassAnswer(text: string, language: Language): string {
  const [day] = agendaDays(text);
  const next = day?.courses[0] ?? day?.studies[0];
  if (!next) return say(language, "今天接下来没有课了。", "Nothing more today.");
  return say(language, `下一节是${next}。`, `Next up: ${next}.`);
}

/** The answer to a day question from query_day's reply: one day in full, several days summed up. */
export function dayQuestionAnswer(text: string, remainingOnly: boolean, language: Language): string {
  const days = agendaDays(text);
  if (days.length === 0) return say(language, "查好了，右边日程里标出来了。", "Done — it's highlighted on the grid.");
  const scope = /^[^：\n]* (上午|下午|晚上)/.exec(text)?.[1] ?? (remainingOnly ? say(language, "接下来", " from now on") : "");
  if (days.length === 1) return dayAnswer(days[0], scope, language);
  const courses = days.reduce((sum, day) => sum + day.courses.length, 0);
  const studies = days.reduce((sum, day) => sum + day.studies.length, 0);
  const busiest = days.reduce((best, day) => (day.courses.length + day.studies.length > best.courses.length + best.studies.length ? day : best), days[0]);
  const empty = days.filter((day) => !day.over && day.courses.length + day.studies.length === 0).map((day) => day.label);
  const span = `${days[0].label} 到 ${days[days.length - 1].label}`;
  const emptyWords = empty.length > 0 ? say(language, `，${empty.join("、")}没有安排`, `; nothing on ${empty.join(", ")}`) : "";
  return say(
    language,
    `${span}一共${courses}门课、${studies}个学习安排，最满的是${busiest.label}${emptyWords}，右边日程里标出来了。`,
    `${span}: ${courses} classes and ${studies} study blocks; the busiest day is ${busiest.label}${emptyWords} — highlighted on the grid.`,
  );
}
