"use client";
/**
 * 提醒: one set of settings for the calendar's alarms and for Web Push (GET / PUT /api/reminders/settings) — a study
 * block N minutes before or not at all, deadlines at any of 30 分钟 / 2 小时 / 1 天, 上课提醒 (off by default) and quiet
 * hours. Read with the page (or when the section mounts without them), saved with 保存; a refusal is shown beside the form in the server's words.
 * Below it, 手机通知: this browser's Web Push subscription (push-notifications.tsx).
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { DateTimeField } from "@/components/ui/date-time-field";
import { Spinner } from "@/components/ui/spinner";
import { ApiError } from "@/client/http";
import { fetchReminderSettings, saveReminderSettings } from "@/client/reminders-api";
import type { ReminderSettings } from "@/lib/protocol/reminders";
import { FieldError, HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";
import { PushNotifications } from "./push-notifications";

const LEAD_CHOICES: readonly number[] = [5, 10, 15, 30];
const DEADLINE_CHOICES: readonly number[] = [30, 120, 1440];

/** "30 分钟", "2 小时", "1 天". */
function durationText(minutes: number): string {
  if (minutes > 0 && minutes % 1440 === 0) return `${minutes / 1440} 天`;
  if (minutes > 0 && minutes % 60 === 0) return `${minutes / 60} 小时`;
  return `${minutes} 分钟`;
}

const leadLabel = (minutes: number) => (minutes === 0 ? "开始时" : `提前 ${durationText(minutes)}`);
const valueOf = (minutes: number | null) => (minutes === null ? "none" : String(minutes));

function LeadSelect({ id, label, hint, value, onChange }: { id: string; label: string; hint: string; value: number | null; onChange(value: number | null): void }) {
  // A stored lead time that is not one of the choices (set through the API) stays shown as it is.
  const choices = value === null || LEAD_CHOICES.includes(value) ? LEAD_CHOICES : [...LEAD_CHOICES, value].sort((a, b) => a - b);
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <p id={`${id}-hint`} className={HINT_CLASS}>
        {hint}
      </p>
      <select
        id={id}
        aria-describedby={`${id}-hint`}
        value={valueOf(value)}
        onChange={(event) => onChange(event.target.value === "none" ? null : Number(event.target.value))}
        className={`${INPUT_CLASS} sm:w-56`}
      >
        <option value="none">不提醒</option>
        {choices.map((minutes) => (
          <option key={minutes} value={String(minutes)}>
            {leadLabel(minutes)}
          </option>
        ))}
      </select>
    </div>
  );
}

interface FormErrors {
  start?: string;
  end?: string;
}

/** What the form can tell before asking the server: both ends of the quiet hours are whole times. */
function validate(settings: ReminderSettings): FormErrors {
  const errors: FormErrors = {};
  if (settings.quiet_hours.start === "") errors.start = "请填写免打扰的开始时间，例如 23:00。";
  if (settings.quiet_hours.end === "") errors.end = "请填写免打扰的结束时间，例如 07:00。";
  return errors;
}

/**
 * The quiet hours in words, as the reminders will keep them. A start equal to its end is an empty window: the
 * reminders read it as no quiet hours at all (server/notifications/due.ts), and this is the one way to switch them
 * off, so it is said plainly rather than refused. Null while a time is missing (validate says so).
 */
function quietHoursWords({ start, end }: ReminderSettings["quiet_hours"]): string | null {
  if (start === "" || end === "") return null;
  if (start === end) return "开始和结束相同，表示不设免打扰：提醒随时发送。";
  return `每天 ${start} 到${start > end ? "次日 " : " "}${end} 免打扰。`;
}

/** `initial`: the settings as the page read them on the server; without them the section reads them itself. */
export function RemindersSection({ initial = null }: { initial?: ReminderSettings | null }) {
  const id = useId();
  const [settings, setSettings] = useState<ReminderSettings | null>(initial);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [generation, setGeneration] = useState(0);
  const [errors, setErrors] = useState<FormErrors>({});
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string; details: string[] } | null>(null);
  const [saving, setSaving] = useState(false);

  const given = initial !== null;
  useEffect(() => {
    if (given && generation === 0) return;
    const controller = new AbortController();
    fetchReminderSettings(controller.signal).then(
      (loaded) => {
        if (controller.signal.aborted) return;
        setSettings(loaded);
        setLoadError(null);
      },
      (caught: unknown) => {
        if (controller.signal.aborted) return;
        setLoadError(caught instanceof ApiError ? caught.message : "读取提醒设置失败，请稍后再试。");
      },
    );
    return () => controller.abort();
  }, [given, generation]);

  const change = (next: Partial<ReminderSettings>) => {
    setSettings((current) => (current ? { ...current, ...next } : current));
    if (next.quiet_hours) setErrors({});
    setStatus(null);
  };

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!settings) return;
    const found = validate(settings);
    setErrors(found);
    if (found.start || found.end) {
      setStatus({ tone: "error", text: "免打扰时间没有填完整，请按 时:分 填写后再保存。", details: [] });
      return;
    }
    setSaving(true);
    setStatus(null);
    try {
      const saved = await saveReminderSettings(settings);
      setSettings(saved);
      const quiet = saved.quiet_hours.start === saved.quiet_hours.end ? "（不设免打扰）" : "";
      setStatus({ tone: "success", text: `提醒设置已保存${quiet}。推送提醒立即生效，订阅的日历会在下次更新时带上新的提醒。`, details: [] });
    } catch (caught) {
      const details = caught instanceof ApiError ? Object.values(caught.details.fields).filter((text): text is string => Boolean(text)) : [];
      setStatus({ tone: "error", text: caught instanceof ApiError ? caught.message : "保存失败，请稍后再试。", details });
    } finally {
      setSaving(false);
    }
  }

  const statusId = `${id}-status`;
  return (
    <div className="space-y-8">
      {settings === null ? (
        loadError ? (
          <div className="space-y-2">
            <Notice tone="error">{loadError}</Notice>
            <Button size="sm" onClick={() => setGeneration((value) => value + 1)}>
              重试
            </Button>
          </div>
        ) : (
          <p role="status" className="text-sm text-zinc-600 dark:text-zinc-300">
            正在读取提醒设置…
          </p>
        )
      ) : (
        <form noValidate onSubmit={(event) => void save(event)} aria-describedby={status ? statusId : undefined} className="space-y-5" data-testid="reminders-form">
          <LeadSelect
            id={`${id}-block`}
            label="学习块提醒"
            hint="已确认的学习块开始前提醒你（日历闹钟和推送通知）。"
            value={settings.block_minutes}
            onChange={(value) => change({ block_minutes: value })}
          />

          <fieldset className="space-y-1.5" aria-describedby={`${id}-deadline-hint`}>
            <legend className={LABEL_CLASS}>截止提醒</legend>
            <p id={`${id}-deadline-hint`} className={HINT_CLASS}>
              有截止时间的待办，在截止前提醒；可以多选，都不选就不提醒。
            </p>
            <div className="flex flex-wrap gap-x-5 gap-y-2">
              {[...new Set([...DEADLINE_CHOICES, ...settings.deadline_offsets])]
                .sort((a, b) => a - b)
                .map((minutes) => {
                  const checked = settings.deadline_offsets.includes(minutes);
                  return (
                    <label key={minutes} className="inline-flex min-h-10 items-center gap-2 text-sm text-zinc-800 dark:text-zinc-100">
                      <input
                        type="checkbox"
                        checked={checked}
                        onChange={() =>
                          change({
                            deadline_offsets: checked ? settings.deadline_offsets.filter((offset) => offset !== minutes) : [...settings.deadline_offsets, minutes],
                          })
                        }
                        className="h-4 w-4 rounded border-zinc-400 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-500 dark:border-zinc-500 dark:accent-indigo-400"
                      />
                      {leadLabel(minutes)}
                    </label>
                  );
                })}
            </div>
          </fieldset>

          <LeadSelect
            id={`${id}-course`}
            label="上课提醒"
            hint="课表里的课程开始前提醒你；默认不提醒。"
            value={settings.course_minutes}
            onChange={(value) => change({ course_minutes: value })}
          />

          <fieldset className="space-y-1.5" aria-describedby={`${id}-quiet-hint`}>
            <legend className={LABEL_CLASS}>免打扰时间</legend>
            <p id={`${id}-quiet-hint`} className={HINT_CLASS}>
              这段时间里的推送提醒会等到结束时再发；如果那时学习块已经开始或截止已过，就不再发送。按学期所在时区计算。开始和结束填同一时间表示不设免打扰。
            </p>
            <div className="flex flex-wrap items-start gap-3">
              <div className="w-32 space-y-1">
                <label htmlFor={`${id}-quiet-start`} className={LABEL_CLASS}>
                  开始
                </label>
                <DateTimeField
                  id={`${id}-quiet-start`}
                  kind="time"
                  value={settings.quiet_hours.start}
                  onValueChange={(value) => change({ quiet_hours: { ...settings.quiet_hours, start: value } })}
                  aria-describedby={errors.start ? `${id}-quiet-start-error` : undefined}
                  aria-invalid={errors.start ? true : undefined}
                  className={INPUT_CLASS}
                />
                <FieldError id={`${id}-quiet-start-error`} message={errors.start} />
              </div>
              <div className="w-32 space-y-1">
                <label htmlFor={`${id}-quiet-end`} className={LABEL_CLASS}>
                  结束
                </label>
                <DateTimeField
                  id={`${id}-quiet-end`}
                  kind="time"
                  value={settings.quiet_hours.end}
                  onValueChange={(value) => change({ quiet_hours: { ...settings.quiet_hours, end: value } })}
                  aria-describedby={errors.end ? `${id}-quiet-end-error` : undefined}
                  aria-invalid={errors.end ? true : undefined}
                  className={INPUT_CLASS}
                />
                <FieldError id={`${id}-quiet-end-error`} message={errors.end} />
              </div>
            </div>
            {quietHoursWords(settings.quiet_hours) ? (
              <p className="text-sm text-zinc-700 dark:text-zinc-200" aria-live="polite" data-testid="quiet-hours-summary">
                {quietHoursWords(settings.quiet_hours)}
              </p>
            ) : null}
          </fieldset>

          <div className="space-y-2">
            <Button type="submit" variant="primary" disabled={saving}>
              {saving ? <Spinner /> : null}
              保存提醒设置
            </Button>
            {status ? (
              <Notice tone={status.tone} id={statusId}>
                {status.text}
                {status.details.length > 0 ? (
                  <ul className="mt-1 list-disc pl-5">
                    {status.details.map((detail) => (
                      <li key={detail}>{detail}</li>
                    ))}
                  </ul>
                ) : null}
              </Notice>
            ) : null}
          </div>
        </form>
      )}

      <PushNotifications />
    </div>
  );
}
