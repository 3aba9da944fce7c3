"use client";
/**
 * A move on the grid: POST /api/schedule/moves, then the grid refetches (the block shows dashed, in the draft) and
 * opens the week it went to. A refusal keeps the server's zh sentence for an alert; one move at a time.
 */
import { useCallback, useRef, useState } from "react";
import { moveBlock, moveRequest } from "@/client/schedule-api";
import type { WeekBlock } from "@/lib/protocol/week-view";
import { blockTitle, periodRange, weekdayName } from "./format";
import type { MoveTarget } from "./moves";
import { notifyScheduleChanged } from "./schedule-events";

interface BlockMoveState {
  moving: boolean;
  /** The server's reason the last move was refused. */
  error: string | null;
  /** What the last move did, for the status line. */
  done: string | null;
  move(block: WeekBlock, target: MoveTarget): void;
  dismiss(): void;
}

export function useBlockMove(onMoved: (target: MoveTarget) => void): BlockMoveState {
  const [moving, setMoving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const inFlight = useRef(false);

  const move = useCallback(
    (block: WeekBlock, target: MoveTarget) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setMoving(true);
      setError(null);
      setDone(null);
      const end = target.slot_start + block.slot_end - block.slot_start;
      moveBlock(moveRequest(block, target))
        .then(() => {
          setDone(`已把「${blockTitle(block)}」移到${weekdayName(target.day_of_week)} ${periodRange(target.slot_start, end)}，确认后写入日程。`);
          onMoved(target);
          notifyScheduleChanged();
        })
        .catch((caught: unknown) => setError(caught instanceof Error ? caught.message : "移动失败，请重试。"))
        .finally(() => {
          inFlight.current = false;
          setMoving(false);
        });
    },
    [onMoved],
  );

  return { moving, error, done, move, dismiss: () => setError(null) };
}
