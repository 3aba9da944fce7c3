// @vitest-environment jsdom
// The countdown on 今天, from GET /api/today's exams. The clock is fixed at Saturday 2026-12-05 20:30 Shanghai.
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TodayPanel } from "@/components/checkin/today-panel";
import { NOW, todayView } from "@/testing/fixtures/today-view";
import { ExamCountdown } from "./exam-countdown";

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Soonest first, as the server lists them. */
const EXAMS = [
  { id: 3, title: "英语四级", date: "2026-12-19", days_left: 14 },
  { id: 1, title: "离散数学期末", date: "2026-12-25", days_left: 20 },
  { id: 2, title: "概率论期末", date: "2026-12-28", days_left: 23 },
  { id: 4, title: "体育", date: "2027-01-05", days_left: 31 },
];

describe("ExamCountdown", () => {
  it("says the next exam and its days left, then the two after it, and links to the progress page", () => {
    render(<ExamCountdown exams={EXAMS} />);
    expect(screen.getByTestId("exam-countdown").textContent).toBe("英语四级 还有 14 天（12月19日 周六）· 离散数学期末 还有 20 天· 概率论期末 还有 23 天");
    expect(screen.getByRole("link", { name: "学习进度 →" }).getAttribute("href")).toBe("/progress");
  });

  it("says 就在今天 on the exam's day, and nothing but the link without exams", () => {
    render(<ExamCountdown exams={[{ id: 1, title: "离散数学期末", date: "2026-12-05", days_left: 0 }]} />);
    expect(screen.getByTestId("exam-countdown").textContent).toContain("离散数学期末 就在今天");
    cleanup();
    render(<ExamCountdown exams={[]} />);
    expect(screen.queryByTestId("exam-countdown")).toBeNull();
    expect(screen.getByRole("link", { name: "学习进度 →" })).toBeTruthy();
  });

  it("shows on 今天 from GET /api/today", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string) => {
        if (url === "/api/today") return Response.json(todayView({ exams: [EXAMS[1]] }));
        throw new Error(`unexpected request ${url}`);
      }),
    );
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    expect((await screen.findByTestId("exam-countdown")).textContent).toContain("离散数学期末 还有 20 天");
  });
});
