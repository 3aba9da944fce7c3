// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { WeekView } from "@/lib/protocol/week-view";
import { notifyScheduleChanged, showSchedule } from "./schedule-events";
import { SchedulePanel } from "./schedule-panel";
import { DRAFT_PLACE, MATH, weekView } from "@/testing/fixtures/schedule-view";

/** Stands in for the server: answers /api/schedule from a table of weeks, recording each request. */
function serveWeeks(weeks: Record<string, () => Response>) {
  const requests: string[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string) => {
      requests.push(input);
      const week = new URL(input, "http://localhost").searchParams.get("week") ?? "current";
      const answer = weeks[week];
      if (!answer) throw new Error(`unexpected request ${input}`);
      return answer();
    }),
  );
  return requests;
}

const answer = (view: WeekView) => () => Response.json(view);

const WEEK_14: WeekView = weekView([], {
  week: 14,
  days: Array.from({ length: 7 }, (_, index) => ({ day_of_week: index + 1, date: index < 4 ? `2026-04-${27 + index}` : `2026-05-0${index - 3}` })),
});

beforeEach(() => {
  vi.unstubAllGlobals();
});
afterEach(cleanup);

describe("SchedulePanel", () => {
  it("shows a loading state, then the current week with its title and blocks", async () => {
    serveWeeks({ current: answer(weekView([MATH])) });
    render(<SchedulePanel />);
    expect(screen.getByRole("status").textContent).toBe("正在加载课程表…");
    expect((await screen.findByTestId("week-title")).textContent).toBe("第13周 · 4月20日–4月26日");
    expect(screen.getByTestId("current-week-tag").textContent).toBe("本周");
    expect(screen.getAllByTestId("week-block")).toHaveLength(1);
    expect((screen.getByRole("button", { name: "本周" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("moves to the next week and back to the current one", async () => {
    const requests = serveWeeks({ current: answer(weekView([MATH])), "14": answer(WEEK_14), "13": answer(weekView([MATH])) });
    render(<SchedulePanel />);
    await screen.findByText("第13周 · 4月20日–4月26日");
    fireEvent.click(screen.getByRole("button", { name: "下一周" }));
    expect((await screen.findByText("第14周 · 4月27日–5月3日")).tagName).toBe("H2");
    expect(screen.getByText("这一周没有课程，也没有安排。")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "本周" }));
    await screen.findByText("第13周 · 4月20日–4月26日");
    expect(requests).toEqual(["/api/schedule", "/api/schedule?week=14", "/api/schedule?week=13"]);
  });

  it("steps from the week last asked for: two quick clicks go two weeks, a click after a card's request steps from it", async () => {
    const WEEK_15 = weekView([], { ...WEEK_14, week: 15 });
    const WEEK_16 = weekView([], { ...WEEK_14, week: 16 });
    const requests = serveWeeks({ current: answer(weekView([MATH])), "14": answer(WEEK_14), "15": answer(WEEK_15), "16": answer(WEEK_16) });
    render(<SchedulePanel />);
    await screen.findByText("第13周 · 4月20日–4月26日");
    fireEvent.click(screen.getByRole("button", { name: "下一周" }));
    fireEvent.click(screen.getByRole("button", { name: "下一周" }));
    await screen.findByText(/^第15周/);
    act(() => showSchedule({ week: 14, reveal: false }));
    fireEvent.click(screen.getByRole("button", { name: "下一周" }));
    await waitFor(() => expect(requests.at(-1)).toBe("/api/schedule?week=15"));
    expect(screen.getByTestId("week-title").textContent).toMatch(/^第15周/);
    expect(requests).not.toContain("/api/schedule?week=16");
  });

  it("shows the week a card asks for (its link, or after 确认)", async () => {
    const requests = serveWeeks({ current: answer(weekView([MATH])), "14": answer(WEEK_14) });
    render(<SchedulePanel />);
    await screen.findByText("第13周 · 4月20日–4月26日");
    act(() => showSchedule({ week: 14, reveal: false }));
    await screen.findByText("第14周 · 4月27日–5月3日");
    expect(requests).toEqual(["/api/schedule", "/api/schedule?week=14"]);
  });

  it("cannot go before week 1 or past the last week", async () => {
    serveWeeks({ current: answer(weekView([], { week: 1, term: { ...weekView([]).term, weeks: 1, current_week: 1 } })) });
    render(<SchedulePanel />);
    await screen.findByTestId("week-title");
    expect((screen.getByRole("button", { name: "上一周" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "下一周" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("refetches when the schedule is announced as changed, and shows the new draft", async () => {
    let view = weekView([MATH]);
    const requests = serveWeeks({ current: () => Response.json(view) });
    render(<SchedulePanel />);
    await screen.findByTestId("week-title");
    expect(screen.queryByTestId("draft-bar")).toBeNull();
    view = weekView([MATH, { ...DRAFT_PLACE, draft_id: "d1" }], { draft: { id: "d1", base_version: 0, revision: 0, changes: 1, weeks: [{ week: 13, changes: 1 }] } });
    act(() => notifyScheduleChanged());
    expect((await screen.findByTestId("draft-count")).textContent).toBe("有 1 项待确认");
    expect(screen.queryByTestId("draft-week-link")).toBeNull();
    expect(requests).toHaveLength(2);
  });

  it("shows the server's Chinese message when loading fails, and retries", async () => {
    let failing = true;
    serveWeeks({
      current: () =>
        failing
          ? Response.json({ error: { code: "term:not_found", message: "还没有设置学期信息，无法规划日程。" } }, { status: 404 })
          : Response.json(weekView([MATH])),
    });
    render(<SchedulePanel />);
    expect((await screen.findByRole("alert")).textContent).toContain("课程表加载失败：还没有设置学期信息，无法规划日程。");
    failing = false;
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByTestId("week-title")).toBeTruthy();
  });

  it("says the network failed when the request never reaches the server", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    render(<SchedulePanel />);
    expect((await screen.findByRole("alert")).textContent).toContain("网络连接中断，请检查网络后重试。");
  });

  it("draws the week the page brought without asking, on the server too, and still refetches on a change", async () => {
    const requests = serveWeeks({ current: answer(weekView([MATH, DRAFT_PLACE])), "14": answer(WEEK_14) });
    const html = renderToString(<SchedulePanel initialView={weekView([MATH])} />);
    expect(html).toContain("第13周 · 4月20日–4月26日");
    expect(html.match(/data-testid="week-block"/g)).toHaveLength(1);
    expect(html).not.toContain("正在加载课程表");

    render(<SchedulePanel initialView={weekView([MATH])} />);
    expect(screen.getByTestId("week-title").textContent).toBe("第13周 · 4月20日–4月26日");
    expect(screen.getAllByTestId("week-block")).toHaveLength(1);
    await act(async () => {});
    expect(requests).toEqual([]);
    act(() => notifyScheduleChanged());
    await waitFor(() => expect(screen.getAllByTestId("week-block")).toHaveLength(2));
    fireEvent.click(screen.getByRole("button", { name: "下一周" }));
    await screen.findByText("第14周 · 4月27日–5月3日");
    expect(requests).toEqual(["/api/schedule", "/api/schedule?week=14"]);
  });

  it("switches the day shown in a narrow container", async () => {
    serveWeeks({ current: answer(weekView([MATH, DRAFT_PLACE])) });
    render(<SchedulePanel />);
    await screen.findByTestId("week-title");
    const today = screen.getByRole("button", { name: "今天 22日，周三，1项安排" });
    expect(today.getAttribute("aria-pressed")).toBe("true");
    const thursday = screen.getByRole("button", { name: "周四 23日，1项安排，含待确认" });
    fireEvent.click(thursday);
    expect(thursday.getAttribute("aria-pressed")).toBe("true");
    const draftCell = screen.getByRole("button", { name: "周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认" }).closest('[data-testid="week-cell"]');
    expect(draftCell?.className).not.toContain("@max-2xl:hidden");
  });
});
