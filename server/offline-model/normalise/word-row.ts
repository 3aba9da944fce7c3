/**
 * One row of the everyday-word tables (normalise.ts's Cantonese and Taiwan words, classical-words.ts, mixed-english.ts):
 * `from` read as `to`; `notBefore` / `notAfter` keep a word that is also part of a longer Mandarin one (最后日期, 系统,
 * 关系) as it is. Its own module so the tables and the normaliser that reads them import it without a circle.
 */
export interface WordRow {
  from: string;
  to: string;
  notBefore?: RegExp;
  notAfter?: RegExp;
}
