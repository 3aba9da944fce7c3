/** The week grid's calls: GET /api/schedule and POST /api/schedule/moves, checked against the protocol's schemas. */
import { z } from "zod";
import { confirmRequestDataSchema } from "@/lib/protocol/data-parts";
import { weekViewSchema, type WeekView } from "@/lib/protocol/week-view";
import { jsonInit, requestJson } from "./http";

/** `week` null asks the server for the current week. */
export function fetchWeekView(week: number | null, signal?: AbortSignal): Promise<WeekView> {
  return requestJson(week === null ? "/api/schedule" : `/api/schedule?week=${week}`, weekViewSchema, { signal });
}

/** A period of the grid: the calendar date ("YYYY-MM-DD", the student's zone) and the first period. */
interface GridPosition {
  date: string;
  slot_start: number;
}

interface BlockMove {
  from: GridPosition;
  to: GridPosition;
  /** Which block starts at `from` when a 水课 and the item sharing its periods both do. */
  event_id?: number | null;
  item_id?: number | null;
}

const moveResponseSchema = z.object({
  draft: z.object({ id: z.string(), revision: z.number().int() }),
  confirm_request: confirmRequestDataSchema.nullable(),
});
type MoveResponse = z.infer<typeof moveResponseSchema>;

/** The request for moving a grid block (its date, first period and ids) to start at `to`. */
export function moveRequest(
  block: { date: string; slot_start: number; event_id: number | null; item_id: number | null },
  to: GridPosition,
): BlockMove {
  return { from: { date: block.date, slot_start: block.slot_start }, to: { date: to.date, slot_start: to.slot_start }, event_id: block.event_id, item_id: block.item_id };
}

/**
 * Moves a study block in the open draft (or a new one); nothing is committed. 422 move:refused and 409 turn:busy
 * come back as an ApiError with the server's zh sentence.
 */
export function moveBlock(move: BlockMove): Promise<MoveResponse> {
  return requestJson("/api/schedule/moves", moveResponseSchema, jsonInit("POST", move));
}
