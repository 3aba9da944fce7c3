/**
 * The 撤销 of a chat check-in card (lib/protocol/checkin-cards.ts): each sitting goes back to what it was — a
 * sitting that was waiting forgets its check-in (DELETE), one that had a check-in gets that one again.
 */
import { z } from "zod";
import type { CheckinRecordEntry } from "@/lib/protocol";
import { checkIn } from "./checkins-api";
import { requestJson } from "./http";

const uncheckedSchema = z.object({ outcome: z.enum(["unconfirmed"]).nullable() });

export async function undoCheckins(entries: readonly CheckinRecordEntry[]): Promise<void> {
  for (const entry of entries) {
    const target = { event_id: entry.event_id, date: entry.date, slot_start: entry.slot_start };
    if (entry.before_status === "unconfirmed") {
      const query = new URLSearchParams({ date: entry.date, slot_start: String(entry.slot_start) });
      await requestJson(`/api/blocks/${entry.event_id}/checkin?${query}`, uncheckedSchema, { method: "DELETE" });
    } else {
      await checkIn(target, entry.before_status, entry.before_periods_done ?? undefined);
    }
  }
}
