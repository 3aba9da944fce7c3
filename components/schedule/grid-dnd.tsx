"use client";
/**
 * Drag and drop on the week grid with dnd-kit: a mouse drag (past 6 px, so a click still opens the block) or a
 * touch held for 200 ms (so a swipe still scrolls) picks up a study block; the period under the block's top edge is
 * where it would start. The keyboard does not drag: it has the 移到… menu and the arrow keys (use-keyboard-move).
 */
import {
  DndContext,
  MouseSensor,
  TouchSensor,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type UniqueIdentifier,
} from "@dnd-kit/core";
import { useId, useState, type CSSProperties, type ReactNode } from "react";
import type { WeekBlock, WeekView } from "@/lib/protocol/week-view";
import { blockTitle, periodRange, weekdayName } from "./format";
import { lastStart, type MoveTarget } from "./moves";

/** A period cell's droppable id: "cell-<day_of_week>-<period>". */
function cellId(dayOfWeek: number, period: number): string {
  return `cell-${dayOfWeek}-${period}`;
}

function cellOf(id: UniqueIdentifier | undefined): { day_of_week: number; period: number } | null {
  const match = /^cell-(\d)-(\d{1,2})$/.exec(String(id ?? ""));
  return match ? { day_of_week: Number(match[1]), period: Number(match[2]) } : null;
}

/** The cell under the top edge of the dragged block (hidden columns measure empty and are never hit). */
const topEdge: CollisionDetection = ({ collisionRect, droppableRects, droppableContainers }) => {
  const x = collisionRect.left + collisionRect.width / 2;
  const y = collisionRect.top + Math.min(8, collisionRect.height / 2);
  for (const container of droppableContainers) {
    const rect = droppableRects.get(container.id);
    if (rect && x >= rect.left && x < rect.left + rect.width && y >= rect.top && y < rect.top + rect.height) {
      return [{ id: container.id }];
    }
  }
  return [];
};

export interface DropPreview {
  day_of_week: number;
  slot_start: number;
  slot_end: number;
}

/** Sensors stay the same on every render (dnd-kit keys an effect on them); a block that must not move is not draggable. */
interface GridDndProps {
  view: WeekView;
  onMove(block: WeekBlock, target: MoveTarget): void;
  onDragEnded(): void;
  children(preview: DropPreview | null): ReactNode;
}

export function GridDnd({ view, onMove, onDragEnded, children }: GridDndProps) {
  const id = useId();
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
  );
  const [preview, setPreview] = useState<DropPreview | null>(null);
  const blockOf = (blockId: UniqueIdentifier) => view.blocks.find((block) => block.id === blockId);
  const targetOf = (blockId: UniqueIdentifier, over: UniqueIdentifier | undefined) => {
    const block = blockOf(blockId);
    const cell = cellOf(over);
    const day = view.days.find((candidate) => candidate.day_of_week === cell?.day_of_week);
    if (!block || !cell || !day) return null;
    const slotStart = Math.min(cell.period, lastStart(block, view.term.section_times.length));
    return { block, target: { date: day.date, week: view.week, day_of_week: day.day_of_week, slot_start: slotStart } };
  };
  const spoken = (blockId: UniqueIdentifier, over: UniqueIdentifier | undefined): string => {
    const found = targetOf(blockId, over);
    if (!found) return "";
    const { block, target } = found;
    return `${weekdayName(target.day_of_week)} ${periodRange(target.slot_start, target.slot_start + block.slot_end - block.slot_start)}`;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `拿起了「${titleOf(blockOf(active.id))}」。`,
    onDragOver: ({ active, over }) => (over ? `移到${spoken(active.id, over.id)}。` : "不在日程格子上。"),
    onDragEnd: ({ active, over }) => (over ? `「${titleOf(blockOf(active.id))}」放到了${spoken(active.id, over.id)}。` : "已放回原处。"),
    onDragCancel: ({ active }) => `取消了移动「${titleOf(blockOf(active.id))}」。`,
  };

  return (
    <DndContext
      id={id}
      sensors={sensors}
      collisionDetection={topEdge}
      accessibility={{ announcements, screenReaderInstructions: { draggable: "用鼠标拖动或长按拖动到新的时间；键盘用方向键选时间后按 Enter。" } }}
      onDragOver={({ active, over }) => {
        const found = targetOf(active.id, over?.id);
        setPreview(found ? { day_of_week: found.target.day_of_week, slot_start: found.target.slot_start, slot_end: found.target.slot_start + found.block.slot_end - found.block.slot_start } : null);
      }}
      onDragEnd={({ active, over }) => {
        setPreview(null);
        onDragEnded();
        const found = targetOf(active.id, over?.id);
        if (!found) return;
        const { block, target } = found;
        if (target.day_of_week === block.day_of_week && target.slot_start === block.slot_start) return;
        onMove(block, target);
      }}
      onDragCancel={() => {
        setPreview(null);
        onDragEnded();
      }}
    >
      {children(preview)}
    </DndContext>
  );
}

function titleOf(block: WeekBlock | undefined): string {
  return block ? blockTitle(block) : "安排";
}

/** A study block that can be picked up: the pointer handlers and the drag's offset go on this wrapper. */
export function DraggableBlock({
  block,
  disabled,
  className,
  style,
  testId,
  children,
}: {
  block: WeekBlock;
  disabled: boolean;
  className: string;
  style?: CSSProperties;
  testId?: string;
  children: ReactNode;
}) {
  const { listeners, setNodeRef, transform, isDragging } = useDraggable({ id: block.id, disabled });
  const moved: CSSProperties = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : {};
  return (
    <div
      ref={setNodeRef}
      {...listeners}
      data-testid={testId}
      data-draggable="true"
      data-dragging={isDragging || undefined}
      style={{ ...style, ...moved }}
      className={`${className} ${disabled ? "" : "cursor-grab"} ${isDragging ? "z-40 cursor-grabbing opacity-90 shadow-lg" : ""}`}
    >
      {children}
    </div>
  );
}

/** One period of one day: where a dragged block may land. */
export function DropCell({ dayOfWeek, period, highlighted, className, style }: { dayOfWeek: number; period: number; highlighted: boolean; className: string; style: CSSProperties }) {
  const { setNodeRef } = useDroppable({ id: cellId(dayOfWeek, period) });
  return (
    <div
      ref={setNodeRef}
      aria-hidden="true"
      data-testid="grid-cell"
      data-day={dayOfWeek}
      data-period={period}
      data-drop-target={highlighted || undefined}
      style={style}
      className={`${className} ${highlighted ? "bg-violet-100 outline-2 -outline-offset-2 outline-dashed outline-violet-500 dark:bg-violet-500/20" : ""}`}
    />
  );
}
