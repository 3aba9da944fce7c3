/**
 * The normaliser's output, in a module of its own: the rewriting steps (corrections, forms, lists) take and return
 * it, and normalise.ts runs them, so the type cannot live in normalise.ts without an import circle.
 */
/** A message as the readers see it, and where each of its characters came from in the original. */
export interface Reading {
  /** The normalised text every reader works on. */
  text: string;
  /** The student's message as sent. */
  original: string;
  /** For each UTF-16 unit of `text`: the start and end, in `original`, of the words it stands for. */
  starts: readonly number[];
  ends: readonly number[];
}
