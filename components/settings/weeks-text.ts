/**
 * The course form's week field: "1-16", "1-16单", "2-16双", "1,3,5" and mixes of them ("1-8, 10-16"). Parsed on
 * the client so a typo is explained before anything is sent; the server checks the term bounds again.
 */
import { formatWeeks } from "@/lib/ics/weeks";

export type WeeksParse = { ok: true; weeks: number[] } | { ok: false; message: string };

const RANGE = /^(\d{1,2})(?:-(\d{1,2}))?(单|双)?$/;

/** Week numbers 1..`termWeeks`, ascending and distinct, or a zh-CN message saying what is wrong. */
export function parseWeeksText(text: string, termWeeks: number): WeeksParse {
  // Students copy week lists from timetable apps: "第1-16周(单周)" should read the same as "1-16单".
  const cleaned = text
    .replace(/[第周()（）\s]/g, "")
    .replace(/[～~—–－至到]/g, "-")
    .replace(/单周?/g, "单")
    .replace(/双周?/g, "双");
  if (!cleaned) return { ok: false, message: "请填写上课周次，例如 1-16、1-16单 或 1,3,5" };
  const weeks = new Set<number>();
  for (const part of cleaned.split(/[,，、;；]/)) {
    if (!part) continue;
    const match = RANGE.exec(part);
    if (!match) return { ok: false, message: `无法识别「${part}」，请写成 1-16、1-16单、2-16双 或 1,3,5` };
    const first = Number(match[1]);
    const last = match[2] === undefined ? first : Number(match[2]);
    if (first < 1) return { ok: false, message: "周次从第1周开始" };
    if (first > last) return { ok: false, message: `「${part}」的起始周不能大于结束周` };
    if (last > termWeeks) return { ok: false, message: `第${last}周超出本学期（共 ${termWeeks} 周）` };
    const parity = match[3] === "单" ? 1 : match[3] === "双" ? 0 : null;
    for (let week = first; week <= last; week++) if (parity === null || week % 2 === parity) weeks.add(week);
  }
  if (weeks.size === 0) return { ok: false, message: "这个范围里没有符合单双周的周次" };
  return { ok: true, weeks: [...weeks].sort((a, b) => a - b) };
}

/** The text a stored week list is edited as: the shortest form the parser reads back to the same list. */
export function weeksToText(weeks: readonly number[]): string {
  const sorted = [...new Set(weeks)].sort((a, b) => a - b);
  if (sorted.length === 0) return "";
  const label = formatWeeks(sorted);
  const regular = /^第(\d+)-(\d+)周(?:\((单|双)周\))?$/.exec(label);
  if (regular) return `${regular[1]}-${regular[2]}${regular[3] ?? ""}`;
  return sorted.join(",");
}
