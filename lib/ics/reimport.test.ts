import { describe, expect, it } from "vitest";
import { changedCourses, foreignUids, matchDrafts, missingCourses, type ExistingCourse } from "./reimport";

const MATH: ExistingCourse = { id: 7, name: "高等数学", meetings: [{ day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2] }] };
const MATH_LAB: ExistingCourse = { id: 8, name: "高等数学", meetings: [{ day_of_week: 3, section_start: 5, section_end: 6, weeks: [1] }] };
const PE: ExistingCourse = { id: 9, name: "体育", meetings: [{ day_of_week: 2, section_start: 3, section_end: 4, weeks: [1] }] };

describe("matchDrafts", () => {
  it("matches our own export's UID to the course id it carries, whatever the name now", () => {
    expect(matchDrafts([{ name: "高数（改名）", day_of_week: 4, section_start: 1, section_end: 1, source_uids: ["9-d2-s3-4@study-planner"] }], [MATH, PE])).toEqual([9]);
  });

  it("matches another app's UID an earlier import stored on the course, even after a rename here", () => {
    const renamed: ExistingCourse = { ...MATH, name: "微积分", source_uids: ["wakeup-0@example.com"] };
    expect(matchDrafts([{ name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2, source_uids: ["wakeup-0@example.com"] }], [MATH_LAB, renamed])).toEqual([7]);
  });

  it("keeps only other apps' UIDs, once each", () => {
    expect(foreignUids([{ source_uids: ["a@x", "9-d2-s3-4@study-planner"] }, { source_uids: ["a@x", "b@x"] }, {}])).toEqual(["a@x", "b@x"]);
  });

  it("matches by name, preferring the course of that name on the same weekday and periods", () => {
    const drafts = [
      { name: "高等数学", day_of_week: 3, section_start: 5, section_end: 6 },
      { name: "高等数学", day_of_week: 5, section_start: 1, section_end: 2 },
      { name: " 体育 ", day_of_week: 2, section_start: 3, section_end: 4, source_uids: ["other-app-uid"] },
      { name: "新课", day_of_week: 2, section_start: 3, section_end: 4 },
    ];
    expect(matchDrafts(drafts, [MATH, MATH_LAB, PE])).toEqual([8, 7, 9, null]);
  });
});

describe("missingCourses", () => {
  it("lists the courses no draft updates, only when the file is a re-import", () => {
    expect(missingCourses([7, null], [MATH, MATH_LAB, PE])).toEqual([MATH_LAB, PE]);
    expect(missingCourses([null, null], [MATH, PE])).toEqual([]);
  });
});

describe("changedCourses", () => {
  const twice: ExistingCourse = {
    id: 7,
    name: "高等数学",
    meetings: [
      { day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 2] },
      { day_of_week: 3, section_start: 1, section_end: 2, weeks: [1, 2] },
    ],
  };

  it("names the meetings of a matched course that no draft of it keeps", () => {
    const drafts = [{ name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2 }];
    expect(changedCourses(drafts, [7], [twice, PE])).toEqual([{ id: 7, name: "高等数学", dropped: [twice.meetings[1]] }]);
  });

  it("leaves out courses the file keeps whole, and courses it does not match at all", () => {
    const drafts = [
      { name: "高等数学", day_of_week: 1, section_start: 1, section_end: 2 },
      { name: "高等数学", day_of_week: 3, section_start: 1, section_end: 2 },
    ];
    expect(changedCourses(drafts, [7, 7], [twice, PE])).toEqual([]);
  });
});
