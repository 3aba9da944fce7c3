/**
 * Parts of the day kept free of new study in one plan ("别给我排早八", "中午一点到两点要午睡", "晚上学不进去"):
 * rough_schedule's keep_free. The student's words name them (a part of the day, 早八, or a clock span), every day or
 * on the weekdays they put first ("周三、周五晚上有家教": the job's evenings only, not the whole day as days_off
 * would); the term's period times say which periods they touch. Like the days off (past-periods.ts), a kept-free
 * period is closed only on the state the plan is built on: blocks already there stay where they are.
 */
import { weekdaysSaid } from "./kept-free-days";
import { periodsPerDay, type ScheduleState, type StateTask } from "./state";

export interface PeriodTime {
  start: string;
  end: string;
}

/** The parts of the day a student names, as clock spans that cover the periods they mean ("HH:MM", end exclusive). */
const PARTS_OF_DAY: Readonly<Record<string, readonly [string, string]>> = {
  上午: ["05:00", "12:00"],
  中午: ["12:00", "14:00"],
  下午: ["12:00", "18:00"],
  晚上: ["18:00", "24:00"],
};

/** "早八": the day's first period, whatever its clock says. */
const FIRST_PERIOD = "早八";

const CLOCK_SPAN = /^(\d{1,2})[:：](\d{2})\s*[-–—~～至到]\s*(\d{1,2})[:：](\d{2})$/;

/**
 * One kept-free span: the student's word for it, for a clock span its minutes (start inclusive, end exclusive), and
 * the weekdays it holds on (1 = Monday … 7 = Sunday; absent: every day).
 */
interface KeptFreeSpan {
  said: string;
  from?: number;
  to?: number;
  days?: readonly number[];
}

function minutes(hours: string, mins: string): number | undefined {
  const h = Number(hours);
  const m = Number(mins);
  return h > 24 || m > 59 || (h === 24 && m > 0) ? undefined : h * 60 + m;
}

function clockOf(total: number): string {
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}

/** The span a keep_free word names; undefined when it names none (the tool's schema refuses it with KEEP_FREE_HINT). */
function keptFreeSpan(word: string): KeptFreeSpan | undefined {
  const weekdays = weekdaysSaid(word.trim());
  const span = daySpan(weekdays ? weekdays.rest : word.trim());
  if (!span || !weekdays) return span;
  return { ...span, said: `${weekdays.said}${/^\d/.test(span.said) ? " " : ""}${span.said}`, days: weekdays.days };
}

/** The span of one day a word names: a part of the day, 早八 or a clock span. */
function daySpan(said: string): KeptFreeSpan | undefined {
  if (said === FIRST_PERIOD) return { said };
  const part = PARTS_OF_DAY[said];
  if (part) return { said, from: toMinutes(part[0]), to: toMinutes(part[1]) };
  const clock = CLOCK_SPAN.exec(said);
  if (!clock) return undefined;
  const from = minutes(clock[1], clock[2]);
  const to = minutes(clock[3], clock[4]);
  if (from === undefined || to === undefined || from >= to) return undefined;
  return { said: `${clockOf(from)}–${clockOf(to)}`, from, to };
}

/** Whether a keep_free word names a part of the day (the tool's schema checks each word with it). */
export function isKeptFreeWord(word: string): boolean {
  return keptFreeSpan(word) !== undefined;
}

export const KEEP_FREE_HINT =
  "要空着的时段只能是“早八”“上午”“中午”“下午”“晚上”，或“13:00-14:00”这样的钟点（开始早于结束），前面可以加星期几（“周三晚上”）";

function toMinutes(clock: string): number {
  const [hours, mins] = clock.split(":").map(Number);
  return hours * 60 + mins;
}

/**
 * The periods (1-based) of the day the words keep free, by the term's period times: on `weekday` (1 = Monday …
 * 7 = Sunday) when given, else those kept free every day.
 */
export function keptFreePeriods(words: readonly string[], sectionTimes: readonly PeriodTime[], periods: number, weekday?: number): number[] {
  const kept = new Set<number>();
  for (const span of words.map(keptFreeSpan)) {
    if (!span || (span.days && (weekday === undefined || !span.days.includes(weekday)))) continue;
    if (span.from === undefined || span.to === undefined) {
      kept.add(1);
      continue;
    }
    for (let period = 1; period <= Math.min(periods, sectionTimes.length); period++) {
      const time = sectionTimes[period - 1];
      if (toMinutes(time.start) < span.to && toMinutes(time.end) > span.from) kept.add(period);
    }
  }
  return [...kept].sort((a, b) => a - b);
}

/** Why the keep_free option cannot be planned with, in the student's words; undefined when it can. */
export function keepFreeProblem(option: KeepFreeOption | undefined, state: ScheduleState): string | undefined {
  if (option === undefined) return undefined;
  if (!Array.isArray(option.words) || !option.words.every((word) => typeof word === "string" && isKeptFreeWord(word))) {
    return `粗排失败：${KEEP_FREE_HINT}。`;
  }
  const periods = periodsPerDay(state.window);
  const closed = (weekday: number) => keptFreePeriods(option.words, option.section_times, periods, weekday).length >= periods;
  if (state.window.day_mapping.every((day) => closed(day.day_of_week))) return "粗排失败：这样每天所有的节次都空着了，没有可以排学习的时段。";
  return undefined;
}

/** rough_schedule's keep_free as the core takes it: the student's words and the term's period times. */
export interface KeepFreeOption {
  words: readonly string[];
  section_times: readonly PeriodTime[];
}

/** Stands for a kept-free span: a locked course over its periods, never saved (only plans are built on it). */
const KEPT_FREE_NAME = "空着的时段";

/** The state with the kept-free periods of each window day closed to new study, for the planner to build on. */
export function withKeptFree(state: ScheduleState, option: KeepFreeOption | undefined): ScheduleState {
  if (!option || option.words.length === 0) return state;
  const periods = periodsPerDay(state.window);
  let nextId = state.tasks.reduce((max, task) => Math.max(max, task.state_id), 0) + 1;
  const days = state.window.day_mapping
    .map((day) => ({ day, runs: runsOf(keptFreePeriods(option.words, option.section_times, periods, day.day_of_week)) }))
    .filter(({ runs }) => runs.length > 0);
  if (days.length === 0) return state;
  const closed: StateTask[] = days.map(({ day, runs }) => ({
    state_id: nextId++,
    source: "event" as const,
    source_id: -2000 - day.day_index,
    name: KEPT_FREE_NAME,
    category: "课程",
    status: "existing" as const,
    locked: true,
    event_type: "course" as const,
    can_embed: false,
    slots: runs.map(([start, end]) => ({ day: day.day_index, slot_start: start, slot_end: end })),
  }));
  return { ...state, tasks: [...state.tasks, ...closed] };
}

function runsOf(periods: readonly number[]): [number, number][] {
  const runs: [number, number][] = [];
  for (const period of periods) {
    const last = runs.at(-1);
    if (last && last[1] === period - 1) last[1] = period;
    else runs.push([period, period]);
  }
  return runs;
}

/**
 * "每天早八、13:00–14:00 空着", "周三、周五晚上空着": what was kept free, said back in the student's words (the reply,
 * the card, the model).
 */
export function keptFreeSentence(words: readonly string[]): string {
  const spans = words.map((word) => keptFreeSpan(word) ?? { said: word });
  const everyDay = [...new Set(spans.filter((span) => !span.days).map((span) => span.said))].join("、");
  const someDays = [...new Set(spans.filter((span) => span.days).map((span) => span.said))].join("，");
  // "每天 13:00–14:00 空着": a clock is set apart from the words around it, as the app writes times.
  const said = [everyDay ? `每天${/^\d/.test(everyDay) ? " " : ""}${everyDay}` : "", someDays].filter(Boolean).join("，");
  return `按你说的，${said}${/\d$/.test(said) ? " " : ""}空着，没有安排新的学习。`;
}

/** The reply's line about what was kept free, after the plan's own lines; empty when nothing was. */
export function keptFreeLine(option: KeepFreeOption | undefined): string {
  return option && option.words.length > 0 ? `\n${keptFreeSentence(option.words)}` : "";
}
