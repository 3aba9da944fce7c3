/**
 * Importing a timetable again updates the courses it already brought in instead of clashing with them. A draft
 * belongs to an existing course by our own export's UID (which carries the course id), else by another app's UID an
 * earlier import stored on the course, else by the course name — preferring, among courses of that name, one that
 * meets on the draft's weekday and periods. Courses the file no
 * longer has are listed so the student keeps or deletes each; nothing is deleted unless asked.
 */
import { UID_DOMAIN } from "./markers";

export interface ExistingCourse {
  id: number;
  name: string;
  meetings: ReadonlyArray<{ day_of_week: number; section_start: number; section_end: number; weeks: readonly number[] }>;
  /** Other apps' event UIDs an earlier import made this course from (schedule_events.source_uids). */
  source_uids?: readonly string[];
  /** Whether the course is a 水课 now: a draft that updates it starts from this in the preview. */
  can_be_embedded?: boolean;
}

export interface MatchDraft {
  name: string;
  day_of_week: number;
  section_start: number;
  section_end: number;
  source_uids?: readonly string[];
}

const OWN_UID = new RegExp(`^(\\d+)-d\\d+-s\\d+-\\d+@${UID_DOMAIN}$`);

/** One course rarely comes from more than a few events; a file with hundreds per course is not worth keeping. */
const MAX_STORED_UIDS = 100;

/** Other apps' UIDs of the drafts, to store on the course they became (our own carry the id already). */
export function foreignUids(drafts: ReadonlyArray<Pick<MatchDraft, "source_uids">>): string[] {
  return [...new Set(drafts.flatMap((draft) => draft.source_uids ?? []))].filter((uid) => !OWN_UID.test(uid)).slice(0, MAX_STORED_UIDS);
}

/** The existing course each draft updates (null: a new course), position for position. */
export function matchDrafts(drafts: readonly MatchDraft[], existing: readonly ExistingCourse[]): Array<number | null> {
  const byId = new Map(existing.map((course) => [course.id, course]));
  return drafts.map((draft) => {
    for (const uid of draft.source_uids ?? []) {
      const id = Number(OWN_UID.exec(uid)?.[1]);
      if (byId.has(id)) return id;
    }
    const uids = new Set(draft.source_uids ?? []);
    const stored = existing.find((course) => course.source_uids?.some((uid) => uids.has(uid)));
    if (stored) return stored.id;
    const named = existing.filter((course) => course.name.trim() === draft.name.trim());
    const samePlace = named.find((course) =>
      course.meetings.some((meeting) => meeting.day_of_week === draft.day_of_week && meeting.section_start === draft.section_start && meeting.section_end === draft.section_end),
    );
    return (samePlace ?? named[0])?.id ?? null;
  });
}

/** Existing courses no draft updates; empty when nothing in the file matched (a new file, not a re-import). */
export function missingCourses<T extends ExistingCourse>(matches: ReadonlyArray<number | null>, existing: readonly T[]): T[] {
  const matched = new Set(matches.filter((id): id is number => id !== null));
  if (matched.size === 0) return [];
  return existing.filter((course) => !matched.has(course.id));
}

export interface ChangedCourse {
  id: number;
  name: string;
  /** Meetings the course has now that none of the file's drafts for it keeps: the import replaces them. */
  dropped: ExistingCourse["meetings"];
}

/**
 * The matched courses whose meetings the import would change: a re-import sets a course's meetings to the file's,
 * so a meeting only the app has (on another day or periods) goes. Listed so the preview says so before it happens.
 */
export function changedCourses(drafts: readonly MatchDraft[], matches: ReadonlyArray<number | null>, existing: readonly ExistingCourse[]): ChangedCourse[] {
  const changed: ChangedCourse[] = [];
  for (const course of existing) {
    const own = drafts.filter((_, index) => matches[index] === course.id);
    if (own.length === 0) continue;
    const dropped = course.meetings.filter(
      (meeting) =>
        !own.some((draft) => draft.day_of_week === meeting.day_of_week && draft.section_start === meeting.section_start && draft.section_end === meeting.section_end),
    );
    if (dropped.length > 0) changed.push({ id: course.id, name: course.name, dropped });
  }
  return changed;
}
