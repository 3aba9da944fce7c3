"use client";
/**
 * 新建待办 / 编辑待办: a small inline form with a label on every field. The form checks what it can by itself (the
 * same messages the server uses), then shows the server's reasons beside its message if it still refuses.
 */
import { DateTimeField } from "@/components/ui/date-time-field";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type NewTaskPayload, type TaskListItem, type TaskPatchPayload } from "@/client/tasks-api";
import { ApiError } from "@/client/http";
import { PRIORITY_LABELS, type PriorityGroup } from "@/lib/tasks/priority";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import {
  asksThreshold,
  DEFAULT_DUE_TIME,
  emptyTaskForm,
  newTaskPayload,
  taskFormFrom,
  taskPatchPayload,
  type TaskFormErrors,
  type TaskFormState,
} from "./task-form-model";

/** What the form asks its owner to write. */
export type TaskSave = { kind: "new"; payload: NewTaskPayload } | { kind: "edit"; id: number; patch: TaskPatchPayload };

export interface TaskFormProps {
  /** null: a new task. */
  task: TaskListItem | null;
  onSave: (save: TaskSave) => Promise<TaskListItem>;
  /** `save` is what was written; absent when nothing changed and the form just closed. */
  onDone: (task: TaskListItem, save?: TaskSave) => void;
  onCancel: () => void;
}

const QUADRANT_OPTIONS = ([1, 2, 3, 4] as const).map((group) => ({ value: group, label: `${group} · ${PRIORITY_LABELS[group]}` }));

function describedBy(...ids: (string | false | undefined)[]): string | undefined {
  const present = ids.filter((id): id is string => typeof id === "string");
  return present.length > 0 ? present.join(" ") : undefined;
}

export function TaskForm({ task, onSave, onDone, onCancel }: TaskFormProps) {
  const id = useId();
  const editing = task !== null;
  const [state, setState] = useState<TaskFormState>(() => (task ? taskFormFrom(task) : emptyTaskForm()));
  const [errors, setErrors] = useState<TaskFormErrors>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [busy, setBusy] = useState(false);
  const titleInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    titleInput.current?.focus();
  }, []);

  function update(changes: Partial<TaskFormState>) {
    setState((current) => ({ ...current, ...changes }));
  }

  function saveOf(): TaskSave | TaskFormErrors {
    if (!task) {
      const result = newTaskPayload(state);
      return result.ok ? { kind: "new", payload: result.payload } : result.errors;
    }
    const result = taskPatchPayload(state, task);
    return result.ok ? { kind: "edit", id: task.id, patch: result.payload } : result.errors;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const save = saveOf();
    if (!("kind" in save)) {
      setErrors(save);
      return;
    }
    setErrors({});
    setServerError(null);
    // Nothing changed: closing is the whole edit.
    if (task && save.kind === "edit" && Object.keys(save.patch).length === 0) {
      onDone(task);
      return;
    }
    setBusy(true);
    try {
      onDone(await onSave(save), save);
    } catch (caught) {
      setServerError(caught instanceof ApiError ? caught : new ApiError("保存失败，请稍后再试。", 0, "client:error"));
    } finally {
      setBusy(false);
    }
  }

  const heading = editing ? "编辑待办" : "新建待办";
  return (
    <form
      aria-labelledby={`${id}-heading`}
      noValidate
      onSubmit={(event) => void submit(event)}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
      className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4 dark:border-indigo-900 dark:bg-indigo-950/30"
      data-testid="task-form"
    >
      <h3 id={`${id}-heading`} className="text-sm font-semibold">
        {heading}
      </h3>
      {serverError ? (
        <Notice tone="error">
          <p>{serverError.message}</p>
          {serverError.reasons.length > 1 ? (
            <ul className="mt-1 list-disc pl-5">
              {serverError.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}

      <div className="space-y-1">
        <label htmlFor={`${id}-title`} className={LABEL_CLASS}>
          待办内容
        </label>
        <input
          ref={titleInput}
          id={`${id}-title`}
          className={INPUT_CLASS}
          value={state.title}
          placeholder="例如：给导师发周报"
          aria-invalid={errors.title ? true : undefined}
          aria-describedby={describedBy(errors.title && `${id}-title-error`)}
          onChange={(event) => update({ title: event.target.value })}
          data-testid="task-form-title"
        />
        <FieldError id={`${id}-title-error`} message={errors.title} />
      </div>

      <div className="space-y-1">
        <label htmlFor={`${id}-priority`} className={LABEL_CLASS}>
          优先级
        </label>
        <select
          id={`${id}-priority`}
          className={INPUT_CLASS}
          value={state.priority_group}
          onChange={(event) => update({ priority_group: Number(event.target.value) as PriorityGroup })}
          data-testid="task-form-priority"
        >
          {QUADRANT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>

      <div className="grid grid-cols-2 gap-3">
        <div className="space-y-1">
          <label htmlFor={`${id}-date`} className={LABEL_CLASS}>
            截止日期
          </label>
          <DateTimeField
            id={`${id}-date`}
            kind="date"
            className={INPUT_CLASS}
            value={state.deadlineDate}
            aria-invalid={errors.deadline ? true : undefined}
            aria-describedby={describedBy(errors.deadline && `${id}-deadline-error`)}
            onValueChange={(deadlineDate) => update({ deadlineDate })}
            data-testid="task-form-date"
          />
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-time`} className={LABEL_CLASS}>
            截止时间
          </label>
          <DateTimeField
            id={`${id}-time`}
            kind="time"
            className={INPUT_CLASS}
            value={state.deadlineTime}
            aria-describedby={`${id}-time-hint`}
            onValueChange={(deadlineTime) => update({ deadlineTime })}
            data-testid="task-form-time"
          />
        </div>
        <p id={`${id}-time-hint`} className={`${HINT_CLASS} col-span-2`}>
          可不填截止时间；只选日期时按当天 {DEFAULT_DUE_TIME} 截止。时间按学期设置的时区。
        </p>
        <div className="col-span-2">
          <FieldError id={`${id}-deadline-error`} message={errors.deadline} />
        </div>
      </div>

      {asksThreshold(state) ? (
        <div className="space-y-1">
          <label htmlFor={`${id}-threshold`} className={LABEL_CLASS}>
            提醒紧急的时间
          </label>
          <DateTimeField
            id={`${id}-threshold`}
            kind="datetime"
            className={INPUT_CLASS}
            value={state.threshold}
            aria-invalid={errors.threshold ? true : undefined}
            aria-describedby={describedBy(`${id}-threshold-hint`, errors.threshold && `${id}-threshold-error`)}
            onValueChange={(threshold) => update({ threshold })}
            data-testid="task-form-threshold"
          />
          <p id={`${id}-threshold-hint`} className={HINT_CLASS}>
            {editing ? "到这个时间起算作“重要且紧急”；不改动时会随截止时间一起移动。" : "到这个时间起算作“重要且紧急”；留空则在截止前 24 小时。"}
          </p>
          <FieldError id={`${id}-threshold-error`} message={errors.threshold} />
        </div>
      ) : null}

      <div className="space-y-1">
        <label htmlFor={`${id}-sections`} className={LABEL_CLASS}>
          所需节数
        </label>
        <input
          id={`${id}-sections`}
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_ESTIMATED_SECTIONS}
          step={1}
          className={`${INPUT_CLASS} max-w-32`}
          value={state.sections}
          placeholder="可不填"
          aria-invalid={errors.sections ? true : undefined}
          aria-describedby={describedBy(`${id}-sections-hint`, errors.sections && `${id}-sections-error`)}
          onChange={(event) => update({ sections: event.target.value })}
          data-testid="task-form-sections"
        />
        <p id={`${id}-sections-hint`} className={HINT_CLASS}>
          需要专门学习几节课的时间（1–{MAX_ESTIMATED_SECTIONS}），排日程时会用到。
        </p>
        <FieldError id={`${id}-sections-error`} message={errors.sections} />
      </div>

      <div className="flex flex-wrap justify-end gap-2 pt-1">
        <Button onClick={onCancel} disabled={busy} data-testid="task-form-cancel">
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={busy} data-testid="task-form-submit">
          {busy ? <Spinner /> : null}
          {editing ? "保存" : "添加待办"}
        </Button>
      </div>
    </form>
  );
}
