/**
 * One family of written forms the normaliser rewrites (forms.ts, clock-forms.ts): the pattern, what it reads as, and
 * the sentences it reads and leaves alone, which forms.test.ts and clock-forms.test.ts check. Its own file so that
 * both tables can name it without importing each other.
 */
export interface FormRow {
  family: string;
  pattern: RegExp;
  replace: (match: RegExpExecArray) => string | undefined;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}
