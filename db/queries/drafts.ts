/** Schedule drafts: the state a planning conversation edits, stored so any server instance can pick it up. */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import type { ScheduleState } from "@/lib/schedule/state";
import type { Executor } from "../client";
import type { CommitResult } from "@/lib/protocol";
import { scheduleDrafts, type ScheduleDraftRow } from "../schema";
import { PlannerError } from "@/lib/errors";
import { draftNotOpen } from "@/lib/schedule/draft-errors";

export interface DraftRecord {
  id: string;
  user_id: number;
  base_version: number;
  state: ScheduleState;
  status: "open" | "committed" | "discarded";
  commit_result: CommitResult | null;
  /** Bumped by every save of the state: a confirm card names the revision it shows. */
  revision: number;
  created_at: Date;
  updated_at: Date;
}

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Draft ids arrive from URLs: anything that is not a uuid simply does not exist (and never reaches SQL). */
export function isDraftId(value: string): boolean {
  return UUID_PATTERN.test(value);
}

export function toDraftRecord(row: ScheduleDraftRow): DraftRecord {
  return {
    id: row.id,
    user_id: row.userId,
    base_version: row.baseVersion,
    state: row.state,
    status: row.status,
    commit_result: row.commitResult,
    revision: row.revision,
    created_at: row.createdAt,
    updated_at: row.updatedAt,
  };
}

export async function createDraft(
  executor: Executor,
  userId: number,
  baseVersion: number,
  state: ScheduleState,
): Promise<DraftRecord> {
  const [row] = await executor.insert(scheduleDrafts).values({ userId, baseVersion, state }).returning();
  return toDraftRecord(row);
}

/** The user's draft with that id, or null: another user's draft is indistinguishable from a missing one. */
export async function getDraft(executor: Executor, userId: number, draftId: string): Promise<DraftRecord | null> {
  if (!isDraftId(draftId)) return null;
  const [row] = await executor
    .select()
    .from(scheduleDrafts)
    .where(and(eq(scheduleDrafts.id, draftId), eq(scheduleDrafts.userId, userId)));
  return row ? toDraftRecord(row) : null;
}

/** The user's most recent open draft, if a planning conversation left one. */
export async function findOpenDraft(executor: Executor, userId: number): Promise<DraftRecord | null> {
  const [row] = await executor
    .select()
    .from(scheduleDrafts)
    .where(and(eq(scheduleDrafts.userId, userId), eq(scheduleDrafts.status, "open")))
    .orderBy(desc(scheduleDrafts.updatedAt), desc(scheduleDrafts.createdAt))
    .limit(1);
  return row ? toDraftRecord(row) : null;
}

/** Replaces the state of an open draft; a committed or discarded draft is frozen. */
export async function saveDraftState(
  executor: Executor,
  userId: number,
  draftId: string,
  state: ScheduleState,
): Promise<DraftRecord> {
  return updateOpenDraft(executor, userId, draftId, { state, revision: sql`${scheduleDrafts.revision} + 1` });
}

/** Puts an open draft back to an earlier state and revision (a stopped turn's edits are not kept). */
export async function restoreDraft(
  executor: Executor,
  userId: number,
  draftId: string,
  state: ScheduleState,
  revision: number,
): Promise<DraftRecord> {
  return updateOpenDraft(executor, userId, draftId, { state, revision: sql`${revision}::integer` });
}

/** Closes an open draft without writing it. Discarding twice is harmless; a committed draft stays committed. */
export async function discardDraft(executor: Executor, userId: number, draftId: string): Promise<DraftRecord> {
  const existing = await getDraft(executor, userId, draftId);
  if (existing?.status === "discarded") return existing;
  return updateOpenDraft(executor, userId, draftId, { status: "discarded" });
}

async function updateOpenDraft(
  executor: Executor,
  userId: number,
  draftId: string,
  changes: { state?: ScheduleState; status?: "discarded"; revision?: SQL },
): Promise<DraftRecord> {
  if (!isDraftId(draftId)) throw new PlannerError("draft:not_found", { context: { draftId: draftId } });
  // The status condition sits in the UPDATE itself, so a concurrent commit cannot be overwritten.
  const [row] = await executor
    .update(scheduleDrafts)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(scheduleDrafts.id, draftId), eq(scheduleDrafts.userId, userId), eq(scheduleDrafts.status, "open")))
    .returning();
  if (row) return toDraftRecord(row);
  const existing = await getDraft(executor, userId, draftId);
  if (!existing) throw new PlannerError("draft:not_found", { context: { draftId: draftId } });
  throw draftNotOpen(draftId, existing.status === "committed" ? "committed" : "discarded");
}
