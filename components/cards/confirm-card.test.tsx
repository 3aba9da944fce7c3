// @vitest-environment jsdom
// jsdom: the card's buttons are clicked in a DOM; the network boundary (fetch) is replaced by a controllable stub,
// since the draft routes themselves are covered by their own tests and by e2e.
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ConfirmRequestData, ScheduleCompletedData } from "@/lib/protocol";
import { SHOW_SCHEDULE_EVENT } from "@/components/schedule/schedule-events";
import { CurrentConversation } from "@/client/current-conversation";
import { forgetScheduleSnapshot, publishScheduleSnapshot } from "@/components/schedule/schedule-snapshot";
import { ConfirmCard } from "./confirm-card";
import { deferred, jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock, scheduleChanges } = stubCardFetch();

const DRAFT = "5f0c1a8e-4d1b-4c55-9a52-0c4f3b8a1e10";
const data: ConfirmRequestData = {
  draft_id: DRAFT,
  base_version: 3,
  summary: "已为你预排 2 个任务，确认后写入日程。",
  changes: [
    {
      state_id: 14,
      name: "集合与二元关系",
      category: "离散数学期末复习",
      change: "place",
      from: [],
      // 2026-12-02 is a Wednesday.
      to: [{ day: 3, week: 13, day_of_week: 3, date: "2026-12-02", slot_start: 3, slot_end: 4 }],
      embedded_in: "思想政治",
    },
    {
      state_id: 12,
      name: "谓词逻辑与推理理论",
      category: "离散数学期末复习",
      change: "move",
      // 2026-12-03 is a Thursday, 2026-12-04 a Friday.
      from: [{ day: 4, week: 13, day_of_week: 4, date: "2026-12-03", slot_start: 7, slot_end: 8 }],
      to: [{ day: 5, week: 13, day_of_week: 5, date: "2026-12-04", slot_start: 9, slot_end: 10 }],
    },
  ],
};
const completed: ScheduleCompletedData = { draft_id: DRAFT, version: 4, placed: 1, moved: 1, embedded: 1, removed: 0 };

afterEach(() => act(() => forgetScheduleSnapshot()));

function renderCard(onConfirmed = vi.fn(), locked = false) {
  render(<ConfirmCard data={data} seq={9} state="open" locked={locked} onConfirmed={onConfirmed} />);
  return onConfirmed;
}

describe("ConfirmCard", () => {
  it("lists each change with dates, sections and the embed marker", () => {
    renderCard();
    const rows = screen.getAllByTestId("change-row");
    expect(rows[0].textContent).toContain("12月2日 周三 第3-4节");
    expect(rows[0].textContent).toContain("嵌入 思想政治");
    expect(rows[1].textContent).toContain("12月3日 周四 第7-8节 → 12月4日 周五 第9-10节");
    expect(screen.getByTestId("mini-week-diff")).toBeTruthy();
  });

  it("names a review sitting 复习 · <item> (issue 25)", () => {
    const review = { ...data.changes[0], state_id: 40, review_of: 7, embedded_in: undefined, to: [{ ...data.changes[0].to[0], slot_end: 3 }] };
    render(<ConfirmCard data={{ ...data, changes: [review] }} seq={9} state="open" locked={false} onConfirmed={vi.fn()} />);
    expect(screen.getByTestId("change-row").textContent).toContain("新增复习 · 集合与二元关系");
  });

  it("says under the summary what the student asked to keep out, and nothing when there is no note", () => {
    const note = "「四级真题」没有排，按你说的留着。";
    render(<ConfirmCard data={{ ...data, notes: [note] }} seq={9} state="open" locked={false} onConfirmed={vi.fn()} />);
    expect(screen.getByTestId("confirm-note").textContent).toBe(note);
    cleanup();
    renderCard();
    expect(screen.queryByTestId("confirm-note")).toBeNull();
  });

  it("disables both buttons while confirming, and a double click sends one request", async () => {
    const pending = deferred<Response>();
    fetchMock.mockReturnValue(pending.promise);
    const onConfirmed = renderCard();
    const confirm = screen.getByTestId("confirm");
    fireEvent.click(confirm);
    fireEvent.click(confirm);
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/drafts/${DRAFT}/confirm`);
    expect(confirm).toHaveProperty("disabled", true);
    expect(screen.getByTestId("cancel")).toHaveProperty("disabled", true);
    expect(screen.getByText("正在写入日程…")).toBeTruthy();

    await act(async () => pending.resolve(jsonResponse({ result: {}, schedule_completed: completed })));
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith(completed);
    expect(scheduleChanges()).toBe(1);
    expect(screen.queryByTestId("confirm")).toBeNull();
    expect(screen.getByText("方案已确认")).toBeTruthy();
  });

  it("confirms the revision the card shows", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ result: {}, schedule_completed: completed }));
    render(<ConfirmCard data={{ ...data, revision: 4 }} seq={9} state="open" locked={false} onConfirmed={vi.fn()} />);
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe(`/api/drafts/${DRAFT}/confirm`);
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe(JSON.stringify({ revision: 4 }));
  });

  it("says which conversation it was confirmed from, so the completion card lands there", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ result: {}, schedule_completed: completed }));
    render(
      <CurrentConversation.Provider value="conversation-a">
        <ConfirmCard data={{ ...data, revision: 4 }} seq={9} state="open" locked={false} onConfirmed={vi.fn()} />
      </CurrentConversation.Provider>,
    );
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    expect(fetchMock.mock.calls[0][1]?.body).toBe(JSON.stringify({ revision: 4, conversation_id: "conversation-a" }));
  });

  it("on a stale card says so and shows the current card, whose revision the next 确认 sends", async () => {
    const current: ConfirmRequestData = { ...data, revision: 6, summary: "已为你预排 1 个任务，确认后写入日程。", changes: [data.changes[1]] };
    fetchMock.mockResolvedValueOnce(
      jsonResponse({ error: { code: "draft:stale", message: "方案已经变了，请看看最新的方案再确认。", confirm_request: current } }, 409),
    );
    const onConfirmed = vi.fn();
    render(<ConfirmCard data={{ ...data, revision: 4 }} seq={9} state="open" locked={false} onConfirmed={onConfirmed} />);
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    expect(screen.getByRole("alert").textContent).toBe("方案已经变了，请看看最新的方案再确认。");
    expect(screen.getByText("已为你预排 1 个任务，确认后写入日程。")).toBeTruthy();
    expect(screen.getAllByTestId("change-row")).toHaveLength(1);
    expect(screen.getByText("1 项变更")).toBeTruthy();
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(scheduleChanges()).toBe(1);

    fetchMock.mockResolvedValueOnce(jsonResponse({ result: {}, schedule_completed: completed }));
    expect(screen.getByTestId("confirm")).toHaveProperty("disabled", false);
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    expect(fetchMock.mock.calls[1][1]?.body).toBe(JSON.stringify({ revision: 6 }));
    expect(onConfirmed).toHaveBeenCalledExactlyOnceWith(completed);
  });

  it("after 确认 asks the grid to show the week that changed; on a phone it links to the 日程 tab", async () => {
    const shown: unknown[] = [];
    const listener = (event: Event) => shown.push(event instanceof CustomEvent ? event.detail : undefined);
    window.addEventListener(SHOW_SCHEDULE_EVENT, listener);
    fetchMock.mockResolvedValue(jsonResponse({ result: {}, schedule_completed: completed }));
    renderCard();
    fireEvent.click(screen.getByTestId("show-in-grid"));
    expect(screen.getByTestId("show-in-grid").textContent).toBe("在日程中查看第13周 →");
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    window.removeEventListener(SHOW_SCHEDULE_EVENT, listener);
    expect(shown).toEqual([
      { week: 13, reveal: true },
      { week: 13, reveal: false },
    ]);
  });

  it("shows the conflict message on a 409 and leaves only 取消", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ error: { code: "schedule:conflict", message: "你的日程在此期间已被修改，请重新规划。" } }, 409),
    );
    const onConfirmed = renderCard();
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    expect(screen.getByTestId("confirm-error").textContent).toBe("你的日程在此期间已被修改，请重新规划。");
    expect(screen.getByTestId("confirm")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("cancel")).toHaveProperty("disabled", false);
    expect(onConfirmed).not.toHaveBeenCalled();
    expect(scheduleChanges()).toBe(0);
  });

  it("lets the student try again after a server error", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "server:error", message: "服务器出错了，请稍后再试。" } }, 500));
    renderCard();
    await act(async () => fireEvent.click(screen.getByTestId("confirm")));
    expect(screen.getByTestId("confirm-error").textContent).toBe("服务器出错了，请稍后再试。");
    expect(screen.getByTestId("confirm")).toHaveProperty("disabled", false);
  });

  it("cancels the draft and announces the schedule change", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ draft_id: DRAFT, status: "discarded" }));
    renderCard();
    await act(async () => fireEvent.click(screen.getByTestId("cancel")));
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/drafts/${DRAFT}/cancel`);
    expect(screen.getByText("方案已取消")).toBeTruthy();
    expect(scheduleChanges()).toBe(1);
  });

  it("waits for the running turn before offering the decision", () => {
    renderCard(vi.fn(), true);
    expect(screen.getByTestId("confirm")).toHaveProperty("disabled", true);
    expect(screen.getByTestId("cancel")).toHaveProperty("disabled", true);
  });

  it("shows a proposed class with its items; a class alone has no change list, and a cancelled card no buttons", () => {
    const classOnly: ConfirmRequestData = {
      draft_id: DRAFT,
      base_version: 3,
      summary: "新建任务类「概率论复习」（2项），确认后保存。",
      changes: [],
      new_task_classes: [
        {
          name: "概率论复习",
          start_date: "2026-11-30",
          end_date: "2026-12-13",
          strategy: "steady",
          items: [
            { content: "第一章", duration: 2 },
            { content: "第二章", duration: 3 },
          ],
        },
      ],
    };
    const { rerender } = render(<ConfirmCard data={classOnly} seq={9} state="open" locked={false} onConfirmed={vi.fn()} />);
    const block = screen.getByTestId("proposed-class");
    expect(block.textContent).toContain("11月30日 周一 – 12月13日 周日 · 稳扎稳打 · 2 项 / 5 节");
    expect([...block.querySelectorAll("ol > li")].map((item) => item.textContent)).toEqual(["1.第一章2节", "2.第二章3节"]);
    expect(screen.queryAllByTestId("change-row")).toEqual([]);
    expect(screen.queryByTestId("mini-week-diff")).toBeNull();
    expect(screen.getByText("新建任务类 1 个")).toBeTruthy();

    rerender(<ConfirmCard data={classOnly} seq={9} state="cancelled" locked={false} onConfirmed={vi.fn()} />);
    expect(screen.getByText("方案已取消")).toBeTruthy();
    expect(screen.queryByTestId("confirm")).toBeNull();
  });

  describe("once the week grid has read the schedule", () => {
    it("says 已过期 without buttons when another draft is the open one", () => {
      act(() => publishScheduleSnapshot({ draft: { id: "another-draft" }, latest_commit_id: null }));
      renderCard();
      expect(screen.getByRole("heading").textContent).toBe("方案已过期");
      expect(screen.getByText("日程在这之后变过，这个方案不能再确认了。需要的话，让助手重新安排。")).toBeTruthy();
      expect(screen.queryByTestId("confirm")).toBeNull();
      expect(screen.queryByTestId("cancel")).toBeNull();
    });

    it("says 已过期 when no draft is open any more", () => {
      act(() => publishScheduleSnapshot({ draft: null }));
      renderCard();
      expect(screen.getByRole("heading").textContent).toBe("方案已过期");
    });

    it("keeps its buttons while its draft is the open one", () => {
      act(() => publishScheduleSnapshot({ draft: { id: DRAFT } }));
      renderCard();
      expect(screen.getByTestId("confirm")).toHaveProperty("disabled", false);
    });

    it("is not judged while a turn runs, nor after a change was announced and before the next view", () => {
      act(() => publishScheduleSnapshot({ draft: { id: "another-draft" } }));
      renderCard(vi.fn(), true);
      expect(screen.getByTestId("confirm")).toBeTruthy();
      cleanup();
      act(() => forgetScheduleSnapshot());
      renderCard();
      expect(screen.getByTestId("confirm")).toHaveProperty("disabled", false);
      act(() => publishScheduleSnapshot({ draft: { id: "another-draft" } }));
      expect(screen.getByRole("heading").textContent).toBe("方案已过期");
    });
  });
});
