"use client";
/**
 * One study block in 今天 and on the daily card: what it is, when ("昨天 第7-8节 19:00"), its outcome and, once it has
 * begun, 完成 / 做了一部分 / 没做 (and 重新安排 once it is 没做), today's blocks as well as earlier ones. A check-in is POSTed for the sitting's date and first period and announced, so the grid
 * and 今天 read themselves again.
 */
import { blockTitle, periodRange } from "@/components/schedule/format";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { checkIn } from "@/client/checkins-api";
import type { CheckinResponse, CheckinStatus, StudyBlock } from "@/lib/protocol/checkins";
import { CheckinControls } from "./checkin-controls";
import { clockTime, dayWords, outcomeLabel } from "./format";
import { ReplanButton } from "./replan-button";

/** "昨天 第7-8节 19:00", or without the day for today's own list. */
export function blockWhen(block: StudyBlock, today: string, timeZone: string, withDay = true): string {
  const day = withDay ? `${dayWords(block.date, today)} ` : "";
  return `${day}${periodRange(block.slot_start, block.slot_end)} ${clockTime(block.starts_at, timeZone)}`;
}

/** Records a sitting's outcome and tells every view of the schedule. */
export async function checkInStudyBlock(block: StudyBlock, status: CheckinStatus, periodsDone?: number): Promise<CheckinResponse> {
  const answer = await checkIn(block, status, periodsDone);
  notifyScheduleChanged();
  return answer;
}

export function studyBlockKey(block: Pick<StudyBlock, "event_id" | "date" | "slot_start">): string {
  return `${block.event_id}:${block.date}:${block.slot_start}`;
}

interface StudyBlockRowProps {
  block: StudyBlock;
  today: string;
  timeZone: string;
  withDay?: boolean;
  /** Called after the server recorded it (the daily card keeps its own list). */
  onRecorded?: (answer: CheckinResponse) => void;
  /** The block a reminder's notification pointed at (/?view=today&block=<eventId>): marked and named as current. */
  highlighted?: boolean;
}

/** How 今天 marks the block a notification pointed at. */
export const POINTED_CLASS = "rounded-lg bg-indigo-50 px-2 ring-1 ring-indigo-300 dark:bg-indigo-950 dark:ring-indigo-700";

export function StudyBlockRow({ block, today, timeZone, withDay = true, onRecorded, highlighted = false }: StudyBlockRowProps) {
  const title = blockTitle(block);
  return (
    <li
      data-testid="study-block-row"
      data-outcome={block.outcome ?? undefined}
      data-highlighted={highlighted || undefined}
      aria-current={highlighted ? "true" : undefined}
      className={`flex flex-col gap-1.5 py-2 sm:flex-row sm:items-start sm:justify-between ${highlighted ? POINTED_CLASS : ""}`}
    >
      <div className="min-w-0">
        <p className="text-sm font-medium break-words text-zinc-900 dark:text-zinc-50">{title}</p>
        <p className="text-xs text-zinc-600 tabular-nums dark:text-zinc-300">
          {blockWhen(block, today, timeZone, withDay)}
          {block.outcome ? ` · ${outcomeLabel(block.outcome, block.periods_done)}` : " · 还没开始"}
        </p>
      </div>
      {block.outcome ? (
        <div className="flex flex-wrap items-start gap-2">
          <CheckinControls
            name={title}
            periods={block.slot_end - block.slot_start + 1}
            outcome={block.outcome}
            onCheckIn={async (status, periodsDone) => {
              const answer = await checkInStudyBlock(block, status, periodsDone);
              onRecorded?.(answer);
            }}
          />
          {block.outcome === "skipped" ? <ReplanButton name={title} /> : null}
        </div>
      ) : null}
    </li>
  );
}
