/**
 * What a tool factory receives (tools are small factories given their dependencies). The clock, the zone
 * and the database are parameters, never globals, so tools are testable against a real database at a fixed "now".
 */
import type { Database } from "@/db/client";
import type { BusinessCardData, ScheduleCompletedData, TimeHighlightData } from "@/lib/protocol";
import type { ScheduleSession } from "@/server/schedule/schedule-session";

export interface TaskToolDeps {
  db: Database;
  userId: number;
  /** The instant the turn started; relative dates ("明天") are resolved against it. */
  now: Date;
  /** The student's IANA zone, e.g. "Asia/Shanghai". */
  timeZone: string;
  /**
   * Queues a business card. The turn writes it right after the assistant's next short sentence (seed 001 §7.3.5),
   * so a tool calls this only once its operation has really succeeded.
   */
  emitCard(card: BusinessCardData): void;
  /** Writes the periods an answer about time talks about, for the week grid to highlight (absent: not shown). */
  emitHighlight?(data: TimeHighlightData): void;
  /** Queues the completion card of a commit the student may undo; written at the end of the turn (undo_schedule). */
  emitUndoOffer?(completed: ScheduleCompletedData): void;
}

/** Everything the tools of one turn are built from (server/agent/tools/registry.ts). */
export interface TurnToolContext extends TaskToolDeps {
  /** The turn's draft: schedule tools read it, and every write checkpoints it. */
  session: ScheduleSession;
}
