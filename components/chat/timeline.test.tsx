// @vitest-environment jsdom
// jsdom: the timeline is checked through its rendered DOM (data-kind / data-seq are the e2e hooks).
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { deriveTimeline, type ConfirmRequestData, type PlannerUIMessage } from "@/lib/protocol";
import { Timeline } from "./timeline";

afterEach(cleanup);

const quickNoteTurn: PlannerUIMessage[] = [
  { id: "u1", role: "user", parts: [{ type: "text", text: "提醒我周三晚上8点给导师发周报" }] },
  {
    id: "a1",
    role: "assistant",
    parts: [
      { type: "data-status", data: { stage: "route", text: "正在理解你的需求…" } },
      { type: "step-start" },
      {
        type: "tool-quick_note",
        toolCallId: "call-1",
        state: "output-available",
        input: { content: "周三晚上8点给导师发周报" },
        output: { ok: true, text: "已记下：给导师发周报" },
      },
      { type: "reasoning", text: "用户要一个提醒", state: "done" },
      { type: "text", text: "我帮你记下来了。", state: "done" },
      {
        type: "data-business_card",
        data: {
          stage: "quick_task",
          block_id: "quick_task.result",
          display_mode: "card",
          business_card: { card_type: "task_record", source: "quick_note", data: { title: "给导师发周报" } },
        },
      },
    ],
  },
];

const confirmData: ConfirmRequestData = {
  draft_id: "5f0c1a8e-4d1b-4c55-9a52-0c4f3b8a1e10",
  base_version: 3,
  summary: "预排 1 个任务",
  changes: [
    {
      state_id: 14,
      name: "集合与二元关系",
      category: "离散数学期末复习",
      change: "place",
      from: [],
      // 2026-12-02 is a Wednesday.
      to: [{ day: 3, week: 13, day_of_week: 3, date: "2026-12-02", slot_start: 9, slot_end: 10 }],
    },
  ],
};

function blocksOf(container: HTMLElement) {
  return [...container.querySelectorAll<HTMLElement>("[data-kind]")].map((element) => [Number(element.dataset.seq), element.dataset.kind]);
}

function renderTimeline(messages: PlannerUIMessage[], status: "ready" | "streaming" = "ready") {
  return render(<Timeline messages={messages} status={status} onConfirmed={() => undefined} />);
}

describe("Timeline", () => {
  it("renders every event in seq order with the seq and kind deriveTimeline gives it", () => {
    const { container } = renderTimeline(quickNoteTurn);
    const expected = deriveTimeline(quickNoteTurn).map((event) => [event.seq, event.kind]);
    expect(blocksOf(container)).toEqual(expected);
  });

  it("places the business card directly after the assistant text it belongs to", () => {
    const { container } = renderTimeline(quickNoteTurn);
    const kinds = blocksOf(container).map(([, kind]) => kind);
    expect(kinds.indexOf("business_card")).toBe(kinds.indexOf("assistant_text") + 1);
    expect(container.querySelector("[data-kind='business_card']")?.getAttribute("data-card-type")).toBe("task_record");
  });

  it("shows the tool's Chinese name and its result inside one compact block", () => {
    const { container } = renderTimeline(quickNoteTurn);
    const call = container.querySelector<HTMLElement>("[data-kind='tool_call']");
    expect(call?.textContent).toContain("随口记");
    const result = call?.querySelector<HTMLElement>("[data-kind='tool_result']");
    expect(result?.dataset.ok).toBe("true");
    expect(call?.textContent).toContain("已记下：给导师发周报");
  });

  it("marks a failed tool result as failed", () => {
    const { container } = renderTimeline([
      {
        id: "a",
        role: "assistant",
        parts: [{ type: "tool-place", toolCallId: "c", state: "output-error", input: { task_id: 1, day: 3, slot_start: 9 }, errorText: "第3天第9-10节已被占用" }],
      },
    ]);
    const result = container.querySelector<HTMLElement>("[data-kind='tool_result']");
    expect(result?.dataset.ok).toBe("false");
    expect(result?.textContent).toContain("失败");
  });

  it("folds reasoning into the assistant text as a collapsed disclosure", () => {
    const { container } = renderTimeline(quickNoteTurn);
    const details = container.querySelector("[data-kind='assistant_text'] details");
    expect(details?.hasAttribute("open")).toBe(false);
    expect(details?.textContent).toContain("用户要一个提醒");
  });

  it("keeps the partial text of an interrupted turn and ends it with the interrupt marker", () => {
    const { container } = renderTimeline([
      { id: "u", role: "user", parts: [{ type: "text", text: "帮我排复习" }] },
      {
        id: "a",
        role: "assistant",
        parts: [
          { type: "text", text: "好的，我先看看", state: "done" },
          { type: "data-interrupt", data: { reason: "aborted", text: "你停止了本轮回复。" } },
        ],
      },
    ]);
    expect(blocksOf(container).map(([, kind]) => kind)).toEqual(["user_text", "assistant_text", "interrupt"]);
    expect(container.querySelector("[data-kind='assistant_text']")?.textContent).toBe("好的，我先看看");
    const marker = container.querySelector("[data-kind='interrupt']");
    expect(marker?.textContent).toContain("已停止");
    expect(marker?.textContent).toContain("你停止了本轮回复。");
  });

  it("offers confirm on the latest proposal and closes an earlier one for the same draft", () => {
    const { container, getAllByTestId } = renderTimeline([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirmData }] },
      { id: "a2", role: "assistant", parts: [{ type: "data-confirm_request", data: confirmData }] },
    ]);
    const cards = container.querySelectorAll("[data-kind='confirm_request']");
    expect(cards).toHaveLength(2);
    expect(cards[0].textContent).toContain("已被后面的新方案替代");
    expect(getAllByTestId("confirm")).toHaveLength(1);
    expect(cards[1].contains(getAllByTestId("confirm")[0])).toBe(true);
  });

  it("shows a proposal as confirmed once its schedule_completed card exists, without buttons", () => {
    const { container, queryByTestId } = renderTimeline([
      { id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirmData }] },
      {
        id: "done",
        role: "assistant",
        parts: [{ type: "data-schedule_completed", data: { draft_id: confirmData.draft_id, version: 4, placed: 1, moved: 0, embedded: 0, removed: 0 } }],
      },
    ]);
    expect(queryByTestId("confirm")).toBeNull();
    expect(container.querySelector("[data-kind='confirm_request']")?.textContent).toContain("方案已确认");
    const completed = container.querySelector("[data-kind='schedule_completed']");
    expect(completed?.textContent).toContain("新增 1 项");
    expect(completed?.textContent).not.toContain("调整");
  });

  it("shows the proposed change with its calendar date and sections", () => {
    const { container } = renderTimeline([{ id: "a1", role: "assistant", parts: [{ type: "data-confirm_request", data: confirmData }] }]);
    expect(container.querySelector("[data-testid='change-row']")?.textContent).toContain("12月2日 周三 第9-10节");
  });

  it("shows the thinking indicator while the answer has not started", () => {
    const { getByTestId } = render(<Timeline messages={quickNoteTurn.slice(0, 1)} status="submitted" onConfirmed={() => undefined} />);
    expect(getByTestId("pending-indicator").textContent).toContain("正在思考");
  });

  it("shows that the turn is still working between a finished tool and the next words", () => {
    const { getByTestId } = renderTimeline(quickNoteTurn.slice(0, 1).concat({ id: "a", role: "assistant", parts: [quickNoteTurn[1].parts[2]] }), "streaming");
    expect(getByTestId("working-indicator").textContent).toContain("正在处理");
  });

  it("lets a streaming text show its own progress instead of the working row", () => {
    const { queryByTestId, container } = renderTimeline(
      [{ id: "a", role: "assistant", parts: [{ type: "text", text: "我先看看", state: "streaming" }] }],
      "streaming",
    );
    expect(queryByTestId("working-indicator")).toBeNull();
    expect(container.querySelector("[data-kind='assistant_text'] .animate-pulse")).not.toBeNull();
  });

  describe("keyboard", () => {
    const twoToolTurns: PlannerUIMessage[] = [
      { id: "u1", role: "user", parts: [{ type: "text", text: "第3天有什么课" }] },
      {
        id: "a1",
        role: "assistant",
        parts: [
          { type: "tool-list_tasks", toolCallId: "c1", state: "output-available", input: {}, output: { ok: true, text: "共 3 个任务" } },
          { type: "data-status", data: { stage: "plan", text: "正在读取日程…" } },
          { type: "tool-query_range", toolCallId: "c2", state: "output-available", input: { day: 3 }, output: { ok: true, text: "第3天：高等数学" } },
          { type: "tool-get_overview", toolCallId: "c3", state: "output-available", input: {}, output: { ok: true, text: "概览" } },
          { type: "text", text: "第3天有高等数学。", state: "done" },
        ],
      },
      { id: "u2", role: "user", parts: [{ type: "text", text: "再看看第4天" }] },
      {
        id: "a2",
        role: "assistant",
        parts: [{ type: "tool-query_range", toolCallId: "c4", state: "output-available", input: { day: 4 }, output: { ok: true, text: "第4天：无课" } }],
      },
    ];

    function summaries(container: HTMLElement): HTMLElement[] {
      return [...container.querySelectorAll<HTMLElement>("[data-kind='tool_call'] > summary")];
    }

    it("makes each turn's tool blocks one Tab stop and moves between them with the arrow keys", () => {
      const { container } = renderTimeline(twoToolTurns);
      const tools = summaries(container);
      expect(tools).toHaveLength(4);
      // First turn: three blocks, one in the Tab order; second turn: its own stop.
      expect(tools.map((summary) => summary.tabIndex)).toEqual([0, -1, -1, 0]);
      tools[0].focus();
      fireEvent.keyDown(tools[0], { key: "ArrowDown" });
      expect(document.activeElement).toBe(tools[1]);
      // The block last focused holds the turn's stop.
      expect(tools.map((summary) => summary.tabIndex)).toEqual([-1, 0, -1, 0]);
      fireEvent.keyDown(tools[1], { key: "End" });
      expect(document.activeElement).toBe(tools[2]);
      // The arrows stay inside the turn.
      fireEvent.keyDown(tools[2], { key: "ArrowDown" });
      expect(document.activeElement).toBe(tools[2]);
      fireEvent.keyDown(tools[2], { key: "Home" });
      expect(document.activeElement).toBe(tools[0]);
      expect(tools[0].textContent).toContain("本轮共 3 个工具");
    });

    it("moves focus to the student's new message once it shows after a send", () => {
      const { container, rerender } = render(<Timeline messages={twoToolTurns.slice(0, 2)} status="ready" onConfirmed={() => undefined} sentCount={0} />);
      expect(document.activeElement).toBe(document.body);
      rerender(<Timeline messages={twoToolTurns.slice(0, 3)} status="submitted" onConfirmed={() => undefined} sentCount={1} />);
      const messages = container.querySelectorAll("[data-kind='user_text']");
      expect(document.activeElement).toBe(messages[messages.length - 1].closest("li"));
      expect(document.activeElement?.textContent).toContain("再看看第4天");
    });

    it("focuses the first message of a new conversation, whose timeline is drawn for it", () => {
      const { container } = render(<Timeline messages={twoToolTurns.slice(0, 1)} status="submitted" onConfirmed={() => undefined} sentCount={1} />);
      expect(document.activeElement).toBe(container.querySelector("[data-kind='user_text']")?.closest("li"));
    });
  });
});
