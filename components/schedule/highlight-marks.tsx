/**
 * The marks the week grid draws over the periods an answer talks about. Free runs get a dashed outline, a highlighter tint and
 * the word 空闲 with their clock times; busy runs (the courses of "我下周三有什么课") a solid outline around the
 * blocks already there. Each mark also says in words what it marks, so nothing rests on colour alone. Marks never
 * take a pointer: the cells and blocks under them keep working.
 */
import type { HighlightPeriod } from "@/lib/protocol";
import type { WeekView } from "@/lib/protocol/week-view";
import { columnStyle, dayColumnClass } from "./grid-columns";
import { highlightLabel } from "./time-highlight";

const MARK_STYLE: Record<HighlightPeriod["kind"], string> = {
  free: "z-[5] bg-yellow-50 outline-2 outline-dashed -outline-offset-2 outline-amber-600 dark:bg-yellow-300/10 dark:outline-amber-300",
  busy: "z-[15] outline-[3px] outline-solid -outline-offset-1 outline-amber-600 dark:outline-amber-300",
};

/** The periods of `periods` that fall on the days `view` shows, matched by date. */
export function periodsInView(view: Pick<WeekView, "days">, periods: readonly HighlightPeriod[]): HighlightPeriod[] {
  const dates = new Set(view.days.map((day) => day.date));
  return periods.filter((period) => dates.has(period.date));
}

export function HighlightMarks({ periods, selectedDay }: { periods: readonly HighlightPeriod[]; selectedDay: number }) {
  return periods.map((period) => (
    <div
      key={`${period.date}-${period.slot_start}-${period.kind}`}
      data-testid="highlight-mark"
      data-kind={period.kind}
      data-date={period.date}
      data-slots={`${period.slot_start}-${period.slot_end}`}
      style={columnStyle(period.day_of_week, { gridRow: `${period.slot_start + 1} / ${period.slot_end + 2}` })}
      className={`${dayColumnClass(period.day_of_week, selectedDay)} pointer-events-none relative m-0.5 rounded-md ${MARK_STYLE[period.kind]}`}
    >
      <span className="sr-only">{highlightLabel(period)}</span>
      {period.kind === "free" ? (
        <span aria-hidden="true" className="flex flex-col px-1.5 pt-1 text-[11px] leading-tight text-amber-900 dark:text-amber-100">
          <span className="font-semibold">空闲</span>
          <span className="tabular-nums">
            {period.start}–{period.end}
          </span>
        </span>
      ) : null}
    </div>
  ));
}
