/**
 * What a new study plan may say besides its parts: how fast to get through it ("越快做完越好" → rapid, read by the
 * scheduling options' own clauses), whether it may go into 水课 ("允许嵌入水课", read by the same) and the day it starts ("2027年1月20号开始", "从3月2日起", "从下周一开始"). Pure.
 */
import { scheduleOptions } from "./schedule-options";

/** A day of the calendar as said; the year is absent when the student left it to the plan's term. */
interface SaidDay {
  year?: number;
  month: number;
  day: number;
}

export interface PlanOptions {
  strategy?: "steady" | "rapid";
  allowFiller?: boolean;
  startsOn?: SaidDay;
  startsFrom?: string;
}

// "2027年1月20号开始", "从1月20日起", "1.20开始": a date in figures, then the word that makes it the start.
const STARTS_ON = /(?:从|自)?\s*(?:(\d{4})\s*[年.\-/]\s*)?(\d{1,2})\s*[月.\-/]\s*(\d{1,2})\s*[日号]?\s*(?:开始|起|开学|开工)/;

// "从下周一开始建…", "明天起…": a day counted from today, then the word that makes it the start.
const STARTS_FROM = /(?:从|自)?\s*((?:这|本|下下?)?(?:周|星期|礼拜)[一二三四五六日天]|今天|明天|后天|大后天)\s*(?:开始|起)/;

function startsOn(text: string): SaidDay | undefined {
  const match = STARTS_ON.exec(text);
  if (!match) return undefined;
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  return { ...(match[1] ? { year: Number(match[1]) } : {}), month, day };
}

/** The request without the day it starts on, so no reader takes that day for the range to schedule it in. */
export function withoutStartDay(text: string): string {
  // "下周三开始，新建…": the comma after the start goes with it, or it would lead the plan's name.
  return text.replace(STARTS_ON, "").replace(new RegExp(`${STARTS_FROM.source}[，,\\s]*`), "");
}

export function planOptions(text: string): PlanOptions {
  const { strategy, allowFiller } = scheduleOptions(text).options;
  const start = startsOn(text);
  const from = start ? undefined : STARTS_FROM.exec(text)?.[1];
  return { ...(strategy ? { strategy } : {}), ...(allowFiller !== undefined ? { allowFiller } : {}), ...(start ? { startsOn: start } : {}), ...(from ? { startsFrom: from } : {}) };
}
