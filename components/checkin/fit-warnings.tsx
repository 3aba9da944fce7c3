"use client";
/**
 * 来不及的 (issue 23 #4): what no longer fits in the free time before its deadline, said before it is late, each with a
 * way to act — the assistant re-plans it (a class up to the term's end with 水课 allowed, a to-do up to its own
 * deadline; one confirm card, nothing moves before it), or the student moves the deadline on 待办 / 学习计划. Read
 * from GET /api/today/warnings on mount and whenever the schedule changes; nothing is shown while all fits.
 */
import Link from "next/link";
import { useEffect, useId, useState } from "react";
import { askAssistant } from "@/components/chat/ask-assistant";
import { useScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { fetchFitWarnings } from "@/client/checkins-api";
import type { FitWarningView } from "@/lib/protocol/checkins";
import { replanRequest } from "@/lib/schedule/replan-request";

function useFitWarnings(): FitWarningView[] {
  const [warnings, setWarnings] = useState<FitWarningView[]>([]);
  const [generation, setGeneration] = useState(0);
  useScheduleChanged(() => setGeneration((value) => value + 1));
  useEffect(() => {
    const controller = new AbortController();
    // A warning is advice: when it cannot be read the rest of 今天 stands, and nothing is shown.
    fetchFitWarnings(controller.signal).then(
      (loaded) => !controller.signal.aborted && setWarnings(loaded),
      () => undefined,
    );
    return () => controller.abort();
  }, [generation]);
  return warnings;
}

export function FitWarnings() {
  const warnings = useFitWarnings();
  const id = useId();
  if (warnings.length === 0) return null;
  return (
    <section aria-labelledby={id} data-testid="today-warnings" className="rounded-xl border border-amber-300 bg-amber-50 p-3 dark:border-amber-700 dark:bg-amber-950/40">
      <h3 id={id} className="text-sm font-semibold text-amber-900 dark:text-amber-100">
        <span aria-hidden="true">⚠ </span>截止前排不完
      </h3>
      <ul className="mt-1 divide-y divide-amber-200 dark:divide-amber-800">
        {warnings.map((warning) => (
          <li key={`${warning.kind}:${warning.name}`} className="flex flex-wrap items-center gap-x-3 gap-y-1.5 py-2 text-sm text-amber-950 dark:text-amber-50" data-testid="fit-warning">
            <p className="min-w-0 flex-1 basis-full sm:basis-auto">{warning.text}</p>
            <Button size="sm" aria-label={`让助手重新安排「${warning.name}」`} data-testid="fit-warning-replan" onClick={() => askAssistant(replanRequest(warning))}>
              让助手重新安排
            </Button>
            <Link
              href={warning.kind === "todo" ? "/tasks" : "/plan"}
              className={`rounded text-sm text-amber-900 underline underline-offset-2 dark:text-amber-100 ${FOCUS_RING}`}
              aria-label={`去改「${warning.name}」的截止时间`}
            >
              改截止时间
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
