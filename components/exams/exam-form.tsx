"use client";
/**
 * One exam's fields (title, date, optional time and place, and in the settings the course and 学习计划 it links to),
 * saved through POST or PATCH /api/exams. Used by 设置 › 考试 and by each class on 学习计划, where the class is the
 * link and only the exam's own fields are shown. A refusal shows each field's message once, under its input, with
 * one line above the buttons saying to look there (the server's sentence and list when it names no field shown);
 * nothing changes until the server has kept the exam. The date and the time are typed in the student's format
 * (2027-01-12, 24-hour 09:00), never the browser's (an en-US browser's date input shows 01/12/2027 and 9:00 AM).
 */
import { useId, useState, type FormEvent } from "react";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "@/components/settings/controls";
import { ErrorDetails } from "@/components/settings/error-details";
import { Button } from "@/components/ui/button";
import { DateTimeField } from "@/components/ui/date-time-field";
import { Spinner } from "@/components/ui/spinner";
import { createExam, updateExam, type Exam, type ExamPayload } from "@/client/exams-api";
import { ApiError } from "@/client/http";

interface Named {
  id: number;
  name: string;
}

interface ExamFormState {
  title: string;
  date: string;
  time: string;
  location: string;
  course_id: string;
  task_class_id: string;
}

function formOf(exam: Exam | null, taskClassId: number | null): ExamFormState {
  if (!exam) return { title: "", date: "", time: "", location: "", course_id: "", task_class_id: taskClassId === null ? "" : String(taskClassId) };
  return {
    title: exam.title,
    date: exam.date,
    time: exam.time ?? "",
    location: exam.location ?? "",
    course_id: exam.course_id === null ? "" : String(exam.course_id),
    task_class_id: exam.task_class_id === null ? "" : String(exam.task_class_id),
  };
}

function payloadOf(form: ExamFormState): ExamPayload {
  return {
    title: form.title,
    date: form.date,
    time: form.time === "" ? null : form.time,
    location: form.location.trim() === "" ? null : form.location,
    course_id: form.course_id === "" ? null : Number(form.course_id),
    task_class_id: form.task_class_id === "" ? null : Number(form.task_class_id),
  };
}

/** What a save sends: everything where the links are offered; otherwise a change leaves the links as they are. */
function requestOf(form: ExamFormState, exam: Exam | null, withLinks: boolean): Promise<Exam> {
  const payload = payloadOf(form);
  if (exam === null) return createExam(payload);
  if (withLinks) return updateExam(exam.id, payload);
  const { title, date, time, location } = payload;
  return updateExam(exam.id, { title, date, time, location });
}

/** A failure as the forms show it: the server's own refusal, or one sentence in the student's words. */
export function asApiError(caught: unknown, fallback: string): ApiError {
  return caught instanceof ApiError ? caught : new ApiError(fallback, 0, "client:error");
}

export interface ExamFormProps {
  /** The exam to change; null adds one. */
  exam: Exam | null;
  /** The courses and 学习计划 to link, offered as choices (设置). Absent: the links are not shown nor changed. */
  links?: { courses: readonly Named[]; classes: readonly Named[] };
  /** A new exam's 学习计划 when no choice is offered (its card on 学习计划). */
  taskClassId?: number;
  /** The form's name for a screen reader; "添加考试" or "修改考试：…" unless given. */
  label?: string;
  /** Put the cursor in the first field when the form opens (it replaced the button that opened it). */
  autoFocus?: boolean;
  onSaved: (exam: Exam) => void;
  onCancel: () => void;
}

type TextField = "title" | "location";

/** Every field this form shows, so a refusal naming only these is said under them and not again above. */
function shownFields(withLinks: boolean): string[] {
  return withLinks ? ["title", "date", "time", "location", "course_id", "task_class_id"] : ["title", "date", "time", "location"];
}

/**
 * What the form can tell before asking the server: a name, and a date (a date field whose text cannot be read holds
 * "" as well, and then says its own format message in place of this one).
 */
function missingFields(form: ExamFormState): Record<string, string> {
  const missing: Record<string, string> = {};
  if (form.title.trim() === "") missing.title = "请填写考试名称";
  if (form.date === "") missing.date = "请填写考试日期，格式 年-月-日（例如 2027-01-12）";
  return missing;
}

/** A refusal whose every message stands under a field of the form: the lead above it need not repeat them. */
function saidUnderFields(error: ApiError, withLinks: boolean): boolean {
  const named = Object.keys(error.details.fields).filter((field) => error.details.fields[field]);
  const shown = shownFields(withLinks);
  return named.length > 0 && named.every((field) => shown.includes(field));
}

export function ExamForm({ exam, links, taskClassId, label, autoFocus = false, onSaved, onCancel }: ExamFormProps) {
  const id = useId();
  const [form, setForm] = useState<ExamFormState>(() => formOf(exam, taskClassId ?? null));
  const [error, setError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);
  const fields = error?.details.fields ?? {};

  async function submit(event: FormEvent) {
    event.preventDefault();
    const missing = missingFields(form);
    if (Object.keys(missing).length > 0) {
      setError(new ApiError("考试信息有误", 0, "client:invalid", { fields: missing }));
      return;
    }
    setSaving(true);
    setError(null);
    try {
      onSaved(await requestOf(form, exam, links !== undefined));
    } catch (caught) {
      setError(asApiError(caught, "保存失败，请稍后再试。"));
    } finally {
      setSaving(false);
    }
  }

  const dateTime = (name: "date" | "time", text: string, hint: string) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className={LABEL_CLASS}>
        {text}
      </label>
      <DateTimeField
        id={`${id}-${name}`}
        kind={name}
        value={form[name]}
        onValueChange={(value) => setForm((current) => ({ ...current, [name]: value }))}
        error={fields[name]}
        aria-describedby={`${id}-${name}-hint`}
        className={INPUT_CLASS}
        required={name === "date"}
      />
      <p id={`${id}-${name}-hint`} className={HINT_CLASS}>
        {hint}
      </p>
    </div>
  );

  const input = (name: TextField, text: string, type: string, extra: { required?: boolean; placeholder?: string; autoFocus?: boolean } = {}) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className={LABEL_CLASS}>
        {text}
      </label>
      <input
        id={`${id}-${name}`}
        type={type}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${id}-${name}-error` : undefined}
        className={INPUT_CLASS}
        autoComplete="off"
        {...extra}
      />
      <FieldError id={`${id}-${name}-error`} message={fields[name]} />
    </div>
  );

  const select = (name: "course_id" | "task_class_id", text: string, options: readonly Named[]) => (
    <div className="space-y-1">
      <label htmlFor={`${id}-${name}`} className={LABEL_CLASS}>
        {text}
      </label>
      <select
        id={`${id}-${name}`}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
        aria-invalid={fields[name] ? true : undefined}
        aria-describedby={fields[name] ? `${id}-${name}-error` : undefined}
        className={INPUT_CLASS}
      >
        <option value="">不关联</option>
        {options.map((option) => (
          <option key={option.id} value={String(option.id)}>
            {option.name}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-${name}-error`} message={fields[name]} />
    </div>
  );

  return (
    <form onSubmit={submit} noValidate aria-label={label ?? (exam ? `修改考试：${exam.title}` : "添加考试")} data-testid="exam-form" className="space-y-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <div className="grid gap-3 sm:grid-cols-2">
        {input("title", "考试名称", "text", { required: true, placeholder: "例如：离散数学期末", autoFocus })}
        {dateTime("date", "日期", "格式：年-月-日，例如 2027-01-12")}
        {dateTime("time", "开始时间（可不填）", "24 小时制：时:分，例如 09:00")}
        {input("location", "地点（可不填）", "text", { placeholder: "例如：教三 201" })}
        {links ? select("course_id", "对应课程", links.courses) : null}
        {links ? select("task_class_id", "复习用的学习计划", links.classes) : null}
      </div>
      {links ? <p className={HINT_CLASS}>关联学习计划后，学习计划页和进度页会按这场考试倒数。</p> : null}
      {error && saidUnderFields(error, links !== undefined) ? (
        <Notice tone="error">
          <p className="font-medium">考试信息有误，请按上面标出的提示修改后再保存。</p>
        </Notice>
      ) : error ? (
        <ErrorDetails error={error} />
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          {exam ? "保存修改" : "添加考试"}
        </Button>
      </div>
    </form>
  );
}
