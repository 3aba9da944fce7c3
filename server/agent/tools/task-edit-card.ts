/**
 * The cards the to-do edit tools show: what an edit changed (before → after, compared field by field on the task
 * as it was and as it is now, so the card shows what really happened), and the question a deletion asks first.
 * Every value is in the student's words: dates with weekday and clock time in their zone, quadrant names, titles.
 */
import { randomUUID } from "node:crypto";
import type { TaskEntry } from "@/db/queries/tasks";
import type { BusinessCardData, TaskEditCardData, TaskEditChange, TaskEditRestore } from "@/lib/protocol";
import { formatDayDateTime } from "@/lib/tasks/format";
import { effectiveQuadrant, priorityLabel } from "@/lib/tasks/priority";
import type { TaskToolDeps } from "./context";
import { singleLine } from "@/lib/protocol/record-text";

const NO_DEADLINE = "没有截止时间";

function deadlineWords(task: TaskEntry, deps: TaskToolDeps): string {
  return task.deadline_at ? formatDayDateTime(task.deadline_at, deps.timeZone, deps.now) : NO_DEADLINE;
}

/** The quadrant the 待办 page files the task under (a 重要不紧急 task past its threshold reads as 重要且紧急). */
function quadrantWords(task: TaskEntry, deps: TaskToolDeps): string {
  return priorityLabel(effectiveQuadrant(task, deps.now));
}

function statusWords(task: TaskEntry): string {
  return task.is_completed ? "已完成" : "未完成";
}

/** Every field that differs between the two, in the order a student reads a to-do: status, name, deadline, quadrant. */
function taskChanges(before: TaskEntry, after: TaskEntry, deps: TaskToolDeps): TaskEditChange[] {
  const fields: { field: TaskEditChange["field"]; label: string; words: (task: TaskEntry) => string }[] = [
    { field: "status", label: "状态", words: statusWords },
    { field: "title", label: "名称", words: (task) => singleLine(task.title) },
    { field: "deadline", label: "截止时间", words: (task) => deadlineWords(task, deps) },
    { field: "priority", label: "优先级", words: (task) => quadrantWords(task, deps) },
  ];
  return fields.flatMap(({ field, label, words }) => {
    const was = words(before);
    const now = words(after);
    return was === now ? [] : [{ field, label, before: was, after: now }];
  });
}

const EDIT_TITLES: Record<TaskEditCardData["action"], string> = {
  complete: "待办已完成",
  reopen: "待办改回未完成",
  update: "待办已修改",
};

const iso = (instant: Date | null) => (instant ? instant.toISOString() : null);

/**
 * The PATCH body that puts back what the edit changed. The urgency threshold follows the deadline and the quadrant
 * on the server unless the body names it, so it is named whenever either of them changed.
 */
function restoreOf(before: TaskEntry, after: TaskEntry): TaskEditRestore {
  const restore: TaskEditRestore = {};
  if (before.is_completed !== after.is_completed) restore.is_completed = before.is_completed;
  if (before.title !== after.title) restore.title = before.title;
  const deadlineMoved = iso(before.deadline_at) !== iso(after.deadline_at);
  if (deadlineMoved) restore.deadline_at = iso(before.deadline_at);
  if (before.priority_group !== after.priority_group) restore.priority_group = before.priority_group;
  if (deadlineMoved || restore.priority_group !== undefined || iso(before.urgency_threshold_at) !== iso(after.urgency_threshold_at)) {
    restore.urgency_threshold_at = iso(before.urgency_threshold_at);
  }
  return restore;
}

/** The task_edit card of an edit that changed something (no card for an edit that changed nothing). */
export function emitEditCard(deps: TaskToolDeps, action: TaskEditCardData["action"], before: TaskEntry, after: TaskEntry): void {
  const changes = taskChanges(before, after, deps);
  if (changes.length === 0) return;
  deps.emitCard({
    stage: "quick_task",
    block_id: `task_edit.${after.id}`,
    display_mode: "card",
    business_card: {
      card_type: "task_edit",
      title: EDIT_TITLES[action],
      data: { task_id: after.id, title: singleLine(after.title), action, changes, restore: restoreOf(before, after) },
    },
  });
}

/** The task_delete card: the question, with what would go (the task's deadline, quadrant and its study blocks). */
export function deleteQuestionCard(task: TaskEntry, deps: TaskToolDeps): BusinessCardData {
  const requestId = randomUUID();
  const group = effectiveQuadrant(task, deps.now);
  return {
    stage: "quick_task",
    block_id: `task_delete.${requestId}`,
    display_mode: "card",
    business_card: {
      card_type: "task_delete",
      title: "要删除这条待办吗？",
      data: {
        task_id: task.id,
        request_id: requestId,
        title: singleLine(task.title),
        ...(task.deadline_at ? { deadline: deadlineWords(task, deps) } : {}),
        priority_group: group,
        priority_label: priorityLabel(group),
        is_completed: task.is_completed,
        study_blocks: task.study_blocks,
      },
    },
  };
}
