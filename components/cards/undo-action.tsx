"use client";

/**
 * 撤销 on a card whose write has already happened (a check-in, an exam, a to-do edit, the term): one request at a
 * time, the card says so once it is undone, and a failure keeps the button with the reason beside it.
 */
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";

export interface UndoAction {
  undone: boolean;
  pending: boolean;
  error: string | undefined;
  undo: () => Promise<void>;
}

/** `run` puts the write back; it throws with a message the student can read when it cannot. */
export function useUndoAction(run: () => Promise<void>): UndoAction {
  const [undone, setUndone] = useState(false);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const inFlight = useRef(false);
  const undo = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setError(undefined);
    try {
      await run();
      setUndone(true);
    } catch (caught) {
      setError(caught instanceof Error ? caught.message : "撤销失败，请重试。");
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return { undone, pending, error, undo };
}

/** The card's last line: 撤销 (or what it became once undone) and, after a failure, why. */
export function UndoFooter({ action, locked, doneText, testId }: { action: UndoAction; locked: boolean; doneText: string; testId: string }) {
  return (
    <div className="mt-2 flex items-center gap-3" aria-live="polite">
      {action.undone ? (
        <p className="text-xs text-zinc-500 dark:text-zinc-400">{doneText}</p>
      ) : (
        <Button variant="secondary" size="sm" disabled={action.pending || locked} onClick={() => void action.undo()} data-testid={testId}>
          {action.pending ? "撤销中…" : "撤销"}
        </Button>
      )}
      {action.error ? (
        <p role="alert" className="text-xs text-red-600 dark:text-red-400">
          {action.error}
        </p>
      ) : null}
    </div>
  );
}
