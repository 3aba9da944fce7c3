/**
 * Dates and times as a zh-CN student types them, whatever the browser's language: the fields show "2026-11-30",
 * "08:00" (24-hour) and "2026-11-30 20:00", and hand the form the same strings a native date / time /
 * datetime-local input would ("2026-11-30", "08:00", "2026-11-30T20:00"). Lenient on the way in: 2026/11/30,
 * 2026.11.30, 2026年11月30日, 20261130 (a phone's number pad has no "-"), 8:00, 8：00 (the input method's colon),
 * 0800, 8点, 8点30. Pure; the field (components/ui/date-time-field.tsx) keeps the text.
 */

export type DateTextKind = "date" | "time" | "datetime";

/** What each kind looks like, shown as the placeholder and in the hint when the text cannot be read. */
export const DATE_TEXT_EXAMPLE: Record<DateTextKind, string> = {
  date: "2026-11-30",
  time: "08:00",
  datetime: "2026-11-30 20:00",
};

const pad = (value: number) => String(value).padStart(2, "0");

/** "２０２６" -> "2026", and the full-width punctuation an input method types. */
function halfWidth(text: string): string {
  return text
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[：]/g, ":")
    .replace(/[／]/g, "/")
    .replace(/[－—]/g, "-")
    .replace(/[．。]/g, ".")
    .trim();
}

const DATE_SEPARATED = /^(\d{4})\s*[-/.年]\s*(\d{1,2})\s*[-/.月]\s*(\d{1,2})\s*日?$/;
const DATE_COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function readDate(text: string): string | null {
  const match = DATE_SEPARATED.exec(text) ?? DATE_COMPACT.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

const TIME_SEPARATED = /^(\d{1,2})\s*(?:[:.]|点|时)\s*(\d{1,2})?\s*分?$/;
const TIME_COMPACT = /^(\d{1,2})(\d{2})$/;
const TIME_HOUR = /^(\d{1,2})\s*[点时]$/;

function readTime(text: string): string | null {
  const match = TIME_SEPARATED.exec(text) ?? TIME_COMPACT.exec(text) ?? TIME_HOUR.exec(text);
  if (!match) return null;
  // "8:" alone is still being typed, not eight o'clock.
  if (match[2] === undefined && /[:.]\s*$/.test(text)) return null;
  const [hour, minute] = [Number(match[1]), Number(match[2] ?? 0)];
  if (hour > 23 || minute > 59) return null;
  return `${pad(hour)}:${pad(minute)}`;
}

function readDateTime(text: string): string | null {
  const compact = /^(\d{8})(\d{4})$/.exec(text);
  const parts = compact ? [compact[1], compact[2]] : /^(.*?\d)\s*(?:T|\s)\s*(\d.*)$/.exec(text)?.slice(1);
  if (!parts) return null;
  const date = readDate(parts[0].trim());
  const time = readTime(parts[1].trim());
  return date && time ? `${date}T${time}` : null;
}

/** The value a native input would hold for this text, or null when it is not (yet) a whole date or time. */
export function parseDateText(kind: DateTextKind, text: string): string | null {
  const cleaned = halfWidth(text);
  if (cleaned === "") return null;
  if (kind === "date") return readDate(cleaned);
  if (kind === "time") return readTime(cleaned);
  return readDateTime(cleaned);
}

/** How a value ("2026-11-30", "08:00", "2026-11-30T20:00") reads in the field; "" for no value. */
export function formatDateText(kind: DateTextKind, value: string): string {
  if (value === "") return "";
  if (kind === "datetime") return value.replace("T", " ").slice(0, 16);
  if (kind === "time") return value.slice(0, 5);
  return value.slice(0, 10);
}
