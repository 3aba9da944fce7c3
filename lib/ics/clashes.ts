/**
 * Meetings inside one file that take the same period in the same week: listed in the preview with both names and
 * the weeks concerned, so the student chooses which to keep before importing (a clash left undecided is refused at
 * import naming both, never half-written). A choice keeps one draft whole and takes the clashing weeks off the other.
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
  /** Positions of the two drafts in the list they were found in (the preview's `courses`). */
  courses: [number, number];
  names: [string, string];
  day_of_week: number;
  /** The periods both take. */
  section_start: number;
  section_end: number;
  /** The weeks both meet in, ascending. */
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

export function findClashes(drafts: readonly ClashDraft[]): DraftClash[] {
  const clashes: DraftClash[] = [];
  for (let first = 0; first < drafts.length; first++) {
    for (let second = first + 1; second < drafts.length; second++) {
      const a = drafts[first];
      const b = drafts[second];
      if (a.day_of_week !== b.day_of_week) continue;
      const start = Math.max(a.section_start, b.section_start);
      const end = Math.min(a.section_end, b.section_end);
      if (start > end) continue;
      const theirs = new Set(b.weeks);
      const weeks = [...new Set(a.weeks.filter((week) => theirs.has(week)))].sort((x, y) => x - y);
      if (weeks.length === 0) continue;
      const where = `${DAY_NAMES[a.day_of_week] ?? `周${a.day_of_week}`}${sections(start, end)}（${formatWeeks(weeks)}）`;
      clashes.push({
        courses: [first, second],
        names: [a.name, b.name],
        day_of_week: a.day_of_week,
        section_start: start,
        section_end: end,
        weeks,
        message: `「${a.name}」和「${b.name}」在${where}时间重叠，请选择保留哪一门。`,
      });
    }
  }
  return clashes;
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
