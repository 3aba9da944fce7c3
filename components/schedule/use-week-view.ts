"use client";
/**
 * Loads one week from GET /api/schedule and keeps the last good view on screen while the next one loads. The page
 * may hand over the current week it was rendered with (`initialView`): the grid is then drawn on the server and the
 * first mount asks nothing.
 */
import { useCallback, useEffect, useState } from "react";
import { fetchWeekView } from "@/client/schedule-api";
import type { WeekView } from "@/lib/protocol/week-view";
import { useScheduleChanged } from "./schedule-events";
import { forgetScheduleSnapshot, publishScheduleSnapshot } from "./schedule-snapshot";

type WeekViewStatus = "loading" | "ready" | "error";

export interface WeekViewResult {
  status: WeekViewStatus;
  /** The latest view that loaded, kept while a newer request is in flight or has failed. */
  view: WeekView | null;
  error: string | null;
  reload(): void;
}

const FIRST_REQUEST = "current#0";

/** `week` null asks the server for the current week. Refetches whenever the schedule is announced as changed. */
export function useWeekView(week: number | null, initialView: WeekView | null = null): WeekViewResult {
  const [view, setView] = useState<WeekView | null>(initialView);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  /** How the latest finished request ended, and which request that was. */
  const [settled, setSettled] = useState<{ request: string; status: "ready" | "error" } | null>(
    initialView ? { request: FIRST_REQUEST, status: "ready" } : null,
  );
  // Read once: a later view of the current week (a reload, a change) always comes from the server.
  const [served] = useState(initialView !== null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useScheduleChanged(() => {
    // What the last view said about the draft and the commits may be old now: the cards wait for the next one.
    forgetScheduleSnapshot();
    reload();
  });

  // Loading is derived, not set by the effect: until the request for this week and generation has settled.
  const request = `${week ?? "current"}#${generation}`;
  const status: WeekViewStatus = settled?.request === request ? settled.status : "loading";

  useEffect(() => {
    if (served && request === FIRST_REQUEST) return;
    const controller = new AbortController();
    fetchWeekView(week, controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setView(loaded);
        setError(null);
        setSettled({ request, status: "ready" });
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        // An ApiError already carries the student's sentence (the server's refusal, or the network's).
        setError(failure instanceof Error ? failure.message : String(failure));
        setSettled({ request, status: "error" });
      },
    );
    return () => controller.abort();
  }, [week, request, served]);

  // The cards in the conversation learn from each view whether their draft or commit is still the schedule's.
  useEffect(() => {
    if (view) publishScheduleSnapshot(view);
  }, [view]);
  useEffect(() => forgetScheduleSnapshot, []);

  return { status, view, error, reload };
}
