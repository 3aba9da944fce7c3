"use client";
/**
 * The week as a 7-day x 12-period CSS grid. In a narrow container (a phone, a sidebar) the same grid shows one
 * day, the one `selectedDay` names, so there is a single DOM and a single set of blocks either way.
 */
import type { CSSProperties } from "react";
import type { WeekView } from "@/lib/protocol/week-view";
import { blockSurface } from "./block-style";
import { monthDay, weekdayName } from "./format";
import { layoutDay, type PlacedBlock } from "./layout";
import { BlockButton } from "./week-block";

const PERIODS = Array.from({ length: 12 }, (_, index) => index + 1);

/** The day a narrow grid opens on: today when this week holds it, else Monday. */
export function defaultDay(view: Pick<WeekView, "days" | "today">): number {
  return view.days.find((day) => day.date === view.today)?.day_of_week ?? 1;
}

type ColumnStyle = CSSProperties & { "--day-column": number };

function columnStyle(dayOfWeek: number, extra: CSSProperties = {}): ColumnStyle {
  return { "--day-column": dayOfWeek + 1, ...extra };
}

/** Wide: the day's own column. Narrow: the one visible column, and other days are not drawn at all. */
function dayColumnClass(dayOfWeek: number, selectedDay: number): string {
  return `col-start-2 @2xl:col-start-(--day-column) ${dayOfWeek === selectedDay ? "" : "@max-2xl:hidden"}`;
}

export function WeekGrid({ view, selectedDay = defaultDay(view) }: { view: WeekView; selectedDay?: number }) {
  const sectionTimes = view.term.section_times;
  return (
    <div className="@container">
      <div
        data-testid="week-grid"
        className="grid grid-cols-[2.75rem_minmax(0,1fr)] grid-rows-[auto_repeat(12,3.25rem)] @2xl:grid-cols-[3.25rem_repeat(7,minmax(0,1fr))]"
      >
        <div className="sticky top-0 z-20 row-start-1 border-b @max-2xl:hidden border-zinc-200 bg-white col-start-1 dark:border-zinc-800 dark:bg-zinc-950" />
        {view.days.map((day) => {
          const isToday = day.date === view.today;
          return (
            <div
              key={day.day_of_week}
              style={columnStyle(day.day_of_week)}
              data-testid="week-day-header"
              data-today={isToday || undefined}
              aria-current={isToday ? "date" : undefined}
              className={`${dayColumnClass(day.day_of_week, selectedDay)} sticky top-0 z-20 row-start-1 flex @max-2xl:hidden flex-col items-center border-b border-zinc-200 bg-white py-1.5 dark:border-zinc-800 dark:bg-zinc-950`}
            >
              <span className={`text-xs ${isToday ? "font-semibold text-sky-700 dark:text-sky-300" : "text-zinc-500 dark:text-zinc-400"}`}>
                {weekdayName(day.day_of_week)}
              </span>
              <span
                className={`mt-0.5 rounded-full px-2 text-sm leading-6 tabular-nums ${
                  isToday ? "bg-sky-700 font-semibold text-white dark:bg-sky-700" : "text-zinc-800 dark:text-zinc-200"
                }`}
              >
                {monthDay(day.date)}
              </span>
            </div>
          );
        })}

        {PERIODS.map((period) => (
          <div
            key={period}
            style={{ gridRow: period + 1 }}
            data-testid="week-period"
            className={`col-start-1 flex flex-col items-center justify-start pt-1 pr-1 text-zinc-500 dark:text-zinc-400 ${periodBorder(period)}`}
          >
            <span className="text-xs font-semibold text-zinc-700 dark:text-zinc-300">{period}</span>
            <span className="text-[10px] leading-3 tabular-nums">{sectionTimes[period - 1]?.start ?? ""}</span>
          </div>
        ))}

        {view.days.flatMap((day) =>
          PERIODS.map((period) => (
            <div
              key={`${day.day_of_week}-${period}`}
              aria-hidden="true"
              style={columnStyle(day.day_of_week, { gridRow: period + 1 })}
              className={`${dayColumnClass(day.day_of_week, selectedDay)} border-l border-zinc-100 dark:border-zinc-800/70 ${periodBorder(period)} ${
                day.date === view.today ? "bg-sky-50/70 dark:bg-sky-400/[0.04]" : ""
              }`}
            />
          )),
        )}

        {view.days.flatMap((day) =>
          layoutDay(view.blocks.filter((block) => block.day_of_week === day.day_of_week)).map((placed) => (
            <PlacedBlockCell key={placed.block.id} placed={placed} view={view} selectedDay={selectedDay} />
          )),
        )}
      </div>
    </div>
  );
}

/** Morning, afternoon and evening are set apart by a stronger line before periods 5 and 9. */
function periodBorder(period: number): string {
  if (period === 5 || period === 9) return "border-t-2 border-t-zinc-300 dark:border-t-zinc-700";
  return "border-t border-t-zinc-200 dark:border-t-zinc-800";
}

function PlacedBlockCell({ placed, view, selectedDay }: { placed: PlacedBlock; view: WeekView; selectedDay: number }) {
  const { block, guests, lane, lanes } = placed;
  const style = columnStyle(block.day_of_week, {
    gridRow: `${block.slot_start + 1} / ${block.slot_end + 2}`,
    width: `${100 / lanes}%`,
    marginLeft: `${(100 * lane) / lanes}%`,
  });
  const align = block.day_of_week >= 5 ? "right" : "left";
  const placement = (slot: number) => (slot >= 8 ? "above" : "below");
  // The cell showing a popover rises above its neighbours, which would otherwise paint over it.
  const cellClass = `${dayColumnClass(block.day_of_week, selectedDay)} relative z-10 min-w-0 p-0.5 has-[[role=tooltip]]:z-30`;

  if (guests.length === 0) {
    return (
      <div style={style} className={cellClass} data-testid="week-cell">
        <BlockButton block={block} sectionTimes={view.term.section_times} align={align} placement={placement(block.slot_start)} className="h-full" />
      </div>
    );
  }
  const periods = block.slot_end - block.slot_start + 1;
  return (
    <div style={style} className={cellClass} data-testid="week-cell">
      <div className="h-full rounded-md bg-white dark:bg-zinc-950">
        <div className={`flex h-full flex-col rounded-md border-l-4 ${blockSurface(block)}`}>
          <BlockButton block={block} sectionTimes={view.term.section_times} align={align} placement={placement(block.slot_start)} asHostHeader />
          <div className="relative min-h-0 flex-1">
            {layoutDay(guests).map(({ block: guest, lane: guestLane, lanes: guestLanes }) => (
              <div
                key={guest.id}
                className="absolute px-1 pb-1"
                style={{
                  top: `${((guest.slot_start - block.slot_start) / periods) * 100}%`,
                  height: `${((guest.slot_end - guest.slot_start + 1) / periods) * 100}%`,
                  left: `${(100 * guestLane) / guestLanes}%`,
                  width: `${100 / guestLanes}%`,
                }}
              >
                <BlockButton block={guest} sectionTimes={view.term.section_times} align={align} placement={placement(guest.slot_start)} className="h-full" />
              </div>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
