/**
 * Finding the draft to work on: the student's open draft when it still sits on the current schedule (widened when
 * they ask to plan further ahead than its window), else the committed schedule over a new window. Shared by a
 * chat turn (server/schedule/schedule-session.ts) and a move in the week grid (server/schedule/grid-move.ts), which
 * read through different executors.
 */
import { PlannerError } from "@/lib/errors";
import type { Executor } from "@/db/client";
import { discardDraft, findOpenDraft } from "@/db/queries/drafts";
import { readScheduleState, type ScheduleSnapshot } from "@/db/queries/schedule-state";
import { getScheduleVersion } from "@/db/queries/users";
import type { TermRecord } from "@/db/queries/terms";
import { longBreaks } from "@/lib/calendar/clock";
import { localDate } from "@/lib/calendar/zoned-time";
import { carryDraft } from "@/lib/schedule/carry-draft";
import { addDays, isoDayOfWeek, termDate } from "@/lib/schedule/indexing";
import { openFrom } from "@/lib/schedule/open-from";
import { rebaseLooseTasks, rebaseMissedItems } from "@/lib/schedule/rebase";
import { periodsPerDay, type ScheduleState, type ScheduleWindow } from "@/lib/schedule/state";
import { planningWindow } from "./planning-window";

export interface LoadedSchedule {
  term: TermRecord;
  /** The committed schedule the draft is compared with (read at base_version). */
  base: ScheduleState;
  baseVersion: number;
  /** The draft as edited so far in this and earlier turns. */
  state: ScheduleState;
  draftId?: string;
  /** The draft's revision after the last save: the confirm card carries it. */
  revision?: number;
  /** Set when the draft's state was widened or rebased here and not saved yet. */
  unsaved?: boolean;
}

export interface OpenDraftDeps {
  executor: Executor;
  userId: number;
  now: Date;
  term: TermRecord;
  /** Reads the committed schedule over a window with its version, as one snapshot where the caller can. */
  snapshot: (window: ScheduleWindow) => Promise<ScheduleSnapshot>;
  /** The last date the student asked to plan to (lib/schedule/planning-range.ts); default: next Sunday. */
  until?: string;
}

export type OpenDraftResult = { ok: true; schedule: LoadedSchedule } | { ok: false; reason: string };

/** The last day of the window: next Sunday, or later when the student asked for more (never past the term). */
function windowEnd(today: string, term: TermRecord, until: string | undefined): string {
  const nextSunday = addDays(today, 7 - isoDayOfWeek(today) + 7);
  const termEnd = termDate(term, term.weeks, 7);
  const end = until !== undefined && until > nextSunday ? until : nextSunday;
  return end > termEnd ? termEnd : end;
}

function lastDate(term: TermRecord, window: ScheduleWindow): string {
  const last = window.day_mapping[window.day_mapping.length - 1];
  return termDate(term, last.week, last.day_of_week);
}

/**
 * The draft as the tools see it now: periods that have begun by `now` are closed (window.open_from). Computed on
 * every load, so a draft kept from an earlier turn never carries a stale cut-off; the clock's long breaks likewise.
 */
function withClock(state: ScheduleState, term: TermRecord, now: Date): ScheduleState {
  const window: ScheduleWindow = { ...state.window, long_breaks: longBreaks(term.section_times), periods_per_day: term.section_times.length };
  const open = openFrom(window, term, now, term.timezone);
  if (open) window.open_from = open;
  else delete window.open_from;
  return { ...state, window };
}

export async function openDraftSchedule(deps: OpenDraftDeps): Promise<OpenDraftResult> {
  const { executor, userId, now, term } = deps;
  const today = localDate(now, term.timezone);
  let window: ScheduleWindow;
  try {
    window = planningWindow(term, today, windowEnd(today, term, deps.until));
  } catch (error) {
    if (PlannerError.isInstance(error)) {
      return { ok: false, reason: `今天不在学期范围内（第1周从 ${term.start_date} 开始，共 ${term.weeks} 周），无法安排日程。` };
    }
    throw error;
  }

  const open = await findOpenDraft(executor, userId);
  if (open) {
    const snapshot = await deps.snapshot(open.state.window);
    // A draft whose window has ended has nothing left to plan into; one built before a change of the timetable
    // (another confirm, an edit) may now collide. Either is dropped and planning starts afresh.
    const stillOpen = openFrom(open.state.window, term, now, term.timezone);
    const windowOver = stillOpen !== undefined && stillOpen.day >= open.state.window.total_days && stillOpen.slot > periodsPerDay(open.state.window);
    if (snapshot.version === open.base_version && !windowOver) {
      // To-dos added, finished or edited since the draft was made (they move no block, so no version change).
      // Likewise items a skipped sitting sent back to pending (a check-in moves no version either).
      let state = rebaseMissedItems(rebaseLooseTasks(open.state, snapshot.state), snapshot.state);
      let base = snapshot.state;
      const widen = lastDate(term, window) > lastDate(term, open.state.window);
      if (widen) {
        const wider = await deps.snapshot(window);
        if (wider.version === open.base_version) {
          state = rebaseMissedItems(rebaseLooseTasks(carryDraft(state, snapshot.state, wider.state), wider.state), wider.state);
          base = wider.state;
        }
      }
      const schedule: LoadedSchedule = {
        term,
        base,
        baseVersion: snapshot.version,
        state: withClock(state, term, now),
        draftId: open.id,
        revision: open.revision,
        ...(widen ? { unsaved: true } : {}),
      };
      return { ok: true, schedule };
    }
    await discardDraft(executor, userId, open.id);
  }

  const snapshot = await deps.snapshot(window);
  return { ok: true, schedule: { term, base: snapshot.state, baseVersion: snapshot.version, state: withClock(snapshot.state, term, now) } };
}

/**
 * The open draft (or the committed schedule) read inside `executor`, the transaction that will write it back: the
 * grid's moves and the re-planning of missed work open it the same way.
 */
export function openDraftInTransaction(executor: Executor, userId: number, now: Date, term: TermRecord, until?: string): Promise<OpenDraftResult> {
  return openDraftSchedule({
    executor,
    userId,
    now,
    term,
    ...(until !== undefined ? { until } : {}),
    snapshot: async (window) => ({ state: await readScheduleState(executor, userId, window), version: await getScheduleVersion(executor, userId) }),
  });
}
