// @vitest-environment jsdom
// jsdom: the card is rendered through the timeline's one card entry and its 撤销 clicked; fetch is a stub (the
// exam routes have their own tests against real databases).
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessCard } from "@/lib/protocol";
import { BusinessCardRenderer } from "./business-card-renderer";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock } = stubCardFetch();

const card: BusinessCard = {
  card_type: "exam_record",
  data: { exam_id: 7, title: "概率论期末考试", when: "6月30日（周二）09:00", location: "教三 201", days_left: "还有 69 天（9 周零 6 天）", task_class: "概率论复习" },
};

describe("the exam card", () => {
  it("shows the exam in the student's words, never its id", () => {
    render(<BusinessCardRenderer card={card} seq={1} />);
    const text = screen.getByTestId("exam-record").textContent;
    expect(text).toBe("考试概率论期末考试时间6月30日（周二）09:00地点教三 201倒计时还有 69 天（9 周零 6 天）学习计划概率论复习");
  });

  it("撤销 deletes the exam and then says so, offering no second click", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ deleted: 7 }));
    render(<BusinessCardRenderer card={card} seq={1} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("exam-record-undo"));
    });
    const [[url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/exams/7", "DELETE"]);
    expect(screen.getByText("考试已撤销")).toBeTruthy();
    expect(screen.queryByTestId("exam-record-undo")).toBeNull();
  });

  it("keeps the button and says why when the delete fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "exam:not_found", message: "找不到这场考试。" } }, 404));
    render(<BusinessCardRenderer card={card} seq={1} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("exam-record-undo"));
    });
    expect(screen.getByRole("alert").textContent).toContain("找不到这场考试");
    expect(screen.getByTestId("exam-record-undo")).toBeTruthy();
  });

  it("a moved exam shows where it was, and 撤销 puts it back there instead of deleting it", async () => {
    const moved: BusinessCard = {
      card_type: "exam_record",
      title: "已改考试",
      data: {
        exam_id: 7,
        title: "概率论期末考试",
        when: "7月3日（周五）09:00",
        location: "教一报告厅",
        days_left: "还有 72 天（10 周零 2 天）",
        task_class: null,
        moved_from: { when: "6月30日（周二）09:00", date: "2026-06-30", time: "09:00", location: "教三 201" },
      },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse({ exam: { id: 7, title: "概率论期末考试", date: "2026-06-30", time: "09:00", location: "教三 201", course_id: null, task_class_id: null } }));
    render(<BusinessCardRenderer card={moved} seq={1} />);
    expect(screen.getByText("已改考试")).toBeTruthy();
    expect(screen.getByTestId("exam-record").textContent).toBe("考试概率论期末考试时间7月3日（周五）09:00原来6月30日（周二）09:00地点教一报告厅原考场教三 201倒计时还有 72 天（10 周零 2 天）");
    await act(async () => {
      fireEvent.click(screen.getByTestId("exam-record-undo"));
    });
    const [[url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/exams/7", "PATCH"]);
    expect(JSON.parse(String(init?.body))).toEqual({ date: "2026-06-30", time: "09:00", location: "教三 201" });
    expect(screen.getByText("已改回原来的安排")).toBeTruthy();
    expect(screen.getByText("这场考试已改回6月30日（周二）09:00，教三 201。")).toBeTruthy();
  });

  it("a cancelled exam is struck through, and 撤销 records it again as it was", async () => {
    const cancelled: BusinessCard = {
      card_type: "exam_record",
      title: "已删除考试",
      data: {
        exam_id: 7,
        title: "离散数学期中",
        when: "5月12日（周二）14:00",
        location: "教三 201",
        days_left: "已取消",
        task_class: null,
        cancelled: { date: "2026-05-12", time: "14:00", course_id: 3, task_class_id: null },
      },
    };
    fetchMock.mockResolvedValueOnce(jsonResponse({ exam: { id: 9, title: "离散数学期中", date: "2026-05-12", time: "14:00", location: "教三 201", course_id: 3, task_class_id: null } }, 201));
    render(<BusinessCardRenderer card={cancelled} seq={1} />);
    expect(screen.getByText("已删除考试")).toBeTruthy();
    expect(screen.getByTestId("exam-record").className).toContain("line-through");
    await act(async () => {
      fireEvent.click(screen.getByTestId("exam-record-undo"));
    });
    const [[url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/exams", "POST"]);
    expect(JSON.parse(String(init?.body))).toEqual({ title: "离散数学期中", location: "教三 201", date: "2026-05-12", time: "14:00", course_id: 3, task_class_id: null });
    expect(screen.getByText("考试已恢复")).toBeTruthy();
    expect(screen.getByTestId("exam-record").className).not.toContain("line-through");
  });
});
