/**
 * A compact before -> after picture of a change list (the confirm card's): only the days that change, each as a
 * 12-period column; where a block leaves is faded and struck through, where it arrives is highlighted. Pure
 * rendering from props.
 */
import type { ScheduleChange } from "@/lib/protocol/data-parts";
import { diffDays, type DiffEntry } from "./diff-entries";
import { periodRange, weekdayName } from "./format";
import { layoutDay } from "./layout";

const PERIODS = Array.from({ length: 12 }, (_, index) => index + 1);

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

export function MiniWeekDiff({ changes }: { changes: ScheduleChange[] }) {
  const days = diffDays(changes);
  if (days.length === 0) return null;
  return (
    <figure data-testid="mini-week-diff" className="text-zinc-700 dark:text-zinc-300">
      <div className="overflow-x-auto">
        <div
          className="grid gap-x-1"
          style={{
            gridTemplateColumns: `1.25rem repeat(${days.length}, minmax(0, 1fr))`,
            gridTemplateRows: "auto repeat(12, 1rem)",
            // Each day keeps at least 4rem; beyond what fits, the row scrolls sideways.
            minWidth: `${1.25 + days.length * 4.25}rem`,
          }}
        >
          {days.map((day, index) => (
            <div
              key={day.date}
              data-testid="diff-day"
              style={{ gridColumn: index + 2, gridRow: 1 }}
              className="pb-1 text-center text-[11px] leading-4 text-zinc-500 dark:text-zinc-400"
            >
              <span className="font-medium text-zinc-800 dark:text-zinc-200">{weekdayName(day.day_of_week)}</span> {shortDate(day.date)}
            </div>
          ))}
          {PERIODS.map((period) => (
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
            PERIODS.map((period) => (
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
                className={`z-10 flex min-w-0 items-start gap-0.5 overflow-hidden rounded-sm px-1 text-[10px] leading-[0.875rem] ${
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
