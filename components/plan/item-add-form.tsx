"use client";
/** Adds one item at the end of a class: content and duration, Enter or 添加. The content field keeps focus for the next one. */
import { useId, useRef, useState, type FormEvent } from "react";
import { INPUT_CLASS } from "@/components/settings/controls";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { addItem, type TaskClass } from "@/client/task-classes-api";
import { ApiError } from "@/client/http";
import { DurationField } from "./duration-field";
import { DEFAULT_DURATION, MAX_ITEMS, validateItem } from "./item-model";

export interface ItemAddFormProps {
  taskClass: TaskClass;
  onAdded: (taskClass: TaskClass, content: string) => void;
  autoFocus?: boolean;
  /** The term's periods a day: the longest duration. */
  periods: number;
}

export function ItemAddForm({ taskClass, onAdded, autoFocus = false, periods }: ItemAddFormProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [content, setContent] = useState("");
  const [duration, setDuration] = useState(DEFAULT_DURATION);
  const [errors, setErrors] = useState<{ content?: string; duration?: string }>({});
  const [saving, setSaving] = useState(false);
  const full = taskClass.items.length >= MAX_ITEMS;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateItem(content, duration, periods);
    if (!result.ok) {
      setErrors(result.errors);
      input.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const written = await addItem(taskClass.id, result.payload);
      setContent("");
      onAdded(written.task_class, result.payload.content);
    } catch (caught) {
      setErrors({ content: caught instanceof ApiError ? caught.message : "添加失败，请稍后再试。" });
    } finally {
      setSaving(false);
      input.current?.focus();
    }
  }

  if (full) return <p className="text-xs text-zinc-500 dark:text-zinc-400">一个任务类最多 {MAX_ITEMS} 项任务。</p>;

  return (
    <form onSubmit={submit} noValidate aria-label={`向「${taskClass.name}」添加任务`} className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <label htmlFor={`${id}-content`} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
          新任务
        </label>
        <input
          ref={input}
          id={`${id}-content`}
          data-testid="item-add-content"
          value={content}
          // The card just created wants its first item typed at once.
          autoFocus={autoFocus}
          onChange={(event) => setContent(event.target.value)}
          placeholder="例如：第一章 随机事件与概率"
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={`${id}-error`}
          autoComplete="off"
          className={INPUT_CLASS}
        />
      </div>
      <div className="flex items-end gap-2">
        <DurationField id={`${id}-duration`} testId="item-add-duration" value={duration} onChange={setDuration} max={periods} invalid={Boolean(errors.duration)} describedBy={`${id}-error`} />
        <Button type="submit" variant="primary" disabled={saving} data-testid="item-add-submit">
          {saving ? <Spinner /> : null}
          添加
        </Button>
      </div>
      <FieldErrors id={`${id}-error`} errors={errors} />
    </form>
  );
}

function FieldErrors({ id, errors }: { id: string; errors: { content?: string; duration?: string } }) {
  const messages = [errors.content, errors.duration].filter((message): message is string => Boolean(message));
  if (messages.length === 0) return null;
  return (
    <p id={id} role="alert" className="basis-full text-xs text-rose-700 dark:text-rose-300">
      {messages.join("；")}
    </p>
  );
}
