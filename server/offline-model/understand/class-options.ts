/**
 * What a new study plan may say besides its parts: how fast to get through it ("越快做完越好" → rapid, read by the
 * scheduling options' own clauses) and the day it starts ("2027年1月20号开始", "从3月2日起"). Pure.
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
  startsOn?: SaidDay;
}

// "2027年1月20号开始", "从1月20日起", "1.20开始": a date in figures, then the word that makes it the start.
const STARTS_ON = /(?:从|自)?\s*(?:(\d{4})\s*[年.\-/]\s*)?(\d{1,2})\s*[月.\-/]\s*(\d{1,2})\s*[日号]?\s*(?:开始|起|开学|开工)/;

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
  return text.replace(STARTS_ON, "");
}

export function planOptions(text: string): PlanOptions {
  const { strategy } = scheduleOptions(text).options;
  const start = startsOn(text);
  return { ...(strategy ? { strategy } : {}), ...(start ? { startsOn: start } : {}) };
}
