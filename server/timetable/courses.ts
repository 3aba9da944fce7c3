/**
 * The course editor and the ICS import, for one student. Creating, deleting and importing are single transactions
 * in db/queries/courses (validation against the term and every occupied period, the schedule version bump), so
 * they are offered as they are; a patch is merged onto the stored course here, since the query replaces it whole.
 */
import type { Database } from "@/db/client";
import { listCourses, updateCourse, type CourseInput, type CourseWriteResult } from "@/db/queries/courses";
import { PlannerError } from "@/lib/errors";

export { createCourse, deleteCourse, listCourses } from "@/db/queries/courses";

/**
 * Changes the given fields of the student's course (meetings, when given, replace all meetings);
 * course:not_found when the student has no course with that id.
 */
export async function patchCourse(db: Database, userId: number, courseId: number, patch: Partial<CourseInput>): Promise<CourseWriteResult> {
  const current = (await listCourses(db, userId)).find((course) => course.id === courseId);
  if (!current) throw new PlannerError("course:not_found", { context: { courseId } });
  const { id: _id, locked: _locked, ...fields } = current;
  return updateCourse(db, userId, courseId, { ...fields, ...patch });
}
