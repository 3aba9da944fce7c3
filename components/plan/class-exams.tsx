"use client";
/**
 * A task class's exams on its card, edited in place: each one's countdown line with 修改 and 删除, or 添加考试 when
 * the class has none. The form is the settings' own (components/exams/exam-form.tsx) without the link choices: an
 * exam added here prepares with this class. After a save, a cancel or a delete, focus goes back to the button the
 * student came from (or the one that took its place).
 */
import { useLayoutEffect, useRef, useState } from "react";
import { asApiError, ExamForm } from "@/components/exams/exam-form";
import { ConfirmDialog } from "@/components/settings/confirm-dialog";
import { ErrorDetails } from "@/components/settings/error-details";
import { Button } from "@/components/ui/button";
import { deleteExam, type Exam } from "@/client/exams-api";
import type { ApiError } from "@/client/http";
import { ClassExamLine } from "./class-exam-line";

export interface ClassExamsProps {
  taskClass: { id: number; name: string };
  /** This class's exams, soonest first. */
  exams: readonly Exam[];
  /** The student's today, to count the days to each exam. */
  today: string | null;
  onSaved: (exam: Exam) => void;
  onRemoved: (examId: number) => void;
}

type Editing = number | "new" | null;

const ADD_BUTTON = '[data-testid="class-exam-add"]';
const editButton = (examId: number) => `[data-exam-id="${examId}"] [data-testid="class-exam-edit"]`;

export function ClassExams({ taskClass, exams, today, onSaved, onRemoved }: ClassExamsProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Exam | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const box = useRef<HTMLDivElement>(null);
  // Where focus goes after the next render (a ref: consumed by the effect, it must not cause a render of its own).
  const focusTarget = useRef<string | null>(null);

  // A layout effect: focus moves in the commit that shows its target, before the browser paints or a test reads it.
  useLayoutEffect(() => {
    if (!focusTarget.current) return;
    box.current?.querySelector<HTMLElement>(focusTarget.current)?.focus();
    focusTarget.current = null;
  });

  const open = (target: Editing) => {
    setError(null);
    setStatus(null);
    setEditing(target);
  };

  const close = (focus: string) => {
    focusTarget.current = focus;
    setEditing(null);
  };

  function saved(exam: Exam) {
    setStatus(editing === "new" ? `已添加考试：${exam.title}` : `已保存考试：${exam.title}`);
    onSaved(exam);
    close(editButton(exam.id));
  }

  async function confirmDelete() {
    if (!deleting) return;
    setBusy(true);
    try {
      await deleteExam(deleting.id);
      setStatus(`已删除考试：${deleting.title}`);
      onRemoved(deleting.id);
      const left = exams.find((exam) => exam.id !== deleting.id);
      focusTarget.current = left ? editButton(left.id) : ADD_BUTTON;
    } catch (caught) {
      setError(asApiError(caught, "删除失败，请稍后再试。"));
    } finally {
      setDeleting(null);
      setBusy(false);
    }
  }

  return (
    <div ref={box} data-testid="class-exams" className="mt-2 space-y-2">
      {exams.length > 0 ? (
        <ul aria-label={`「${taskClass.name}」的考试`} className="space-y-2">
          {exams.map((exam) =>
            editing === exam.id ? (
              <li key={exam.id}>
                <ExamForm exam={exam} autoFocus onSaved={saved} onCancel={() => close(editButton(exam.id))} />
              </li>
            ) : (
              <li key={exam.id} data-exam-id={exam.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <ClassExamLine exam={exam} today={today} />
                <span className="flex gap-1">
                  <Button size="sm" variant="ghost" className="px-2" data-testid="class-exam-edit" onClick={() => open(exam.id)} aria-label={`修改考试「${exam.title}」`}>
                    修改
                  </Button>
                  <Button size="sm" variant="ghost" className="px-2 text-rose-700 dark:text-rose-300" data-testid="class-exam-delete" onClick={() => setDeleting(exam)} aria-label={`删除考试「${exam.title}」`}>
                    删除
                  </Button>
                </span>
              </li>
            ),
          )}
        </ul>
      ) : null}
      {editing === "new" ? (
        <ExamForm exam={null} taskClassId={taskClass.id} label={`为「${taskClass.name}」添加考试`} autoFocus onSaved={saved} onCancel={() => close(ADD_BUTTON)} />
      ) : exams.length === 0 ? (
        <Button size="sm" data-testid="class-exam-add" onClick={() => open("new")} aria-label={`为「${taskClass.name}」添加考试`}>
          ＋ 添加考试
        </Button>
      ) : null}
      {error ? <ErrorDetails error={error} /> : null}
      <p role="status" className="text-xs text-emerald-800 empty:hidden dark:text-emerald-300">
        {status}
      </p>
      {deleting ? (
        <ConfirmDialog title={`删除考试「${deleting.title}」？`} confirmLabel="删除考试" busy={busy} onConfirm={() => void confirmDelete()} onCancel={() => setDeleting(null)}>
          这场考试会从学习计划和设置里删除，今天页也不再为它倒数。此操作无法撤销。
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
