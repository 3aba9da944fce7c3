/** The class form's state, its checks and the body it sends. Pure, so the rules are tested without rendering. */
import { addDays } from "@/lib/schedule/indexing";
import type { Strategy, TaskClass, TaskClassPayload, TermRange } from "@/client/task-classes-api";
import { dayLength, excludableBlockCount } from "@/lib/study-plan/day-bounds";

const NAME_MAX_LENGTH = 40;
/** A new class spans two weeks from today unless the term ends first. */
const DEFAULT_SPAN_DAYS = 14;

export interface TaskClassFormState {
  name: string;
  start_date: string;
  end_date: string;
  strategy: Strategy;
  allow_filler_course: boolean;
  excluded_slots: number[];
}

export interface TaskClassFormErrors {
  name?: string;
  start_date?: string;
  end_date?: string;
  excluded_slots?: string;
}

export type TaskClassFormResult = { ok: true; payload: TaskClassPayload } | { ok: false; errors: TaskClassFormErrors };

function clamp(date: string, term: TermRange): string {
  if (date < term.start_date) return term.start_date;
  if (date > term.end_date) return term.end_date;
  return date;
}

/** Starts today (inside the term), runs two weeks, steady, no 水课, nothing excluded. */
export function emptyTaskClassForm(term: TermRange | null, today: string | null): TaskClassFormState {
  const start = term && today ? clamp(today, term) : (today ?? "");
  const end = start ? (term ? clamp(addDays(start, DEFAULT_SPAN_DAYS - 1), term) : addDays(start, DEFAULT_SPAN_DAYS - 1)) : "";
  return { name: "", start_date: start, end_date: end, strategy: "steady", allow_filler_course: false, excluded_slots: [] };
}

/**
 * The class as the form edits it on the term's day of `periods` periods: a block the day has since lost is dropped
 * (it has no chip to show it and the planner ignores it).
 */
export function taskClassFormFrom(taskClass: TaskClass, periods: number): TaskClassFormState {
  return {
    name: taskClass.name,
    start_date: taskClass.start_date,
    end_date: taskClass.end_date,
    strategy: taskClass.strategy,
    allow_filler_course: taskClass.allow_filler_course,
    excluded_slots: taskClass.excluded_slots.filter((slot) => slot <= excludableBlockCount(periods)),
  };
}

/** Adds or removes one excluded block, keeping the list sorted. */
export function toggleSlot(state: TaskClassFormState, slot: number): TaskClassFormState {
  const excluded = state.excluded_slots.includes(slot) ? state.excluded_slots.filter((other) => other !== slot) : [...state.excluded_slots, slot];
  return { ...state, excluded_slots: excluded.sort((a, b) => a - b) };
}

/**
 * Every problem the form can see by itself, or the request body. The term check is only made when the dates
 * differ from `unchangedDates` (an existing class keeps its range even if the term has since moved, as the server
 * does).
 */
export function validateTaskClassForm(state: TaskClassFormState, term: TermRange | null, unchangedDates?: { start_date: string; end_date: string }): TaskClassFormResult {
  const errors: TaskClassFormErrors = {};
  const name = state.name.trim();
  if (!name) errors.name = "请填写任务类名称";
  else if ([...name].length > NAME_MAX_LENGTH) errors.name = `名称不能超过 ${NAME_MAX_LENGTH} 个字`;

  if (!state.start_date) errors.start_date = "请选择开始日期";
  if (!state.end_date) errors.end_date = "请选择结束日期";
  if (state.start_date && state.end_date) {
    const datesChanged = !unchangedDates || unchangedDates.start_date !== state.start_date || unchangedDates.end_date !== state.end_date;
    if (state.start_date > state.end_date) errors.end_date = "结束日期不能早于开始日期";
    else if (term && datesChanged && (state.start_date < term.start_date || state.end_date > term.end_date)) {
      errors.end_date = `日期需要在学期内（${term.start_date} 至 ${term.end_date}）`;
    }
  }
  if (state.excluded_slots.length >= excludableBlockCount(dayLength(term?.periods_per_day))) errors.excluded_slots = "不能排除全部时段，否则没有可安排的时间";

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    payload: {
      name,
      start_date: state.start_date,
      end_date: state.end_date,
      strategy: state.strategy,
      allow_filler_course: state.allow_filler_course,
      excluded_slots: [...state.excluded_slots].sort((a, b) => a - b),
    },
  };
}
