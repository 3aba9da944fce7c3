"use client";
/**
 * 截止提醒: how long before a task's deadline the calendar (download or subscription) rings. Saved when chosen;
 * the next download or feed poll carries it. The stored choice comes with the page.
 */
import { useId, useState } from "react";
import { ApiError } from "@/lib/client/http";
import { saveDeadlineAlarm } from "@/lib/client/settings-api";
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS, Notice } from "./controls";

const CHOICES: ReadonlyArray<{ minutes: number | null; label: string }> = [
  { minutes: null, label: "不提醒" },
  { minutes: 0, label: "截止时" },
  { minutes: 10, label: "提前 10 分钟" },
  { minutes: 30, label: "提前 30 分钟" },
  { minutes: 60, label: "提前 1 小时" },
  { minutes: 120, label: "提前 2 小时" },
  { minutes: 1440, label: "提前 1 天" },
];

const valueOf = (minutes: number | null) => (minutes === null ? "none" : String(minutes));

/** `initial`: the stored lead time in minutes, null for no alarm. */
export function DeadlineAlarmField({ initial }: { initial: number | null }) {
  const id = useId();
  const [minutes, setMinutes] = useState<number | null>(initial);
  const [status, setStatus] = useState<{ tone: "success" | "error"; text: string } | null>(null);

  async function choose(value: string) {
    const next = value === "none" ? null : Number(value);
    setStatus(null);
    try {
      setMinutes(await saveDeadlineAlarm(next));
      setStatus({ tone: "success", text: "已保存，日历下次更新时生效。" });
    } catch (caught) {
      setStatus({ tone: "error", text: caught instanceof ApiError ? caught.message : "保存失败，请稍后再试。" });
    }
  }

  const options = CHOICES.some((choice) => choice.minutes === minutes) ? CHOICES : [...CHOICES, { minutes, label: `提前 ${minutes} 分钟` }];
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-alarm`} className={LABEL_CLASS}>
        待办截止提醒
      </label>
      <p id={`${id}-hint`} className={HINT_CLASS}>
        导出和订阅的日历里，每条有截止时间的待办都是一个日程，并在截止前提醒你。
      </p>
      <select
        id={`${id}-alarm`}
        aria-describedby={`${id}-hint`}
        value={valueOf(minutes)}
        onChange={(event) => void choose(event.target.value)}
        className={`${INPUT_CLASS} sm:w-56`}
      >
        {options.map((choice) => (
          <option key={valueOf(choice.minutes)} value={valueOf(choice.minutes)}>
            {choice.label}
          </option>
        ))}
      </select>
      {status ? <Notice tone={status.tone}>{status.text}</Notice> : null}
    </div>
  );
}
