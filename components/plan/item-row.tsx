"use client";
/**
 * One item of a class: its place in the order, content, duration and, once placed, 已安排 with where. ↑/↓ move it
 * (buttons, so the keyboard can do it), 编辑 opens the fields in place, 删除 asks first. A placed item keeps its
 * duration: the field is shown disabled with the reason.
 */
import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { INPUT_CLASS } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { Tag } from "@/components/ui/tag";
import { type ItemPayload, type TaskItem } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { DurationField } from "./duration-field";
import { durationLabel, placementLabel } from "./format";
import { validateItem } from "./item-model";

export interface ItemRowProps {
  item: TaskItem;
  /** Position shown to the student, 1-based. */
  position: number;
  isFirst: boolean;
  isLast: boolean;
  onMove: (delta: -1 | 1) => void;
  onSave: (payload: Partial<ItemPayload>) => Promise<void>;
  onDelete: () => void;
  /** The term's periods a day: the longest duration. */
  periods: number;
}

export function ItemRow({ item, position, isFirst, isLast, onMove, onSave, onDelete, periods }: ItemRowProps) {
  const [editing, setEditing] = useState(false);
  /** Set when the fields close; the effect below then puts focus back on 编辑 (a ref: it must not render). */
  const returnFocus = useRef(false);
  const row = useRef<HTMLLIElement>(null);
  const placed = item.status === "applied";

  // Closing the fields must not drop focus to the page: it goes back to 编辑.
  // A layout effect: focus moves in the commit that shows its target, before the browser paints or a test reads it.
  useLayoutEffect(() => {
    if (editing || !returnFocus.current) return;
    returnFocus.current = false;
    row.current?.querySelector<HTMLButtonElement>('[data-testid="item-edit"]')?.focus();
  }, [editing]);

  const closeEditor = () => {
    returnFocus.current = true;
    setEditing(false);
  };

  return (
    <li ref={row} data-testid="item-row" data-item-id={item.id} className="rounded-lg border border-zinc-200 bg-white px-3 py-2 dark:border-zinc-800 dark:bg-zinc-900">
      {editing ? (
        <ItemEditForm item={item} periods={periods} onSave={onSave} onClose={closeEditor} />
      ) : (
        <div className="flex items-start gap-2">
          <span aria-hidden="true" className="mt-1.5 w-6 shrink-0 text-right text-sm tabular-nums text-zinc-500 dark:text-zinc-400">
            {position}.
          </span>
          <div className="min-w-0 flex-1">
            <div className="flex items-start gap-2">
              <p className="min-w-0 flex-1 break-words pt-1 text-sm font-medium">
                <span className="sr-only">第{position}项：</span>
                <span data-testid="item-content">{item.content}</span>
              </p>
              <div className="flex shrink-0 gap-0.5">
                <Button size="icon" variant="ghost" className="h-8 w-8" data-testid="item-move-up" data-move="up" disabled={isFirst} onClick={() => onMove(-1)} aria-label={`上移「${item.content}」`}>
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button size="icon" variant="ghost" className="h-8 w-8" data-testid="item-move-down" data-move="down" disabled={isLast} onClick={() => onMove(1)} aria-label={`下移「${item.content}」`}>
                  <span aria-hidden="true">↓</span>
                </Button>
              </div>
            </div>
            <div className="mt-1 flex flex-wrap items-center gap-x-1.5 gap-y-1 text-xs text-zinc-500 dark:text-zinc-400">
              <span>{durationLabel(item.duration)}</span>
              {placed ? (
                <>
                  <Tag tone="emerald" testId="item-placed">
                    已安排
                  </Tag>
                  {item.placed_at ? <span className="tabular-nums">{placementLabel(item.placed_at)}</span> : null}
                </>
              ) : (
                <Tag tone="neutral">待安排</Tag>
              )}
              <span className="ml-auto flex gap-1">
                <Button size="sm" variant="ghost" className="px-2" data-testid="item-edit" onClick={() => setEditing(true)} aria-label={`编辑「${item.content}」`}>
                  编辑
                </Button>
                <Button size="sm" variant="ghost" className="px-2 text-rose-700 dark:text-rose-300" data-testid="item-delete" onClick={onDelete} aria-label={`删除「${item.content}」`}>
                  删除
                </Button>
              </span>
            </div>
          </div>
        </div>
      )}
    </li>
  );
}

interface ItemEditFormProps {
  item: TaskItem;
  periods: number;
  onSave: (payload: Partial<ItemPayload>) => Promise<void>;
  onClose: () => void;
}

function ItemEditForm({ item, periods, onSave, onClose }: ItemEditFormProps) {
  const id = useId();
  const placed = item.status === "applied";
  const [content, setContent] = useState(item.content);
  const [duration, setDuration] = useState(item.duration);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateItem(content, duration, periods, item.duration);
    if (!result.ok) {
      setError([result.errors.content, result.errors.duration].filter(Boolean).join("；"));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      // A placed item's duration is not sent at all, so the server never has to refuse it.
      await onSave(placed ? { content: result.payload.content } : result.payload);
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : "保存失败，请稍后再试。");
      setSaving(false);
    }
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={`编辑「${item.content}」`}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onClose();
        }
      }}
      className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end"
    >
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
          任务内容
        </label>
        <input
          id={`${id}-content`}
          data-testid="item-edit-content"
          value={content}
          autoFocus
          onChange={(event) => setContent(event.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${id}-error ${id}-hint`}
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </div>
      <DurationField id={`${id}-duration`} testId="item-edit-duration" value={duration} onChange={setDuration} max={periods} disabled={placed} describedBy={`${id}-hint`} />
      <div className="flex gap-2">
        <Button onClick={onClose} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={saving} data-testid="item-edit-save">
          {saving ? <Spinner /> : null}
          保存
        </Button>
      </div>
      {placed ? (
        <p id={`${id}-hint`} className="basis-full text-xs text-zinc-500 dark:text-zinc-400">
          已安排的任务不能修改时长，请先在日程中取消安排。
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className="basis-full text-xs text-rose-700 dark:text-rose-300">
          {error}
        </p>
      ) : null}
    </form>
  );
}
