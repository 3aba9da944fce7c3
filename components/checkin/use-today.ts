"use client";
/**
 * GET /api/today for whatever shows it (the 今天 panel, the daily check-in card): loaded on mount, read again whenever
 * the schedule is announced as changed (a check-in, a confirm, a move) and, while the page stays open, each few
 * minutes, so "还有 25 分钟" and 待打卡 follow the clock. The last good answer stays on screen while the next loads.
 */
import { useCallback, useEffect, useState } from "react";
import { useScheduleChanged } from "@/components/schedule/schedule-events";
import { fetchToday } from "@/client/checkins-api";
import type { TodayView } from "@/lib/protocol/checkins";

const REFRESH_MS = 5 * 60_000;

export interface TodayResult {
  today: TodayView | null;
  error: string | null;
  reload(): void;
}

export function useToday(): TodayResult {
  const [today, setToday] = useState<TodayView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  useScheduleChanged(reload);

  useEffect(() => {
    const timer = setInterval(reload, REFRESH_MS);
    return () => clearInterval(timer);
  }, [reload]);

  useEffect(() => {
    const controller = new AbortController();
    fetchToday(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setToday(loaded);
        setError(null);
      },
      (failure: unknown) => {
        if (controller.signal.aborted) return;
        setError(failure instanceof Error ? failure.message : String(failure));
      },
    );
    return () => controller.abort();
  }, [generation]);

  return { today, error, reload };
}
