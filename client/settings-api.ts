/**
 * The settings page's calls to the timetable editor routes (term, courses, ICS). Answers are parsed with zod; a
 * refusal keeps the structured details the route sends (reasons, clashes, affected weeks) so the form can show
 * each one beside the message instead of a single sentence.
 */
import { z } from "zod";
import { examListSchema } from "@/lib/protocol/exams";
import { jsonInit, requestJson } from "./http";

const sectionTimeSchema = z.object({ start: z.string(), end: z.string() });

const termSchema = z.object({
  start_date: z.string(),
  weeks: z.number(),
  section_times: z.array(sectionTimeSchema),
  timezone: z.string(),
});
export type TermSettings = z.infer<typeof termSchema>;

const meetingSchema = z.object({
  day_of_week: z.number(),
  section_start: z.number(),
  section_end: z.number(),
  weeks: z.array(z.number()),
});
export type Meeting = z.infer<typeof meetingSchema>;

const courseSchema = z.object({
  id: z.number(),
  name: z.string(),
  location: z.string().nullable(),
  can_be_embedded: z.boolean(),
  locked: z.boolean(),
  meetings: z.array(meetingSchema),
});
export type Course = z.infer<typeof courseSchema>;

/** What POST /api/courses and PATCH /api/courses/:id take. */
export interface CoursePayload {
  name: string;
  location: string | null;
  can_be_embedded: boolean;
  meetings: Meeting[];
}

const courseDraftSchema = meetingSchema.extend({
  name: z.string(),
  location: z.string().nullable(),
  can_be_embedded: z.boolean(),
  source_uids: z.array(z.string()),
  /** The existing course this draft updates (a re-import); null or absent for a new course. */
  course_id: z.number().nullable().optional(),
  /** Off the period clock by up to 20 minutes: the file's times and those of the nearest periods it was put in. */
  approximate: z.object({ file: sectionTimeSchema, periods: sectionTimeSchema }).optional(),
});
export type CourseDraft = z.infer<typeof courseDraftSchema>;

/** An exam the file holds (考试, 期末, …), shown apart from the courses; imported when the student keeps it. */
const examDraftSchema = z.object({ title: z.string(), date: z.string(), time: z.string(), location: z.string().nullable(), existing: z.boolean().default(false), past: z.boolean().default(false) });
export type IcsExamDraft = z.infer<typeof examDraftSchema>;

const importProblemSchema = z.object({
  kind: z.string(),
  uid: z.string().nullable(),
  name: z.string(),
  reason: z.string(),
  occurrences: z.array(z.string()),
});
export type ImportProblem = z.infer<typeof importProblemSchema>;

const importNoteSchema = z.object({ code: z.string(), level: z.enum(["repaired", "warning"]), message: z.string() });
export type ImportNote = z.infer<typeof importNoteSchema>;

const clashSchema = z.object({
  /** Two or more drafts that meet in one slot (a file with many events there is one clash, not every pair). */
  courses: z.array(z.number()).min(2),
  names: z.array(z.string()),
  day_of_week: z.number(),
  section_start: z.number(),
  section_end: z.number(),
  weeks: z.array(z.number()),
  message: z.string(),
});
export type ImportClash = z.infer<typeof clashSchema>;

const suggestionsSchema = z.object({
  term: z.object({ start_date: z.string(), weeks: z.number() }).optional(),
  section_times: z.array(sectionTimeSchema).optional(),
});
export type ImportSuggestions = z.infer<typeof suggestionsSchema>;

const previewSchema = z.object({
  courses: z.array(courseDraftSchema),
  problems: z.array(importProblemSchema),
  notes: z.array(importNoteSchema).default([]),
  clashes: z.array(clashSchema).default([]),
  suggestions: suggestionsSchema.optional(),
  missing_courses: z.array(z.object({ id: z.number(), name: z.string(), meetings: z.array(meetingSchema) })).default([]),
  changed_courses: z.array(z.object({ id: z.number(), name: z.string(), dropped: z.array(meetingSchema) })).default([]),
  exams: z.array(examDraftSchema).default([]),
});
export type IcsPreview = z.infer<typeof previewSchema>;

const feedSchema = z.object({ token: z.string(), created_at: z.string(), url: z.string() });
export type Feed = z.infer<typeof feedSchema>;

export async function fetchTerm(): Promise<TermSettings | null> {
  return (await requestJson("/api/term", z.object({ term: termSchema.nullable() }))).term;
}

/**
 * PUT /api/term takes any of the fields (the others keep their values), with the start as `start_date` or as
 * `current_week` ("this week is week N"), not both.
 */
export type TermChange = Partial<TermSettings> & { current_week?: number };

export async function saveTerm(term: TermChange, options: { confirmShift?: boolean } = {}): Promise<TermSettings> {
  const body = options.confirmShift ? { ...term, confirm_shift: true } : term;
  return (await requestJson("/api/term", z.object({ term: termSchema }), jsonInit("PUT", body))).term;
}

export async function fetchCourses(): Promise<Course[]> {
  return (await requestJson("/api/courses", z.object({ courses: z.array(courseSchema) }))).courses;
}

const courseWriteSchema = z.object({ course: courseSchema, released_items: z.number() });
export type CourseWriteResult = z.infer<typeof courseWriteSchema>;

export function createCourse(payload: CoursePayload): Promise<CourseWriteResult> {
  return requestJson("/api/courses", courseWriteSchema, jsonInit("POST", payload));
}

export function updateCourse(id: number, payload: CoursePayload): Promise<CourseWriteResult> {
  return requestJson(`/api/courses/${id}`, courseWriteSchema, jsonInit("PATCH", payload));
}

export async function deleteCourse(id: number): Promise<void> {
  await requestJson(`/api/courses/${id}`, z.unknown(), { method: "DELETE" });
}

export function previewIcs(file: Blob, fileName = "timetable.ics"): Promise<IcsPreview> {
  const form = new FormData();
  form.set("file", file, fileName);
  return requestJson("/api/ics/preview", previewSchema, { method: "POST", body: form });
}

/** A settled clash: positions in the drafts sent, keep one whole, take `weeks` off the other. */
export interface ClashChoice {
  keep: number;
  drop: number;
  weeks: number[];
}

const importResultSchema = z.object({
  courses: z.array(courseSchema),
  created: z.number(),
  updated: z.number(),
  deleted: z.number(),
  /** The exams written (the ones kept), each with its id. */
  exams: examListSchema.shape.exams.default([]),
});
export type IcsImportResult = z.infer<typeof importResultSchema>;

/**
 * Writes the kept drafts (each with 可嵌入 as the student ticked it), updating the courses a re-import matched (the
 * server matches again, by `source_uids` and name; the preview's `course_id` and `approximate` are only for
 * display), deletes the gone courses the student chose and adds the exams kept.
 */
export function importIcs(
  drafts: readonly CourseDraft[],
  clashes: readonly ClashChoice[] = [],
  deleteCourseIds: readonly number[] = [],
  exams: readonly IcsExamDraft[] = [],
): Promise<IcsImportResult> {
  const courses = drafts.map(({ course_id: _courseId, approximate: _approximate, ...draft }) => draft);
  return requestJson("/api/ics/import", importResultSchema, jsonInit("POST", { courses, clashes, delete_course_ids: deleteCourseIds, exams: exams.map(({ existing: _existing, past: _past, ...exam }) => exam) }));
}

export async function rotateFeed(): Promise<Feed> {
  return (await requestJson("/api/ics/feed", z.object({ feed: feedSchema }), { method: "POST" })).feed;
}

export async function revokeFeed(): Promise<void> {
  await requestJson("/api/ics/feed", z.object({ revoked: z.boolean() }), { method: "DELETE" });
}
