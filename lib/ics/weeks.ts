/** Week lists: how they read in Chinese and how they fold into a weekly recurrence. */

/** "第1-16周", "第1-15周(单周)", "第3、5、9周": how a timetable app would show a week list. */
export function formatWeeks(weeks: readonly number[]): string {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  if (sorted.length === 0) return "无";
  if (sorted.length === 1) return `第${sorted[0]}周`;
  const step = sorted[1] - sorted[0];
  const regular = sorted.every((week, index) => index === 0 || week - sorted[index - 1] === step);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (regular && step === 1) return `第${first}-${last}周`;
  if (regular && step === 2) return `第${first}-${last}周(${first % 2 === 1 ? "单" : "双"}周)`;
  return `第${sorted.join("、")}周`;
}

/** A weekly recurrence covering a week list: every `interval` weeks from `first`, `count` times, minus `skipped`. */
export interface WeekRecurrence {
  first: number;
  interval: 1 | 2;
  count: number;
  skipped: number[];
}

/**
 * Folds a week list into one recurrence. Weeks of one parity recur every two weeks (odd/even courses); anything
 * else recurs weekly and the gaps (holidays) become exceptions, the shape timetable apps export.
 */
export function weekRecurrence(weeks: readonly number[]): WeekRecurrence {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  if (sorted.length === 0) throw new RangeError("week list is empty");
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  const interval: 1 | 2 = sorted.length > 1 && sorted.every((week) => week % 2 === first % 2) ? 2 : 1;
  const present = new Set(sorted);
  const skipped: number[] = [];
  for (let week = first; week <= last; week += interval) if (!present.has(week)) skipped.push(week);
  return { first, interval, count: (last - first) / interval + 1, skipped };
}
