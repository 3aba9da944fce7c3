"use client";
/**
 * The items of one class in order. ↑/↓ move an item at once on screen and save the whole order through the order
 * endpoint; moves made while a save is running are sent together right after it, so the server always ends with
 * the order the student sees. A refused order goes back to the last saved one. Focus stays on the moved item.
 */
import { useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Notice } from "@/components/settings/controls";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { deleteItem, reorderItems, updateItem, type TaskClass, type TaskItem } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { placementLabel } from "./format";
import { moveItem } from "./item-model";
import { ItemRow } from "./item-row";

export interface ItemListProps {
  taskClass: TaskClass;
  onChanged: (taskClass: TaskClass) => void;
  /** The term's periods a day: the longest duration. */
  periods: number;
}

type Feedback = { tone: "success" | "warning" | "error"; text: string; details?: string[] } | null;

export function ItemList({ taskClass, onChanged, periods }: ItemListProps) {
  const list = useRef<HTMLOListElement>(null);
  const [order, setOrder] = useState<number[] | null>(null);
  const pendingOrder = useRef<number[] | null>(null);
  const saving = useRef(false);
  const savedAgain = useRef(false);
  /** The moved item whose button takes the focus after the next render (a ref: consumed by the effect below). */
  const focusRequest = useRef<{ itemId: number; direction: -1 | 1 } | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [deleting, setDeleting] = useState<TaskItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const byId = new Map(taskClass.items.map((item) => [item.id, item]));
  const items = order ? order.flatMap((id) => byId.get(id) ?? []) : taskClass.items;

  useEffect(() => {
    const request = focusRequest.current;
    if (!request) return;
    focusRequest.current = null;
    const row = list.current?.querySelector(`[data-item-id="${request.itemId}"]`);
    const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${request.direction < 0 ? "up" : "down"}"]`);
    const other = row?.querySelector<HTMLButtonElement>(`[data-move="${request.direction < 0 ? "down" : "up"}"]`);
    (wanted && !wanted.disabled ? wanted : other)?.focus();
  });

  // By id, not by rendered index: a second quick click may come before the list re-renders.
  function move(item: TaskItem, delta: -1 | 1) {
    const current = pendingOrder.current ?? items.map((other) => other.id);
    const index = current.indexOf(item.id);
    const next = moveItem(current, index, delta);
    if (next === current) return;
    pendingOrder.current = [...next];
    setOrder([...next]);
    focusRequest.current = { itemId: item.id, direction: delta };
    setAnnouncement(`已将「${item.content}」移到第${index + delta + 1}项`);
    void saveOrder();
  }

  async function saveOrder() {
    if (saving.current) {
      savedAgain.current = true;
      return;
    }
    saving.current = true;
    try {
      let result: Awaited<ReturnType<typeof reorderItems>>;
      do {
        savedAgain.current = false;
        result = await reorderItems(taskClass.id, pendingOrder.current ?? []);
      } while (savedAgain.current);
      onChanged(result.task_class);
      setFeedback(result.warnings.length > 0 ? { tone: "warning", text: "顺序已保存。请注意：", details: result.warnings } : null);
      notifyScheduleChanged();
    } catch (caught) {
      setFeedback({ tone: "error", text: `顺序没有保存：${caught instanceof ApiError ? caught.message : "请稍后再试。"}` });
    } finally {
      // Saved or refused, the screen shows what the server holds.
      pendingOrder.current = null;
      setOrder(null);
      saving.current = false;
    }
  }

  async function save(item: TaskItem, payload: Parameters<typeof updateItem>[2]) {
    const result = await updateItem(taskClass.id, item.id, payload);
    onChanged(result.task_class);
    setFeedback(null);
    notifyScheduleChanged();
  }

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const result = await deleteItem(taskClass.id, deleting.id);
      onChanged(result.task_class);
      setFeedback({ tone: "success", text: `已删除「${deleting.content}」${result.removed_blocks > 0 ? "，它在日程中的安排也已移除" : ""}。` });
      notifyScheduleChanged();
    } catch (caught) {
      setFeedback({ tone: "error", text: caught instanceof ApiError ? caught.message : "删除失败，请稍后再试。" });
    } finally {
      setDeleting(null);
      setDeleteBusy(false);
    }
  }

  return (
    <div className="space-y-2">
      {items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-zinc-300 px-3 py-4 text-center text-sm text-zinc-500 dark:border-zinc-700 dark:text-zinc-400">
          还没有任务。在下面添加第一项，例如「第一章 复习」。
        </p>
      ) : (
        <ol ref={list} className="space-y-1.5" aria-label={`「${taskClass.name}」的任务`}>
          {items.map((item, index) => (
            <ItemRow
              key={item.id}
              item={item}
              position={index + 1}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              onMove={(delta) => move(item, delta)}
              onSave={(payload) => save(item, payload)}
              onDelete={() => setDeleting(item)}
              periods={periods}
            />
          ))}
        </ol>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {feedback ? (
        <Notice tone={feedback.tone}>
          <p>{feedback.text}</p>
          {feedback.details ? (
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {feedback.details.map((detail) => (
                <li key={detail}>{detail}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}
      {deleting ? (
        <ConfirmDialog title={`删除「${deleting.content}」？`} confirmLabel="删除任务" busy={deleteBusy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          {deleting.status === "applied"
            ? `它已经安排在日程里${deleting.placed_at ? `（${placementLabel(deleting.placed_at)}）` : ""}，删除后这段安排也会一起移除。`
            : "删除后后面的任务会依次前移。"}
          此操作无法撤销。
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
