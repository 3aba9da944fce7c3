"use client";
/**
 * Date, time and date-with-time fields in the student's format (2026-11-30, 24-hour 08:00) whatever the browser's
 * language: a native <input type="date"> shows 11/30/2026 and 08:00 AM in an en-US browser. A text input with the
 * format as its placeholder and a number pad on phones; the form gets the value a native input would give
 * ("2026-11-30", "08:00", "2026-11-30T20:00"), or "" while the text is not a whole date, as a native input does.
 * Text it cannot read says so beside the field (and through aria-invalid) once the student leaves it; readable
 * text is tidied to the format then (2026/1/5 -> 2026-01-05).
 */
import { useId, useState, type InputHTMLAttributes } from "react";
import { DATE_TEXT_EXAMPLE, formatDateText, parseDateText, type DateTextKind } from "@/client/date-text";

type NativeProps = Omit<InputHTMLAttributes<HTMLInputElement>, "type" | "value" | "defaultValue" | "onChange" | "min" | "max" | "pattern">;

export interface DateTimeFieldProps extends NativeProps {
  kind: DateTextKind;
  /** As a native input holds it: "2026-11-30", "08:00" or "2026-11-30T20:00"; "" for none. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * The form's message for this field (a refusal from the server): shown under it in the same place as the field's
   * own format message, which wins while the text cannot be read, so the student reads one message, never two.
   */
  error?: string | null;
  "data-testid"?: string;
}

const FORMAT_NAME: Record<DateTextKind, string> = { date: "年-月-日", time: "时:分（24小时）", datetime: "年-月-日 时:分" };

/** Every field's text, as it was typed, stays; the value the form holds follows it. */
export function DateTimeField({ kind, value, onValueChange, onBlur, error = null, className = "", id, ...props }: DateTimeFieldProps) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  const [text, setText] = useState(() => formatDateText(kind, value));
  const [shownValue, setShownValue] = useState(value);
  const [unreadable, setUnreadable] = useState(false);

  // The form changed the value itself (a reset, a loaded record): show it, unless the text already means it.
  if (value !== shownValue) {
    setShownValue(value);
    if ((parseDateText(kind, text) ?? "") !== value) {
      setText(formatDateText(kind, value));
      setUnreadable(false);
    }
  }

  const errorId = `${fieldId}-format`;
  const message = unreadable ? `请按 ${FORMAT_NAME[kind]} 填写，例如 ${DATE_TEXT_EXAMPLE[kind]}` : error;
  const describedBy = [props["aria-describedby"], message ? errorId : undefined].filter(Boolean).join(" ") || undefined;

  return (
    <>
      <input
        // The app's dates are zh-CN whatever the browser's language (a screen reader reads the example as such).
        lang="zh-CN"
        {...props}
        id={fieldId}
        type="text"
        // A phone's number pad: 20261130 and 0800 are read as well as 2026-11-30 and 08:00.
        inputMode={kind === "datetime" ? "text" : "numeric"}
        autoComplete="off"
        spellCheck={false}
        placeholder={DATE_TEXT_EXAMPLE[kind]}
        value={text}
        aria-invalid={message || props["aria-invalid"] ? true : undefined}
        aria-describedby={describedBy}
        className={`tabular-nums ${className}`}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          const next = parseDateText(kind, typed) ?? "";
          if (unreadable && next !== "") setUnreadable(false);
          if (next !== value) {
            setShownValue(next);
            onValueChange(next);
          }
        }}
        onBlur={(event) => {
          const parsed = parseDateText(kind, text);
          if (parsed !== null) setText(formatDateText(kind, parsed));
          setUnreadable(parsed === null && text.trim() !== "");
          onBlur?.(event);
        }}
      />
      {message ? (
        <span id={errorId} className="mt-1 block text-xs text-rose-700 dark:text-rose-300">
          {message}
        </span>
      ) : null}
    </>
  );
}
