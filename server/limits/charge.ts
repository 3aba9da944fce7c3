/**
 * What one request costs its student: an agent turn or a write counts against the per-minute limit of every
 * student, and a guest's also against their daily allowance. Reads cost nothing.
 */
import type { Database } from "@/db/client";
import type { CurrentAccount } from "../auth/current-user";
import { consumeLimit } from "./limiter";

export type StudentUse = "turn" | "write";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** A request's use: its method decides whether it writes; the chat route says when a write is a turn. */
export function requestUse(request: Request, isTurn: boolean): StudentUse | null {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return null;
  return isTurn ? "turn" : "write";
}

export async function chargeStudent(db: Database, account: CurrentAccount, use: StudentUse): Promise<void> {
  await consumeLimit(db, use, account.id);
  if (account.isGuest) await consumeLimit(db, use === "turn" ? "guestTurnsPerDay" : "guestWritesPerDay", account.id);
}
