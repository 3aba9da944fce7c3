/**
 * Writing a confirmed draft (seed "数据库交互": State 落库). One transaction: lock the user's version row, return the
 * stored result if this draft was already committed, refuse if anything was committed since the draft was loaded,
 * then write the diff, bump the version and close the draft. Any failure rolls every table back. A draft the
 * database will not take is refused as draft:invalid with a DraftWriteRefusal in its context and no words of its own:
 * the confirm (server/schedule/confirm.ts) says why to the student.
 */
import { and, count, eq, inArray, sql } from "drizzle-orm";
import { dayIndexOf, termDate } from "@/lib/schedule/indexing";
import { openFrom } from "@/lib/schedule/open-from";
import type { ScheduleState, ScheduleWindow } from "@/lib/schedule/state";
import type { Database, Transaction } from "../client";
import type { CommitResult } from "@/lib/protocol";
import { scheduleDrafts, scheduleEvents, schedules, taskClassItems } from "../schema";
import { changesToCommit, type CommitChanges, type Period } from "@/lib/schedule/commit-changes";
import { createProposedClasses } from "./commit-proposals";
import { PlannerError } from "@/lib/errors";
import { draftNotOpen } from "@/lib/schedule/draft-errors";
import { readScheduleState } from "./schedule-state";
import { loadTerm } from "./terms";
import { lockScheduleVersion, setScheduleVersion } from "./users";
import { isDraftId } from "./drafts";
import { conversationOfDraft } from "./agent-runs";
import { readBlocks } from "./blocks";
import { recordCommit } from "./commit-log";

export type { CommitResult };

/**
 * Why the database would not take a draft: an embedding's host periods were not the course's or held another guest
 * already; a period had begun by `now` (the first such, by date and period of the day); or a constraint failed:
 * a period taken twice, a value out of range, a row that does not exist.
 */
export type DraftWriteRefusal =
  | { kind: "embedding_taken" }
  | { kind: "period_begun"; date: string; section: number }
  | { kind: "period_taken_twice" }
  | { kind: "out_of_range" }
  | { kind: "missing_row" };

function writeRefused(refusal: DraftWriteRefusal, cause?: unknown): PlannerError {
  return new PlannerError("draft:invalid", { context: { refusal }, cause });
}

export interface DraftToCommit {
  id: string;
  base_version: number;
  state: ScheduleState;
  /** The revision the student's card showed; a draft saved since answers draft:stale and writes nothing. */
  revision?: number;
  /** The conversation it was confirmed from (its undo is announced there); else its latest turn's conversation. */
  conversationId?: string;
}

/**
 * `now`, when given, refuses a draft that would put anything into a period that has begun by then (a proposal made
 * in the morning and confirmed in the afternoon): the tools only knew the clock of their own turn.
 */
export async function commitDraft(db: Database, userId: number, draft: DraftToCommit, now?: Date): Promise<CommitResult> {
  if (!isDraftId(draft.id)) throw new PlannerError("draft:not_found", { context: { draftId: draft.id } });
  try {
    return await db.transaction(async (tx) => {
      const version = await lockScheduleVersion(tx, userId);
      // Read after taking the lock: a commit that held it before us is visible now.
      const [row] = await tx
        .select()
        .from(scheduleDrafts)
        .where(and(eq(scheduleDrafts.id, draft.id), eq(scheduleDrafts.userId, userId)))
        .for("update");
      if (!row) throw new PlannerError("draft:not_found", { context: { draftId: draft.id } });
      if (row.status === "committed" && row.commitResult) return row.commitResult;
      if (row.status !== "open") throw draftNotOpen(draft.id, "discarded");
      if (draft.revision !== undefined && draft.revision !== row.revision) {
        throw new PlannerError("draft:stale", { context: { draftId: draft.id, shown: draft.revision, current: row.revision } });
      }
      if (version !== draft.base_version) throw new PlannerError("schedule:conflict", { context: { baseVersion: draft.base_version, currentVersion: version } });
      const state = draft.state;

      // Classes proposed in the draft are created first, so the state read next already holds their items.
      const proposals = await createProposedClasses(tx, userId, state);
      const current = await readScheduleState(tx, userId, state.window);
      const changes = changesToCommit(current, proposals.state);
      if (now) await assertNothingBegun(tx, userId, changes, state.window, now);
      const weeks = [...new Set(state.window.day_mapping.map((day) => day.week))];
      const before = await readBlocks(tx, userId, weeks);
      const counts = await applyChanges(tx, userId, changes);
      const result = await recordCommit(tx, {
        userId,
        draftId: draft.id,
        conversationId: draft.conversationId ?? (await conversationOfDraft(tx, userId, draft.id)),
        version: version + 1,
        weeks,
        before,
        after: await readBlocks(tx, userId, weeks),
        result: {
          draft_id: draft.id,
          version: version + 1,
          ...counts,
          ...(proposals.created > 0 ? { created_classes: proposals.created } : {}),
        },
      });
      await setScheduleVersion(tx, userId, version + 1);
      await tx
        .update(scheduleDrafts)
        .set({ status: "committed", state, commitResult: result, updatedAt: sql`now()` })
        .where(eq(scheduleDrafts.id, draft.id));
      return result;
    });
  } catch (error) {
    throw asRefusal(error);
  }
}

function periodIn(periods: Period[]) {
  return sql`(${schedules.week}, ${schedules.dayOfWeek}, ${schedules.section}) in (${sql.join(
    periods.map((period) => sql`(${period.week}::integer, ${period.day_of_week}::integer, ${period.section}::integer)`),
    sql`, `,
  )})`;
}

/**
 * Writes the changes in a fixed number of statements per kind of change rather than per block: guests are lifted,
 * then every removed period is freed before any is taken (so a swap never trips over the one-row-per-period key),
 * then all new study blocks go in with one insert of events and one of periods.
 */
async function applyChanges(tx: Transaction, userId: number, changes: CommitChanges) {
  let unplaced = 0;

  for (const guest of changes.clearedGuests) {
    if (guest.periods.length === 0) continue;
    await tx
      .update(schedules)
      .set({ embeddedTaskId: null })
      .where(and(eq(schedules.userId, userId), eq(schedules.embeddedTaskId, guest.itemId), periodIn(guest.periods)));
  }

  for (const change of changes.eventChanges) {
    if (change.remove.length === 0) continue;
    await tx
      .delete(schedules)
      .where(and(eq(schedules.userId, userId), eq(schedules.eventId, change.eventId), periodIn(change.remove)));
  }
  await insertPeriodRows(
    tx,
    userId,
    changes.eventChanges.flatMap((change) => change.add.map((period) => ({ eventId: change.eventId, period }))),
  );
  for (const change of changes.eventChanges) {
    if (change.emptied && (await deleteIfNoPeriodsLeft(tx, change.eventId))) unplaced++;
  }

  await insertStudyBlocks(tx, userId, changes);

  for (const embedding of changes.embeddings) {
    const taken = await tx
      .update(schedules)
      .set({ embeddedTaskId: embedding.itemId })
      .where(
        and(
          eq(schedules.userId, userId),
          eq(schedules.eventId, embedding.hostEventId),
          sql`${schedules.embeddedTaskId} is null`,
          periodIn(embedding.periods),
        ),
      )
      .returning({ id: schedules.id });
    if (taken.length !== embedding.periods.length) {
      throw writeRefused({ kind: "embedding_taken" });
    }
    await tx
      .update(taskClassItems)
      .set({ status: "applied", embeddedTime: embedding.embeddedTime })
      .where(eq(taskClassItems.id, embedding.itemId));
  }

  if (changes.returnedToPending.length > 0) {
    await tx
      .update(taskClassItems)
      .set({ status: "pending", embeddedTime: null })
      .where(inArray(taskClassItems.id, changes.returnedToPending));
    unplaced += changes.returnedToPending.length;
  }

  return {
    placed:
      changes.newBlocks.length +
      changes.newReviewBlocks.length +
      changes.newLooseBlocks.reduce((sum, block) => sum + block.sittings.length, 0),
    moved: changes.eventChanges.length,
    embedded: changes.embeddings.length,
    unplaced,
  };
}

/**
 * One event per task item and one per sitting of a loose task, inserted together. Rows are matched back to their
 * periods by owner rather than by position: an item owns exactly one event, and the sittings of one loose task are
 * interchangeable (same name, same task), so any pairing within a task is the same result.
 */
async function insertStudyBlocks(tx: Transaction, userId: number, changes: CommitChanges): Promise<void> {
  const wanted = [
    ...changes.newBlocks.map((block) => ({ relId: block.itemId, taskId: null, reviewOf: null, name: block.name, periods: block.periods })),
    ...changes.newLooseBlocks.flatMap((block) =>
      block.sittings.map((periods) => ({ relId: null, taskId: block.taskId, reviewOf: null, name: block.name, periods })),
    ),
    // Reviews of one item are interchangeable too (same name, same item): any pairing is the same result.
    ...changes.newReviewBlocks.map((block) => ({ relId: null, taskId: null, reviewOf: block.itemId, name: block.name, periods: block.periods })),
  ];
  if (wanted.length === 0) return;
  const events = await tx
    .insert(scheduleEvents)
    .values(
      wanted.map(({ relId, taskId, reviewOf, name }) => ({ userId, name, type: "task" as const, relId, taskId, reviewOf, canBeEmbedded: false })),
    )
    .returning({ id: scheduleEvents.id, relId: scheduleEvents.relId, taskId: scheduleEvents.taskId, reviewOf: scheduleEvents.reviewOf });
  const ownerOf = (event: { relId: number | null; taskId: number | null; reviewOf: number | null }) =>
    event.relId !== null ? `item:${event.relId}` : event.reviewOf !== null ? `review:${event.reviewOf}` : `task:${event.taskId}`;
  const idsByOwner = new Map<string, number[]>();
  for (const event of events) {
    const owner = ownerOf(event);
    idsByOwner.set(owner, [...(idsByOwner.get(owner) ?? []), event.id]);
  }
  const rows = wanted.flatMap((block) => {
    const eventId = idsByOwner.get(ownerOf(block))?.shift();
    if (eventId === undefined) throw new Error("study block insert returned fewer rows than asked");
    return block.periods.map((period) => ({ eventId, period }));
  });
  await insertPeriodRows(tx, userId, rows);
  if (changes.newBlocks.length > 0) {
    await tx
      .update(taskClassItems)
      .set({ status: "applied", embeddedTime: null })
      .where(inArray(taskClassItems.id, changes.newBlocks.map((block) => block.itemId)));
  }
}

async function insertPeriodRows(tx: Transaction, userId: number, rows: { eventId: number; period: Period }[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(schedules).values(
    rows.map(({ eventId, period }) => ({
      eventId,
      userId,
      week: period.week,
      dayOfWeek: period.day_of_week,
      section: period.section,
    })),
  );
}

/** A study block with no period left anywhere is gone: its item becomes pending again. */
async function deleteIfNoPeriodsLeft(tx: Transaction, eventId: number): Promise<boolean> {
  const [{ remaining }] = await tx.select({ remaining: count() }).from(schedules).where(eq(schedules.eventId, eventId));
  if (remaining > 0) return false;
  const [event] = await tx
    .delete(scheduleEvents)
    .where(eq(scheduleEvents.id, eventId))
    .returning({ relId: scheduleEvents.relId });
  if (event?.relId != null) {
    await tx.update(taskClassItems).set({ status: "pending", embeddedTime: null }).where(eq(taskClassItems.id, event.relId));
  }
  return true;
}

/** Every period the changes takes (new blocks, loose sittings, embeddings, moved-to periods) must lie ahead of `now`. */
async function assertNothingBegun(tx: Transaction, userId: number, changes: CommitChanges, window: ScheduleWindow, now: Date) {
  const term = await loadTerm(tx, userId);
  if (!term) return;
  const open = openFrom(window, term, now, term.timezone);
  if (!open) return;
  const taken = [
    ...changes.newBlocks.flatMap((block) => block.periods),
    ...changes.newLooseBlocks.flatMap((block) => block.sittings.flat()),
    ...changes.newReviewBlocks.flatMap((block) => block.periods),
    ...changes.embeddings.flatMap((embedding) => embedding.periods),
    ...changes.eventChanges.flatMap((change) => change.add),
  ];
  const begun = taken.find((period) => {
    const day = dayIndexOf(window, period.week, period.day_of_week);
    return day === undefined || day < open.day || (day === open.day && period.section < open.slot);
  });
  if (begun) {
    const date = termDate(term, begun.week, begun.day_of_week);
    throw writeRefused({ kind: "period_begun", date, section: begun.section });
  }
}

const CONSTRAINT_VIOLATIONS: Record<string, DraftWriteRefusal> = {
  "23505": { kind: "period_taken_twice" },
  "23514": { kind: "out_of_range" },
  "23503": { kind: "missing_row" },
};

/** A constraint the draft broke is the draft's fault (422), reported as such; anything else passes through. */
function asRefusal(error: unknown): unknown {
  if (PlannerError.isInstance(error)) return error;
  let cause: unknown = error;
  for (let depth = 0; cause && depth < 5; depth++, cause = (cause as { cause?: unknown }).cause) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && code in CONSTRAINT_VIOLATIONS) {
      return writeRefused(CONSTRAINT_VIOLATIONS[code], error);
    }
  }
  return error;
}
