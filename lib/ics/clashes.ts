/**
 * Meetings inside one file that take the same period in the same week, listed in the preview so the student chooses
 * which course to keep before importing (a clash left undecided is refused at import naming the courses, never
 * half-written). A choice keeps one draft whole and takes the clashing weeks off each other one.
 *
 * Clashes are found per slot, not per pair: every (weekday, period, week) cell lists the drafts in it, and cells with
 * the same drafts, weekday and weeks on consecutive periods become one clash. So 1500 events in one slot are one clash
 * naming 1500 courses ("这 1500 门课都在周一第1-2节"), found in time linear in the cells the drafts fill, where a
 * pairwise list held 1,124,250 entries and took the server down.
 */
import { formatWeeks } from "./weeks";

const DAY_NAMES = ["", "周一", "周二", "周三", "周四", "周五", "周六", "周日"];

/** What a clash needs of a draft: its name and where it meets. */
export interface ClashDraft {
  name: string;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeks: number[];
}

export interface DraftClash {
  /** Positions of the drafts (two or more, ascending) in the list they were found in (the preview's `courses`). */
  courses: number[];
  /** Their names, in the order of `courses`. */
  names: string[];
  day_of_week: number;
  /** The periods all of them take. */
  section_start: number;
  section_end: number;
  /** The weeks all of them meet in, ascending. */
  weeks: number[];
  message: string;
}

/** A student's decision on one clash: keep `keep` whole, take `weeks` off `drop` (positions in the import's list). */
export interface ClashChoice {
  keep: number;
  drop: number;
  weeks: number[];
}

function sections(start: number, end: number): string {
  return start === end ? `第${start}节` : `第${start}-${end}节`;
}

/** "「高等数学」「线性代数」「英语」等 1500 门": a long list is named by its first three. */
function someNames(names: readonly string[]): string {
  const shown = names.slice(0, 3).map((name) => `「${name}」`).join("");
  return names.length > 3 ? `${shown}等 ${names.length} 门` : shown;
}

function clashMessage(names: readonly string[], where: string): string {
  if (names.length === 2) return `「${names[0]}」和「${names[1]}」在${where}时间重叠，请选择保留哪一门。`;
  return `这 ${names.length} 门课都在${where}时间重叠：${someNames(names)}，请选择保留哪一门。`;
}

export function findClashes(drafts: readonly ClashDraft[]): DraftClash[] {
  // Drafts by cell: "day period week" -> positions, ascending because drafts are visited in order.
  const cells = new Map<string, number[]>();
  drafts.forEach((draft, position) => {
    for (const week of new Set(draft.weeks)) {
      for (let period = draft.section_start; period <= draft.section_end; period++) {
        const key = `${draft.day_of_week} ${period} ${week}`;
        const occupants = cells.get(key);
        if (occupants) occupants.push(position);
        else cells.set(key, [position]);
      }
    }
  });
  // Shared cells -> the weeks of each (drafts, day, period).
  const periods = new Map<string, { courses: number[]; day: number; period: number; weeks: number[] }>();
  for (const [key, occupants] of cells) {
    if (occupants.length < 2) continue;
    const [day, period, week] = key.split(" ").map(Number);
    const slot = `${occupants.join(",")}|${day}|${period}`;
    const entry = periods.get(slot) ?? { courses: occupants, day, period, weeks: [] };
    entry.weeks.push(week);
    periods.set(slot, entry);
  }
  // The same drafts in the same weeks on consecutive periods -> one clash.
  const runs = new Map<string, { courses: number[]; day: number; weeks: number[]; periods: number[] }>();
  for (const entry of periods.values()) {
    const weeks = entry.weeks.sort((a, b) => a - b);
    const key = `${entry.courses.join(",")}|${entry.day}|${weeks.join(",")}`;
    const run = runs.get(key) ?? { courses: entry.courses, day: entry.day, weeks, periods: [] };
    run.periods.push(entry.period);
    runs.set(key, run);
  }
  const clashes: DraftClash[] = [];
  for (const run of runs.values()) {
    const sorted = run.periods.sort((a, b) => a - b);
    let start = 0;
    for (let index = 1; index <= sorted.length; index++) {
      if (index < sorted.length && sorted[index] === sorted[index - 1] + 1) continue;
      clashes.push(clashOf(drafts, run.courses, run.day, sorted[start], sorted[index - 1], run.weeks));
      start = index;
    }
  }
  return clashes.sort((a, b) => a.day_of_week - b.day_of_week || a.section_start - b.section_start || a.courses[0] - b.courses[0] || a.weeks[0] - b.weeks[0]);
}

function clashOf(drafts: readonly ClashDraft[], courses: number[], day: number, start: number, end: number, weeks: number[]): DraftClash {
  const names = courses.map((position) => drafts[position].name);
  const where = `${DAY_NAMES[day] ?? `周${day}`}${sections(start, end)}（${formatWeeks(weeks)}）`;
  return { courses, names, day_of_week: day, section_start: start, section_end: end, weeks, message: clashMessage(names, where) };
}

/**
 * The drafts with the student's choices applied: each dropped draft loses the chosen weeks, and a draft left with
 * no week is gone. Positions out of range are ignored (the route's schema already refused them).
 */
export function applyClashChoices<T extends ClashDraft>(drafts: readonly T[], choices: readonly ClashChoice[]): T[] {
  const removed = new Map<number, Set<number>>();
  for (const choice of choices) {
    if (choice.keep === choice.drop || !drafts[choice.drop]) continue;
    const weeks = removed.get(choice.drop) ?? new Set<number>();
    for (const week of choice.weeks) weeks.add(week);
    removed.set(choice.drop, weeks);
  }
  return drafts
    .map((draft, index) => {
      const gone = removed.get(index);
      return gone ? { ...draft, weeks: draft.weeks.filter((week) => !gone.has(week)) } : draft;
    })
    .filter((draft) => draft.weeks.length > 0);
}
