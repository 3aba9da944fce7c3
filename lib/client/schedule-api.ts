/** The week grid's call: GET /api/schedule, checked against the protocol's schema. */
import { weekViewSchema, type WeekView } from "@/lib/protocol/week-view";
import { requestJson } from "./http";

/** `week` null asks the server for the current week. */
export function fetchWeekView(week: number | null, signal?: AbortSignal): Promise<WeekView> {
  return requestJson(week === null ? "/api/schedule" : `/api/schedule?week=${week}`, weekViewSchema, { signal });
}
