/**
 * Everything the settings page shows before an import, from the file's text and the student's term: the drafts, what
 * does not map and why, what was repaired, the clashes inside the file, and — when the term or the period clock
 * leave meetings unmapped — the settings the file was made for, ready for PUT /api/term.
 */
import { findClashes, type DraftClash } from "./clashes";
import { splitExams, type ExamDraft } from "./exams";
import { mapReading, readIcsSteps, type ParseOptions } from "./parse";
import { changedCourses, matchDrafts, missingCourses, type ChangedCourse, type ExistingCourse } from "./reimport";
import { runSteps, type Steps } from "./steps";
import { suggestSettings, type ImportSuggestions } from "./suggest";
import type { CourseDraft, IcsParseResult, IcsTerm } from "./types";

interface PreviewDraft extends CourseDraft {
  /** The existing course this draft updates when imported; null for a new course. */
  course_id: number | null;
}

export interface IcsPreview extends IcsParseResult {
  courses: PreviewDraft[];
  /** On a re-import: the student's courses the file no longer has, each to keep or delete. */
  missing_courses: ExistingCourse[];
  /** On a re-import: the courses the file updates whose meetings it does not all keep, with the ones that go. */
  changed_courses: ChangedCourse[];
  /** Meetings of the file that take the same periods in the same weeks; the student settles each before importing. */
  clashes: DraftClash[];
  /** The file's exams (考试, 期末, …, at most twice in a series), shown apart from the courses and imported if kept. */
  exams: ExamDraft[];
  /** Present when the current settings leave meetings unmapped: the term and clock the file fits. */
  suggestions?: ImportSuggestions;
}

/** The preview against the student's term and the courses they have (matched for a re-import). */
export function previewTimetable(icsText: string, term: IcsTerm, existing: readonly ExistingCourse[] = [], options: ParseOptions = {}): IcsPreview {
  return runSteps(previewSteps(icsText, term, existing, options));
}

/** The preview in steps (see steps.ts): the server runs them in slices, under a deadline. */
export function* previewSteps(icsText: string, term: IcsTerm, existing: readonly ExistingCourse[] = [], options: ParseOptions = {}): Steps<IcsPreview> {
  const { exams, courses: reading } = splitExams(yield* readIcsSteps(icsText, term, options));
  const parsed = mapReading(reading, term, options);
  yield;
  const meetings = reading.items.flatMap((item) => ("meeting" in item ? [item.meeting] : []));
  const { suggestions, notes } = suggestSettings(meetings, term);
  const matches = matchDrafts(parsed.courses, existing);
  return {
    ...parsed,
    // A draft that updates a course shows the course's 可嵌入 as it is now (the file's says what it was, or nothing).
    courses: parsed.courses.map((draft, index) => ({ ...draft, course_id: matches[index], can_be_embedded: currentEmbedding(existing, matches[index]) ?? draft.can_be_embedded })),
    exams,
    notes: [...parsed.notes, ...notes],
    clashes: findClashes(parsed.courses),
    // The stored UIDs only matched; the student sees names and meetings.
    missing_courses: missingCourses(matches, existing).map(({ source_uids: _uids, can_be_embedded: _embedded, ...course }) => course),
    changed_courses: changedCourses(parsed.courses, matches, existing),
    ...(suggestions ? { suggestions } : {}),
  };
}

function currentEmbedding(existing: readonly ExistingCourse[], courseId: number | null): boolean | undefined {
  return courseId === null ? undefined : existing.find((course) => course.id === courseId)?.can_be_embedded;
}
