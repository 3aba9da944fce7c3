"use client";
/**
 * The week as a 7-day x N-period CSS grid (N = the term's periods a day, 12 by default). In a narrow container (a phone, a sidebar) the same grid shows one
 * day, the one `selectedDay` names, so there is a single DOM and a single set of blocks either way.
 *
 * With `onMove`, study blocks move: dragged (mouse or touch, grid-dnd), or from the keyboard with the arrow keys
 * and Enter (use-keyboard-move), or through the 移到… menu a click, tap or Enter opens (move-menu). With `onCheckIn`, a
 * study block that has begun opens 完成 / 做了一部分 / 没做 instead (checkin-menu): it shows its outcome and is no
 * longer offered for a move.
 */
import { useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { longBreaks } from "@/lib/calendar/clock";
import type { HighlightPeriod } from "@/lib/protocol";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { blockSurface } from "./block-style";
import { columnStyle, dayColumnClass } from "./grid-columns";
import { monthDay, periodRange, weekdayName } from "./format";
import { DraggableBlock, DropCell, GridDnd, type DropPreview } from "./grid-dnd";
import { HighlightMarks, periodsInView } from "./highlight-marks";
import { layoutDay, type PlacedBlock } from "./layout";
import { CheckinMenu, canCheckIn } from "./checkin-menu";
import { MoveMenu } from "./move-menu";
import { isMovable, type MoveTarget } from "./moves";
import { useKeyboardMove } from "./use-keyboard-move";
import { BlockButton, type BlockCheckinProps, type BlockMoveProps } from "./week-block";
import type { CheckinStatus } from "@/lib/protocol/checkins";

/** The day a narrow grid opens on: today when this week holds it, else Monday. */
export function defaultDay(view: Pick<WeekView, "days" | "today">): number {
  return view.days.find((day) => day.date === view.today)?.day_of_week ?? 1;
}

interface WeekGridProps {
  view: WeekView;
  selectedDay?: number;
  /** Moves a study block (in the draft); without it the grid only shows. */
  onMove?: (block: WeekBlock, target: MoveTarget) => void;
  /** Records a begun block's outcome; without it past blocks only show theirs. Rejects with the sentence to show. */
  onCheckIn?: (block: WeekBlock, status: CheckinStatus, periodsDone?: number) => Promise<void>;
  /** A move is on its way: nothing else moves until it has answered. */
  moving?: boolean;
  /** Periods an answer talks about, marked over the cells (those outside this week are left out). */
  highlight?: readonly HighlightPeriod[];
}

/** How the blocks of one grid react to being moved: decided once per render, handed to every cell. */
interface Interaction {
  movable(block: WeekBlock): boolean;
  moving: boolean;
  moveProps(block: WeekBlock): BlockMoveProps | undefined;
  checkinProps(block: WeekBlock): BlockCheckinProps | undefined;
}

export function WeekGrid({ view, selectedDay = defaultDay(view), onMove, onCheckIn, moving = false, highlight = [] }: WeekGridProps) {
  const hintId = useId();
  const checkinHintId = useId();
  const grid = useRef<HTMLDivElement>(null);
  const [menuFor, setMenuFor] = useState<string | null>(null);
  const [checkinFor, setCheckinFor] = useState<string | null>(null);
  const lastDragEnd = useRef(0);
  const move = (block: WeekBlock, target: MoveTarget) => {
    setMenuFor(null);
    onMove?.(block, target);
  };
  const keyboard = useKeyboardMove(view, move);
  const checkable = (block: WeekBlock) => onCheckIn !== undefined && canCheckIn(block);
  // A block that has begun is checked in, not moved.
  const movable = (block: WeekBlock) => onMove !== undefined && isMovable(block, view.today) && !canCheckIn(block);
  const focusBlock = (id: string) =>
    [...(grid.current?.querySelectorAll<HTMLElement>("[data-block-id]") ?? [])].find((element) => element.dataset.blockId === id)?.focus();
  const interaction: Interaction = {
    movable,
    moving,
    moveProps: (block) =>
      movable(block)
        ? {
            hintId,
            choosing: keyboard.block?.id === block.id,
            // A click right after a drag is the drop's own mouseup, not a request for the menu.
            onActivate: () => {
              if (Date.now() - lastDragEnd.current < 400) return;
              keyboard.cancel();
              setCheckinFor(null);
              setMenuFor(block.id);
            },
            onKeyDown: (event) => keyboard.onKeyDown(block, event),
            onBlur: () => {
              if (keyboard.block?.id === block.id) keyboard.cancel();
            },
          }
        : undefined,
    checkinProps: (block) =>
      checkable(block)
        ? {
            hintId: checkinHintId,
            onActivate: () => {
              keyboard.cancel();
              setMenuFor(null);
              setCheckinFor(block.id);
            },
          }
        : undefined,
  };
  const menuBlock = view.blocks.find((block) => block.id === menuFor && movable(block));
  const checkinBlock = view.blocks.find((block) => block.id === checkinFor && checkable(block));
  const target = keyboard.target;

  return (
    <GridDnd view={view} onMove={move} onDragEnded={() => (lastDragEnd.current = Date.now())}>
      {(dragPreview) => (
        <div className="@container" ref={grid}>
          {onMove ? (
            <p id={hintId} className="sr-only">
              可拖动到新的时间；或按方向键选择新的时间后按 Enter，Esc 取消；按 Enter 或空格打开“移到…”菜单。
            </p>
          ) : null}
          {onCheckIn ? (
            <p id={checkinHintId} className="sr-only">
              已开始的学习块：按 Enter 或空格打卡，记录完成、做了一部分或没做。
            </p>
          ) : null}
          <p role="status" data-testid="keyboard-move" className={target && keyboard.block ? "mb-2 rounded-md bg-violet-50 px-2 py-1 text-sm text-violet-900 dark:bg-violet-950/50 dark:text-violet-100" : "sr-only"}>
            {target && keyboard.block
              ? `移到${target.week === view.week ? "" : "下"}${weekdayName(target.day_of_week)} ${monthDay(target.date)} ${periodRange(target.slot_start, target.slot_start + keyboard.block.slot_end - keyboard.block.slot_start)}：按 Enter 移动，Esc 取消`
              : ""}
          </p>
          {menuBlock ? (
            <MoveMenu
              key={menuBlock.id}
              block={menuBlock}
              view={view}
              onMove={move}
              onClose={() => {
                setMenuFor(null);
                focusBlock(menuBlock.id);
              }}
            />
          ) : null}
          {checkinBlock && onCheckIn ? (
            <CheckinMenu
              key={checkinBlock.id}
              block={checkinBlock}
              view={view}
              onCheckIn={(status, periodsDone) => onCheckIn(checkinBlock, status, periodsDone)}
              onClose={() => {
                setCheckinFor(null);
                focusBlock(checkinBlock.id);
              }}
            />
          ) : null}
          <GridBody view={view} selectedDay={selectedDay} preview={dragPreview ?? keyboard.preview} interaction={interaction} highlight={highlight} />
        </div>
      )}
    </GridDnd>
  );
}

interface GridBodyProps {
  view: WeekView;
  selectedDay: number;
  preview: DropPreview | null;
  interaction: Interaction;
  highlight: readonly HighlightPeriod[];
}

function GridBody({ view, selectedDay, preview, interaction, highlight }: GridBodyProps) {
  const sectionTimes = view.term.section_times;
  const periods = Array.from({ length: sectionTimes.length }, (_, index) => index + 1);
  const afterBreak = new Set(longBreaks(sectionTimes).map((period) => period + 1));
  const periodBorder = (period: number) => periodBorderClass(afterBreak.has(period));
  return (
    <>
      <div
        data-testid="week-grid"
        style={{ gridTemplateRows: `auto repeat(${periods.length}, 3.25rem)` }}
        className="grid grid-cols-[2.75rem_minmax(0,1fr)] @2xl:grid-cols-[3.25rem_repeat(7,minmax(0,1fr))]"
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

        {periods.map((period) => (
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
          periods.map((period) => (
            <DropCell
              key={`${day.day_of_week}-${period}`}
              dayOfWeek={day.day_of_week}
              period={period}
              highlighted={preview !== null && preview.day_of_week === day.day_of_week && period >= preview.slot_start && period <= preview.slot_end}
              style={columnStyle(day.day_of_week, { gridRow: period + 1 })}
              className={`${dayColumnClass(day.day_of_week, selectedDay)} border-l border-zinc-100 dark:border-zinc-800/70 ${periodBorder(period)} ${
                day.date === view.today ? "bg-sky-50/70 dark:bg-sky-400/[0.04]" : ""
              }`}
            />
          )),
        )}

        {view.days.flatMap((day) =>
          layoutDay(view.blocks.filter((block) => block.day_of_week === day.day_of_week)).map((placed) => (
            <PlacedBlockCell key={placed.block.id} placed={placed} view={view} selectedDay={selectedDay} interaction={interaction} />
          )),
        )}

        <HighlightMarks periods={periodsInView(view, highlight)} selectedDay={selectedDay} />
      </div>
    </>
  );
}

/** Morning, afternoon and evening are set apart by a stronger line after the clock's long breaks (before 5 and 9 by default). */
function periodBorderClass(afterLongBreak: boolean): string {
  if (afterLongBreak) return "border-t-2 border-t-zinc-300 dark:border-t-zinc-700";
  return "border-t border-t-zinc-200 dark:border-t-zinc-800";
}

/** A movable block's wrapper can be picked up; any other keeps a plain one. */
function Cell({ block, interaction, className, style, testId, children }: { block: WeekBlock; interaction: Interaction; className: string; style?: CSSProperties; testId?: string; children: ReactNode }) {
  if (!interaction.movable(block)) {
    return (
      <div style={style} className={className} data-testid={testId}>
        {children}
      </div>
    );
  }
  return (
    <DraggableBlock block={block} disabled={interaction.moving} className={className} style={style} testId={testId}>
      {children}
    </DraggableBlock>
  );
}

function PlacedBlockCell({ placed, view, selectedDay, interaction }: { placed: PlacedBlock; view: WeekView; selectedDay: number; interaction: Interaction }) {
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
  const buttonProps = (shown: WeekBlock) => ({
    block: shown,
    sectionTimes: view.term.section_times,
    align,
    placement: placement(shown.slot_start),
    move: interaction.moveProps(shown),
    checkIn: interaction.checkinProps(shown),
  } as const);

  if (guests.length === 0) {
    return (
      <Cell block={block} interaction={interaction} style={style} className={cellClass} testId="week-cell">
        <BlockButton {...buttonProps(block)} className="h-full" />
      </Cell>
    );
  }
  const periods = block.slot_end - block.slot_start + 1;
  return (
    <div style={style} className={cellClass} data-testid="week-cell">
      <div className="h-full rounded-md bg-white dark:bg-zinc-950">
        <div className={`flex h-full flex-col rounded-md border-l-4 ${blockSurface(block)}`}>
          <BlockButton {...buttonProps(block)} asHostHeader />
          <div className="relative min-h-0 flex-1">
            {layoutDay(guests).map(({ block: guest, lane: guestLane, lanes: guestLanes }) => (
              <Cell
                key={guest.id}
                block={guest}
                interaction={interaction}
                className="absolute px-1 pb-1"
                style={{
                  top: `${((guest.slot_start - block.slot_start) / periods) * 100}%`,
                  height: `${((guest.slot_end - guest.slot_start + 1) / periods) * 100}%`,
                  left: `${(100 * guestLane) / guestLanes}%`,
                  width: `${100 / guestLanes}%`,
                }}
              >
                <BlockButton {...buttonProps(guest)} className="h-full" />
              </Cell>
            ))}
          </div>
        </div>
      </div>
    </div>
  );
}
