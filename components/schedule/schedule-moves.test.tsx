// @vitest-environment jsdom
// The panel's moves and its draft bar against a tiny fake server: GET /api/schedule answers the current view, the
// move, confirm, cancel and undo routes answer as the real ones do and change that view.
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ConfirmRequestData } from "@/lib/protocol";
import type { WeekView } from "@/lib/protocol/week-view";
import { DRAFT_PLACE, MATH, STUDY, weekView } from "@/testing/fixtures/schedule-view";
import { SchedulePanel } from "./schedule-panel";

const DRAFT = "5f0c1a8e-4d1b-4c55-9a52-0c4f3b8a1e10";
const COMMIT = "0b6f8d2c-58a1-4f43-9a4e-2f1f7c0d9e01";
const STUDY_LABEL = "周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论";

interface Call {
  method: string;
  url: string;
  body: unknown;
}

type Route = (body: unknown) => Response;

/** Answers GET /api/schedule(?week=N) from `views` and "METHOD path" from `routes`, recording every call. */
function serve(views: Record<string, () => WeekView>, routes: Record<string, Route> = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: string, init?: RequestInit) => {
      const method = init?.method ?? "GET";
      const body: unknown = typeof init?.body === "string" ? JSON.parse(init.body) : undefined;
      calls.push({ method, url: input, body });
      const url = new URL(input, "http://localhost");
      if (method === "GET" && url.pathname === "/api/schedule") {
        const view = views[url.searchParams.get("week") ?? "current"];
        if (!view) throw new Error(`unexpected request ${input}`);
        return Response.json(view());
      }
      const route = routes[`${method} ${url.pathname}`];
      if (!route) throw new Error(`unexpected request ${method} ${input}`);
      return route(body);
    }),
  );
  return calls;
}

const card = (revision: number): ConfirmRequestData => ({
  draft_id: DRAFT,
  base_version: 3,
  revision,
  summary: "调整 1 个任务",
  changes: [{ state_id: 12, name: STUDY.name, category: STUDY.category, change: "move", from: [], to: [] }],
});

const withDraft = (weeks: Array<{ week: number; changes: number }>, revision = 1): WeekView =>
  weekView([MATH, { ...STUDY, draft_effect: "moved" }, { ...DRAFT_PLACE, id: "draft-12-4-9", name: STUDY.name, slot_start: 9, slot_end: 10, change: "move", draft_id: DRAFT }], {
    draft: { id: DRAFT, base_version: 3, revision, changes: weeks.reduce((sum, week) => sum + week.changes, 0), weeks },
  });

/** The first render of a file is slow on a busy machine. */
const SLOW = { timeout: 5000 };

beforeEach(() => vi.unstubAllGlobals());
afterEach(cleanup);

describe("SchedulePanel moves", () => {
  it("moves a block from the keyboard into the draft, refetches and shows it dashed with the confirm bar", async () => {
    let view = weekView([MATH, STUDY]);
    const calls = serve(
      { current: () => view },
      {
        "POST /api/schedule/moves": () => {
          view = withDraft([{ week: 13, changes: 1 }]);
          return Response.json({ draft: { id: DRAFT, revision: 1 }, confirm_request: card(1) });
        },
      },
    );
    render(<SchedulePanel />);
    const block = await screen.findByRole("button", { name: STUDY_LABEL }, SLOW);
    fireEvent.keyDown(block, { key: "ArrowRight" });
    fireEvent.keyDown(block, { key: "ArrowDown" });
    fireEvent.keyDown(block, { key: "ArrowDown" });
    await act(async () => fireEvent.keyDown(block, { key: "Enter" }));
    expect(calls.find((call) => call.method === "POST")).toEqual({
      method: "POST",
      url: "/api/schedule/moves",
      body: { from: { date: "2026-04-22", slot_start: 7 }, to: { date: "2026-04-23", slot_start: 9 }, event_id: 30, item_id: 12 },
    });
    expect((await screen.findByTestId("draft-count")).textContent).toBe("有 1 项待确认");
    expect(screen.getByTestId("move-status").textContent).toBe("已把「离散数学期末复习 · 谓词逻辑与推理理论」移到周四 第9-10节，确认后写入日程。");
    expect(screen.getAllByTestId("week-block").filter((element) => element.dataset.kind === "draft")).toHaveLength(1);
  });

  it("clears the move's line once its draft is cancelled from the bar", async () => {
    let view = weekView([MATH, STUDY]);
    serve(
      { current: () => view },
      {
        "POST /api/schedule/moves": () => {
          view = withDraft([{ week: 13, changes: 1 }]);
          return Response.json({ draft: { id: DRAFT, revision: 1 }, confirm_request: card(1) });
        },
        [`POST /api/drafts/${DRAFT}/cancel`]: () => {
          view = weekView([MATH, STUDY]);
          return Response.json({ draft_id: DRAFT, status: "discarded" });
        },
      },
    );
    render(<SchedulePanel />);
    const block = await screen.findByRole("button", { name: STUDY_LABEL }, SLOW);
    fireEvent.keyDown(block, { key: "ArrowRight" });
    await act(async () => fireEvent.keyDown(block, { key: "Enter" }));
    await screen.findByTestId("draft-count");
    expect(screen.getByTestId("move-status").textContent).toContain("确认后写入日程");

    await act(async () => fireEvent.click(screen.getByTestId("draft-cancel")));

    await waitFor(() => expect(screen.queryByTestId("draft-count")).toBeNull(), SLOW);
    expect(screen.getByTestId("move-status").textContent).toBe("");
  });

  it("says why a move was refused in an alert, in the server's words", async () => {
    const refusal = "周四 第9-10节已经有「程序设计」了，换个时间吧。";
    serve({ current: () => weekView([MATH, STUDY]) }, { "POST /api/schedule/moves": () => Response.json({ error: { code: "move:refused", message: refusal } }, { status: 422 }) });
    render(<SchedulePanel />);
    const block = await screen.findByRole("button", { name: STUDY_LABEL }, SLOW);
    fireEvent.keyDown(block, { key: "ArrowRight" });
    await act(async () => fireEvent.keyDown(block, { key: "Enter" }));
    expect((await screen.findByTestId("move-error")).getAttribute("role")).toBe("alert");
    expect(screen.getByTestId("move-error").textContent).toContain(refusal);
  });

  it("links to the other weeks the draft changes, and confirms its revision from the bar, then offers 撤销", async () => {
    let current = withDraft([{ week: 13, changes: 1 }, { week: 14, changes: 6 }], 4);
    const calls = serve(
      { current: () => current, "13": () => current },
      {
        [`POST /api/drafts/${DRAFT}/confirm`]: () => {
          current = weekView([MATH, STUDY]);
          return Response.json({ result: {}, schedule_completed: { draft_id: DRAFT, commit_id: COMMIT, version: 4, placed: 0, moved: 7, embedded: 0, removed: 0 } });
        },
        [`POST /api/commits/${COMMIT}/undo`]: () => Response.json({ result: {}, schedule_completed: { commit_id: "c2", undo_of: COMMIT, version: 5, placed: 0, moved: 7, embedded: 0, removed: 0 } }),
      },
    );
    render(<SchedulePanel />);
    expect((await screen.findByTestId("draft-week-link", {}, SLOW)).textContent).toBe("下周有 6 项待确认 →");
    expect(screen.getByTestId("draft-count").textContent).toBe("有 7 项待确认");
    await act(async () => fireEvent.click(screen.getByTestId("draft-confirm")));
    expect(calls.find((call) => call.url.endsWith("/confirm"))?.body).toEqual({ revision: 4 });
    // After 确认 the grid shows the week that changed first (13 here), and the bar offers to undo that commit.
    expect((await screen.findByTestId("draft-bar")).dataset.state).toBe("committed");
    await act(async () => fireEvent.click(screen.getByTestId("draft-bar-undo")));
    expect(calls.some((call) => call.url === `/api/commits/${COMMIT}/undo`)).toBe(true);
    expect((await screen.findByTestId("draft-bar")).textContent).toContain("已撤销刚才的安排。");
  });

  it("goes to the week a link names", async () => {
    const next = weekView([], { week: 14 });
    serve({ current: () => withDraft([{ week: 14, changes: 6 }]), "14": () => next });
    render(<SchedulePanel />);
    const link = await screen.findByTestId("draft-week-link", {}, SLOW);
    await act(async () => fireEvent.click(link));
    expect((await screen.findByTestId("week-title")).textContent).toContain("第14周");
  });

  it("shows a stale confirm's sentence and refetches the current draft", async () => {
    let revision = 1;
    const calls = serve(
      { current: () => withDraft([{ week: 13, changes: 1 }], revision) },
      {
        [`POST /api/drafts/${DRAFT}/confirm`]: () => {
          revision = 2;
          return Response.json({ error: { code: "draft:stale", message: "方案已经变了，请看看最新的方案再确认。", confirm_request: card(2) } }, { status: 409 });
        },
        [`POST /api/drafts/${DRAFT}/cancel`]: () => Response.json({ draft_id: DRAFT, status: "discarded" }),
      },
    );
    render(<SchedulePanel />);
    const confirm = await screen.findByTestId("draft-confirm", {}, SLOW);
    await act(async () => fireEvent.click(confirm));
    expect((await screen.findByRole("alert")).textContent).toBe("方案已经变了，请看看最新的方案再确认。");
    await vi.waitFor(() => expect(screen.getByTestId("draft-bar").dataset.revision).toBe("2"));
    await act(async () => fireEvent.click(screen.getByTestId("draft-cancel")));
    expect(calls.some((call) => call.url === `/api/drafts/${DRAFT}/cancel`)).toBe(true);
  });
});
