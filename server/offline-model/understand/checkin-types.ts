/** A check-in as the model reads it from a sentence: which block (by the words of its name), and what happened. */
export type CheckinStatus = "done" | "partial" | "skipped";

export interface CheckinEntry {
  block?: string;
  status: CheckinStatus;
  periods_done?: number;
}
