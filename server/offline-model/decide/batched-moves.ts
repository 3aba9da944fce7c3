/**
 * "最后两个都往后推一天", "16:00那两个都改到19:00", "这几块全部往后推一周": a request read as several moves of blocks
 * ("把A往后推一天；把B往后推一天") is one batch_move, so all move or none does, and a block may take a place another
 * leaves (the tool takes them all off first). Each part's own planner finds its block and place; the moves they would
 * make are gathered instead of made one by one. Any part that would do something else leaves the request to the
 * compound planner, part by part.
 */
import type { Intent } from "../understand/intent-types";
import { callTool } from "./steps";
import type { Decision, DecisionContext } from "../types";

type Planner = (intent: Intent, context: DecisionContext) => Decision;

/** The calls that change the timetable: once one is made, the parts are past gathering. */
const WRITES = new Set(["place", "move", "swap", "unplace", "batch_move"]);

export function batchedMoves(parts: readonly Intent[], context: DecisionContext, decidePart: Planner): Decision | undefined {
  if (parts.length < 2 || !parts.every((part) => part.family === "edit" && part.action === "move")) return undefined;
  const written = context.steps.filter((step) => WRITES.has(step.toolName));
  // The batch made: the first part's planner says what the write did, as it says it of a move.
  if (written.length === 1 && written[0].toolName === "batch_move") return decidePart(parts[0], context);
  if (written.length > 0) return undefined;
  const moves: Record<string, unknown>[] = [];
  for (const part of parts) {
    const decision = decidePart(part, context);
    // A listing still to read is read once for every part.
    if (decision.kind === "tool" && !WRITES.has(decision.toolName) && decision.toolName !== "ask_user") return decision;
    if (decision.kind !== "tool" || decision.toolName !== "move") return undefined;
    moves.push(decision.input);
  }
  const ids = new Set(moves.map((move) => move.task_id));
  return ids.size === moves.length ? callTool("batch_move", { moves }) : undefined;
}
