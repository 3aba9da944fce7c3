/**
 * query_free_time: which periods are free on the days the student names, optionally in one part of the day, in
 * runs of n periods, or only the emptiest day. The reply is one line a day in dates, weekdays and clock times, the
 * same days as facts beside it; the free runs go to the week grid as a time_highlight data part.
 */
import { PLANNER_TOOLS, type QueryFreeTimeInput, type TimeHighlightData, type ToolOutput } from "@/lib/protocol";
import type { FactsOf } from "@/lib/protocol/model-facts";
import {
  dayFreeTime,
  dayLabel,
  DAY_PART_WORDS,
  emptiestDay,
  freeTimeLine,
  type DayFreeTime,
  type DayPart,
} from "@/lib/schedule/tools/free-time";
import { periodsPerDay } from "@/lib/schedule/state";
import { nothingLeftText } from "@/lib/schedule/range-words";
import { localDate } from "@/lib/calendar/zoned-time";
import type { TurnToolContext } from "./context";
import { taskTool } from "./task-tool";
import { dayPartIn, timeScope } from "./time-scope";

function highlight(days: readonly DayFreeTime[], title: string): TimeHighlightData {
  return {
    title,
    from: days[0]?.day.date ?? "",
    to: days.at(-1)?.day.date ?? "",
    periods: days.flatMap((day) => day.free.map((period) => ({ ...period, kind: "free" as const }))),
  };
}

/** The days as data beside the lines (lib/protocol/model-facts.ts). */
function freeTimeFacts(answers: readonly DayFreeTime[], part: DayPart | undefined, emptiest?: DayFreeTime | null): FactsOf<"free_time"> {
  const days = answers.map((answer) => ({
    date: answer.day.date,
    weekday: answer.day.day_of_week,
    over: answer.over,
    runs: answer.free.map((run) => ({ start: run.start, end: run.end, periods: run.slot_end - run.slot_start + 1 })),
  }));
  const best = emptiest && { date: emptiest.day.date, weekday: emptiest.day.day_of_week, free_periods: emptiest.freePeriods };
  return { kind: "free_time", ...(part ? { part } : {}), days, ...(emptiest !== undefined ? { emptiest: best } : {}) };
}

function titleOf(days: readonly DayFreeTime[], part: DayPart | undefined): string {
  const first = days[0];
  const span = days.length === 1 ? dayLabel(first.day) : `${dayLabel(first.day)} 到 ${dayLabel(days[days.length - 1].day)}`;
  return `${span}${part ? ` ${DAY_PART_WORDS[part]}` : ""}的空闲`;
}

async function runQueryFreeTime(deps: TurnToolContext, input: QueryFreeTimeInput): Promise<ToolOutput> {
  const when = input.when ?? "这周";
  const scoped = await timeScope(deps, when, deps.now);
  if (!scoped.ok) return { ok: false, text: scoped.text };
  const { state, days, context } = scoped.scope;
  const periods = periodsPerDay(state.window);
  if (input.min_periods !== undefined && input.min_periods > periods) {
    return { ok: false, text: `每天只有 ${periods} 节课，没有连续${input.min_periods}节的空闲。` };
  }
  const part = input.part ?? dayPartIn(input.when);
  const query = { part, minPeriods: input.min_periods };
  const answers = days.map((day) => dayFreeTime(state, day, query, context));
  // "这周哪天最空" late on Sunday: no day asked about is left. The refusal says so in the student's words and offers
  // next week, rather than an emptiest day of none or a list of days that are over.
  if (answers.length > 0 && answers.every((answer) => answer.over) && (input.pick === "emptiest" || answers.length > 1)) {
    const span = { from: answers[0].day.date, to: answers[answers.length - 1].day.date };
    const asked = { span, ...(part ? { part: DAY_PART_WORDS[part] } : {}) };
    return { ok: false, text: nothingLeftText(when, localDate(deps.now, deps.timeZone), input.pick === "emptiest" ? "emptiest" : "free_time", asked) };
  }
  if (input.pick === "emptiest") {
    const best = emptiestDay(answers);
    if (!best) return { ok: true, text: `最空：无（${when}的时间都已经过去了）`, facts: freeTimeFacts(answers, part, null) };
    deps.emitHighlight?.(highlight([best], `${dayLabel(best.day)} 最空`));
    return {
      ok: true,
      text: [`最空：${dayLabel(best.day)}${part ? ` ${DAY_PART_WORDS[part]}` : ""}（空闲${best.freePeriods}节）`, ...answers.map((day) => freeTimeLine(day, part))].join("\n"),
      facts: freeTimeFacts(answers, part, best),
    };
  }
  deps.emitHighlight?.(highlight(answers, titleOf(answers, part)));
  const heading = input.min_periods ? `（只列连续${input.min_periods}节及以上的空闲）\n` : "";
  return { ok: true, text: heading + answers.map((day) => freeTimeLine(day, part)).join("\n"), facts: freeTimeFacts(answers, part) };
}

export function createQueryFreeTimeTool(deps: TurnToolContext) {
  return taskTool(PLANNER_TOOLS.query_free_time, (input) => runQueryFreeTime(deps, input));
}
