/**
 * Check-ins and what they feed: POST /api/blocks/{event_id}/checkin, GET /api/today and GET /api/progress, each
 * answer parsed with the protocol's schema (lib/protocol/checkins.ts) before use.
 */
import {
  checkinResponseSchema,
  fitWarningsSchema,
  type FitWarningView,
  progressSchema,
  todaySchema,
  type CheckinBody,
  type CheckinResponse,
  type CheckinStatus,
  type ProgressView,
  type TodayView,
} from "@/lib/protocol/checkins";
import { jsonInit, requestJson } from "./http";

/** One sitting of a study block as the grid or 今天 knows it: its event, the date and its first period. */
export interface CheckinTarget {
  event_id: number;
  date: string;
  slot_start: number;
}

/**
 * Records what became of a block that has begun. The sitting is named by date and first period, so an embedded
 * item (addressed through its host course's event) and a course hosting items in several weeks reach the right one.
 */
export function checkIn(target: CheckinTarget, status: CheckinStatus, periodsDone?: number): Promise<CheckinResponse> {
  const body: CheckinBody = {
    status,
    ...(status === "partial" && periodsDone !== undefined ? { periods_done: periodsDone } : {}),
    date: target.date,
    slot_start: target.slot_start,
  };
  return requestJson(`/api/blocks/${target.event_id}/checkin`, checkinResponseSchema, jsonInit("POST", body));
}

export function fetchToday(signal?: AbortSignal): Promise<TodayView> {
  return requestJson("/api/today", todaySchema, { signal });
}

/** Dates are the student's ("YYYY-MM-DD"); without them the server picks its default range. */
export function fetchProgress(range: { from?: string; to?: string } = {}, signal?: AbortSignal): Promise<ProgressView> {
  const query = new URLSearchParams();
  if (range.from) query.set("from", range.from);
  if (range.to) query.set("to", range.to);
  const search = query.toString();
  return requestJson(search ? `/api/progress?${search}` : "/api/progress", progressSchema, { signal });
}

/** What no longer fits before its deadline (GET /api/today/warnings). */
export async function fetchFitWarnings(signal?: AbortSignal): Promise<FitWarningView[]> {
  return (await requestJson("/api/today/warnings", fitWarningsSchema, { signal })).warnings;
}
