/**
 * The schedule a turn works on. It is loaded lazily (a quick note never touches the timetable), read in one
 * read-only snapshot, and every successful write is checkpointed to `schedule_drafts` so another server instance
 * can continue the same draft. The model reaches it only through the tools built on top of it.
 */
import type { Database } from "@/db/client";
import { createDraft, discardDraft, restoreDraft, saveDraftState } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm } from "@/db/queries/terms";
import { localDate } from "@/lib/calendar/zoned-time";
import { termDate } from "@/lib/schedule/indexing";
import { examPlanningEnd, requestedPlanningEnd } from "@/lib/schedule/planning-range";
import { listExamsFrom } from "@/db/queries/exams";
import type { ScheduleState } from "@/lib/schedule/state";
import { openDraftSchedule, type LoadedSchedule, type OpenDraftResult } from "./open-draft";

export type ScheduleAvailability = OpenDraftResult;

export interface ScheduleSessionDeps {
  db: Database;
  userId: number;
  now: Date;
  /**
   * The student's message: a range in it ("下下周", "期末前") widens the planning window, and so does planning for
   * exams ("帮我规划期末复习": up to the last exam of a class) (lib/schedule/planning-range.ts).
   */
  requestText?: string;
}

export interface ScheduleSession {
  /** Loads on first use; later calls return the same schedule. */
  load(): Promise<ScheduleAvailability>;
  /** The loaded schedule, if a tool has needed it during this turn. */
  current(): LoadedSchedule | undefined;
  /**
   * Adopts a new draft state after a successful write and checkpoints it. `notes` are what the write wants the
   * student to read on this turn's confirm card ("「错题本」没有排，按你说的留着。").
   */
  commitToDraft(state: ScheduleState, notes?: readonly string[]): Promise<void>;
  /** The notes this turn's writes left for its confirm card, each once, in order; none once the draft is reverted. */
  draftNotes(): readonly string[];
  /**
   * Puts the draft back as this session found it (a stopped turn keeps none of its edits): the draft it loaded
   * returns to that state and revision, a draft it created is discarded. True when there was something to undo.
   */
  revert(): Promise<boolean>;
  /**
   * Forgets what was loaded while the draft is untouched, so the next tool reads what a write outside the draft (a
   * check-in) changed; once the draft holds this turn's edits it is kept as it is.
   */
  refresh(): void;
}

/**
 * The last day the words ask to plan: a far range they name, or, for a plan that works back from exams, the day
 * before the last exam of the student's classes, whichever is later.
 */
async function planningEnd(db: Database, userId: number, text: string, range: { today: string; termEnd: string }): Promise<string | undefined> {
  const requested = requestedPlanningEnd(text, range);
  const exams = await listExamsFrom(db, userId, range.today);
  const forExams = examPlanningEnd(text, range, exams.filter((exam) => exam.taskClassId !== null).map((exam) => exam.date));
  if (forExams === undefined) return requested;
  return requested === undefined || forExams > requested ? forExams : requested;
}

export function createScheduleSession(deps: ScheduleSessionDeps): ScheduleSession {
  let loading: Promise<ScheduleAvailability> | undefined;
  let loaded: LoadedSchedule | undefined;
  let found: { draftId?: string; state: ScheduleState; revision?: number } | undefined;
  let notes: string[] = [];

  async function loadOnce(): Promise<ScheduleAvailability> {
    const { db, userId, now } = deps;
    const term = await loadTerm(db, userId);
    if (!term) return { ok: false, reason: "你还没有设置学期信息（开学日期、周数、节次时间），暂时无法读取或安排日程。" };
    const range = { today: localDate(now, term.timezone), termEnd: termDate(term, term.weeks, 7) };
    return openDraftSchedule({
      executor: db,
      userId,
      now,
      term,
      until: deps.requestText ? await planningEnd(db, userId, deps.requestText, range) : undefined,
      snapshot: (window) => loadScheduleSnapshot(db, userId, window),
    });
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
    draftNotes: () => notes,
    async commitToDraft(state, said = []) {
      if (!loaded) throw new Error("commitToDraft before load");

      const draft = loaded.draftId
        ? await saveDraftState(deps.db, deps.userId, loaded.draftId, state)
        : await createDraft(deps.db, deps.userId, loaded.baseVersion, state);
      loaded.draftId = draft.id;
      loaded.revision = draft.revision;
      loaded.state = state;
      notes = [...new Set([...notes, ...said])];
    },
    refresh() {
      if (loaded && found && (loaded.state !== found.state || loaded.draftId !== found.draftId)) return;
      loading = undefined;
      loaded = undefined;
      found = undefined;
    },
    async revert() {
      if (!loaded?.draftId || !found || loaded.state === found.state) return false;
      if (found.draftId) {
        await restoreDraft(deps.db, deps.userId, found.draftId, found.state, found.revision ?? 0);
      } else {
        await discardDraft(deps.db, deps.userId, loaded.draftId);
      }
      loaded.state = found.state;
      notes = [];
      loaded.draftId = found.draftId;
      loaded.revision = found.revision;
      return true;
    },
  };
}
