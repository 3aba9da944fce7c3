// @vitest-environment jsdom
// 今天: the next block in clock time and words, today's blocks with their check-in, deadlines, overdue to-dos with
// 完成 / 改期, and earlier blocks waiting. The clock is fixed at Saturday 2026-12-05 20:30 Shanghai.
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { TodayView } from "@/lib/protocol/checkins";
import { FRIDAY_EVENING, NOW, studyBlock, THURSDAY, todayView } from "@/testing/fixtures/today-view";
import { SearchParamsContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { AskedMessages } from "@/testing/fixtures/asked-messages";
import { TodayPanel } from "./today-panel";

/** Saturday 12-05, periods 11-12 from 20:55: 25 minutes after NOW. */
const TONIGHT = studyBlock({ event_id: 40, name: "图论", date: "2026-12-05", slot_start: 11, slot_end: 12, starts_at: "2026-12-05T12:55:00Z", outcome: null });
/** Saturday 12-05, periods 7-8 from 16:00, checked in as partial. */
const AFTERNOON = studyBlock({ event_id: 41, name: "代数系统", date: "2026-12-05", slot_start: 7, slot_end: 8, starts_at: "2026-12-05T08:00:00Z", outcome: "partial", periods_done: 1 });

/** /api/today answering `today`; a check-in answered with `checkin` when given. */
function serve(today: TodayView, checkin?: unknown) {
  const requests: Array<{ url: string; method: string; body: unknown }> = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      requests.push({ url, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
      if (url === "/api/today") return Response.json(today);
      if (checkin !== undefined && /^\/api\/blocks\/\d+\/checkin$/.test(url)) return Response.json(checkin);
      if (url.startsWith("/api/tasks/")) return Response.json({ error: { code: "task:not_found", message: "找不到这个待办。" } }, { status: 404 });
      throw new Error(`unexpected request ${url}`);
    }),
  );
  return requests;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("TodayPanel", () => {
  it("marks the block a reminder's notification pointed at (?view=today&block=<eventId>), as next and in today's list", async () => {
    serve(todayView({ next: TONIGHT, blocks: [AFTERNOON, TONIGHT] }));
    render(
      <SearchParamsContext.Provider value={new URLSearchParams("?view=today&block=40")}>
        <TodayPanel timeZone="Asia/Shanghai" />
      </SearchParamsContext.Provider>,
    );
    const rows = within(await screen.findByTestId("today-blocks")).getAllByTestId("study-block-row");
    expect(rows.map((row) => row.getAttribute("aria-current"))).toEqual([null, "true"]);
    expect(within(screen.getByTestId("today-next")).getByText("离散数学期末复习 · 图论").parentElement?.getAttribute("aria-current")).toBe("true");
  });

  it("says when the next block starts, in clock time and in words", async () => {
    serve(todayView({ next: TONIGHT, blocks: [AFTERNOON, TONIGHT] }));
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    expect((await screen.findByTestId("today-next-when")).textContent).toBe("20:55 开始，还有 25 分钟");
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("今天 · 12月5日 周六");
  });

  it("names tomorrow's next block by day", async () => {
    serve(todayView({ next: { ...TONIGHT, date: "2026-12-06", slot_start: 1, slot_end: 2, starts_at: "2026-12-06T00:00:00Z" } }));
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    expect((await screen.findByTestId("today-next-when")).textContent).toBe("明天 08:00 开始，还有 11 小时 30 分钟");
  });

  it("lists today's blocks with their outcome (做了 1 节) and check-in, and one not begun without buttons", async () => {
    serve(todayView({ next: TONIGHT, blocks: [AFTERNOON, TONIGHT] }));
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    const blocks = within(await screen.findByTestId("today-blocks"));
    const rows = blocks.getAllByTestId("study-block-row");
    expect(rows.map((row) => row.querySelector("p + p")?.textContent)).toEqual(["第7-8节 16:00 · 做了 1 节", "第11-12节 20:55 · 还没开始"]);
    expect(blocks.getByRole("button", { name: "「离散数学期末复习 · 代数系统」做了一部分" }).getAttribute("aria-pressed")).toBe("true");
    expect(within(rows[1]).queryByRole("button")).toBeNull();
  });

  it("offers today's begun block 完成 / 做了一部分 / 没做 in the same words as the grid, and records a partial one", async () => {
    // Saturday 12-05, periods 9-10 from 19:00: begun at 20:30, not yet checked in.
    const evening = studyBlock({ event_id: 42, name: "命题逻辑", date: "2026-12-05", slot_start: 9, slot_end: 10, starts_at: "2026-12-05T11:00:00Z", outcome: "unconfirmed" });
    const requests = serve(todayView({ blocks: [evening, TONIGHT] }), {
      outcome: "partial",
      periods_done: 1,
      block: { ...evening, outcome: "partial", periods_done: 1 },
      item: null,
    });
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    const row = within((await screen.findAllByTestId("study-block-row"))[0]);
    expect(row.getAllByRole("button").map((button) => button.textContent)).toEqual(["完成", "做了一部分", "没做"]);
    fireEvent.click(row.getByRole("button", { name: "「离散数学期末复习 · 命题逻辑」做了一部分" }));
    expect((row.getByLabelText("做了几节") as HTMLSelectElement).value).toBe("1");
    fireEvent.click(row.getByRole("button", { name: "记录" }));
    await waitFor(() => expect(requests.filter((request) => request.method === "POST")).toEqual([{ url: "/api/blocks/42/checkin", method: "POST", body: { status: "partial", periods_done: 1, date: "2026-12-05", slot_start: 9 } }]));
  });

  it("lists earlier blocks waiting for a check-in with their day", async () => {
    serve(todayView({ unconfirmed: [THURSDAY, FRIDAY_EVENING] }));
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    const waiting = within(await screen.findByTestId("today-waiting"));
    expect(waiting.getByRole("heading").textContent).toBe("等待打卡（2）");
    expect(waiting.getAllByTestId("study-block-row").map((row) => row.querySelector("p + p")?.textContent)).toEqual([
      "前天 第3-4节 10:00 · 待打卡",
      "昨天 第9-10节 19:00 · 待打卡",
    ]);
  });

  it("offers 重新安排 beside the blocks waiting and beside a block checked in as 没做, each asking the assistant", async () => {
    const skipped = { ...AFTERNOON, outcome: "skipped" as const, periods_done: 0 };
    serve(todayView({ blocks: [skipped, TONIGHT], unconfirmed: [THURSDAY, FRIDAY_EVENING] }));
    const sent: string[] = [];
    render(
      <>
        <AskedMessages sent={sent} />
        <TodayPanel timeZone="Asia/Shanghai" />
      </>,
    );
    const blocks = within(await screen.findByTestId("today-blocks"));
    // Only the skipped block, not the one still to come.
    expect(blocks.getAllByRole("button", { name: /重新安排/ }).map((button) => button.getAttribute("aria-label"))).toEqual(["「离散数学期末复习 · 代数系统」重新安排"]);
    fireEvent.click(blocks.getByRole("button", { name: "「离散数学期末复习 · 代数系统」重新安排" }));
    expect(sent).toEqual(["把没完成的重新排一下"]);
    fireEvent.click(within(screen.getByTestId("today-waiting")).getByRole("button", { name: "重新安排没完成的学习" }));
    expect(sent).toEqual(["把没完成的重新排一下", "把没完成的重新排一下"]);
  });

  it("offers 重新安排 on an overdue to-do beside 完成 and 改期", async () => {
    serve(todayView({ overdue: [{ id: 7, title: "交实验报告", deadline_at: "2026-12-01T15:59:00Z" }] }));
    const sent: string[] = [];
    render(
      <>
        <AskedMessages sent={sent} />
        <TodayPanel timeZone="Asia/Shanghai" />
      </>,
    );
    const overdue = within(await screen.findByTestId("overdue-todo"));
    expect(overdue.getAllByRole("button").map((button) => button.textContent)).toEqual(["完成", "改期", "重新安排"]);
    fireEvent.click(overdue.getByRole("button", { name: "「交实验报告」重新安排" }));
    expect(sent).toEqual(["把没完成的重新排一下"]);
  });

  it("shows deadlines today and tomorrow in the student's zone", async () => {
    serve(
      todayView({
        deadlines: [
          { id: 1, title: "交实验报告", deadline_at: "2026-12-05T15:59:00Z", day: "today" },
          { id: 2, title: "给导师发周报", deadline_at: "2026-12-06T10:00:00Z", day: "tomorrow" },
        ],
      }),
    );
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    const deadlines = await screen.findByTestId("today-deadlines");
    expect(deadlines.textContent).toContain("交实验报告截止 今天 23:59");
    expect(deadlines.textContent).toContain("给导师发周报截止 明天 18:00");
  });

  it("offers 完成 and 改期 on an overdue to-do, and says a refusal", async () => {
    const requests = serve(todayView({ overdue: [{ id: 7, title: "交实验报告", deadline_at: "2026-12-01T15:59:00Z" }] }));
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    const overdue = within(await screen.findByTestId("today-overdue"));
    expect(overdue.getByTestId("overdue-todo").textContent).toContain("已过期 · 截止 12月1日 周二 23:59");
    fireEvent.click(overdue.getByRole("button", { name: "「交实验报告」改期" }));
    // Proposed: the same clock time tomorrow.
    expect((overdue.getByLabelText("新的截止时间") as HTMLInputElement).value).toBe("2026-12-06 23:59");
    fireEvent.click(overdue.getByRole("button", { name: "保存" }));
    expect((await overdue.findByRole("alert")).textContent).toBe("找不到这个待办。");
    expect(requests.at(-1)).toEqual({ url: "/api/tasks/7", method: "PATCH", body: { deadline_at: "2026-12-06T23:59" } });
    fireEvent.click(overdue.getByRole("button", { name: "「交实验报告」完成" }));
    await waitFor(() => expect(requests.at(-1)).toEqual({ url: "/api/tasks/7", method: "PATCH", body: { is_completed: true } }));
  });

  it("says an empty day plainly", async () => {
    serve(todayView());
    render(<TodayPanel timeZone="Asia/Shanghai" />);
    expect((await screen.findByTestId("today-next")).textContent).toContain("接下来两周没有安排学习块。");
    expect(screen.getByTestId("today-blocks").textContent).toContain("今天没有学习块。");
    expect(screen.queryByTestId("today-overdue")).toBeNull();
  });
});
