"use client";
/**
 * Create or edit a task class: name, date range (limited to the term), strategy, whether 水课 may host its items,
 * and the period blocks it must avoid (toggle chips). The server's reasons are shown as sent.
 */
import { DateTimeField } from "@/components/ui/date-time-field";
import { useId, useState, type FormEvent } from "react";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { FOCUS_RING } from "@/components/ui/focus-ring";
import { Spinner } from "@/components/ui/spinner";
import { STRATEGIES, type TaskClass, type TaskClassPayload, type TaskClassWrite, type TermRange } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { dayLength, excludableBlocks } from "@/lib/study-plan/day-bounds";
import { slotLabel, STRATEGY_HINTS, STRATEGY_LABELS } from "./format";
import { emptyTaskClassForm, taskClassFormFrom, toggleSlot, validateTaskClassForm, type TaskClassFormErrors, type TaskClassFormState } from "./task-class-form-model";

export interface TaskClassFormProps {
  taskClass: TaskClass | null;
  term: TermRange | null;
  today: string | null;
  onSubmit: (payload: TaskClassPayload) => Promise<TaskClassWrite>;
  onDone: (result: TaskClassWrite) => void;
  onCancel: () => void;
}

export function TaskClassForm({ taskClass, term, today, onSubmit, onDone, onCancel }: TaskClassFormProps) {
  const id = useId();
  const periods = dayLength(term?.periods_per_day);
  const [state, setState] = useState<TaskClassFormState>(() => (taskClass ? taskClassFormFrom(taskClass, periods) : emptyTaskClassForm(term, today)));
  const [errors, setErrors] = useState<TaskClassFormErrors>({});
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const title = taskClass ? `编辑「${taskClass.name}」` : "新建任务类";

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateTaskClassForm(state, term, taskClass ?? undefined);
    setServerError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      onDone(await onSubmit(result.payload));
    } catch (caught) {
      setServerError(caught instanceof ApiError ? caught : new ApiError("保存失败，请稍后再试。", 0, "client:error"));
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={title} data-testid="class-form" className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4 dark:border-indigo-900 dark:bg-indigo-950/30">
      <h2 className="text-base font-semibold">{title}</h2>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
          名称
        </label>
        <input
          id={`${id}-name`}
          data-testid="class-form-name"
          value={state.name}
          onChange={(event) => setState({ ...state, name: event.target.value })}
          placeholder="例如：概率论复习"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={`${id}-name-error`}
          autoComplete="off"
          className={INPUT_CLASS}
        />
        <FieldError id={`${id}-name-error`} message={errors.name} />
      </div>

      <div className="grid grid-cols-2 gap-3">
        <DateField id={`${id}-start`} label="开始日期" testId="class-form-start" value={state.start_date} error={errors.start_date} onChange={(start_date) => setState({ ...state, start_date })} />
        <DateField id={`${id}-end`} label="结束日期" testId="class-form-end" value={state.end_date} error={errors.end_date} onChange={(end_date) => setState({ ...state, end_date })} />
      </div>
      {term ? <p className={HINT_CLASS}>本学期：{term.start_date} 至 {term.end_date}</p> : null}

      <fieldset className="space-y-2">
        <legend className={LABEL_CLASS}>排布策略</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {STRATEGIES.map((strategy) => (
            <label
              key={strategy}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-zinc-200 bg-white p-3 has-[:checked]:border-indigo-400 has-[:checked]:bg-indigo-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-indigo-500 dark:border-zinc-700 dark:bg-zinc-900 dark:has-[:checked]:border-indigo-500 dark:has-[:checked]:bg-indigo-950"
            >
              <input
                type="radio"
                name={`${id}-strategy`}
                value={strategy}
                data-testid={`class-form-strategy-${strategy}`}
                checked={state.strategy === strategy}
                onChange={() => setState({ ...state, strategy })}
                className="mt-0.5 h-4 w-4 accent-indigo-600 outline-none"
              />
              <span>
                <span className="block text-sm font-medium">{STRATEGY_LABELS[strategy]}</span>
                <span className={`block ${HINT_CLASS}`}>{STRATEGY_HINTS[strategy]}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      <div className="flex items-start gap-2">
        <input
          id={`${id}-filler`}
          type="checkbox"
          data-testid="class-form-filler"
          checked={state.allow_filler_course}
          onChange={(event) => setState({ ...state, allow_filler_course: event.target.checked })}
          aria-describedby={`${id}-filler-hint`}
          className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        />
        <div>
          <label htmlFor={`${id}-filler`} className={LABEL_CLASS}>
            允许嵌入水课
          </label>
          <p id={`${id}-filler-hint`} className={HINT_CLASS}>
            空闲时间不够时，可以把任务安排进可嵌入的课程（水课）时段。
          </p>
        </div>
      </div>

      <fieldset className="space-y-2" aria-describedby={`${id}-slots-hint ${id}-slots-error`}>
        <legend className={LABEL_CLASS}>不安排的时段</legend>
        <p id={`${id}-slots-hint`} className={HINT_CLASS}>
          选中的时段不会安排这个任务类的任务，例如早上第1-2节。
        </p>
        <div className="flex flex-wrap gap-2">
          {excludableBlocks(periods).map((slot) => {
            const excluded = state.excluded_slots.includes(slot);
            return (
              <button
                key={slot}
                type="button"
                aria-pressed={excluded}
                data-testid={`class-form-slot-${slot}`}
                onClick={() => setState(toggleSlot(state, slot))}
                className={`inline-flex h-9 items-center rounded-full border px-3 text-sm tabular-nums transition-colors ${FOCUS_RING} ${
                  excluded
                    ? "border-rose-300 bg-rose-50 text-rose-800 line-through decoration-rose-400 dark:border-rose-800 dark:bg-rose-950 dark:text-rose-200"
                    : "border-zinc-300 bg-white text-zinc-700 hover:border-indigo-300 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-200 dark:hover:border-indigo-700"
                }`}
              >
                {slotLabel(slot, periods)}
              </button>
            );
          })}
        </div>
        <FieldError id={`${id}-slots-error`} message={errors.excluded_slots} />
      </fieldset>

      {serverError ? (
        <Notice tone="error">
          <p className="font-medium">{serverError.message}</p>
          {serverError.reasons.length > 1 ? (
            <ul className="mt-1.5 list-disc space-y-0.5 pl-5" aria-label="问题">
              {serverError.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          ) : null}
        </Notice>
      ) : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} disabled={saving} data-testid="class-form-cancel">
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={saving} data-testid="class-form-save">
          {saving ? <Spinner /> : null}
          {taskClass ? "保存修改" : "创建"}
        </Button>
      </div>
    </form>
  );
}

interface DateFieldProps {
  id: string;
  label: string;
  testId: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

function DateField({ id, label, testId, value, error, onChange }: DateFieldProps) {
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <DateTimeField
        id={id}
        kind="date"
        data-testid={testId}
        value={value}
        onValueChange={onChange}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-error`}
        className={INPUT_CLASS}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}
