/**
 * planClass's chain rule (rough-schedule-plan.ts) run on a board instead of a state: the same candidate order, the
 * same free-periods-first attempt, the same backward bound and forward choice by strategy, the same longest
 * placeable prefix on failure. Only the question "is this position open?" is answered by the board's masks, which
 * is what makes it fast enough to run for every class of every candidate plan.
 */
import { choosePositions, earliestPrefix, latestPositions, type ChainItem, type Position } from "../rough-schedule-plan";
import type { Board } from "./board";
import type { PlanBlock, PlanUnit } from "./problem";

export type ChainShape = { ok: true; indexes: number[] } | { ok: false; placeable: number };

/** Positions for `blocks` (a leading run of the unit's items) on the board's open periods. */
export function shapeChain(board: Board, unit: PlanUnit, blocks: readonly PlanBlock[]): ChainShape {
  const settings = unit.settings!;
  const chainOf = (withEmbedding: boolean): ChainItem[] =>
    blocks.map((block) => ({
      task: block.task,
      duration: block.length,
      candidates: block.candidates
        .filter((candidate) => (withEmbedding || candidate.host_id === undefined) && board.hasRoom(block, candidate))
        .map((candidate): Position => ({
          day: candidate.day,
          slot_start: candidate.slot_start,
          slot_end: candidate.slot_end,
          ...(candidate.host_id !== undefined ? { host_id: candidate.host_id } : {}),
        })),
    }));
  const attempts = settings.allow_filler_course ? [chainOf(false), chainOf(true)] : [chainOf(false)];
  for (const attempt of attempts) {
    const latest = latestPositions(attempt);
    if (!latest) continue;
    const chosen = choosePositions(attempt, latest, settings);
    return {
      ok: true,
      indexes: chosen.map((position, part) =>
        blocks[part].candidates.findIndex(
          (candidate) => candidate.day === position.day && candidate.slot_start === position.slot_start,
        ),
      ),
    };
  }
  return { ok: false, placeable: earliestPrefix(attempts[attempts.length - 1]).length };
}
