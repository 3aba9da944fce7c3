/**
 * One-sentence answers to questions about time, composed from the facts query_free_time / query_day handed beside
 * their lines (lib/protocol/model-facts.ts: each day with its free runs, or its courses and study blocks by the
 * clock), never from the lines themselves. The answer says dates, weekdays and clock times; it never repeats the
 * reply.
 */
import type { FactsOf } from "@/lib/protocol/model-facts";
import { DEFAULT_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { dayLabel as toolDayLabel } from "@/lib/schedule/tools/free-time";
import { say } from "./language";
import type { Language } from "../types";

const COUNT_WORDS = ["零", "一", "两", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];
const count = (value: number) => COUNT_WORDS[value] ?? String(value);

const PART_WORDS = { morning: "上午", afternoon: "下午", evening: "晚上" } as const;

type FreeTime = FactsOf<"free_time">;
type FreeDay = FreeTime["days"][number];
type DayAgenda = FactsOf<"day_agenda">;
type AgendaDay = DayAgenda["days"][number];

/** "12月3日 周四", in the tools' own words for a day. */
const dayLabel = (day: { date: string; weekday: number }) => toolDayLabel({ date: day.date, day_of_week: day.weekday });

const partWord = (part: FreeTime["part"]) => (part ? PART_WORDS[part] : "");
const total = (day: FreeDay) => day.runs.reduce((sum, run) => sum + run.periods, 0);
const span = (run: { start: string; end: string }) => `${run.start}–${run.end}`;

function oneDay(day: FreeDay, part: string, minPeriods: number | undefined, language: Language): string {
  const when = `${dayLabel(day)}${part}`;
  if (day.over) return say(language, `${when}已经过去了。`, `${when} is already over.`);
  if (day.runs.length === 0) {
    const run = minPeriods ? `没有连续${count(minPeriods)}节的空` : "没有空";
    return say(language, `${when}${run}，都排满了。`, `${when} has no free time${minPeriods ? ` of ${minPeriods} periods in a row` : ""}.`);
  }
  if (day.runs.length === 1) {
    const [run] = day.runs;
    return say(language, `${when} ${span(run)} 有${count(run.periods)}节空。`, `${when} is free ${span(run)} (${run.periods} periods).`);
  }
  const spans = day.runs.map(span);
  return say(language, `${when}有空的时间：${spans.join("、")}。`, `${when} is free ${spans.join(", ")}.`);
}

/**
 * The answer to a free-time question from the facts query_free_time handed beside its lines; `dayLength` is the
 * term's periods a day (the call's calendar), so a whole free day is all of them, not 12.
 */
export function freeTimeAnswer(facts: FreeTime | undefined, minPeriods: number | undefined, language: Language, dayLength = DEFAULT_PERIODS_PER_DAY): string {
  if (!facts) return say(language, "查好了，右边日程里标出来了。", "Done — it's highlighted on the grid.");
  const part = partWord(facts.part);
  if (facts.emptiest === null) return say(language, "这段时间都已经过去了。", "That time is already over.");
  if (facts.emptiest) {
    const periods = facts.emptiest.free_periods;
    const whole = part ? periods >= 4 : periods >= dayLength;
    const detail = whole
      ? say(language, part ? `整个${part}都空着` : "全天都空着", part ? "entirely free" : "free all day")
      : say(language, `有${count(periods)}节空`, `${periods} free periods`);
    const label = dayLabel(facts.emptiest);
    return say(language, `最空的是${label}${part}，${detail}。`, `The emptiest is ${label}${part ? ` ${part}` : ""}, ${detail}.`);
  }
  const { days } = facts;
  if (days.length === 0) return say(language, "查好了，右边日程里标出来了。", "Done — it's highlighted on the grid.");
  if (days.length === 1) return oneDay(days[0], part, minPeriods, language);
  const open = days.filter((day) => total(day) > 0);
  if (open.length === 0) return say(language, "这几天都没有空了。", "There's no free time on those days.");
  const listed = open.slice(0, 4).map((day) => `${dayLabel(day)}${part}（${count(total(day))}节）`);
  const more = open.length > 4 ? say(language, `等${open.length}天`, ` and ${open.length - 4} more`) : "";
  return say(language, `有空的日子：${listed.join("、")}${more}，右边日程里标出来了。`, `Free time on ${listed.join(", ")}${more} — highlighted on the grid.`);
}

/** "08:00–09:40 大学英语", with （待确认） for a block of the open draft: the courses first, then the study. */
function entryWords(day: AgendaDay, kind: "course" | "study"): string[] {
  return day.entries.filter((entry) => entry.kind === kind).map((entry) => `${span(entry)} ${entry.name}${entry.draft ? "（待确认）" : ""}`);
}

function dayAnswer(day: AgendaDay, scope: string, language: Language): string {
  const when = `${dayLabel(day)}${scope}`;
  if (day.over) return say(language, `${when}的课都已经上完了。`, `${when} is already over.`);
  const courses = entryWords(day, "course");
  const studies = entryWords(day, "study");
  if (courses.length === 0 && studies.length === 0) return say(language, `${when}没有课，也没有学习安排。`, `Nothing on ${when}.`);
  const parts: string[] = [];
  if (courses.length > 0) parts.push(say(language, `${count(courses.length)}门课：${courses.join("、")}`, `${courses.length} classes: ${courses.join(", ")}`));
  if (studies.length > 0) parts.push(say(language, `学习安排：${studies.join("、")}`, `study: ${studies.join(", ")}`));
  return say(language, `${when}有${parts.join("；")}。`, `${when}: ${parts.join("; ")}.`);
}

/** "高等数学这周在12月2日 周三 08:00–09:40、12月4日 周五 10:00–11:40 上。" */
export function courseAnswer(facts: DayAgenda | undefined, course: string, language: Language): string {
  const meetings = (facts?.days ?? []).flatMap((day) => day.entries.map((entry) => `${dayLabel(day)} ${span(entry)}`));
  if (meetings.length === 0) return say(language, `这段时间没有找到“${course}”的课。`, `No "${course}" in that time.`);
  return say(language, `“${course}”在${meetings.join("、")}。`, `"${course}" meets ${meetings.join(", ")}.`);
}

/** "下一节是10:00–11:40 线性代数。" from today's remaining entries. */
export function nextClassAnswer(facts: DayAgenda | undefined, language: Language): string {
  const day = facts?.days[0];
  const next = day ? (entryWords(day, "course")[0] ?? entryWords(day, "study")[0]) : undefined;
  if (!next) return say(language, "今天接下来没有课了。", "Nothing more today.");
  return say(language, `下一节是${next}。`, `Next up: ${next}.`);
}

const entryCount = (day: AgendaDay, kind: "course" | "study") => day.entries.filter((entry) => entry.kind === kind).length;

/** The answer to a day question from query_day's facts: one day in full, several days summed up. */
export function dayQuestionAnswer(facts: DayAgenda | undefined, language: Language): string {
  const days = facts?.days ?? [];
  if (!facts || days.length === 0) return say(language, "查好了，右边日程里标出来了。", "Done — it's highlighted on the grid.");
  const scope = facts.part ? partWord(facts.part) : facts.remaining_only ? say(language, "接下来", " from now on") : "";
  if (days.length === 1) return dayAnswer(days[0], scope, language);
  const courses = days.reduce((sum, day) => sum + entryCount(day, "course"), 0);
  const studies = days.reduce((sum, day) => sum + entryCount(day, "study"), 0);
  const busiest = days.reduce((best, day) => (day.entries.length > best.entries.length ? day : best), days[0]);
  const empty = days.filter((day) => !day.over && day.entries.length === 0).map(dayLabel);
  const range = `${dayLabel(days[0])} 到 ${dayLabel(days[days.length - 1])}`;
  const emptyWords = empty.length > 0 ? say(language, `，${empty.join("、")}没有安排`, `; nothing on ${empty.join(", ")}`) : "";
  return say(
    language,
    `${range}一共${courses}门课、${studies}个学习安排，最满的是${dayLabel(busiest)}${emptyWords}，右边日程里标出来了。`,
    `${range}: ${courses} classes and ${studies} study blocks; the busiest day is ${dayLabel(busiest)}${emptyWords} — highlighted on the grid.`,
  );
}
