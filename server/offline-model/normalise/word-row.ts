/**
 * One row of the everyday-word tables (normalise.ts's Cantonese and Taiwan words, classical-words.ts, mixed-english.ts,
 * typo-words.ts): `from` read as `to`; `notBefore` / `notAfter` keep a word that is also part of a longer Mandarin one
 * (最后日期, 系统, 关系) as it is. Its own module so the tables and the normaliser that reads them import it without a
 * circle.
 */
export interface WordRow {
  from: string;
  to: string;
  notBefore?: RegExp;
  notAfter?: RegExp;
  /**
   * A slip that is also a correct word (那些, 州) reads as the word meant only where the words around it say so:
   * `needsBefore` must match the text before it (to its end), `needsAfter` the text after it (from its start).
   */
  needsBefore?: RegExp;
  needsAfter?: RegExp;
}

/** Whether the words around a row's place in the text let it read there. */
export function guardsHold(row: WordRow, text: string, index: number): boolean {
  if (row.needsBefore && !row.needsBefore.test(text.slice(0, index))) return false;
  return !row.needsAfter || row.needsAfter.test(text.slice(index + row.from.length));
}
