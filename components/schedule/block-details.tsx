/** The popover of a focused or hovered block: when, where, and what the student may do with it. */
import type { PeriodTime } from "@/lib/calendar/clock";
import type { WeekBlock } from "@/lib/protocol/week-view";

import { blockTitle, clockRange, monthDay, periodRange, weekdayName } from "./format";

function statusText(block: WeekBlock): string {
  if (block.draft_effect === "moved") return "草稿里它被调到了别的时间，确认后才会生效。";
  if (block.draft_effect === "removed") return "草稿里它被移出了日程，确认后才会生效。";
  switch (block.kind) {
    case "course":
      if (block.locked) return "固定课程：不能移动，也不能在这节课上安排任务。";
      return block.can_embed ? "可嵌入的课程：可以在这节课上同时安排复习任务。" : "课程";
    case "study":
      return "已安排的自习时段。";
    case "embedded":
      return `与「${block.host_name ?? "课程"}」共用这段时间的复习任务。`;
    case "draft":
      return block.host_name
        ? `AI 建议嵌入「${block.host_name}」，待你确认后写入日程。`
        : block.change === "move"
          ? "AI 建议把它调到这里，待你确认后写入日程。"
          : "AI 建议的新安排，待你确认后写入日程。";
  }
}

export function BlockDetails({
  block,
  sectionTimes,
  id,
  className,
}: {
  block: WeekBlock;
  sectionTimes: PeriodTime[];
  id: string;
  className: string;
}) {
  const clock = clockRange(sectionTimes, block.slot_start, block.slot_end);
  return (
    <div
      id={id}
      role="tooltip"
      className={`pointer-events-none absolute z-40 w-64 rounded-lg border border-zinc-200 bg-white p-3 text-left text-xs leading-5 text-zinc-700 shadow-lg dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 ${className}`}
    >
      <p className="text-sm font-semibold text-zinc-900 dark:text-zinc-50">{blockTitle(block)}</p>
      <p>
        {weekdayName(block.day_of_week)} {monthDay(block.date)} · {periodRange(block.slot_start, block.slot_end)}
        {clock ? ` · ${clock}` : ""}
      </p>
      {block.location ? <p>地点：{block.location}</p> : null}
      <p className="mt-1 text-zinc-500 dark:text-zinc-400">{statusText(block)}</p>
    </div>
  );
}
