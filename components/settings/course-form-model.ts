/** The course form's state, its checks and the body it sends. Pure, so the rules are tested without rendering. */
import type { Course, CoursePayload } from "@/client/settings-api";
import { parseWeeksText, weeksToText } from "./weeks-text";

export interface MeetingDraft {
  /** Stable React key, so removing a row does not move focus or values into its neighbour. */
  key: number;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeksText: string;
}

export interface CourseFormState {
  name: string;
  location: string;
  can_be_embedded: boolean;
  meetings: MeetingDraft[];
}

interface MeetingErrors {
  sections?: string;
  weeks?: string;
}

export interface CourseFormErrors {
  name?: string;
  location?: string;
  meetings: MeetingErrors[];
}

let nextKey = 1;

export function newMeeting(termWeeks: number): MeetingDraft {
  return { key: nextKey++, day_of_week: 1, section_start: 1, section_end: 2, weeksText: `1-${termWeeks}` };
}

export function emptyCourseForm(termWeeks: number): CourseFormState {
  return { name: "", location: "", can_be_embedded: false, meetings: [newMeeting(termWeeks)] };
}

export function courseFormFrom(course: Course): CourseFormState {
  return {
    name: course.name,
    location: course.location ?? "",
    can_be_embedded: course.can_be_embedded,
    meetings: course.meetings.map((meeting) => ({
      key: nextKey++,
      day_of_week: meeting.day_of_week,
      section_start: meeting.section_start,
      section_end: meeting.section_end,
      weeksText: weeksToText(meeting.weeks),
    })),
  };
}

export type CourseFormResult = { ok: true; payload: CoursePayload } | { ok: false; errors: CourseFormErrors };

/** Every problem the form can see by itself, or the request body (trimmed, weeks expanded, empty location null). */
export function validateCourseForm(state: CourseFormState, termWeeks: number): CourseFormResult {
  const name = state.name.trim();
  const location = state.location.trim();
  const errors: CourseFormErrors = { meetings: [] };
  if (!name) errors.name = "请填写课程名称";
  else if (name.length > 100) errors.name = "课程名称不能超过 100 个字";
  if (location.length > 100) errors.location = "上课地点不能超过 100 个字";

  let failed = Boolean(errors.name || errors.location);
  const meetings = state.meetings.map((meeting) => {
    const meetingErrors: MeetingErrors = {};
    if (meeting.section_start > meeting.section_end) meetingErrors.sections = `开始节次（第${meeting.section_start}节）不能晚于结束节次（第${meeting.section_end}节）`;
    const weeks = parseWeeksText(meeting.weeksText, termWeeks);
    if (!weeks.ok) meetingErrors.weeks = weeks.message;
    errors.meetings.push(meetingErrors);
    if (meetingErrors.sections || meetingErrors.weeks) failed = true;
    return { day_of_week: meeting.day_of_week, section_start: meeting.section_start, section_end: meeting.section_end, weeks: weeks.ok ? weeks.weeks : [] };
  });
  if (failed) return { ok: false, errors };
  return { ok: true, payload: { name, location: location || null, can_be_embedded: state.can_be_embedded, meetings } };
}
