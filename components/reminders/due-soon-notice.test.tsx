// @vitest-environment jsdom
// What is due in the next 15 minutes, while the app is open: the clock is fixed at Saturday 2026-12-05 20:30 Shanghai.
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TodayView } from "@/lib/protocol/checkins";
import { NOW, studyBlock, todayView } from "@/testing/fixtures/today-view";
import { DueSoonNotice } from "./due-soon-notice";

/** 20:40, ten minutes after NOW. */
const SOON = studyBlock({ event_id: 40, name: "图论", date: "2026-12-05", slot_start: 11, slot_end: 12, starts_at: "2026-12-05T12:40:00Z", outcome: null });
/** 20:55, 25 minutes after NOW. */
const LATER = { ...SOON, starts_at: "2026-12-05T12:55:00Z" };
const REPORT = { id: 7, title: "交实验报告", deadline_at: "2026-12-05T12:42:00Z", day: "today" as const };
const FAR = { id: 8, title: "周报", deadline_at: "2026-12-05T15:59:00Z", day: "today" as const };

function serve(today: TodayView) {
  const fetchStub = vi.fn(async () => Response.json(today));
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date", "setInterval", "clearInterval"] });
  vi.setSystemTime(NOW);
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("DueSoonNotice", () => {
  it("shows the block and the to-do due within 15 minutes, soonest first, in a polite status; not what comes later", async () => {
    const requestPermission = vi.fn();
    vi.stubGlobal("Notification", { permission: "default", requestPermission });
    serve(todayView({ next: SOON, deadlines: [REPORT, FAR] }));
    render(<DueSoonNotice timeZone="Asia/Shanghai" />);
    const status = screen.getByRole("status");
    expect(status.getAttribute("aria-live")).toBe("polite");
    const items = await within(status).findAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "15 分钟内：学习块「离散数学期末复习 · 图论」20:40 开始。知道了",
      "15 分钟内：待办「交实验报告」20:42 截止。知道了",
    ]);
    expect(status.textContent).not.toContain("周报");
    expect(requestPermission).not.toHaveBeenCalled();
  });

  it("shows each item once: 知道了 puts it away for the session", async () => {
    serve(todayView({ next: SOON, deadlines: [] }));
    render(<DueSoonNotice timeZone="Asia/Shanghai" />);
    fireEvent.click(await screen.findByRole("button", { name: /^知道了：学习块「离散数学期末复习 · 图论」/ }));
    expect(screen.queryByRole("listitem")).toBeNull();
    cleanup();
    render(<DueSoonNotice timeZone="Asia/Shanghai" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("shows a block once it comes within 15 minutes, and drops it once it starts", async () => {
    serve(todayView({ next: LATER, deadlines: [] }));
    render(<DueSoonNotice timeZone="Asia/Shanghai" />);
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.queryByRole("listitem")).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(11 * 60_000);
    });
    expect((await screen.findByRole("listitem")).textContent).toContain("20:55 开始");
    await act(async () => {
      vi.advanceTimersByTime(15 * 60_000);
    });
    expect(screen.queryByRole("listitem")).toBeNull();
  });
});
