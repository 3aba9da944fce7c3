/**
 * query_day: the courses and study blocks of the days the student names ("我下周三有什么课", "今天还有什么课"), one
 * line a day in dates, weekdays, clock times and names, the same days as facts beside it. The periods go to the week
 * grid as a time_highlight part.
 */
import { PLANNER_TOOLS, type QueryDayInput, type TimeHighlightData, type ToolOutput } from "@/lib/protocol";
import type { FactsOf } from "@/lib/protocol/model-facts";
import { recordName } from "@/lib/protocol/record-text";
import { agendaLine, dayAgenda, type DayAgenda } from "@/lib/schedule/tools/day-agenda";
import { dayLabel, DAY_PART_WORDS, type DayPart } from "@/lib/schedule/tools/free-time";
import type { TurnToolContext } from "./context";
import { taskTool } from "./task-tool";
import { dayPartIn, timeScope } from "./time-scope";

function highlight(agendas: readonly DayAgenda[], part: DayPart | undefined): TimeHighlightData {
  const first = agendas[0];
  const last = agendas[agendas.length - 1];
  const span = agendas.length === 1 ? dayLabel(first.day) : `${dayLabel(first.day)} 到 ${dayLabel(last.day)}`;
  return {
    title: `${span}${part ? ` ${DAY_PART_WORDS[part]}` : ""}的安排`,
    from: first.day.date,
    to: last.day.date,
    periods: agendas.flatMap((agenda) => agenda.entries.map((entry) => ({ ...entry.period, kind: "busy" as const, label: entry.name }))),
  };
}

/** The days as data beside the lines (lib/protocol/model-facts.ts). */
function agendaFacts(agendas: readonly DayAgenda[], part: DayPart | undefined, remainingOnly: boolean): FactsOf<"day_agenda"> {
  const days = agendas.map((agenda) => ({
    date: agenda.day.date,
    weekday: agenda.day.day_of_week,
    over: agenda.over,
    entries: agenda.entries.map((entry) => ({
      kind: entry.kind,
      name: recordName(entry.name),
      start: entry.period.start,
      end: entry.period.end,
      draft: entry.draft,
    })),
  }));
  return { kind: "day_agenda", ...(part ? { part } : {}), remaining_only: remainingOnly, days };
}

/** "高数" names 高等数学, "线代" 线性代数: the words' characters appear in the name in order. */
function abbreviates(words: string, name: string): boolean {
  const wanted = words.toLowerCase();
  let at = 0;
  for (const character of name.toLowerCase()) if (character === wanted[at]) at += 1;
  return at === wanted.length && wanted.length >= 2;
}

async function runQueryDay(deps: TurnToolContext, input: QueryDayInput): Promise<ToolOutput> {
  const scoped = await timeScope(deps, input.when ?? "今天", deps.now);
  if (!scoped.ok) return { ok: false, text: scoped.text };
  const { state, days, context } = scoped.scope;
  const part = input.part ?? dayPartIn(input.when);
  const remainingOnly = input.remaining_only === true;
  const course = input.course;
  const agendas = days
    .map((day) => dayAgenda(state, day, { part, remainingOnly }, context))
    .map((agenda) => (course ? { ...agenda, entries: agenda.entries.filter((entry) => abbreviates(course, entry.name)) } : agenda));
  if (agendas.length > 0) deps.emitHighlight?.(highlight(agendas, part));
  return { ok: true, text: agendas.map((agenda) => agendaLine(agenda, part, remainingOnly)).join("\n"), facts: agendaFacts(agendas, part, remainingOnly) };
}

export function createQueryDayTool(deps: TurnToolContext) {
  return taskTool(PLANNER_TOOLS.query_day, (input) => runQueryDay(deps, input));
}
