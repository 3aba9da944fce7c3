/**
 * Writing a previewed import: the student's clash choices applied first, and any clash still left between the
 * file's own meetings refused naming both courses (the database check would name only the one written first).
 * Courses already imported from the file are updated, not duplicated (./timetable-import.ts).
 */
import type { Database } from "@/db/client";
import { importTimetable, type TimetableDraft } from "./timetable-import";
import { getScheduleVersion } from "@/db/queries/users";
import { PlannerError } from "@/lib/errors";
import { applyClashChoices, findClashes, type ClashChoice } from "@/lib/ics/clashes";
import { checkImportedExams, writeImportedExams } from "@/server/exams/exams";

export interface IcsImportRequest {
  courses: TimetableDraft[];
  clashes: ClashChoice[];
  /** Courses of the student the file no longer has, to delete in the same transaction. */
  delete_course_ids: number[];
  /** The previewed exams the student kept; written after the courses, each checked by the exam rules first. */
  exams?: unknown[];
}

export async function importIcsDrafts(db: Database, userId: number, request: IcsImportRequest, now: Date) {
  const exams = await checkImportedExams(db, userId, request.exams ?? [], now);
  const drafts = applyClashChoices(request.courses, request.clashes);
  if (drafts.length === 0 && exams.length === 0) throw new PlannerError("request:invalid", { message: "没有要导入的课程。" });
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
  // A file of exams alone imports no courses (and deletes none).
  const timetable =
    drafts.length > 0
      ? await importTimetable(db, userId, { drafts, deleteCourseIds: request.delete_course_ids })
      : { courses: [], created: 0, updated: 0, deleted: 0, released_items: 0, version: await getScheduleVersion(db, userId) };
  return { ...timetable, exams: await writeImportedExams(db, userId, exams) };
}
