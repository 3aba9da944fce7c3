/**
 * GET /api/progress?from&to: per day of the range, the study periods planned, done and skipped, and per task class
 * how many items are done (an item is done when every one of its blocks is). Read in one snapshot.
 */
import type { Database } from "@/db/client";
import { readCheckins, readClassItems, readStudyPeriods } from "@/db/queries/checkins";
import { loadTerm } from "@/db/queries/terms";
import { daysBetween, isValidDate, dateParts } from "@/lib/calendar/zoned-time";
import { PlannerError } from "@/lib/errors";
import type { ProgressView } from "@/lib/protocol/checkins";
import { classProgress, doneItems, progressDays, sittingsOf, withOutcomes } from "@/lib/schedule/outcomes";

/** The longest range one request may ask for, in days (a leap year). */
const MAX_PROGRESS_DAYS = 366;

const DATE_NAMES = { from: "开始日期 from", to: "结束日期 to" } as const;

function calendarDate(value: string | undefined, name: "from" | "to"): string {
  if (value === undefined || value === "") {
    throw new PlannerError("range:invalid", { message: `缺少${DATE_NAMES[name]}（格式 YYYY-MM-DD）。`, details: { fields: { [name]: "必填" } } });
  }
  const { year, month, day } = dateParts(value);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || !isValidDate(year, month, day)) {
    throw new PlannerError("range:invalid", { message: `${DATE_NAMES[name]} 不是有效的日期，格式应为 YYYY-MM-DD。`, details: { fields: { [name]: "日期无效" } } });
  }
  return value;
}

/** The range asked for, checked: two real dates, in order, at most MAX_PROGRESS_DAYS days. */
export function progressRange(query: { from?: string; to?: string }): { from: string; to: string } {
  const from = calendarDate(query.from, "from");
  const to = calendarDate(query.to, "to");
  const days = daysBetween(from, to) + 1;
  if (days < 1) throw new PlannerError("range:invalid", { message: `开始日期 ${from} 晚于结束日期 ${to}。` });
  if (days > MAX_PROGRESS_DAYS) throw new PlannerError("range:invalid", { message: `一次最多查看 ${MAX_PROGRESS_DAYS} 天，这段有 ${days} 天。` });
  return { from, to };
}

export async function getProgress(db: Database, userId: number, range: { from: string; to: string }, now: Date): Promise<ProgressView> {
  return db.transaction(
    async (tx) => {
      const term = await loadTerm(tx, userId);
      // Every block of the student: the days need the range's, the classes all of their items'.
      const sittings = term ? withOutcomes(sittingsOf(await readStudyPeriods(tx, userId), term), await readCheckins(tx, userId), now) : [];
      const { classes, items } = await readClassItems(tx, userId);
      return {
        from: range.from,
        to: range.to,
        days: progressDays(range.from, range.to, sittings),
        classes: classProgress(classes, items, doneItems(sittings)),
      };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}
