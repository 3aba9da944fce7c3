import type { Intent } from "./intent-types";

/** A check-in as the model reads it from a sentence: which block (by the words of its name), and what happened. */
export type CheckinStatus = "done" | "partial" | "skipped";

export interface CheckinEntry {
  block?: string;
  status: CheckinStatus;
  periods_done?: number;
}

type OutcomeFamily = "checkin" | "progress" | "replan_missed" | "compound";

/** A row of checkin-rows.ts: one phrasing family of what happened to the plan. */
export interface OutcomeRule {
  family: OutcomeFamily;
  /** The phrasing family, for the test's names. */
  name: string;
  /** Lower runs first. */
  priority: number;
  /** When the row may apply at all; `extract` decides. */
  pattern: RegExp;
  extract: (text: string) => Intent | undefined;
  /** Sentences the row reads, with what detectIntent must give for them. */
  examples: readonly (readonly [string, Intent])[];
  /** Sentences it must leave to other readers: [sentence, the family they are read as today]. */
  counterexamples: readonly (readonly [string, string])[];
}
