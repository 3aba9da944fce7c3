/**
 * Everything the settings page shows before an import, from the file's text and the student's term: the drafts, what
 * does not map and why, what was repaired, the clashes inside the file, and — when the term or the period clock
 * leave meetings unmapped — the settings the file was made for, ready for PUT /api/term.
 */
import { findClashes, type DraftClash } from "./clashes";
import { mapReading, readIcs, type ParseOptions } from "./parse";
import { suggestSettings, type ImportSuggestions } from "./suggest";
import type { IcsParseResult, IcsTerm } from "./types";

export interface IcsPreview extends IcsParseResult {
  /** Meetings of the file that take the same periods in the same weeks; the student settles each before importing. */
  clashes: DraftClash[];
  /** Present when the current settings leave meetings unmapped: the term and clock the file fits. */
  suggestions?: ImportSuggestions;
}

export function previewTimetable(icsText: string, term: IcsTerm, options: ParseOptions = {}): IcsPreview {
  const reading = readIcs(icsText, term, options);
  const parsed = mapReading(reading, term, options);
  const meetings = reading.items.flatMap((item) => ("meeting" in item ? [item.meeting] : []));
  const { suggestions, notes } = suggestSettings(meetings, term);
  return { ...parsed, notes: [...parsed.notes, ...notes], clashes: findClashes(parsed.courses), ...(suggestions ? { suggestions } : {}) };
}
