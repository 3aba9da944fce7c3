// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ClassExamLine } from "./class-exam-line";

afterEach(cleanup);

const MIDTERM = { id: 1, title: "离散数学期中", date: "2026-11-20", time: "14:00", location: null, course_id: null, task_class_id: 7 };
const FINAL = { id: 2, title: "离散数学期末", date: "2026-12-25", time: "09:00", location: "教三 201", course_id: null, task_class_id: 7 };

describe("ClassExamLine", () => {
  it("counts down to the class's next exam from the student's today (Saturday 2026-12-05)", () => {
    render(<ClassExamLine exams={[MIDTERM, FINAL]} today="2026-12-05" />);
    expect(screen.getByTestId("class-exam").textContent).toBe("考试：离散数学期末 还有 20 天 · 12月25日 09:00 · 教三 201 · 修改");
    expect(screen.getByRole("link", { name: "修改考试「离散数学期末」" }).getAttribute("href")).toBe("/settings#exams");
  });

  it("says the last one has ended once all are past, and shows nothing without exams", () => {
    render(<ClassExamLine exams={[MIDTERM]} today="2026-12-05" />);
    expect(screen.getByTestId("class-exam").textContent).toBe("考试：离散数学期中 已结束 · 11月20日 14:00 · 修改");
    cleanup();
    render(<ClassExamLine exams={[]} today="2026-12-05" />);
    expect(screen.queryByTestId("class-exam")).toBeNull();
  });
});
