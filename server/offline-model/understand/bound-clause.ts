/**
 * A note's deadline said in a closing clause of its own ("整理本周的笔记，下周三之前"), when a date word earlier only
 * names the thing (本周的笔记, 这个月的总结). The recording tools read the first date phrase of the words they are
 * given, so the bound is passed as the deadline beside them; the words themselves are kept, the thing's name whole.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

/** Only where a date phrase is and how it bounds are read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
/** A day in the bound: "下午四点前" alone is the day's clock time, which the note's own day carries. */
const NAMES_DAY = /[周星期拜天日号月]|今|明|后天/;

export function closingBound(content: string): string | undefined {
  const first = parseDateTime(content, LOCATING);
  if (!first || first.relation === "until" || first.relation === "before") return undefined;
  const clauses = content.split(/[，,；;]/);
  let start = 0;
  for (const [index, clause] of clauses.entries()) {
    const at = start;
    start += clause.length + 1;
    if (index === 0 || at <= first.index) continue;
    const trimmed = clause.trim().replace(/[。.!！~～\s]+$/, "");
    const bound = parseDateTime(trimmed, LOCATING);
    if (bound && bound.index === 0 && bound.matchedText === trimmed && bound.relation === "until" && NAMES_DAY.test(trimmed)) return trimmed;
  }
  return undefined;
}
