/**
 * What a day holds, in the student's words: its courses and study blocks with clock times, optionally one part of
 * the day or only what has not begun. Pure, like free-time.ts, whose day and period helpers it shares. A block of
 * the open draft is marked 待确认; a block studied inside a 水课 says so.
 */
import { dayOccupants, findTask, isCourse } from "../occupancy";
import type { ScheduleState, StateTask } from "../state";
import { clockSpan, dayLabel, DAY_PART_WORDS, openSpan, timePeriod, type CalendarDay, type DayPart, type TimeContext, type TimePeriod } from "./free-time";
import { recordName } from "../../protocol/record-text";

type AgendaKind = "course" | "study";

interface AgendaEntry {
  period: TimePeriod;
  /** The course's name, or the study item's name. */
  name: string;
  kind: AgendaKind;
  /** The task class of a study item ("离散数学期末复习"); absent for courses and loose tasks. */
  category?: string;
  /** Placed in the open draft, not confirmed yet. */
  draft: boolean;
  /** The 水课 a study block shares its periods with. */
  inside?: string;
}

export interface DayAgenda {
  day: CalendarDay;
  entries: AgendaEntry[];
  over: boolean;
}

const LOOSE_TASKS = "待办";

function entryOf(state: ScheduleState, task: StateTask, period: TimePeriod): AgendaEntry {
  const course = isCourse(task);
  const entry: AgendaEntry = { period, name: task.name, kind: course ? "course" : "study", draft: task.status === "suggested" };
  if (!course && task.category !== LOOSE_TASKS && task.category !== "课程") entry.category = task.category;
  if (task.embed_host !== undefined) {
    const host = findTask(state, task.embed_host);
    if (host) entry.inside = host.name;
  }
  return entry;
}

export function dayAgenda(state: ScheduleState, day: CalendarDay, options: { part?: DayPart; remainingOnly?: boolean }, context: TimeContext): DayAgenda {
  const span = openSpan(day.day, options.part, options.remainingOnly ? context : { clock: context.clock });
  if (!span) return { day, entries: [], over: true };
  const entries = dayOccupants(state, day.day)
    .filter(({ range }) => range.slot_end >= span[0] && range.slot_start <= span[1])
    .map(({ task, range }) => entryOf(state, task, timePeriod(day, range, context.clock)));
  return { day, entries, over: false };
}

/** "大学英语（课）", "集合与二元关系（离散数学期末复习，待确认）", "第一章 随机事件与概率（在思想政治课上学）". */
function entryWords(entry: AgendaEntry): string {
  const notes: string[] = [entry.kind === "course" ? "课" : "学习"];
  if (entry.category) notes.push(recordName(entry.category));
  if (entry.inside) notes.push(`在${recordName(entry.inside)}课上学`);
  if (entry.draft) notes.push("待确认");
  return `${recordName(entry.name)}（${notes.join("，")}）`;
}

/** "12月3日 周四 下午：14:00–15:40 离散数学（课）；…" — one line a day, the format of query_day. */
export function agendaLine(agenda: DayAgenda, part: DayPart | undefined, remainingOnly: boolean): string {
  const scope = `${part ? ` ${DAY_PART_WORDS[part]}` : ""}${remainingOnly ? " 接下来" : ""}`;
  const head = `${dayLabel(agenda.day)}${scope}`;
  if (agenda.over) return `${head}：已过`;
  if (agenda.entries.length === 0) return `${head}：没有课和学习安排`;
  return `${head}：${agenda.entries.map((entry) => `${clockSpan(entry.period)} ${entryWords(entry)}`).join("；")}`;
}
