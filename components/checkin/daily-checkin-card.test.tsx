// @vitest-environment jsdom
// The daily check-in card: shown once per student date when blocks wait, one tap per block, 都完成了, 关闭.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CheckinResponse, StudyBlock, TodayView } from "@/lib/protocol/checkins";
import { FRIDAY_AFTERNOON, FRIDAY_EVENING, THURSDAY, todayView } from "@/testing/fixtures/today-view";
import { AskedMessages } from "@/testing/fixtures/asked-messages";
import { DailyCheckinCard } from "./daily-checkin-card";

/** Stands in for the server: GET /api/today answers `today`; each check-in is recorded and answered as done. */
function serve(today: TodayView) {
  const checkins: Array<{ url: string; body: unknown }> = [];
  const blocks = [...today.unconfirmed, ...today.blocks];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      if (url === "/api/today") return Response.json(today);
      const match = /^\/api\/blocks\/(\d+)\/checkin$/.exec(url);
      if (!match) throw new Error(`unexpected request ${url}`);
      const body = JSON.parse(String(init?.body)) as { status: "done" | "partial" | "skipped"; periods_done?: number; date: string; slot_start: number };
      checkins.push({ url, body });
      const block = blocks.find((candidate) => candidate.event_id === Number(match[1]) && candidate.date === body.date) as StudyBlock;
      const periods = block.slot_end - block.slot_start + 1;
      const periodsDone = body.status === "done" ? periods : body.status === "skipped" ? 0 : (body.periods_done ?? 1);
      const answer: CheckinResponse = { outcome: body.status, periods_done: periodsDone, block: { ...block, outcome: body.status, periods_done: periodsDone }, item: null };
      return Response.json(answer);
    }),
  );
  return checkins;
}

beforeEach(() => {
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("DailyCheckinCard", () => {
  it("asks about yesterday's blocks by day word, each with its period and clock time", async () => {
    serve(todayView({ unconfirmed: [FRIDAY_AFTERNOON, FRIDAY_EVENING] }));
    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    const card = await screen.findByRole("region", { name: "昨天的 2 个学习块完成了吗？" });
    const rows = screen.getAllByTestId("study-block-row").map((row) => row.querySelector("p + p")?.textContent);
    expect(rows).toEqual(["昨天 第5节 14:00 · 待打卡", "昨天 第9-10节 19:00 · 待打卡"]);
    expect(card.textContent).toContain("离散数学期末复习 · 图论");
    // A one-period block has no 做了一部分.
    expect(screen.queryByRole("button", { name: "「离散数学期末复习 · 图论」做了一部分" })).toBeNull();
    expect(screen.getByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」做了一部分" })).toBeTruthy();
  });

  it("names 前天 and says 最近 when the blocks span several days", async () => {
    serve(todayView({ unconfirmed: [THURSDAY, FRIDAY_EVENING] }));
    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    expect(await screen.findByRole("heading", { name: "最近的 2 个学习块完成了吗？" })).toBeTruthy();
    expect(screen.getAllByTestId("study-block-row")[0].textContent).toContain("前天 第3-4节 10:00");
  });

  it("records one tap per block for that sitting, and keeps the row with its outcome", async () => {
    const checkins = serve(todayView({ unconfirmed: [FRIDAY_AFTERNOON, FRIDAY_EVENING] }));
    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    fireEvent.click(await screen.findByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」没做" }));
    await waitFor(() => expect(screen.getAllByTestId("study-block-row")[1].dataset.outcome).toBe("skipped"));
    expect(screen.getAllByTestId("study-block-row")[1].textContent).toContain("昨天 第9-10节 19:00 · 没做");
    expect(checkins).toEqual([{ url: "/api/blocks/31/checkin", body: { status: "skipped", date: "2026-12-04", slot_start: 9 } }]);
    expect(screen.getByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」没做" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("offers 重新安排 once a block is marked 没做, which asks the assistant to re-plan the missed work", async () => {
    serve(todayView({ unconfirmed: [FRIDAY_AFTERNOON, FRIDAY_EVENING] }));
    const sent: string[] = [];
    render(
      <>
        <AskedMessages sent={sent} />
        <DailyCheckinCard timeZone="Asia/Shanghai" />
      </>,
    );
    await screen.findByTestId("daily-checkin");
    expect(screen.queryByRole("button", { name: /重新安排/ })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」没做" }));
    const replan = await screen.findByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」重新安排" });
    expect(screen.getAllByRole("button", { name: /重新安排/ })).toHaveLength(1);
    fireEvent.click(replan);
    expect(sent).toEqual(["把没完成的重新排一下"]);
  });

  it("records every block still waiting as done with 都完成了", async () => {
    const checkins = serve(todayView({ unconfirmed: [FRIDAY_AFTERNOON, FRIDAY_EVENING] }));
    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    fireEvent.click(await screen.findByRole("button", { name: "都完成了" }));
    expect(await screen.findByText("都记下了。")).toBeTruthy();
    expect(checkins.map((checkin) => checkin.url)).toEqual(["/api/blocks/32/checkin", "/api/blocks/31/checkin"]);
    expect(screen.getAllByTestId("study-block-row").map((row) => row.dataset.outcome)).toEqual(["done", "done"]);
  });

  it("shows once per student date: a second opening that day has no card, and 关闭 puts it away", async () => {
    serve(todayView({ unconfirmed: [FRIDAY_EVENING] }));
    const first = render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    await screen.findByTestId("daily-checkin");
    // Remembered by an effect after the card is drawn: waited for, not assumed done with the first paint.
    await waitFor(() => expect(window.localStorage.getItem("study-planner:daily-checkin:2026-12-05")).toBe("shown"));
    fireEvent.click(screen.getByRole("button", { name: "关闭打卡卡片" }));
    expect(screen.queryByTestId("daily-checkin")).toBeNull();
    first.unmount();

    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalledTimes(2));
    expect(screen.queryByTestId("daily-checkin")).toBeNull();
  });

  it("shows nothing when no block waits", async () => {
    serve(todayView());
    render(<DailyCheckinCard timeZone="Asia/Shanghai" />);
    await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
    expect(screen.queryByTestId("daily-checkin")).toBeNull();
    expect(window.localStorage.length).toBe(0);
  });
});
