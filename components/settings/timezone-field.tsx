"use client";
/** The term's IANA zone: the common ones in a list, anything else typed by hand (the server checks it). */
import { useId, useState } from "react";
import { HINT_CLASS, INPUT_CLASS, LABEL_CLASS } from "./controls";

const COMMON_TIMEZONES = [
  { value: "Asia/Shanghai", label: "中国标准时间（Asia/Shanghai）" },
  { value: "Asia/Hong_Kong", label: "香港（Asia/Hong_Kong）" },
  { value: "Asia/Taipei", label: "台北（Asia/Taipei）" },
  { value: "Asia/Tokyo", label: "东京（Asia/Tokyo）" },
  { value: "Asia/Singapore", label: "新加坡（Asia/Singapore）" },
  { value: "Europe/London", label: "伦敦（Europe/London）" },
  { value: "Europe/Berlin", label: "柏林（Europe/Berlin）" },
  { value: "America/New_York", label: "纽约（America/New_York）" },
  { value: "America/Los_Angeles", label: "洛杉矶（America/Los_Angeles）" },
  { value: "Australia/Sydney", label: "悉尼（Australia/Sydney）" },
  { value: "UTC", label: "协调世界时（UTC）" },
] as const;

const OTHER = "__other__";

export function TimezoneField({ value, onChange }: { value: string; onChange: (timezone: string) => void }) {
  const id = useId();
  const isCommon = COMMON_TIMEZONES.some((zone) => zone.value === value);
  const [custom, setCustom] = useState(!isCommon);
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={`${id}-zone`} className={LABEL_CLASS}>
        时区
      </label>
      <select
        id={`${id}-zone`}
        value={custom ? OTHER : value}
        onChange={(event) => {
          const chosen = event.target.value;
          setCustom(chosen === OTHER);
          if (chosen !== OTHER) onChange(chosen);
        }}
        className={INPUT_CLASS}
      >
        {COMMON_TIMEZONES.map((zone) => (
          <option key={zone.value} value={zone.value}>
            {zone.label}
          </option>
        ))}
        <option value={OTHER}>其他（手动填写）</option>
      </select>
      {custom ? (
        <>
          <label htmlFor={`${id}-custom`} className="sr-only">
            时区名称
          </label>
          <input
            id={`${id}-custom`}
            value={value}
            onChange={(event) => onChange(event.target.value.trim())}
            placeholder="例如 Asia/Shanghai"
            aria-describedby={`${id}-hint`}
            className={INPUT_CLASS}
            spellCheck={false}
            autoCapitalize="off"
          />
        </>
      ) : null}
      <p id={`${id}-hint`} className={HINT_CLASS}>
        课程和学习时间都按这个时区计算
      </p>
    </div>
  );
}
