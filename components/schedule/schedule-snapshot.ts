"use client";
/**
 * What the latest week view said about the open draft and the latest commit, for the cards in the conversation: a
 * confirm card whose draft is no longer the open one, and a completion card whose commit is no longer the one a 撤销
 * would revert, say so (已过期) instead of offering buttons the server would refuse. The week grid publishes each view
 * it loads; an announced change (a turn's end, a confirm, another tab) makes the snapshot unknown until the grid's
 * next view, so a card that just arrived is never judged by a view read before its draft existed; so does the grid
 * going away. Unknown: the cards keep their buttons and the server's answer decides.
 */
import { useSyncExternalStore } from "react";

export interface ScheduleSnapshot {
  draftId: string | null;
  /** Absent when the view did not say (an older server). */
  latestCommitId: string | null | undefined;
}

let current: ScheduleSnapshot | null = null;
const listeners = new Set<() => void>();

function emit(next: ScheduleSnapshot | null): void {
  current = next;
  for (const listener of listeners) listener();
}

/** The week grid read a view: its draft and latest commit are the schedule's now. */
export function publishScheduleSnapshot(view: { draft: { id: string } | null; latest_commit_id?: string | null }): void {
  emit({ draftId: view.draft?.id ?? null, latestCommitId: view.latest_commit_id });
}

/** A change was announced (the next view will tell), or the grid went away: nothing is known until a view is read. */
export function forgetScheduleSnapshot(): void {
  if (current !== null) emit(null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The latest snapshot, or null while unknown (none read yet, or a change announced since). */
export function useScheduleSnapshot(): ScheduleSnapshot | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
