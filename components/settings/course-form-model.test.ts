import { describe, expect, it } from "vitest";
import { courseFormFrom, emptyCourseForm, validateCourseForm, type CourseFormState } from "./course-form-model";

function form(patch: Partial<CourseFormState> = {}): CourseFormState {
  return {
    name: "高等数学",
    location: "教一 101",
    can_be_embedded: false,
    meetings: [{ key: 1, day_of_week: 1, section_start: 1, section_end: 2, weeksText: "1-7单" }],
    ...patch,
  };
}

describe("validateCourseForm", () => {
  it("builds the request body: trimmed text, weeks expanded, keys dropped", () => {
    expect(validateCourseForm(form({ name: "  高等数学 ", location: " 教一 101 " }), 18)).toEqual({
      ok: true,
      payload: { name: "高等数学", location: "教一 101", can_be_embedded: false, meetings: [{ day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 3, 5, 7] }] },
    });
  });

  it("sends an empty location as null", () => {
    const result = validateCourseForm(form({ location: "   " }), 18);
    expect(result).toMatchObject({ ok: true, payload: { location: null } });
  });

  it("refuses an empty name", () => {
    expect(validateCourseForm(form({ name: "  " }), 18)).toEqual({ ok: false, errors: { name: "请填写课程名称", meetings: [{}] } });
  });

  it("accepts a one-period meeting (start equals end) and refuses a reversed one", () => {
    const single = form({ meetings: [{ key: 1, day_of_week: 2, section_start: 5, section_end: 5, weeksText: "1" }] });
    expect(validateCourseForm(single, 18).ok).toBe(true);
    const reversed = form({ meetings: [{ key: 1, day_of_week: 2, section_start: 6, section_end: 5, weeksText: "1" }] });
    expect(validateCourseForm(reversed, 18)).toEqual({ ok: false, errors: { meetings: [{ sections: "开始节次（第6节）不能晚于结束节次（第5节）" }] } });
  });

  it("reports each meeting's week error at that meeting's position", () => {
    const state = form({
      meetings: [
        { key: 1, day_of_week: 1, section_start: 1, section_end: 2, weeksText: "1-16" },
        { key: 2, day_of_week: 3, section_start: 3, section_end: 4, weeksText: "1-20" },
      ],
    });
    expect(validateCourseForm(state, 18)).toEqual({ ok: false, errors: { meetings: [{}, { weeks: "第20周超出本学期（共 18 周）" }] } });
  });
});

describe("courseFormFrom", () => {
  it("turns a stored course back into editable text that validates to the same meetings", () => {
    const course = { id: 7, name: "线代", location: null, can_be_embedded: true, locked: false, meetings: [{ day_of_week: 4, section_start: 3, section_end: 4, weeks: [2, 4, 6] }] };
    const state = courseFormFrom(course);
    expect(state).toMatchObject({ name: "线代", location: "", can_be_embedded: true, meetings: [{ weeksText: "2-6双" }] });
    expect(validateCourseForm(state, 18)).toEqual({ ok: true, payload: { name: "线代", location: null, can_be_embedded: true, meetings: course.meetings } });
  });
});

describe("emptyCourseForm", () => {
  it("starts with one meeting covering the whole term", () => {
    expect(emptyCourseForm(16).meetings).toMatchObject([{ day_of_week: 1, section_start: 1, section_end: 2, weeksText: "1-16" }]);
  });
});
