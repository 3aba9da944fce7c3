"use client";
/**
 * One block of the grid: a focusable button that announces what it is (aria-label) and shows its details while
 * hovered, focused or tapped. Styling depends on the kind; the caller decides where it sits.
 */
import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import type { PeriodTime } from "@/lib/calendar/clock";
import type { BlockOutcome } from "@/lib/protocol/checkins";
import type { WeekBlock } from "@/lib/protocol/week-view";

import { BlockDetails } from "./block-details";
import { blockSurface, FOCUS_RING } from "./block-style";
import { blockBadges, blockLabel, blockTitle, shownOutcome } from "./format";
import { LockIcon, OutcomeIcon } from "./icons";

type BadgeTone = "plain" | "draft" | "warn" | BlockOutcome;

function Badge({ children, tone }: { children: ReactNode; tone: BadgeTone }) {
  const tones: Record<BadgeTone, string> = {
    plain: "bg-black/5 dark:bg-white/10",
    draft: "bg-violet-600 text-white dark:bg-violet-400 dark:text-violet-950",
    warn: "bg-zinc-700 text-white dark:bg-zinc-200 dark:text-zinc-900",
    // Outcomes: a word and a mark of their own, so the colour is never the only sign.
    done: "bg-emerald-700 text-white dark:bg-emerald-300 dark:text-emerald-950",
    partial: "bg-amber-200 text-amber-950 dark:bg-amber-300 dark:text-amber-950",
    skipped: "bg-rose-700 text-white dark:bg-rose-300 dark:text-rose-950",
    unconfirmed: "border border-dashed border-amber-700 bg-white text-amber-900 dark:border-amber-300 dark:bg-zinc-900 dark:text-amber-200",
  };
  return (
    <span className={`inline-flex items-center gap-0.5 rounded px-1 text-[10px] leading-4 font-medium whitespace-nowrap ${tones[tone]}`}>
      {children}
    </span>
  );
}

const BADGE_TONES: Record<string, "plain" | "draft" | "warn"> = { 待确认: "draft", 将移走: "warn", 将移除: "warn" };

/** The spaces between the spans are not drawn (flex items) but keep the words apart for assistive technology. */
function BlockBadges({ block }: { block: WeekBlock }) {
  const badges = blockBadges(block);
  if (badges.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {badges.map((badge, index) => {
        // blockBadges puts a begun block's outcome first.
        const outcome = index === 0 ? shownOutcome(block) : null;
        return (
          <Fragment key={badge}>
            {" "}
            <Badge tone={outcome ?? BADGE_TONES[badge] ?? "plain"}>
              {badge === "固定" ? <LockIcon className="size-2.5" /> : null}
              {outcome ? <OutcomeIcon outcome={outcome} /> : null}
              <span data-outcome={outcome ?? undefined}>{badge}</span>
            </Badge>
          </Fragment>
        );
      })}
    </span>
  );
}

/** What a movable block does beyond showing itself (the grid decides which blocks move). */
export interface BlockMoveProps {
  /** The element that says how to move a block. */
  hintId: string;
  /** The keyboard is choosing a new time for this block. */
  choosing: boolean;
  /** Click, tap, Enter or Space: open the 移到… menu. */
  onActivate(): void;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
  onBlur(): void;
}

/** A study block that has begun: a click, tap, Enter or Space opens its check-in menu instead of 移到…. */
export interface BlockCheckinProps {
  /** The element that says how to check in. */
  hintId: string;
  onActivate(): void;
}

export interface BlockButtonProps {
  block: WeekBlock;
  sectionTimes: PeriodTime[];
  /** Which side of the block the details open on, so they stay inside the grid. */
  align: "left" | "right";
  placement: "below" | "above";
  /** Header of a host course whose guests are drawn below it: no location line, no own height. */
  asHostHeader?: boolean;
  className?: string;
  move?: BlockMoveProps;
  checkIn?: BlockCheckinProps;
}

export function BlockButton({ block, sectionTimes, align, placement, asHostHeader = false, className = "", move, checkIn }: BlockButtonProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const periods = block.slot_end - block.slot_start + 1;
  const faded = block.draft_effect !== undefined;
  // A guest sits in its host's room, which the host already names.
  const showLocation = !asHostHeader && periods >= 2 && block.location !== null && block.host_block_id === undefined;
  const popoverPosition = `${align === "left" ? "left-0" : "right-0"} ${placement === "below" ? "top-full mt-1" : "bottom-full mb-1"}`;
  return (
    // The opaque underlay keeps grid lines from showing through the translucent dark-mode colours.
    <div className={`relative rounded-md ${asHostHeader ? "" : "bg-white dark:bg-zinc-950"} ${open ? "z-30" : ""} ${className}`}>
      <button
        type="button"
        data-testid="week-block"
        data-kind={block.kind}
        data-day={block.day_of_week}
        data-slot-start={block.slot_start}
        data-slot-end={block.slot_end}
        data-locked={block.locked || undefined}
        data-can-embed={block.can_embed || undefined}
        data-draft-effect={block.draft_effect}
        data-block-id={block.id}
        data-movable={move ? true : undefined}
        data-choosing={move?.choosing || undefined}
        data-outcome={block.outcome ?? undefined}
        data-checkin={checkIn ? true : undefined}
        aria-label={blockLabel(block, showLocation ? block.location : null)}
        aria-haspopup={checkIn ? "dialog" : undefined}
        aria-describedby={[open ? detailsId : "", move?.hintId ?? checkIn?.hintId ?? ""].join(" ").trim() || undefined}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => {
          setOpen(false);
          move?.onBlur();
        }}
        onClick={() => {
          setOpen(true);
          move?.onActivate();
          checkIn?.onActivate();
        }}
        onKeyDown={(event) => {
          move?.onKeyDown(event);
          if (event.key === "Escape") setOpen(false);
        }}
        className={`flex h-full w-full items-start overflow-hidden text-left ${
          asHostHeader
            ? "min-h-6 flex-row flex-wrap gap-x-1.5 gap-y-0.5 rounded-t-md px-1.5 pt-1 pb-0.5"
            : `flex-col gap-0.5 rounded-md px-1.5 py-1 ${block.kind === "draft" ? "" : "border-l-4"} ${blockSurface(block)}`
        } ${move?.choosing ? "ring-2 ring-violet-500" : ""} ${FOCUS_RING}`}
      >
        <span
          className={`text-xs leading-4 font-semibold break-all ${faded ? "line-through decoration-1" : ""} ${
            asHostHeader ? "line-clamp-1" : periods === 1 ? "line-clamp-1 w-full" : "line-clamp-2 w-full"
          }`}
        >
          {blockTitle(block)}
        </span>{" "}
        <BlockBadges block={block} />
        {showLocation ? (
          <>
            {" "}
            <span className="line-clamp-1 text-[11px] leading-4 opacity-75">{block.location}</span>
          </>
        ) : null}
      </button>
      {open ? <BlockDetails block={block} sectionTimes={sectionTimes} id={detailsId} className={popoverPosition} /> : null}
    </div>
  );
}
