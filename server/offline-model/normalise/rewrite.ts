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
 * A match's new words as pieces: a captured stretch (two characters or more) the words repeat as it was written is
 * copied, so it keeps its own origin ("删 社团报名表" → "把社团报名表删掉" saves 社团报名表, not the command); the
 * words around it stand for the whole match.
 */
function matchPieces(match: RegExpExecArray, words: string): Piece[] {
  const span = [match.index, match.index + match[0].length] as const;
  const pieces: Piece[] = [];
  let wordsCursor = 0;
  let matchCursor = 0;
  for (const group of match.slice(1)) {
    if (group === undefined || group.length < 2) continue;
    const inWords = words.indexOf(group, wordsCursor);
    const inMatch = match[0].indexOf(group, matchCursor);
    if (inWords === -1 || inMatch === -1) continue;
    if (inWords > wordsCursor) pieces.push({ words: words.slice(wordsCursor, inWords), for: span });
    pieces.push({ copy: [span[0] + inMatch, span[0] + inMatch + group.length] });
    wordsCursor = inWords + group.length;
    matchCursor = inMatch + group.length;
  }
  if (wordsCursor < words.length) pieces.push({ words: words.slice(wordsCursor), for: span });
  return pieces;
}

/**
 * Every match of a global pattern replaced: `replace` gives the new words for a match (undefined keeps it), which
 * stand for the whole match but for the captured stretches they repeat (matchPieces).
 */
export function replacedAll(reading: Reading, pattern: RegExp, replace: (match: RegExpExecArray) => string | undefined): Reading {
  const pieces: Piece[] = [];
  let cursor = 0;
  for (const match of reading.text.matchAll(pattern)) {
    const words = replace(match as RegExpExecArray);
    if (words === undefined || match[0] === "") continue;
    pieces.push({ copy: [cursor, match.index] }, ...matchPieces(match as RegExpExecArray, words));
    cursor = match.index + match[0].length;
  }
  if (pieces.length === 0) return reading;
  pieces.push({ copy: [cursor, reading.text.length] });
  return rewritten(reading, pieces);
}
