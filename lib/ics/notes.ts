/**
 * Preview notes: what the reader repaired on its own (the student may want to know) and what looks wrong but was read
 * as written. Each kind is reported once, with the lines or events concerned, however often it occurs.
 */
export type IcsNoteCode =
  | "encoding"
  | "line_endings"
  | "missing_colon"
  | "broken_line"
  | "missing_begin"
  | "missing_end"
  | "stray_line"
  | "multiple_calendars"
  | "empty_value"
  | "bad_timezone"
  | "utc_local_times"
  | "exdate_midnight"
  | "exdate_unmatched"
  | "clock_extended"
  | "too_many_periods"
  | "term_too_long"
  | "too_large";

export interface IcsNote {
  code: IcsNoteCode;
  /** "repaired": the file was damaged and was read as meant; "warning": read as written, but check it. */
  level: "repaired" | "warning";
  message: string;
}

/** "第3、8、12行" / "第3、8、12、15、20行等 9 处". */
export function lineList(lines: readonly number[]): string {
  const sorted = [...new Set(lines)].sort((a, b) => a - b);
  const shown = sorted.slice(0, 5).join("、");
  return sorted.length > 5 ? `第${shown}行等 ${sorted.length} 处` : `第${shown}行`;
}

/** "「高等数学」「线性代数」" / "「高等数学」「线性代数」等 7 门". */
export function nameList(names: readonly string[]): string {
  const distinct = [...new Set(names)];
  const shown = distinct.slice(0, 3).map((name) => `「${name}」`).join("");
  return distinct.length > 3 ? `${shown}等 ${distinct.length} 门` : shown;
}

/** Notes gathered per code (lines or names), turned into sentences once everything is read. */
export class NoteCollector {
  private readonly items = new Map<IcsNoteCode, { level: IcsNote["level"]; values: Array<number | string>; say: (values: never[]) => string }>();
  private readonly fixed: IcsNote[] = [];

  /** Adds `value` (a line number or a name) to the note `code`; `say` words the note from all its values. */
  add<T extends number | string>(code: IcsNoteCode, level: IcsNote["level"], value: T, say: (values: T[]) => string): void {
    const item = this.items.get(code) ?? { level, values: [], say: say as (values: never[]) => string };
    item.values.push(value);
    this.items.set(code, item);
  }

  /** A note that is complete as it is. */
  push(note: IcsNote): void {
    this.fixed.push(note);
  }

  list(): IcsNote[] {
    const gathered = [...this.items].map(([code, item]) => ({ code, level: item.level, message: item.say(item.values as never[]) }));
    return [...this.fixed, ...gathered];
  }
}
