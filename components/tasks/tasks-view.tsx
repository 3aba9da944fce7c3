"use client";
/**
 * 待办: the student's loose tasks in the four quadrants (the effective ones: a 重要不紧急 task past its threshold is
 * listed as 重要且紧急 and tagged 已紧急), finished ones folded under 已完成. Every write shows its answer at once and
 * then reloads the list, so the order always comes from the server's single rule.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Notice } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { createTask, deleteTask, fetchTasks, updateTask, type TaskListItem } from "@/client/tasks-api";
import { groupTaskList } from "@/lib/tasks/task-list";
import { CompletedSection } from "./completed-section";
import { QuadrantSection } from "./quadrant-section";
import { TaskForm, type TaskSave } from "./task-form";
import { TaskRow } from "./task-row";
import { TasksEmpty } from "./tasks-empty";

type Message = { tone: "success" | "error" | "warning"; text: string; undo?: TaskListItem };

/**
 * A deadline the student just wrote that has already passed: the task is kept (a late to-do is still a to-do, and
 * the list marks it 已逾期), but the student is told at once, in case the date was a slip.
 */
function setPastDeadline(task: TaskListItem, save: TaskSave | undefined): boolean {
  if (!save || !task.overdue || task.deadline_text === null) return false;
  const written = save.kind === "new" ? save.payload.deadline_at : save.patch.deadline_at;
  return written !== undefined && written !== null;
}

function messageOf(caught: unknown, fallback: string): string {
  return caught instanceof Error ? caught.message : fallback;
}

function replaced(items: TaskListItem[], task: TaskListItem): TaskListItem[] {
  return items.some((item) => item.id === task.id) ? items.map((item) => (item.id === task.id ? task : item)) : [...items, task];
}

export function TasksView() {
  const [items, setItems] = useState<TaskListItem[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [editingId, setEditingId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TaskListItem | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set());
  const [message, setMessage] = useState<Message | null>(null);
  const view = useRef<HTMLDivElement>(null);
  /** Where the keyboard goes after the next render: a closed form or a vanished row would otherwise drop it. */
  const pendingFocus = useRef<string | null>(null);

  // State is set in the promise's callbacks, never before the request: the mount effect below calls this.
  const reload = useCallback(
    () =>
      fetchTasks("all").then(
        (loaded) => {
          setItems(loaded);
          setLoadError(null);
        },
        (caught: unknown) => setLoadError(messageOf(caught, "待办加载失败")),
      ),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  // A layout effect: focus moves in the commit that shows its target, before the browser paints or a test reads it.
  useLayoutEffect(() => {
    if (!pendingFocus.current) return;
    view.current?.querySelector<HTMLElement>(pendingFocus.current)?.focus();
    pendingFocus.current = null;
  });

  function closeForms(focus: string) {
    pendingFocus.current = focus;
    setCreating(false);
    setEditingId(null);
  }

  function setBusy(id: number, busy: boolean) {
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function toggle(task: TaskListItem) {
    setBusy(task.id, true);
    try {
      const saved = await updateTask(task.id, { is_completed: !task.is_completed });
      setItems((current) => (current ? replaced(current, saved) : current));
      // A ticked-off row leaves the open list; the message's 撤销 takes the focus. An undone row gets it back.
      pendingFocus.current = saved.is_completed ? '[data-testid="tasks-message-undo"]' : `[data-task-id="${saved.id}"] [data-testid="task-complete"]`;
      setMessage(saved.is_completed ? { tone: "success", text: `已完成「${saved.title}」。`, undo: saved } : { tone: "success", text: `「${saved.title}」已移回待办。` });
      void reload();
    } catch (caught) {
      setMessage({ tone: "error", text: messageOf(caught, "操作失败，请稍后再试。") });
    } finally {
      setBusy(task.id, false);
    }
  }

  function save(request: TaskSave): Promise<TaskListItem> {
    return request.kind === "new" ? createTask(request.payload) : updateTask(request.id, request.patch);
  }

  function saved(task: TaskListItem, wasNew: boolean, save?: TaskSave) {
    setItems((current) => (current ? replaced(current, task) : [task]));
    const done = `${wasNew ? "已添加" : "已保存"}「${task.title}」`;
    setMessage(
      setPastDeadline(task, save)
        ? { tone: "warning", text: `${done}，但截止时间 ${task.deadline_text} 已经过了，它会标为已逾期。如果时间写错了，点“编辑”改一下。` }
        : { tone: "success", text: `${done}。` },
    );
    closeForms(wasNew ? '[data-testid="task-new"]' : `[data-task-id="${task.id}"] [data-testid="task-edit"]`);
    void reload();
  }

  async function confirmDelete() {
    if (!deleting) return;
    const task = deleting;
    setDeleteBusy(true);
    try {
      const result = await deleteTask(task.id);
      setItems((current) => current?.filter((item) => item.id !== task.id) ?? current);
      const blocks = result.study_blocks > 0 ? `，以及它在日程里的 ${result.study_blocks} 个学习块` : "";
      setMessage({ tone: "success", text: `已删除「${task.title}」${blocks}。` });
      // The dialog would hand focus back to the deleted row's button; the list's first control takes it instead.
      pendingFocus.current = '[data-testid="task-new"]';
      void reload();
    } catch (caught) {
      setMessage({ tone: "error", text: messageOf(caught, "删除失败，请稍后再试。") });
    } finally {
      setDeleting(null);
      setDeleteBusy(false);
    }
  }

  if (loadError && !items) {
    return (
      <Notice tone="error">
        <div className="flex flex-wrap items-center gap-3">
          <span>待办加载失败：{loadError}</span>
          <Button size="sm" onClick={() => void reload()}>
            重试
          </Button>
        </div>
      </Notice>
    );
  }
  if (!items) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
        <Spinner /> 正在加载待办…
      </p>
    );
  }

  const grouped = groupTaskList(items);
  const openCount = items.length - grouped.completed.length;
  const row = (task: TaskListItem) =>
    editingId === task.id ? (
      <li key={task.id} className="py-2.5">
        <TaskForm
          task={task}
          onSave={save}
          onDone={(updated, written) => saved(updated, false, written)}
          onCancel={() => closeForms(`[data-task-id="${task.id}"] [data-testid="task-edit"]`)}
        />
      </li>
    ) : (
      <TaskRow
        key={task.id}
        task={task}
        busy={busyIds.has(task.id)}
        onToggle={(target) => void toggle(target)}
        onEdit={(target) => {
          setMessage(null);
          setCreating(false);
          setEditingId(target.id);
        }}
        onDelete={setDeleting}
      />
    );

  return (
    <div ref={view} className="space-y-4" data-testid="tasks-view">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-zinc-600 dark:text-zinc-400" data-testid="tasks-summary">
          {openCount} 项未完成 · {grouped.completed.length} 项已完成
        </p>
        {creating ? null : (
          <Button
            variant="primary"
            onClick={() => {
              setMessage(null);
              setEditingId(null);
              setCreating(true);
            }}
            data-testid="task-new"
          >
            ＋ 新建待办
          </Button>
        )}
      </div>

      {creating ? <TaskForm task={null} onSave={save} onDone={(task, written) => saved(task, true, written)} onCancel={() => closeForms('[data-testid="task-new"]')} /> : null}

      {message ? (
        <Notice tone={message.tone}>
          <div className="flex flex-wrap items-center gap-3" data-testid="tasks-message">
            <span>{message.text}</span>
            {message.undo ? (
              <Button size="sm" onClick={() => message.undo && void toggle(message.undo)} data-testid="tasks-message-undo">
                撤销
              </Button>
            ) : null}
          </div>
        </Notice>
      ) : null}

      {items.length === 0 && !creating ? <TasksEmpty /> : null}

      {items.length > 0 ? (
        <div className="grid gap-3 md:grid-cols-2">
          {grouped.quadrants.map((group) => (
            <QuadrantSection key={group.quadrant} group={group}>
              {group.tasks.map(row)}
            </QuadrantSection>
          ))}
        </div>
      ) : null}

      {grouped.completed.length > 0 ? <CompletedSection count={grouped.completed.length}>{grouped.completed.map(row)}</CompletedSection> : null}

      {deleting ? (
        <ConfirmDialog
          title={`删除「${deleting.title}」？`}
          confirmLabel="删除待办"
          busy={deleteBusy}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        >
          <p data-testid="task-delete-message">
            {deleting.study_blocks > 0
              ? `它在日程里的 ${deleting.study_blocks} 个学习块也会一起删除，日程随之更新。此操作无法撤销。`
              : "这条待办会被删除，此操作无法撤销。"}
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
