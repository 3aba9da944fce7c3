/**
 * What a timetable file says about the term it was made for: the Monday of week 1 and the number of weeks (from the
 * dates its meetings fall on), and the period clock (from the start and end times of its meetings). A meeting of
 * several periods shows only its outer times; its inner boundaries come from other meetings that start or end
 * inside it, and failing those it is split evenly into periods of the file's typical length.
 */
import { addDays, isoDayOfWeek } from "@/lib/schedule/indexing";
import { fromMinutes, type PeriodTime } from "../calendar/clock";
import { MAX_TERM_WEEKS } from "../calendar/term-rules";

/** A meeting's local start and end, minutes after midnight, and how many meetings have exactly these times. */
export interface Span {
  start: number;
  end: number;
  weight: number;
}

interface Period {
  start: number;
  end: number;
  weight: number;
}

const TOLERANCE = 5;
/** The longest pause between two periods that still counts as a break inside a block of periods. */
const MAX_BREAK = 30;
/** A span longer than this is several periods (Chinese periods are 40-50 minutes; single ones up to an hour). */
const MAX_SINGLE = 60;
const TYPICAL_LENGTH = 45;

export interface InferredTerm {
  start_date: string;
  weeks: number;
  /** The weeks the file spans, when that is more than a term can hold. */
  spanned: number;
}

export function inferTerm(dates: readonly string[]): InferredTerm | null {
  if (dates.length === 0) return null;
  const sorted = [...dates].sort();
  const first = sorted[0];
  const start_date = addDays(first, 1 - isoDayOfWeek(first));
  const days = Math.round((Date.parse(`${sorted[sorted.length - 1]}T00:00:00Z`) - Date.parse(`${start_date}T00:00:00Z`)) / 86_400_000);
  const spanned = Math.floor(days / 7) + 1;
  return { start_date, weeks: Math.min(spanned, MAX_TERM_WEEKS), spanned };
}

/** Distinct (start, end) pairs with how often each occurs. */
export function spansOf(meetings: ReadonlyArray<{ start: number; end: number }>): Span[] {
  const counts = new Map<string, Span>();
  for (const { start, end } of meetings) {
    if (end <= start) continue;
    const key = `${start}-${end}`;
    const span = counts.get(key) ?? { start, end, weight: 0 };
    span.weight++;
    counts.set(key, span);
  }
  return [...counts.values()].sort((a, b) => a.start - b.start || a.end - b.end);
}

/** The periods of a day as the file's meetings draw them, in order, never overlapping. */
export function inferPeriods(spans: readonly Span[]): PeriodTime[] {
  if (spans.length === 0) return [];
  const length = periodLength(spans);
  const starts = [...new Set(spans.map((span) => span.start))];
  const ends = [...new Set(spans.map((span) => span.end))];
  const candidates = spans.flatMap((span) => splitSpan(span, starts, ends, length));
  return resolveOverlaps(mergeClose(candidates)).map((period) => ({ start: fromMinutes(period.start), end: fromMinutes(period.end) }));
}

/** The typical length of one period: the shortest meeting when it is a single period, else a guess from it. */
export function periodLength(spans: readonly Span[]): number {
  const shortest = Math.min(...spans.map((span) => span.end - span.start));
  if (shortest <= MAX_SINGLE) return shortest;
  const count = Math.max(1, Math.round((shortest + TOLERANCE) / (TYPICAL_LENGTH + TOLERANCE)));
  return Math.round((shortest - (count - 1) * TOLERANCE) / count);
}

/** The most common pause between consecutive periods (a class break), 10 minutes when the file shows none. */
export function typicalBreak(periods: readonly PeriodTime[]): number {
  const counts = new Map<number, number>();
  const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  for (let index = 1; index < periods.length; index++) {
    const pause = minutes(periods[index].start) - minutes(periods[index - 1].end);
    if (pause > 0 && pause <= MAX_BREAK) counts.set(pause, (counts.get(pause) ?? 0) + 1);
  }
  let best = 10;
  let bestCount = 0;
  for (const [pause, count] of counts) {
    if (count > bestCount || (count === bestCount && pause < best)) [best, bestCount] = [pause, count];
  }
  return best;
}

/** A span cut where other meetings end and start inside it, then each piece split evenly into periods. */
function splitSpan(span: Span, starts: readonly number[], ends: readonly number[], length: number): Period[] {
  const pieces: Array<{ start: number; end: number }> = [];
  let pieceStart = span.start;
  for (const end of [...ends].sort((a, b) => a - b)) {
    if (end <= pieceStart + TOLERANCE || end >= span.end - TOLERANCE) continue;
    const next = starts.filter((start) => start >= end && start - end <= MAX_BREAK && start < span.end - TOLERANCE).sort((a, b) => a - b)[0];
    if (next === undefined) continue;
    pieces.push({ start: pieceStart, end });
    pieceStart = next;
  }
  pieces.push({ start: pieceStart, end: span.end });
  return pieces.flatMap((piece) => splitEvenly(piece, length).map((period) => ({ ...period, weight: span.weight })));
}

function splitEvenly(piece: { start: number; end: number }, length: number): Array<{ start: number; end: number }> {
  const duration = piece.end - piece.start;
  const count = Math.max(1, Math.round((duration + TOLERANCE) / (length + TOLERANCE)));
  if (count === 1) return [piece];
  const each = Math.min(length, Math.floor(duration / count));
  const pause = (duration - count * each) / (count - 1);
  return Array.from({ length: count }, (_, index) => {
    const start = Math.round(piece.start + index * (each + pause));
    return { start, end: index === count - 1 ? piece.end : start + each };
  });
}

/** Candidates within a few minutes of each other are one period, at the times most meetings use. */
function mergeClose(candidates: readonly Period[]): Period[] {
  const groups: Array<{ members: Period[] }> = [];
  for (const candidate of [...candidates].sort((a, b) => a.start - b.start || a.end - b.end)) {
    const group = groups.find(({ members }) => Math.abs(members[0].start - candidate.start) <= TOLERANCE && Math.abs(members[0].end - candidate.end) <= TOLERANCE);
    if (group) group.members.push(candidate);
    else groups.push({ members: [candidate] });
  }
  return groups.map(({ members }) => {
    const heaviest = (pick: (period: Period) => number) => {
      const weights = new Map<number, number>();
      for (const member of members) weights.set(pick(member), (weights.get(pick(member)) ?? 0) + member.weight);
      return [...weights].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0][0];
    };
    return { start: heaviest((period) => period.start), end: heaviest((period) => period.end), weight: members.reduce((sum, member) => sum + member.weight, 0) };
  });
}

/** Where two periods still overlap, the one more meetings use stays. */
function resolveOverlaps(periods: readonly Period[]): Period[] {
  const kept: Period[] = [];
  for (const period of [...periods].sort((a, b) => a.start - b.start)) {
    const previous = kept[kept.length - 1];
    if (!previous || period.start >= previous.end) kept.push(period);
    else if (period.weight > previous.weight) {
      kept.pop();
      while (kept.length > 0 && kept[kept.length - 1].end > period.start) kept.pop();
      kept.push(period);
    }
  }
  return kept;
}
