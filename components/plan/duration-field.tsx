"use client";
/** 时长: a select for the common 1-4 periods, and a number field behind 更多… for 5 up to the term's periods a day. */
import { useState } from "react";
import { INPUT_CLASS } from "@/components/settings/controls";
import { durationLabel } from "./format";

const COMMON = [1, 2, 3, 4];
const MORE = "more";

export interface DurationFieldProps {
  id: string;
  value: number;
  onChange: (duration: number) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
  testId: string;
  label?: string;
  /** The longest duration: the term's periods a day. */
  max: number;
}

export function DurationField({ id, value, onChange, disabled = false, invalid = false, describedBy, testId, label = "时长", max }: DurationFieldProps) {
  const [custom, setCustom] = useState(!COMMON.includes(value));
  const [text, setText] = useState(String(value));
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-300">
        {label}
      </label>
      <div className="flex gap-2">
        <div className="w-24 shrink-0">
          <select
            id={id}
            data-testid={testId}
            value={custom ? MORE : String(value)}
            disabled={disabled}
            aria-describedby={describedBy}
            onChange={(event) => {
              if (event.target.value === MORE) {
                setCustom(true);
                const next = Math.max(value, COMMON.length + 1);
                setText(String(next));
                onChange(next);
                return;
              }
              setCustom(false);
              onChange(Number(event.target.value));
            }}
            className={`${INPUT_CLASS} disabled:cursor-not-allowed disabled:opacity-60`}
          >
            {COMMON.map((duration) => (
              <option key={duration} value={duration}>
                {durationLabel(duration)}
              </option>
            ))}
            <option value={MORE}>更多…</option>
          </select>
        </div>
        {custom ? (
          <div className="w-20 shrink-0">
            <input
              type="number"
              inputMode="numeric"
              min={1}
              max={max}
              step={1}
              value={text}
              disabled={disabled}
              aria-label={`${label}（节数，1-${max}）`}
              aria-invalid={invalid ? true : undefined}
              aria-describedby={describedBy}
              data-testid={`${testId}-number`}
              onChange={(event) => {
                setText(event.target.value);
                onChange(event.target.value.trim() === "" ? Number.NaN : Number(event.target.value));
              }}
              className={`${INPUT_CLASS} tabular-nums disabled:cursor-not-allowed disabled:opacity-60`}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
