/** What a commit reports; stored on the draft so a repeated commit returns the very same answer. */
export interface CommitResult {
  /** The confirmed draft; absent on an undo, which has none. */
  draft_id?: string;
  /** The schedule_commits row: what `POST /api/commits/{commit_id}/undo` reverts. Absent on commits made before undo existed. */
  commit_id?: string;
  /** Set on an undo: the commit it reverted. */
  undo_of?: string;
  version: number;
  /** New study blocks: one per task item, one per sitting of a loose task. */
  placed: number;
  /** Existing events whose periods inside the window changed. */
  moved: number;
  /** Task items embedded (or re-embedded) into an embeddable course. */
  embedded: number;
  /** Task items taken off the timetable and pending again. */
  unplaced: number;
  /** Task classes the draft proposed and the commit created (absent when none). */
  created_classes?: number;
}
