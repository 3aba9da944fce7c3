"use client";
/**
 * How many items of each task class are done (GET /api/progress's `classes`), read once the plan knows the student's
 * date and again whenever the schedule is announced as changed (a check-in in another tab, a confirm). A failure
 * leaves the cards as they were, showing 已安排 alone: done counts are extra, never in the way.
 */
import { useCallback, useEffect, useState } from "react";
import { useScheduleChanged } from "@/components/schedule/schedule-events";
import { fetchProgress } from "@/client/checkins-api";

/** Items done per task class id. */
export type ClassProgress = ReadonlyMap<number, number>;

export function useClassProgress(today: string | null): ClassProgress | null {
  const [done, setDone] = useState<ClassProgress | null>(null);
  const [generation, setGeneration] = useState(0);
  useScheduleChanged(useCallback(() => setGeneration((value) => value + 1), []));

  useEffect(() => {
    if (today === null) return;
    const controller = new AbortController();
    // Classes are counted whole whatever the range; one day is the cheapest range to ask for.
    fetchProgress({ from: today, to: today }, controller.signal).then(
      (progress) => {
        if (!controller.signal.aborted) setDone(new Map(progress.classes.map((entry) => [entry.id, entry.items_done])));
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [today, generation]);

  return done;
}
