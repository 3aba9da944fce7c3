"use client";
/**
 * 打卡: what became of a study block that has begun — 完成 / 做了一部分 / 没做. Opens from a click, tap, Enter or Space
 * on the block (the same way 移到… opens on a future one), takes focus, and gives it back to the block when it
 * closes (Esc, 取消, or once the check-in is recorded). A skipped block also offers 重新安排, which asks the assistant
 * to re-plan the missed work.
 */
import { useId } from "react";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { Button } from "@/components/ui/button";
import { CheckinControls, type CheckIn } from "@/components/checkin/checkin-controls";
import { outcomeLabel } from "@/components/checkin/format";
import { ReplanButton } from "@/components/checkin/replan-button";
import { blockTitle, clockRange, monthDay, periodRange, shownOutcome, weekdayName } from "./format";

/** A committed study block (or an embedded item) whose start has passed and whose sitting has an event to address. */
export function canCheckIn(block: WeekBlock): boolean {
  return shownOutcome(block) !== null && block.event_id !== null && block.draft_effect === undefined;
}

interface CheckinMenuProps {
  block: WeekBlock;
  view: WeekView;
  onCheckIn: CheckIn;
  onClose(): void;
}

export function CheckinMenu({ block, view, onCheckIn, onClose }: CheckinMenuProps) {
  const titleId = useId();
  const outcome = shownOutcome(block);
  const clock = clockRange(view.term.section_times, block.slot_start, block.slot_end);
  return (
    <div
      role="dialog"
      aria-labelledby={titleId}
      data-testid="checkin-menu"
      onKeyDown={(event) => {
        if (event.key !== "Escape") return;
        event.preventDefault();
        onClose();
      }}
      className="mb-2 rounded-lg border border-emerald-300 bg-emerald-50 p-3 text-sm text-zinc-800 dark:border-emerald-800 dark:bg-emerald-950/50 dark:text-zinc-100"
    >
      <h3 id={titleId} className="font-semibold">
        打卡「{blockTitle(block)}」
      </h3>
      <p className="mt-0.5 text-xs text-zinc-600 dark:text-zinc-300">
        {weekdayName(block.day_of_week)} {monthDay(block.date)} {periodRange(block.slot_start, block.slot_end)}
        {clock ? ` ${clock}` : ""}
        {outcome ? ` · 现在：${outcomeLabel(outcome)}` : ""}
      </p>
      <div className="mt-2 flex flex-wrap items-start gap-2">
        <CheckinControls
          name={blockTitle(block)}
          periods={block.slot_end - block.slot_start + 1}
          outcome={outcome}
          autoFocus
          onCheckIn={async (status, periodsDone) => {
            await onCheckIn(status, periodsDone);
            onClose();
          }}
        />
        {outcome === "skipped" ? <ReplanButton name={blockTitle(block)} onAsked={onClose} /> : null}
        <Button size="sm" variant="ghost" data-testid="checkin-close" onClick={onClose}>
          取消
        </Button>
      </div>
    </div>
  );
}
