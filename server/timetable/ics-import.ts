/**
 * Writing a previewed import: the student's clash choices applied first, and any clash still left between the
 * file's own meetings refused naming both courses (the database check would name only the one written first).
 * Courses already imported from the file are updated, not duplicated (db/queries/course-import).
 */
import type { Database } from "@/db/client";
import { importTimetable } from "@/db/queries/course-import";
import type { ImportDraft } from "@/db/queries/courses";
import { PlannerError } from "@/lib/errors";
import { applyClashChoices, findClashes, type ClashChoice } from "@/lib/ics/clashes";

export interface IcsImportRequest {
  courses: Array<ImportDraft & { source_uids?: string[] }>;
  clashes: ClashChoice[];
  /** Courses of the student the file no longer has, to delete in the same transaction. */
  delete_course_ids: number[];
}

export async function importIcsDrafts(db: Database, userId: number, request: IcsImportRequest) {
  const drafts = applyClashChoices(request.courses, request.clashes);
  if (drafts.length === 0) throw new PlannerError("request:invalid", { message: "没有要导入的课程。" });
  const left = findClashes(drafts);
  if (left.length > 0) {
    throw new PlannerError("course:overlap", {
      message: `文件里的课程互相冲突：${left.map((clash) => clash.message).join("")}`,
      details: {
        clashes: left.flatMap((clash) =>
          clash.names.map((name) => ({ name, day_of_week: clash.day_of_week, section_start: clash.section_start, section_end: clash.section_end, weeks: clash.weeks })),
        ),
      },
    });
  }
  return importTimetable(db, userId, { drafts, deleteCourseIds: request.delete_course_ids });
}
