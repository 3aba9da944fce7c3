// @vitest-environment jsdom
// jsdom: the marks are checked in the rendered grid (their column and rows, their words) and the panel's reaction
// to a highlight (the week it fetches, the day a phone shows, 清除标记) with fetch standing in for the server.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { HighlightPeriod, TimeHighlightData } from "@/lib/protocol";
import type { WeekView } from "@/lib/protocol/week-view";
import { MATH, weekView } from "@/testing/fixtures/schedule-view";
import { SchedulePanel } from "./schedule-panel";
import { highlightLabel, setTimeHighlight } from "./time-highlight";
import { WeekGrid } from "./week-grid";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setTimeHighlight(null);
});

// The fixture's week 13 runs from Monday 2026-04-20 to Sunday 2026-04-26; 2026-04-23 is its Thursday.
const FREE_THURSDAY: HighlightPeriod = { date: "2026-04-23", week: 13, day_of_week: 4, slot_start: 5, slot_end: 6, start: "14:00", end: "15:40", kind: "free" };
const MATH_WEDNESDAY: HighlightPeriod = { date: "2026-04-22", week: 13, day_of_week: 3, slot_start: 1, slot_end: 2, start: "08:00", end: "09:40", kind: "busy", label: "高等数学" };
// Week 14: Monday 2026-04-27; 2026-04-30 is its Thursday.
const FREE_NEXT_THURSDAY: HighlightPeriod = { ...FREE_THURSDAY, date: "2026-04-30", week: 14 };

const WEEK_14: WeekView = weekView([], {
  week: 14,
  days: Array.from({ length: 7 }, (_, index) => ({ day_of_week: index + 1, date: index < 4 ? `2026-04-${27 + index}` : `2026-05-0${index - 3}` })),
});

function highlightOf(periods: HighlightPeriod[], title = "4月30日 周四 下午的空闲"): TimeHighlightData {
  return { title, from: periods[0].date, to: periods.at(-1)!.date, periods };
}

function serveWeeks(weeks: Record<string, WeekView>) {
  const requests: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      requests.push(input);
      const view = weeks[new URL(input, "http://localhost").searchParams.get("week") ?? "current"];
      if (!view) throw new Error(`unexpected request ${input}`);
      return Response.json(view);
    }),
  );
  return requests;
}

describe("highlightLabel", () => {
  it("says free or busy, the date, the weekday, the periods and the clock times, and what is there", () => {
    expect(highlightLabel(FREE_THURSDAY)).toBe("空闲 4月23日 周四 第5-6节 14:00–15:40");
    expect(highlightLabel(MATH_WEDNESDAY)).toBe("有安排 4月22日 周三 第1-2节 08:00–09:40 高等数学");
    expect(highlightLabel({ ...FREE_THURSDAY, slot_end: 5, end: "14:45" })).toBe("空闲 4月23日 周四 第5节 14:00–14:45");
  });
});

describe("WeekGrid marks", () => {
  it("sit in the period's day column across its rows, with words as well as an outline", () => {
    render(<WeekGrid view={weekView([MATH])} highlight={[FREE_THURSDAY, MATH_WEDNESDAY]} />);
    const [free, busy] = screen.getAllByTestId("highlight-mark");
    expect(free.style.getPropertyValue("--day-column")).toBe("5");
    expect(free.style.gridRow).toBe("6 / 8");
    expect(free.textContent).toBe("空闲 4月23日 周四 第5-6节 14:00–15:40空闲14:00–15:40");
    expect(free.className).toContain("outline-dashed");
    expect(busy.style.gridRow).toBe("2 / 4");
    expect(busy.textContent).toBe("有安排 4月22日 周三 第1-2节 08:00–09:40 高等数学");
    // The block under the mark is still the student's to press.
    expect(busy.className).toContain("pointer-events-none");
    expect(screen.getByRole("button", { name: "周三 第1-2节 高等数学，固定，教一楼101" })).toBeTruthy();
  });

  it("leave out periods of other weeks", () => {
    render(<WeekGrid view={weekView([])} highlight={[FREE_NEXT_THURSDAY]} />);
    expect(screen.queryAllByTestId("highlight-mark")).toEqual([]);
  });

  it("in a narrow grid show only on the day shown", () => {
    render(<WeekGrid view={weekView([])} selectedDay={3} highlight={[FREE_THURSDAY]} />);
    expect(screen.getByTestId("highlight-mark").className).toContain("@max-2xl:hidden");
  });
});

describe("SchedulePanel with a highlight", () => {
  it("goes to the week and the day of the marked periods, says what is marked, and clears it on 清除标记", async () => {
    const requests = serveWeeks({ current: weekView([MATH]), "14": WEEK_14 });
    render(<SchedulePanel />);
    await screen.findByText("第13周 · 4月20日–4月26日");
    expect(screen.queryByTestId("time-highlight-bar")).toBeNull();

    act(() => setTimeHighlight({ key: "a1:2", data: highlightOf([FREE_NEXT_THURSDAY]) }));
    await screen.findByText("第14周 · 4月27日–5月3日");
    expect(requests).toEqual(["/api/schedule", "/api/schedule?week=14"]);
    expect(screen.getByTestId("time-highlight-bar").textContent).toContain("已标出：4月30日 周四 下午的空闲（1段空闲）");
    expect(screen.getByTestId("highlight-mark").textContent).toContain("空闲 4月30日 周四 第5-6节 14:00–15:40");
    // A phone shows one day: the one that holds the periods.
    expect(screen.getByRole("button", { name: "周四 30日，有标记，0项安排" }).getAttribute("aria-pressed")).toBe("true");

    fireEvent.click(screen.getByRole("button", { name: "清除标记" }));
    expect(screen.queryByTestId("time-highlight-bar")).toBeNull();
    expect(screen.queryAllByTestId("highlight-mark")).toEqual([]);
    expect(document.activeElement).toBe(screen.getByTestId("week-title"));
  });

  it("stays where the student paged to, and offers the way back to the marked week", async () => {
    serveWeeks({ current: weekView([MATH]), "14": WEEK_14, "13": weekView([MATH]) });
    render(<SchedulePanel />);
    await screen.findByTestId("week-title");
    act(() => setTimeHighlight({ key: "a1:2", data: highlightOf([FREE_NEXT_THURSDAY]) }));
    await screen.findByText("第14周 · 4月27日–5月3日");
    fireEvent.click(screen.getByRole("button", { name: "上一周" }));
    await screen.findByText("第13周 · 4月20日–4月26日");
    expect(screen.queryAllByTestId("highlight-mark")).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "看第14周" }));
    await screen.findByText("第14周 · 4月27日–5月3日");
    expect(screen.getAllByTestId("highlight-mark")).toHaveLength(1);
  });

  it("marks periods of the week on screen without fetching again", async () => {
    const requests = serveWeeks({ current: weekView([MATH]) });
    render(<SchedulePanel />);
    await screen.findByTestId("week-title");
    act(() => setTimeHighlight({ key: "a1:2", data: highlightOf([MATH_WEDNESDAY], "4月22日 周三的安排") }));
    await waitFor(() => expect(screen.getAllByTestId("highlight-mark")).toHaveLength(1));
    expect(screen.getByTestId("time-highlight-bar").textContent).toContain("（1项安排）");
    expect(requests).toEqual(["/api/schedule"]);
  });
});
