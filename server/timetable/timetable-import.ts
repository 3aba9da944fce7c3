/**
 * The ICS import as one transaction that also updates: drafts matched to an existing course (lib/ics/reimport)
 * replace that course's meetings, the rest become new courses, and the courses the student chose to drop from the
 * timetable are deleted. Checked as a whole before anything is written: no period may be taken twice in the result,
 * every course must fit the term (a refusal names the course by its place in the file), and only courses the file no
 * longer has may be deleted. The rules and their words are the timetable feature's; db/queries/courses reads and
 * writes the rows.
 */
import { PlannerError } from "@/lib/errors";
import { foreignUids, matchDrafts, missingCourses } from "@/lib/ics/reimport";
import { assertNoOverlap, normalizeCourse, periodsOf, type CourseInput } from "@/lib/timetable/course-rules";
import type { Database } from "@/db/client";
import { coursesWithUids, insertCourse, occupiedPeriods, removeCourse, replaceCourse, setCourseUids, termBounds, type Course, type ImportDraft } from "@/db/queries/courses";
import { lockScheduleVersion, setScheduleVersion } from "@/db/queries/users";
import { quoted } from "@/lib/protocol/record-text";

/** A draft of the import: `can_be_embedded` left out keeps an updated course's setting (a new course is fixed). */
export type TimetableDraft = Omit<ImportDraft, "can_be_embedded"> & { can_be_embedded?: boolean; source_uids?: readonly string[] };

export interface TimetableImport {
  drafts: readonly TimetableDraft[];
  /** Existing courses the file no longer has that the student wants gone. */
  deleteCourseIds: readonly number[];
}

export interface TimetableImportResult {
  courses: Course[];
  created: number;
  updated: number;
  deleted: number;
  released_items: number;
  version: number;
}

export async function importTimetable(db: Database, userId: number, request: TimetableImport): Promise<TimetableImportResult> {
  return db.transaction(async (tx) => {
    const version = await lockScheduleVersion(tx, userId);
    const bounds = await termBounds(tx, userId);
    const existing = await coursesWithUids(tx, userId);
    const matches = matchDrafts(request.drafts, existing);
    const deletable = new Set(missingCourses(matches, existing).map((course) => course.id));
    const refused = request.deleteCourseIds.filter((id) => !deletable.has(id));
    if (refused.length > 0) {
      throw new PlannerError("course:invalid", { message: "只能删除文件里已经没有的课程。", context: { refused } });
    }

    const grouped = new Map<string, { id: number | null; input: CourseInput; uids: string[] }>();
    request.drafts.forEach((draft, index) => {
      const id = matches[index];
      const current = existing.find((course) => course.id === id);
      const embedded = draft.can_be_embedded ?? current?.can_be_embedded ?? false;
      const key = id === null ? JSON.stringify([draft.name.trim(), draft.location?.trim() || null, embedded]) : `#${id}`;
      // 可嵌入 as the student ticked it in the preview (which starts from the course's setting); left out, an updated
      // course keeps whether it is a 水课, since other apps' files never say.
      const group = grouped.get(key) ?? { id, input: { name: draft.name, location: draft.location, can_be_embedded: embedded, meetings: [] }, uids: [] };
      group.uids.push(...foreignUids([draft]));
      group.input.meetings.push({ day_of_week: draft.day_of_week, section_start: draft.section_start, section_end: draft.section_end, weeks: draft.weeks });
      grouped.set(key, group);
    });
    const courses = [...grouped.values()].map((group, index) => ({ id: group.id, uids: foreignUids([{ source_uids: group.uids }]), input: normalizeCourse(group.input, bounds, `第${index + 1}门课${quoted(group.input.name)}`) }));

    const replaced = new Set([...courses.flatMap((course) => (course.id === null ? [] : [course.id])), ...request.deleteCourseIds]);
    const others = (await occupiedPeriods(tx, userId)).filter((period) => !replaced.has(period.eventId));
    assertNoOverlap(courses.flatMap((course) => periodsOf(course.input)), others);

    const released = new Set<number>();
    for (const id of request.deleteCourseIds) for (const item of await removeCourse(tx, id)) released.add(item);
    const written: Course[] = [];
    for (const course of courses) {
      let id = course.id;
      if (id === null) id = await insertCourse(tx, userId, course.input);
      else for (const item of await replaceCourse(tx, userId, id, course.input)) released.add(item);
      // A file without other apps' UIDs (our own export) leaves what an earlier import stored.
      if (course.uids.length > 0) await setCourseUids(tx, id, course.uids);
      written.push({ ...course.input, id, locked: !course.input.can_be_embedded });
    }
    await setScheduleVersion(tx, userId, version + 1);
    const updated = courses.filter((course) => course.id !== null).length;
    return { courses: written, created: courses.length - updated, updated, deleted: request.deleteCourseIds.length, released_items: released.size, version: version + 1 };
  });
}
