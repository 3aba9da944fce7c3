/**
 * Rewriting a reading while it keeps where each of its characters came from: the normaliser's later steps (forms,
 * lists, corrections) move, drop and replace stretches of the reading, and the words a tool saves must still be cut
 * from what the student wrote. A piece either copies a stretch of the reading (its characters keep their origins)
 * or is new words standing for a stretch (each of its characters stands for the whole stretch).
 */
import type { Reading } from "./reading";

export type Piece = { copy: readonly [start: number, end: number] } | { words: string; for: readonly [start: number, end: number] };

/** The reading made of the pieces, in order. */
export function rewritten(reading: Reading, pieces: readonly Piece[]): Reading {
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  for (const piece of pieces) {
    if ("copy" in piece) {
      const [start, end] = piece.copy;
      if (end <= start) continue;
      text += reading.text.slice(start, end);
      starts.push(...reading.starts.slice(start, end));
      ends.push(...reading.ends.slice(start, end));
      continue;
    }
    const [start, end] = piece.for;
    const from = reading.starts[Math.min(start, reading.starts.length - 1)] ?? 0;
    const to = end > start ? reading.ends[end - 1] : from;
    for (let unit = 0; unit < piece.words.length; unit += 1) {
      starts.push(from);
      ends.push(to);
    }
    text += piece.words;
  }
  return { text, original: reading.original, starts, ends };
}

/**
 * Every match of a global pattern replaced: `replace` gives the new words for a match (undefined keeps it), which
 * stand for the whole match.
 */
export function replacedAll(reading: Reading, pattern: RegExp, replace: (match: RegExpExecArray) => string | undefined): Reading {
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const match of reading.text.matchAll(pattern)) {
    const words = replace(match as RegExpExecArray);
    if (words === undefined || match[0] === "") continue;
    pieces.push({ copy: [cursor, match.index] }, { words, for: [match.index, match.index + match[0].length] });
    cursor = match.index + match[0].length;
  }
  if (pieces.length === 0) return reading;
  pieces.push({ copy: [cursor, reading.text.length] });
  return rewritten(reading, pieces);
}
