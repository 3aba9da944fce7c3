/**
 * One week of the student's timetable with the open draft laid over it, read in one read-only snapshot so the
 * committed blocks and the draft's base can never disagree.
 */
import type { Database, Executor } from "@/db/client";
import { latestCommit } from "@/db/queries/commit-log";
import { findOpenDraft } from "@/db/queries/drafts";
import { readScheduleState } from "@/db/queries/schedule-state";
import { loadTerm, type TermRecord } from "@/db/queries/terms";
import { getScheduleVersion } from "@/db/queries/users";
import { readCommittedBlocks } from "@/db/queries/week-view";
import { readCheckins } from "@/db/queries/checkins";
import { localDate } from "@/lib/calendar/zoned-time";
import { PlannerError } from "@/lib/errors";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { diffStates } from "@/lib/schedule/diff";
import { dayMappingOf, termDate, termPosition } from "@/lib/schedule/indexing";
import type { ScheduleState } from "@/lib/schedule/state";
import { compareBlocks, overlayDraft, type DraftOverlay } from "@/lib/schedule/week-blocks";
import { weekBlocksWithOutcomes } from "@/lib/schedule/outcomes";

export interface WeekViewParams {
  /** Defaults to the current week (the first or last week when `now` is before or after the term). */
  week?: number;
  now: Date;
}

export async function getWeekView(db: Database, userId: number, params: WeekViewParams): Promise<WeekView> {
  return db.transaction((tx) => readWeekView(tx, userId, params), {
    isolationLevel: "repeatable read",
    accessMode: "read only",
  });
}

async function readWeekView(executor: Executor, userId: number, params: WeekViewParams): Promise<WeekView> {
  const term = await loadTerm(executor, userId);
  if (!term) throw new PlannerError("term:not_found", { context: { userId: userId } });
  const today = localDate(params.now, term.timezone);
  const currentWeek = termPosition(term, today)?.week ?? null;
  const week = params.week ?? currentWeek ?? (today < term.start_date ? 1 : term.weeks);
  if (!Number.isInteger(week) || week < 1 || week > term.weeks) throw new PlannerError("window:outside_term", { message: `第${week}周不在本学期内（本学期共${term.weeks}周）。` });

  const checkins = await readCheckins(executor, userId, { weeks: [week] });
  const committed = weekBlocksWithOutcomes(await readCommittedBlocks(executor, userId, term, week), week, term, checkins, params.now);
  const draft = await readDraftOverlay(executor, userId, term, week, committed);
  const blocks = [...(draft?.marked ?? committed), ...(draft?.blocks ?? [])].sort(compareBlocks);
  const latest = await latestCommit(executor, userId);
  return {
    term: {
      start_date: term.start_date,
      weeks: term.weeks,
      section_times: term.section_times,
      timezone: term.timezone,
      current_week: currentWeek,
    },
    week,
    today,
    days: Array.from({ length: 7 }, (_, index) => ({ day_of_week: index + 1, date: termDate(term, week, index + 1) })),
    blocks,
    draft: draft ? { id: draft.id, base_version: draft.baseVersion, revision: draft.revision, ...draft.summary } : null,
    latest_commit_id: latest?.id ?? null,
  };
}

type DraftSummary = Pick<NonNullable<WeekView["draft"]>, "changes" | "weeks">;

/** How many changes the draft makes, and per week, so the grid can point at a week it is not showing. */
function summarise(base: ScheduleState, draft: ScheduleState): DraftSummary {
  const changes = diffStates(base, draft);
  const perWeek = new Map<number, number>();
  for (const change of changes) {
    const weeks = new Set([...change.from, ...change.to].map((slot) => dayMappingOf(draft.window, slot.day)?.week ?? dayMappingOf(base.window, slot.day)?.week));
    for (const week of weeks) if (week !== undefined) perWeek.set(week, (perWeek.get(week) ?? 0) + 1);
  }
  const weeks = [...perWeek.entries()].sort((a, b) => a[0] - b[0]).map(([week, count]) => ({ week, changes: count }));
  return { changes: changes.length, weeks };
}

async function readDraftOverlay(
  executor: Executor,
  userId: number,
  term: TermRecord,
  week: number,
  committed: WeekBlock[],
): Promise<(DraftOverlay & { revision: number; summary: DraftSummary }) | null> {
  const draft = await findOpenDraft(executor, userId);
  if (!draft) return null;
  // A draft built on an older schedule is discarded by the next chat turn and refused by confirm: showing its
  // positions over today's timetable would suggest collisions that will never happen.
  if ((await getScheduleVersion(executor, userId)) !== draft.base_version) return null;
  const base = await readScheduleState(executor, userId, draft.state.window);
  return { ...overlayDraft({ draft, base, term, week, committed }), revision: draft.revision, summary: summarise(base, draft.state) };
}
