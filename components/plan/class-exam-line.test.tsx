// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClassExamLine } from "./class-exam-line";

afterEach(cleanup);

const MIDTERM = { id: 1, title: "离散数学期中", date: "2026-11-20", time: "14:00", location: null, course_id: null, task_class_id: 7 };
const FINAL = { id: 2, title: "离散数学期末", date: "2027-01-12", time: "09:00", location: "教三 201", course_id: null, task_class_id: 7 };

describe("ClassExamLine", () => {
  it("counts down from the student's today (Saturday 2026-12-05), with the weekday, the time and the place", () => {
    render(<ClassExamLine exam={FINAL} today="2026-12-05" />);
    expect(screen.getByTestId("class-exam").textContent).toBe("考试：离散数学期末 还有 38 天 · 2027年1月12日（周二）09:00 · 教三 201");
  });

  it("says 已结束 once it is past, and only the day while today is unknown", () => {
    render(<ClassExamLine exam={MIDTERM} today="2026-12-05" />);
    expect(screen.getByTestId("class-exam").textContent).toBe("考试：离散数学期中 已结束 · 11月20日（周五）14:00");
    cleanup();
    render(<ClassExamLine exam={FINAL} today={null} />);
    expect(screen.getByTestId("class-exam").textContent).toBe("考试：离散数学期末 · 1月12日（周二）09:00 · 教三 201");
  });
});
