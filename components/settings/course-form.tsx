"use client";
/**
 * Add or edit one course. Weeks are typed as text ("1-16", "1-16单", "2-16双", "1,3,5") and read back below the
 * field, so the student sees what will be saved; the server's reasons and clashes are shown as sent.
 */
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { type Course, type CoursePayload, type CourseWriteResult } from "@/client/settings-api";
import { ApiError } from "@/client/http";
import { formatWeeks } from "@/lib/ics/weeks";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from "./controls";
import { courseFormFrom, emptyCourseForm, newMeeting, validateCourseForm, type CourseFormErrors, type CourseFormState, type MeetingDraft } from "./course-form-model";
import { ErrorDetails } from "./error-details";
import { WEEKDAY_NAMES } from "./format";
import { parseWeeksText } from "./weeks-text";

const DEFAULT_PERIODS = 12;

export interface CourseFormProps {
  course: Course | null;
  termWeeks: number;
  /** Periods a day in the student's term (8-16); the period selects offer that many. */
  periods?: number;
  onSubmit: (payload: CoursePayload) => Promise<CourseWriteResult>;
  onDone: (result: CourseWriteResult) => void;
  onCancel: () => void;
}

export function CourseForm({ course, termWeeks, periods = DEFAULT_PERIODS, onSubmit, onDone, onCancel }: CourseFormProps) {
  const id = useId();
  const [state, setState] = useState<CourseFormState>(() => (course ? courseFormFrom(course) : emptyCourseForm(termWeeks)));
  const [errors, setErrors] = useState<CourseFormErrors | null>(null);
  const [serverError, setServerError] = useState<ApiError | null>(null);
  const [saving, setSaving] = useState(false);

  const editMeeting = (key: number, patch: Partial<MeetingDraft>) =>
    setState((previous) => ({ ...previous, meetings: previous.meetings.map((meeting) => (meeting.key === key ? { ...meeting, ...patch } : meeting)) }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = validateCourseForm(state, termWeeks);
    setServerError(null);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(null);
    setSaving(true);
    try {
      onDone(await onSubmit(result.payload));
    } catch (caught) {
      setServerError(caught instanceof ApiError ? caught : new ApiError("保存失败，请稍后再试。", 0, "client:error"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate aria-label={course ? `编辑课程「${course.name}」` : "添加课程"} className="space-y-4 rounded-xl border border-indigo-200 bg-indigo-50/40 p-4 dark:border-indigo-900 dark:bg-indigo-950/30">
      <h3 className="text-base font-semibold">{course ? `编辑「${course.name}」` : "添加课程"}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-name`} className={LABEL_CLASS}>
            课程名称
          </label>
          <input
            id={`${id}-name`}
            value={state.name}
            onChange={(event) => setState({ ...state, name: event.target.value })}
            aria-invalid={errors?.name ? true : undefined}
            aria-describedby={`${id}-name-error`}
            className={INPUT_CLASS}
            autoComplete="off"
          />
          <FieldError id={`${id}-name-error`} message={errors?.name} />
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-location`} className={LABEL_CLASS}>
            上课地点（可不填）
          </label>
          <input
            id={`${id}-location`}
            value={state.location}
            onChange={(event) => setState({ ...state, location: event.target.value })}
            aria-invalid={errors?.location ? true : undefined}
            aria-describedby={`${id}-location-error`}
            className={INPUT_CLASS}
            autoComplete="off"
          />
          <FieldError id={`${id}-location-error`} message={errors?.location} />
        </div>
      </div>
      <div className="flex items-start gap-2">
        <input
          id={`${id}-embeddable`}
          type="checkbox"
          checked={state.can_be_embedded}
          onChange={(event) => setState({ ...state, can_be_embedded: event.target.checked })}
          aria-describedby={`${id}-embeddable-hint`}
          className="mt-0.5 h-4 w-4 rounded border-zinc-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500"
        />
        <div>
          <label htmlFor={`${id}-embeddable`} className={LABEL_CLASS}>
            可嵌入学习任务
          </label>
          <p id={`${id}-embeddable-hint`} className={HINT_CLASS}>
            例如水课、自习课：助手可以在这些节次里安排复习；不勾选则为固定课程。
          </p>
        </div>
      </div>

      <fieldset className="space-y-3">
        <legend className={LABEL_CLASS}>上课时间</legend>
        {state.meetings.map((meeting, index) => (
          <MeetingRow
            key={meeting.key}
            periods={periods}
            meeting={meeting}
            index={index}
            termWeeks={termWeeks}
            errors={errors?.meetings[index]}
            removable={state.meetings.length > 1}
            onChange={(patch) => editMeeting(meeting.key, patch)}
            onRemove={() => setState({ ...state, meetings: state.meetings.filter((other) => other.key !== meeting.key) })}
          />
        ))}
        <Button size="sm" variant="ghost" onClick={() => setState({ ...state, meetings: [...state.meetings, newMeeting(termWeeks)] })}>
          ＋ 再加一个上课时间
        </Button>
      </fieldset>

      {serverError ? <ErrorDetails error={serverError} /> : null}

      <div className="flex flex-wrap justify-end gap-2">
        <Button onClick={onCancel} disabled={saving}>
          取消
        </Button>
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          {course ? "保存修改" : "添加课程"}
        </Button>
      </div>
    </form>
  );
}

interface MeetingRowProps {
  meeting: MeetingDraft;
  index: number;
  termWeeks: number;
  periods: number;
  errors: CourseFormErrors["meetings"][number] | undefined;
  removable: boolean;
  onChange: (patch: Partial<MeetingDraft>) => void;
  onRemove: () => void;
}

function MeetingRow({ meeting, index, termWeeks, periods, errors, removable, onChange, onRemove }: MeetingRowProps) {
  const id = useId();
  const label = `第${index + 1}个上课时间`;
  const parsed = parseWeeksText(meeting.weeksText, termWeeks);
  return (
    <div role="group" aria-label={label} className="rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-700 dark:bg-zinc-900">
      <div className="grid grid-cols-3 gap-2 sm:grid-cols-[1fr_1fr_1fr_2fr]">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${id}-day`} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
            星期
          </label>
          <select id={`${id}-day`} value={meeting.day_of_week} onChange={(event) => onChange({ day_of_week: Number(event.target.value) })} className={INPUT_CLASS}>
            {WEEKDAY_NAMES.map((name, day) => (
              <option key={name} value={day + 1}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <PeriodSelect periods={periods} id={`${id}-start`} label="开始节次" value={meeting.section_start} invalid={Boolean(errors?.sections)} describedBy={`${id}-sections-error`} onChange={(section_start) => onChange({ section_start })} />
        <PeriodSelect periods={periods} id={`${id}-end`} label="结束节次" value={meeting.section_end} invalid={Boolean(errors?.sections)} describedBy={`${id}-sections-error`} onChange={(section_end) => onChange({ section_end })} />
        <div className="col-span-3 flex flex-col gap-1 sm:col-span-1">
          <label htmlFor={`${id}-weeks`} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
            上课周次
          </label>
          <input
            id={`${id}-weeks`}
            value={meeting.weeksText}
            onChange={(event) => onChange({ weeksText: event.target.value })}
            placeholder="1-16、1-16单、2-16双、1,3,5"
            aria-invalid={errors?.weeks ? true : undefined}
            aria-describedby={`${id}-weeks-hint ${id}-weeks-error`}
            className={INPUT_CLASS}
            autoComplete="off"
            inputMode="text"
          />
          <p id={`${id}-weeks-hint`} className={HINT_CLASS}>
            {parsed.ok ? `即 ${formatWeeks(parsed.weeks)}，共 ${parsed.weeks.length} 周` : "例如 1-16、1-16单、2-16双 或 1,3,5"}
          </p>
        </div>
      </div>
      <div className="mt-1 space-y-0.5">
        <FieldError id={`${id}-sections-error`} message={errors?.sections} />
        <FieldError id={`${id}-weeks-error`} message={errors?.weeks} />
      </div>
      {removable ? (
        <div className="mt-2 flex justify-end">
          <Button size="sm" variant="ghost" onClick={onRemove} aria-label={`删除${label}`}>
            删除这个时间
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function PeriodSelect({ periods, id, label, value, invalid, describedBy, onChange }: { periods: number; id: string; label: string; value: number; invalid: boolean; describedBy: string; onChange: (period: number) => void }) {
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
        {label}
      </label>
      <select id={id} value={value} onChange={(event) => onChange(Number(event.target.value))} aria-invalid={invalid ? true : undefined} aria-describedby={describedBy} className={INPUT_CLASS}>
        {Array.from({ length: periods }, (_, index) => index + 1).map((period) => (
          <option key={period} value={period}>
            第{period}节
          </option>
        ))}
      </select>
    </div>
  );
}
