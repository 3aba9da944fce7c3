"use client";

/**
 * exam_record: an exam the chat just saved — its title, when, where, the days left and the study plan it prepares.
 * Light like the check-in card: the exam is already saved. 撤销 deletes it (DELETE /api/exams/{id}); the card then
 * says so. An exam the chat moved (a new day or place for one on file) shows where it was, and 撤销 puts it back there;
 * one the chat deleted (cancel_exam) is shown struck through, and 撤销 records it again.
 */

import type { ExamRecordCard as ExamRecordCardPayload } from "@/lib/protocol";
import { createExam, deleteExam, updateExam } from "@/client/exams-api";
import { CardShell } from "./card-shell";
import { CheckCircleIcon, UndoIcon } from "./icons";
import { UndoFooter, useUndoAction } from "./undo-action";

export function ExamRecordCard({ card, locked = false }: { card: ExamRecordCardPayload; locked?: boolean }) {
  const { data } = card;
  const movedFrom = data.moved_from;
  const cancelled = data.cancelled;
  const action = useUndoAction(async () => {
    if (cancelled) await createExam({ title: data.title, location: data.location, ...cancelled });
    else if (movedFrom) await updateExam(data.exam_id, { date: movedFrom.date, time: movedFrom.time, location: movedFrom.location });
    else await deleteExam(data.exam_id);
  });
  const { undone } = action;
  const struck = cancelled ? !undone : undone;

  return (
    <CardShell subtle accent={struck ? "neutral" : "emerald"} icon={undone ? <UndoIcon /> : <CheckCircleIcon />} title={undoneTitle(undone, { cancelled: Boolean(cancelled), moved: Boolean(movedFrom) }) ?? (card.title || "已记下考试")}>
      <dl className={`grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm ${struck ? "text-zinc-500 line-through dark:text-zinc-400" : ""}`} data-testid="exam-record">
        <dt className="text-zinc-500 dark:text-zinc-400">考试</dt>
        <dd className="font-medium text-zinc-900 dark:text-zinc-50">{data.title}</dd>
        <dt className="text-zinc-500 dark:text-zinc-400">时间</dt>
        <dd>{data.when}</dd>
        {movedFrom && movedFrom.when !== data.when ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">原来</dt>
            <dd>{movedFrom.when}</dd>
          </>
        ) : null}
        {data.location ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">地点</dt>
            <dd>{data.location}</dd>
          </>
        ) : null}
        {movedFrom && movedFrom.location !== data.location ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">原考场</dt>
            <dd>{movedFrom.location ?? "未定"}</dd>
          </>
        ) : null}
        <dt className="text-zinc-500 dark:text-zinc-400">倒计时</dt>
        <dd>{data.days_left}</dd>
        {data.task_class ? (
          <>
            <dt className="text-zinc-500 dark:text-zinc-400">学习计划</dt>
            <dd>{data.task_class}</dd>
          </>
        ) : null}
      </dl>
      <UndoFooter action={action} locked={locked} doneText={cancelled ? "这场考试已恢复。" : movedFrom ? `这场考试已改回${movedFrom.when}${movedFrom.location ? `，${movedFrom.location}` : ""}。` : "这场考试已删除。"} testId="exam-record-undo" />
    </CardShell>
  );
}

/** The card's title once 撤销 has run; undefined while it has not. */
function undoneTitle(undone: boolean, { cancelled, moved }: { cancelled: boolean; moved: boolean }): string | undefined {
  if (!undone) return undefined;
  if (cancelled) return "考试已恢复";
  return moved ? "已改回原来的安排" : "考试已撤销";
}
