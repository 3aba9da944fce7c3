"use client";
/**
 * The study plan page body: loads the student's task classes once, then every write answers with the class as it
 * now is, which replaces the old one in place. Each change is announced to the schedule (the version moved, so an
 * open draft must be re-planned).
 */
import Link from "next/link";
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { Notice } from "@/components/settings/controls";
import { notifyScheduleChanged } from "@/components/schedule/schedule-events";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { createTaskClass, deleteTaskClass, fetchStudyPlan, updateTaskClass, type StudyPlan, type TaskClass } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { dayLength } from "@/lib/study-plan/day-bounds";
import { EmptyPlan } from "./empty-state";
import { placedCount } from "./format";
import { TaskClassCard } from "./task-class-card";
import { TaskClassForm } from "./task-class-form";
import { useClassExams } from "./use-class-exams";
import { useClassProgress } from "./use-class-progress";

type Editing = { mode: "new" } | { mode: "edit"; id: number } | null;
type Message = { tone: "success" | "error"; text: string } | null;

export function PlanView() {
  const [plan, setPlan] = useState<StudyPlan | undefined>(undefined);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<TaskClass | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [message, setMessage] = useState<Message>(null);
  const [freshId, setFreshId] = useState<number | null>(null);
  // Where focus goes after the next render, once a form or dialog has closed, so the keyboard never falls back to
  // the page top. A ref, not state: it is consumed by the effect below and must not cause a render of its own.
  const focusTarget = useRef<string | null>(null);
  const itemsDone = useClassProgress(plan?.today ?? null);
  const classExams = useClassExams();

  // State is set in the promise's callbacks, never before the request: the mount effect below calls this.
  const reload = useCallback(
    () =>
      fetchStudyPlan().then(
        (loaded) => {
          setPlan(loaded);
          setLoadError(null);
        },
        (caught: unknown) => setLoadError(caught instanceof ApiError ? caught.message : "请稍后再试。"),
      ),
    [],
  );

  useEffect(() => {
    void reload();
  }, [reload]);

  // A layout effect: focus moves in the commit that shows its target, before the browser paints or a test reads it.
  useLayoutEffect(() => {
    if (!focusTarget.current) return;
    document.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const replaceClass = (taskClass: TaskClass) =>
    setPlan((previous) => previous && { ...previous, task_classes: previous.task_classes.map((other) => (other.id === taskClass.id ? taskClass : other)) });

  const startNew = () => {
    setMessage(null);
    setFreshId(null);
    setEditing({ mode: "new" });
  };

  const closeForm = (focus: string) => {
    focusTarget.current = focus;
    setEditing(null);
  };

  async function confirmDelete() {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      const result = await deleteTaskClass(deleting.id);
      setPlan((previous) => previous && { ...previous, task_classes: previous.task_classes.filter((other) => other.id !== deleting.id) });
      const blocks = result.removed_blocks > 0 ? `，并从日程中移除了 ${result.removed_blocks} 段已安排的学习` : "";
      setMessage({ tone: "success", text: `已删除「${deleting.name}」${blocks}。` });
      notifyScheduleChanged();
    } catch (caught) {
      setMessage({ tone: "error", text: caught instanceof ApiError ? caught.message : "删除失败，请稍后再试。" });
    } finally {
      setDeleting(null);
      setDeleteBusy(false);
    }
  }

  if (loadError) {
    return (
      <Notice tone="error">
        <div className="flex flex-wrap items-center gap-3">
          <span>学习计划加载失败：{loadError}</span>
          <Button size="sm" onClick={() => void reload()}>
            重试
          </Button>
        </div>
      </Notice>
    );
  }
  if (!plan) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-zinc-500 dark:text-zinc-400">
        <Spinner /> 正在加载学习计划…
      </p>
    );
  }

  const classes = plan.task_classes;
  const periods = dayLength(plan.term?.periods_per_day);
  const newForm =
    editing?.mode === "new" ? (
      <TaskClassForm
        taskClass={null}
        term={plan.term}
        today={plan.today}
        onSubmit={createTaskClass}
        onDone={(result) => {
          setPlan((previous) => previous && { ...previous, task_classes: [...previous.task_classes, result.task_class] });
          setMessage({ tone: "success", text: `已创建「${result.task_class.name}」，现在添加它的第一项任务吧。` });
          setFreshId(result.task_class.id);
          setEditing(null);
          notifyScheduleChanged();
        }}
        onCancel={() => closeForm('[data-testid="plan-new-class"]')}
      />
    ) : null;

  return (
    <div className="space-y-4">
      {plan.term === null ? (
        <Notice tone="warning">
          还没有设置学期，任务类的日期需要落在学期内。请先到
          <Link href="/settings#term" className={`mx-1 rounded font-medium underline ${FOCUS_RING}`}>
            设置
          </Link>
          填写开学日期。
        </Notice>
      ) : null}
      {message ? <Notice tone={message.tone}>{message.text}</Notice> : null}

      {classes.length === 0 && !editing ? (
        <EmptyPlan onCreate={startNew} />
      ) : (
        <>
          <div className="flex flex-wrap items-center gap-3">
            <p className="min-w-0 flex-1 text-sm text-zinc-600 dark:text-zinc-400">
              共 {classes.length} 个任务类，已安排 {classes.reduce((sum, taskClass) => sum + placedCount(taskClass.items), 0)}/
              {classes.reduce((sum, taskClass) => sum + taskClass.items.length, 0)} 项任务。
            </p>
            {editing?.mode !== "new" ? (
              <Button variant="primary" onClick={startNew} disabled={plan.term === null} data-testid="plan-new-class">
                ＋ 新建任务类
              </Button>
            ) : null}
          </div>
          {newForm}
          <ul className="space-y-4" aria-label="任务类">
            {classes.map((taskClass) => (
              <li key={taskClass.id}>
                {editing?.mode === "edit" && editing.id === taskClass.id ? (
                  <TaskClassForm
                    taskClass={taskClass}
                    term={plan.term}
                    today={plan.today}
                    onSubmit={(payload) => updateTaskClass(taskClass.id, payload)}
                    onDone={(result) => {
                      replaceClass(result.task_class);
                      setMessage({ tone: "success", text: `已保存「${result.task_class.name}」。` });
                      closeForm(`[data-task-class-id="${taskClass.id}"] [data-testid="class-edit"]`);
                      notifyScheduleChanged();
                    }}
                    onCancel={() => closeForm(`[data-task-class-id="${taskClass.id}"] [data-testid="class-edit"]`)}
                  />
                ) : (
                  <TaskClassCard
                    taskClass={taskClass}
                    fresh={freshId === taskClass.id}
                    onChanged={replaceClass}
                    onEdit={() => {
                      setMessage(null);
                      setFreshId(null);
                      setEditing({ mode: "edit", id: taskClass.id });
                    }}
                    onDelete={() => setDeleting(taskClass)}
                    periods={periods}
                    itemsDone={itemsDone?.get(taskClass.id) ?? null}
                    exams={classExams.byClass === null ? null : (classExams.byClass.get(taskClass.id) ?? [])}
                    today={plan.today}
                    onExamSaved={classExams.saved}
                    onExamRemoved={classExams.removed}
                  />
                )}
              </li>
            ))}
          </ul>
        </>
      )}

      {deleting ? (
        <ConfirmDialog title={`删除「${deleting.name}」？`} confirmLabel="删除任务类" busy={deleteBusy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          其中的 {deleting.items.length} 项任务都会删除
          {placedCount(deleting.items) > 0 ? `，已安排的 ${placedCount(deleting.items)} 项也会从日程中移除` : ""}。此操作无法撤销。
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
