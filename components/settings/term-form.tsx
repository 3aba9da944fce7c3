"use client";
/**
 * 学期设置: the start (a Monday, or "现在是第几周" from which the server works out the Monday in the term's zone),
 * weeks, the period times and the zone. The server has the last word; its
 * reasons and the weeks a change would touch are shown as sent. A start-date change that moves study blocks can be
 * confirmed with 仍然修改, which re-sends with confirm_shift.
 */
import { DateTimeField } from "@/components/ui/date-time-field";
import { useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { saveTerm, type TermSettings } from "@/client/settings-api";
import { ApiError } from "@/client/http";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";
import { ErrorDetails } from "./error-details";
import { PeriodTimesTable } from "./section-times-table";
import { TimezoneField } from "./timezone-field";
import { WEEKDAY_NAMES } from "./format";

/** The weekday name of a "YYYY-MM-DD", or null when it is not a date. */
export function weekdayOfDate(date: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return null;
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return null;
  return WEEKDAY_NAMES[(parsed.getUTCDay() + 6) % 7];
}

/** Client-side checks for the two fields a student most often gets wrong; the server checks everything. */
export function termFieldErrors(term: TermSettings): { start_date?: string; weeks?: string } {
  const errors: { start_date?: string; weeks?: string } = {};
  const weekday = weekdayOfDate(term.start_date);
  if (weekday === null) errors.start_date = "请选择开学日期";
  else if (weekday !== "周一") errors.start_date = `开学日期必须是周一，${term.start_date} 是${weekday}`;
  if (!Number.isInteger(term.weeks) || term.weeks < 1 || term.weeks > 30) errors.weeks = "学期周数必须是 1-30 的整数";
  return errors;
}

/** The client-side check of 现在是第几周 against the weeks typed beside it. */
export function currentWeekError(text: string, weeks: number): string | undefined {
  const week = Number(text);
  if (text.trim() === "" || !Number.isInteger(week)) return "请填写现在是第几周";
  if (Number.isInteger(weeks) && weeks >= 1 && (week < 1 || week > weeks)) return `现在是第几周必须在 1-${weeks} 之间`;
  return undefined;
}

type StartMode = "date" | "week";

export interface TermFormProps {
  initial: TermSettings;
  /** This week's number in the saved term, null outside it: the 现在是第几周 field starts from it. */
  currentWeek?: number | null;
  /** Start with 现在是第几周 (a new student, or a term today is not in). */
  preferWeek?: boolean;
  onSaved?: (term: TermSettings) => void;
}

export function TermForm({ initial, currentWeek = null, preferWeek = false, onSaved }: TermFormProps) {
  const id = useId();
  const [term, setTerm] = useState<TermSettings>(initial);
  const [weeksText, setWeeksText] = useState(String(initial.weeks));
  const [mode, setMode] = useState<StartMode>(preferWeek || initial.start_date === "" ? "week" : "date");
  const [weekText, setWeekText] = useState(currentWeek ? String(currentWeek) : "");
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const [saved, setSaved] = useState(false);

  const current = { ...term, weeks: Number(weeksText) };
  const allErrors: { start_date?: string; weeks?: string; current_week?: string } = {
    ...termFieldErrors(current),
    current_week: mode === "week" ? currentWeekError(weekText, current.weeks) : undefined,
  };
  if (mode === "week") delete allErrors.start_date;
  else delete allErrors.current_week;
  const hasErrors = Object.values(allErrors).some(Boolean);
  const fieldErrors: typeof allErrors = submitted ? allErrors : {};
  const canConfirmShift = error?.code === "term:change_blocked" && error.details.reason === "moves_study_blocks";

  async function save(confirmShift: boolean) {
    setSaving(true);
    setError(null);
    setSaved(false);
    try {
      const { start_date, ...rest } = current;
      const change = mode === "week" ? { ...rest, current_week: Number(weekText) } : { ...rest, start_date };
      const result = await saveTerm(change, { confirmShift });
      setTerm(result);
      setWeeksText(String(result.weeks));
      setSaved(true);
      onSaved?.(result);
    } catch (caught) {
      setError(caught instanceof ApiError ? caught : new ApiError("保存失败，请稍后再试。", 0, "client:error"));
    } finally {
      setSaving(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (hasErrors) return;
    void save(false);
  }

  const edit = (patch: Partial<TermSettings>) => {
    setTerm((previous) => ({ ...previous, ...patch }));
    setSaved(false);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="学期设置" className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-3">
        <div className="flex flex-col gap-1.5">
          <div role="radiogroup" aria-label="开学时间的填法" className="flex gap-3 text-sm">
            <label className="inline-flex items-center gap-1.5">
              <input type="radio" name={`${id}-mode`} checked={mode === "week"} onChange={() => setMode("week")} />
              按第几周填
            </label>
            <label className="inline-flex items-center gap-1.5">
              <input type="radio" name={`${id}-mode`} checked={mode === "date"} onChange={() => setMode("date")} />
              按开学日期填
            </label>
          </div>
          {mode === "week" ? (
            <>
              <label htmlFor={`${id}-current-week`} className="sr-only">
                现在是第几周
              </label>
              <input
                id={`${id}-current-week`}
                type="number"
                inputMode="numeric"
                min={1}
                max={30}
                placeholder="例如 14"
                value={weekText}
                onChange={(event) => {
                  setWeekText(event.target.value);
                  setSaved(false);
                }}
                aria-invalid={fieldErrors.current_week ? true : undefined}
                aria-describedby={`${id}-current-week-hint ${id}-current-week-error`}
                className={INPUT_CLASS}
              />
              <p id={`${id}-current-week-hint`} className={HINT_CLASS}>
                本周算作第几周；开学日期按你的时区自动推算{term.start_date ? `（现在是 ${term.start_date} 开学）` : ""}
              </p>
              <FieldError id={`${id}-current-week-error`} message={fieldErrors.current_week} />
            </>
          ) : (
            <>
              <label htmlFor={`${id}-start`} className={LABEL_CLASS}>
                开学日期
              </label>
              <DateTimeField
                id={`${id}-start`}
                kind="date"
                value={term.start_date}
                onValueChange={(start_date) => edit({ start_date })}
                aria-invalid={fieldErrors.start_date ? true : undefined}
                aria-describedby={`${id}-start-hint ${id}-start-error`}
                className={INPUT_CLASS}
              />
              <p id={`${id}-start-hint`} className={HINT_CLASS}>
                必须是第1周的周一{weekdayOfDate(term.start_date) ? `（当前是${weekdayOfDate(term.start_date)}）` : ""}
              </p>
              <FieldError id={`${id}-start-error`} message={fieldErrors.start_date} />
            </>
          )}
        </div>
        <div className="flex flex-col gap-1.5">
          <label htmlFor={`${id}-weeks`} className={LABEL_CLASS}>
            {mode === "week" ? "共几周" : "学期周数"}
          </label>
          <input
            id={`${id}-weeks`}
            type="number"
            inputMode="numeric"
            min={1}
            max={30}
            value={weeksText}
            onChange={(event) => {
              setWeeksText(event.target.value);
              setSaved(false);
            }}
            aria-invalid={fieldErrors.weeks ? true : undefined}
            aria-describedby={`${id}-weeks-hint ${id}-weeks-error`}
            className={INPUT_CLASS}
          />
          <p id={`${id}-weeks-hint`} className={HINT_CLASS}>
            1-30 周
          </p>
          <FieldError id={`${id}-weeks-error`} message={fieldErrors.weeks} />
        </div>
        <TimezoneField value={term.timezone} onChange={(timezone) => edit({ timezone })} />
      </div>

      <PeriodTimesTable times={term.section_times} onChange={(section_times) => edit({ section_times })} />

      {error ? (
        <ErrorDetails error={error} tone={canConfirmShift ? "warning" : "error"}>
          {canConfirmShift ? (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button variant="primary" size="sm" disabled={saving} onClick={() => void save(true)}>
                仍然修改
              </Button>
              <Button variant="ghost" size="sm" onClick={() => setError(null)}>
                取消
              </Button>
            </div>
          ) : null}
        </ErrorDetails>
      ) : null}
      {saved ? <Notice tone="success">学期设置已保存。</Notice> : null}

      <div className="flex justify-end">
        <Button type="submit" variant="primary" disabled={saving}>
          {saving ? <Spinner /> : null}
          {saving ? "正在保存…" : "保存学期设置"}
        </Button>
      </div>
    </form>
  );
}
