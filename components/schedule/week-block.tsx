"use client";
/**
 * One block of the grid: a focusable button that announces what it is (aria-label) and shows its details while
 * hovered, focused or tapped. Styling depends on the kind; the caller decides where it sits.
 */
import { Fragment, useId, useState, type KeyboardEvent, type ReactNode } from "react";
import type { PeriodTime } from "@/lib/calendar/clock";
import type { WeekBlock } from "@/lib/protocol/week-view";

import { BlockDetails } from "./block-details";
import { blockSurface, FOCUS_RING } from "./block-style";
import { blockBadges, blockLabel, blockTitle } from "./format";
import { LockIcon } from "./icons";

function Badge({ children, tone }: { children: ReactNode; tone: "plain" | "draft" | "warn" }) {
  const tones = {
    plain: "bg-black/5 dark:bg-white/10",
    draft: "bg-violet-600 text-white dark:bg-violet-400 dark:text-violet-950",
    warn: "bg-zinc-700 text-white dark:bg-zinc-200 dark:text-zinc-900",
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
      {badges.map((badge) => (
        <Fragment key={badge}>
          {" "}
          <Badge tone={BADGE_TONES[badge] ?? "plain"}>
            {badge === "固定" ? <LockIcon className="size-2.5" /> : null}
            {badge}
          </Badge>
        </Fragment>
      ))}
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
}

export function BlockButton({ block, sectionTimes, align, placement, asHostHeader = false, className = "", move }: BlockButtonProps) {
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
        aria-label={blockLabel(block, showLocation ? block.location : null)}
        aria-describedby={[open ? detailsId : "", move?.hintId ?? ""].join(" ").trim() || undefined}
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
