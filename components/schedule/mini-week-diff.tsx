/**
 * A compact before -> after picture of a change list (the confirm card's): only the days that change, each as a
 * 12-period column; where a block leaves is faded and struck through, where it arrives is highlighted. Pure
 * rendering from props.
 */
import type { ScheduleChange } from "@/lib/protocol/data-parts";
import { diffDays, type DiffDay, type DiffEntry } from "./diff-entries";
import { periodRange, weekdayName } from "./format";
import { layoutDay } from "./layout";

/** Rows for the seed's 12 periods, or down to the latest period a change touches on a longer day. */
function periodsOf(days: readonly DiffDay[]): number[] {
  const last = Math.max(12, ...days.flatMap((day) => day.entries.map((entry) => entry.slot_end)));
  return Array.from({ length: last }, (_, index) => index + 1);
}

function sideLabel(entry: DiffEntry): string {
  if (entry.side === "from") return entry.change === "unplace" ? "移除" : "原位置";
  return entry.change === "place" ? "新增" : "新位置";
}

function entryLabel(entry: DiffEntry): string {
  const embedded = entry.embedded_in ? `（嵌入${entry.embedded_in}）` : "";
  return `${sideLabel(entry)}：${weekdayName(entry.day_of_week)} ${periodRange(entry.slot_start, entry.slot_end)} ${entry.name}${embedded}`;
}

function shortDate(date: string): string {
  return `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
}

/** The changed days in groups of one week each, in date order. */
function byWeek(days: readonly DiffDay[]): DiffDay[][] {
  const weeks = new Map<number, DiffDay[]>();
  for (const day of days) weeks.set(day.week, [...(weeks.get(day.week) ?? []), day]);
  return [...weeks.values()];
}

export function MiniWeekDiff({ changes }: { changes: ScheduleChange[] }) {
  const weeks = byWeek(diffDays(changes));
  if (weeks.length === 0) return null;
  return (
    <figure data-testid="mini-week-diff" className="space-y-2 text-zinc-700 dark:text-zinc-300">
      {weeks.map((days) => (
        <DiffWeek key={days[0].week} days={days} titled={weeks.length > 1} />
      ))}
      <figcaption className="mt-1.5 flex flex-wrap gap-x-3 text-[11px] text-zinc-500 dark:text-zinc-400">
        <span className="flex items-center gap-1">
          <span className="inline-block h-2.5 w-3 rounded-sm border border-dashed border-zinc-400" />
          原位置
        </span>
        <span className="flex items-center gap-1">
          <span className="inline-block h-2.5 w-3 rounded-sm bg-violet-600 dark:bg-violet-500" />
          新位置
        </span>
        <span className="flex items-center gap-1">
          <span className="rounded-sm bg-violet-600 px-0.5 text-[9px] leading-3 text-white">嵌</span>
          嵌入课程
        </span>
      </figcaption>
    </figure>
  );
}

/**
 * One week's changed days side by side: they share the width (a whole week fits a phone's card), so no day is ever
 * scrolled or clipped out of view.
 */
function DiffWeek({ days, titled }: { days: DiffDay[]; titled: boolean }) {
  const periods = periodsOf(days);
  return (
    <div data-testid="diff-week" data-week={days[0].week}>
      {titled ? <p className="mb-0.5 text-[11px] font-medium text-zinc-600 dark:text-zinc-300">第{days[0].week}周</p> : null}
      <div
        className="grid gap-x-0.5 sm:gap-x-1"
        style={{
          gridTemplateColumns: `1rem repeat(${days.length}, minmax(0, 1fr))`,
          gridTemplateRows: `auto repeat(${periods.length}, 1rem)`,
        }}
      >
        {days.map((day, index) => (
          <div
            key={day.date}
            data-testid="diff-day"
            style={{ gridColumn: index + 2, gridRow: 1 }}
            className="flex min-w-0 flex-col items-center pb-1 text-center text-[11px] leading-4 text-zinc-500 dark:text-zinc-400"
          >
            <span className="font-medium text-zinc-800 dark:text-zinc-200">{weekdayName(day.day_of_week)}</span>
            <span className="tabular-nums">{shortDate(day.date)}</span>
          </div>
        ))}
        {periods.map((period) => (
          <div
            key={period}
            aria-hidden="true"
            style={{ gridColumn: 1, gridRow: period + 1 }}
            className="text-right text-[9px] leading-4 text-zinc-500 tabular-nums dark:text-zinc-400"
          >
            {period}
          </div>
        ))}
        {days.flatMap((day, index) =>
          periods.map((period) => (
            <div
              key={`${day.date}-${period}`}
              aria-hidden="true"
              style={{ gridColumn: index + 2, gridRow: period + 1 }}
              className={`bg-zinc-50 dark:bg-zinc-900 ${period === 5 || period === 9 ? "border-t border-zinc-300 dark:border-zinc-700" : period > 1 ? "border-t border-white dark:border-zinc-950" : ""}`}
            />
          )),
        )}
        {days.flatMap((day, index) =>
          layoutDay(day.entries).map(({ block: entry, lane, lanes }) => (
            <div
              key={entry.id}
              data-testid="diff-block"
              data-side={entry.side}
              data-day={entry.day_of_week}
              data-date={entry.date}
              data-slot-start={entry.slot_start}
              data-slot-end={entry.slot_end}
              data-embedded={entry.embedded_in ? true : undefined}
              role="img"
              aria-label={entryLabel(entry)}
              title={entryLabel(entry)}
              style={{
                gridColumn: index + 2,
                gridRow: `${entry.slot_start + 1} / ${entry.slot_end + 2}`,
                width: `${100 / lanes}%`,
                marginLeft: `${(100 * lane) / lanes}%`,
              }}
              className={`z-10 flex min-w-0 items-start gap-0.5 overflow-hidden rounded-sm px-0.5 text-[10px] sm:px-1 leading-[0.875rem] ${
                entry.side === "from"
                  ? "border border-dashed border-zinc-400 bg-white text-zinc-500 line-through dark:border-zinc-500 dark:bg-zinc-950 dark:text-zinc-400"
                  : "bg-violet-600 font-medium text-white shadow-sm"
              }`}
            >
              {entry.embedded_in ? (
                <span className="shrink-0 rounded-sm bg-white/25 px-0.5 no-underline">嵌</span>
              ) : null}
              <span className={entry.slot_end > entry.slot_start ? "line-clamp-2 break-all" : "truncate"}>{entry.name}</span>
            </div>
          )),
        )}
      </div>
    </div>
  );
}
