"use client";
/**
 * 完成 / 做了一部分 / 没做 for one study block that has begun: the grid's check-in menu, 今天 and the daily card all
 * use these. 做了一部分 asks how many periods (1 up to one fewer than the block has) before it records anything; a
 * one-period block has no partial. The words are the same everywhere (today's rows once said 部分 where the grid said
 * 做了一部分, and the student could not find it). The outcome already recorded is the pressed button. `onCheckIn` does the POST;
 * while it runs the buttons wait, and a refusal is said under them in the server's words.
 */
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import type { BlockOutcome, CheckinStatus } from "@/lib/protocol/checkins";

export type CheckIn = (status: CheckinStatus, periodsDone?: number) => Promise<void>;

export interface CheckinControlsProps {
  /** What the buttons are for, in their accessible names: "「第一章」完成". */
  name: string;
  periods: number;
  outcome: BlockOutcome | null;
  onCheckIn: CheckIn;
  /** Focus 完成 on mount (a menu that just opened). */
  autoFocus?: boolean;
}

const SELECT = `h-8 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 ${FOCUS_RING}`;

export function CheckinControls({ name, periods, outcome, onCheckIn, autoFocus = false }: CheckinControlsProps) {
  const [asking, setAsking] = useState(false);
  const [periodsDone, setPeriodsDone] = useState(1);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const group = useRef<HTMLDivElement>(null);
  const select = useRef<HTMLSelectElement>(null);
  const selectId = useId();
  useEffect(() => {
    if (autoFocus) group.current?.querySelector("button")?.focus();
  }, [autoFocus]);
  useEffect(() => {
    if (asking) select.current?.focus();
  }, [asking]);

  const record = async (status: CheckinStatus, done?: number) => {
    setBusy(true);
    setError(null);
    try {
      await onCheckIn(status, done);
      setAsking(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div ref={group} role="group" aria-label={`「${name}」打卡`} className="flex flex-wrap gap-2">
        <Button size="sm" aria-label={`「${name}」完成`} aria-pressed={outcome === "done"} disabled={busy} data-testid="checkin-done" onClick={() => void record("done")}>
          完成
        </Button>
        {periods > 1 ? (
          <Button
            size="sm"
            aria-label={`「${name}」做了一部分`}
            aria-pressed={outcome === "partial"}
            aria-expanded={asking}
            disabled={busy}
            data-testid="checkin-partial"
            onClick={() => setAsking((open) => !open)}
          >
            做了一部分
          </Button>
        ) : null}
        <Button size="sm" aria-label={`「${name}」没做`} aria-pressed={outcome === "skipped"} disabled={busy} data-testid="checkin-skipped" onClick={() => void record("skipped")}>
          没做
        </Button>
      </div>
      {asking ? (
        <form
          className="flex flex-wrap items-center gap-2 text-sm"
          onSubmit={(event) => {
            event.preventDefault();
            void record("partial", periodsDone);
          }}
        >
          <label htmlFor={selectId}>做了几节</label>
          <select
            ref={select}
            id={selectId}
            data-testid="checkin-periods"
            className={SELECT}
            value={periodsDone}
            onChange={(event) => setPeriodsDone(Number(event.target.value))}
          >
            {Array.from({ length: periods - 1 }, (_, index) => index + 1).map((count) => (
              <option key={count} value={count}>
                {count} 节（共 {periods} 节）
              </option>
            ))}
          </select>
          <Button type="submit" size="sm" variant="primary" disabled={busy} data-testid="checkin-partial-submit">
            记录
          </Button>
        </form>
      ) : null}
      {busy ? (
        <p role="status" className="text-xs text-zinc-600 dark:text-zinc-300">
          正在记录…
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </div>
  );
}
