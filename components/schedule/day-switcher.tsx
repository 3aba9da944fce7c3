"use client";
/** The seven days as chips, for a container too narrow to show the whole week at once. */
import type { WeekView } from "@/lib/protocol/week-view";
import { FOCUS_RING } from "./block-style";
import { weekdayName } from "./format";

export function DaySwitcher({
  view,
  selectedDay,
  onSelect,
  className = "",
}: {
  view: WeekView;
  selectedDay: number;
  onSelect(dayOfWeek: number): void;
  className?: string;
}) {
  return (
    <div role="group" aria-label="选择要查看的一天" className={`grid grid-cols-7 gap-1 ${className}`}>
      {view.days.map((day) => {
        const selected = day.day_of_week === selectedDay;
        const isToday = day.date === view.today;
        const count = view.blocks.filter((block) => block.day_of_week === day.day_of_week && block.kind !== "embedded").length;
        const hasDraft = view.blocks.some((block) => block.day_of_week === day.day_of_week && block.kind === "draft");
        return (
          <button
            key={day.day_of_week}
            type="button"
            aria-pressed={selected}
            aria-label={`${weekdayName(day.day_of_week)} ${Number(day.date.slice(5, 7))}月${Number(day.date.slice(8, 10))}日，${count}项安排${hasDraft ? "，含待确认" : ""}`}
            onClick={() => onSelect(day.day_of_week)}
            className={`flex flex-col items-center rounded-lg py-1.5 text-xs ${FOCUS_RING} ${
              selected
                ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                : "text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
            }`}
          >
            <span className={isToday && !selected ? "font-semibold text-sky-700 dark:text-sky-300" : ""}>
              {isToday ? "今天" : weekdayName(day.day_of_week).slice(1)}
            </span>
            <span className="text-sm font-semibold tabular-nums">{Number(day.date.slice(8, 10))}</span>
            <span aria-hidden="true" className="mt-0.5 flex h-1.5 gap-0.5">
              {count > 0 ? <span className={`size-1.5 rounded-full ${selected ? "bg-current" : "bg-zinc-400"}`} /> : null}
              {hasDraft ? <span className="size-1.5 rounded-full bg-violet-500" /> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
