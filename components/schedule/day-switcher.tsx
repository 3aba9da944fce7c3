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
  markedDates = new Set<string>(),
}: {
  view: WeekView;
  /** Days holding periods an answer marked (a dot, and 有标记 in the name). */
  markedDates?: ReadonlySet<string>;
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
        const isMarked = markedDates.has(day.date);
        const weekday = weekdayName(day.day_of_week);
        const top = isToday ? "今天" : weekday;
        const dayOfMonth = `${Number(day.date.slice(8, 10))}日`;
        // The name starts with what the chip shows, word for word (WCAG 2.5.3), then what only the dots say.
        const details = [isToday ? weekday : "", isMarked ? "有标记" : "", `${count}项安排`, hasDraft ? "含待确认" : ""].filter(Boolean);
        return (
          <button
            key={day.day_of_week}
            type="button"
            aria-pressed={selected}
            aria-label={`${top} ${dayOfMonth}，${details.join("，")}`}
            onClick={() => onSelect(day.day_of_week)}
            className={`flex flex-col items-center rounded-lg py-1.5 text-xs ${FOCUS_RING} ${
              selected
                ? "bg-zinc-900 text-white dark:bg-zinc-100 dark:text-zinc-900"
                : "text-zinc-600 hover:bg-zinc-100 dark:text-zinc-300 dark:hover:bg-zinc-800"
            }`}
          >
            <span className={isToday && !selected ? "font-semibold text-sky-700 dark:text-sky-300" : ""}>{top}</span>{" "}
            <span className="text-sm font-semibold tabular-nums">{dayOfMonth}</span>
            <span aria-hidden="true" className="mt-0.5 flex h-1.5 gap-0.5">
              {count > 0 ? <span className={`size-1.5 rounded-full ${selected ? "bg-current" : "bg-zinc-400"}`} /> : null}
              {hasDraft ? <span className="size-1.5 rounded-full bg-violet-500" /> : null}
              {isMarked ? <span className="size-1.5 rounded-full bg-amber-500" /> : null}
            </span>
          </button>
        );
      })}
    </div>
  );
}
