"use client";
/** Loads one week from GET /api/schedule and keeps the last good view on screen while the next one loads. */
import { useCallback, useEffect, useState } from "react";
import { fetchWeekView } from "@/lib/client/schedule-api";
import type { WeekView } from "@/lib/protocol/week-view";
import { useScheduleChanged } from "./schedule-events";

type WeekViewStatus = "loading" | "ready" | "error";

export interface WeekViewResult {
  status: WeekViewStatus;
  /** The latest view that loaded, kept while a newer request is in flight or has failed. */
  view: WeekView | null;
  error: string | null;
  reload(): void;
}

/** `week` null asks the server for the current week. Refetches whenever the schedule is announced as changed. */
export function useWeekView(week: number | null): WeekViewResult {
  const [view, setView] = useState<WeekView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  /** How the latest finished request ended, and which request that was. */
  const [settled, setSettled] = useState<{ request: string; status: "ready" | "error" } | null>(null);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useScheduleChanged(reload);

  // Loading is derived, not set by the effect: until the request for this week and generation has settled.
  const request = `${week ?? "current"}#${generation}`;
  const status: WeekViewStatus = settled?.request === request ? settled.status : "loading";

  useEffect(() => {
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
  }, [week, request]);

  return { status, view, error, reload };
}
