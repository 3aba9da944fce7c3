/**
 * The schedule a turn works on. It is loaded lazily (a quick note never touches the timetable), read in one
 * read-only snapshot, and every successful write is checkpointed to `schedule_drafts` so another server instance
 * can continue the same draft. The model reaches it only through the tools built on top of it.
 */
import { PlannerError } from "@/lib/errors";
import type { Database } from "@/db/client";
import { createDraft, discardDraft, findOpenDraft, restoreDraft, saveDraftState } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowForDateRange, type TermRecord } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import { openFrom } from "@/lib/schedule/open-from";
import { rebaseLooseTasks } from "@/lib/schedule/rebase";
import { SLOTS_PER_DAY, type ScheduleState, type ScheduleWindow } from "@/lib/schedule/state";

interface LoadedSchedule {
  term: TermRecord;
  /** The committed schedule the draft is compared with (read at base_version). */
  base: ScheduleState;
  baseVersion: number;
  /** The draft as edited so far in this and earlier turns. */
  state: ScheduleState;
  draftId?: string;
  /** The draft's revision after the last save: the confirm card carries it. */
  revision?: number;
}

export type ScheduleAvailability = { ok: true; schedule: LoadedSchedule } | { ok: false; reason: string };

export interface ScheduleSessionDeps {
  db: Database;
  userId: number;
  now: Date;
}

export interface ScheduleSession {
  /** Loads on first use; later calls return the same schedule. */
  load(): Promise<ScheduleAvailability>;
  /** The loaded schedule, if a tool has needed it during this turn. */
  current(): LoadedSchedule | undefined;
  /** Adopts a new draft state after a successful write and checkpoints it. */
  commitToDraft(state: ScheduleState): Promise<void>;
  /**
   * Puts the draft back as this session found it (a stopped turn keeps none of its edits): the draft it loaded
   * returns to that state and revision, a draft it created is discarded. True when there was something to undo.
   */
  revert(): Promise<boolean>;
}

/** From the student's today to the Sunday of next week: "这周" and "下周" always fit. */
function defaultWindowRange(now: Date, timeZone: string): { from: string; to: string } {
  const today = localDate(now, timeZone);
  return { from: today, to: addDays(today, 7 - isoDayOfWeek(today) + 7) };
}

/**
 * The draft as the tools see it this turn: periods that have begun by `now` are closed (window.open_from). Computed
 * on every load, so a draft kept from an earlier turn never carries a stale cut-off.
 */
function withClock(state: ScheduleState, term: TermRecord, now: Date): ScheduleState {
  const open = openFrom(state.window, term, now, term.timezone);
  const window = { ...state.window };
  if (open) window.open_from = open;
  else delete window.open_from;
  return { ...state, window };
}

export function createScheduleSession(deps: ScheduleSessionDeps): ScheduleSession {
  let loading: Promise<ScheduleAvailability> | undefined;
  let loaded: LoadedSchedule | undefined;
  let found: { draftId?: string; state: ScheduleState; revision?: number } | undefined;

  async function loadOnce(): Promise<ScheduleAvailability> {
    const { db, userId, now } = deps;
    const term = await loadTerm(db, userId);
    if (!term) return { ok: false, reason: "你还没有设置学期信息（开学日期、周数、节次时间），暂时无法读取或安排日程。" };

    const open = await findOpenDraft(db, userId);
    if (open) {
      const snapshot = await loadScheduleSnapshot(db, userId, open.state.window);
      // A draft whose window has ended has nothing left to plan into; one built before a change of the timetable
      // (another confirm, an edit) may now collide. Either is dropped and planning starts afresh.
      const stillOpen = openFrom(open.state.window, term, now, term.timezone);
      const windowOver = stillOpen !== undefined && stillOpen.day >= open.state.window.total_days && stillOpen.slot > SLOTS_PER_DAY;
      if (snapshot.version === open.base_version && !windowOver) {
        // To-dos added, finished or edited since the draft was made (they move no block, so no version change).
        const state = withClock(rebaseLooseTasks(open.state, snapshot.state), term, now);
        const schedule = { term, base: snapshot.state, baseVersion: snapshot.version, state, draftId: open.id, revision: open.revision };
        return { ok: true, schedule };
      }
      await discardDraft(db, userId, open.id);
    }

    let window: ScheduleWindow;
    try {
      const range = defaultWindowRange(now, term.timezone);
      window = windowForDateRange(term, range.from, range.to);
    } catch (error) {
      if (PlannerError.isInstance(error)) {
        return { ok: false, reason: `今天不在学期范围内（第1周从 ${term.start_date} 开始，共 ${term.weeks} 周），无法安排日程。` };
      }
      throw error;
    }
    const snapshot = await loadScheduleSnapshot(db, userId, window);
    return { ok: true, schedule: { term, base: snapshot.state, baseVersion: snapshot.version, state: withClock(snapshot.state, term, now) } };
  }

  return {
    load() {
      loading ??= loadOnce().then((availability) => {
        if (availability.ok) {
          loaded = availability.schedule;
          found = { draftId: loaded.draftId, state: loaded.state, revision: loaded.revision };
        }
        return availability;
      });
      return loading;
    },
    current: () => loaded,
    async commitToDraft(state) {
      if (!loaded) throw new Error("commitToDraft before load");
      const draft = loaded.draftId
        ? await saveDraftState(deps.db, deps.userId, loaded.draftId, state)
        : await createDraft(deps.db, deps.userId, loaded.baseVersion, state);
      loaded.draftId = draft.id;
      loaded.revision = draft.revision;
      loaded.state = state;
    },
    async revert() {
      if (!loaded?.draftId || !found || loaded.state === found.state) return false;
      if (found.draftId) {
        await restoreDraft(deps.db, deps.userId, found.draftId, found.state, found.revision ?? 0);
      } else {
        await discardDraft(deps.db, deps.userId, loaded.draftId);
      }
      loaded.state = found.state;
      loaded.draftId = found.draftId;
      loaded.revision = found.revision;
      return true;
    },
  };
}
