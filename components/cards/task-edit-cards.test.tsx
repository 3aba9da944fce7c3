// @vitest-environment jsdom
// jsdom: the cards are rendered through the timeline's one card entry and their buttons clicked in a DOM; the
// network boundary (fetch) is a controllable stub, since the deletion route has its own tests and an e2e story.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { BusinessCard, TaskDecision } from "@/lib/protocol";
import { CurrentConversation } from "@/client/current-conversation";
import { BusinessCardRenderer } from "./business-card-renderer";
import { deferred, jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock, scheduleChanges } = stubCardFetch();

const REQUEST = "9d7c2f8e-0c1b-4b8e-9a52-0c4f3b8a1e10";

const editCard: BusinessCard = {
  card_type: "task_edit",
  title: "待办已修改",
  data: {
    task_id: 31,
    title: "完成大学物理实验报告",
    action: "update",
    changes: [
      // 2026-12-04 is a Friday, 2026-12-03 a Thursday.
      { field: "deadline", label: "截止时间", before: "12月4日 周五 23:59", after: "12月3日 周四 23:59" },
      { field: "priority", label: "优先级", before: "重要不紧急", after: "重要且紧急" },
    ],
  },
};

const deleteCard: BusinessCard = {
  card_type: "task_delete",
  title: "要删除这条待办吗？",
  data: {
    task_id: 31,
    request_id: REQUEST,
    title: "完成大学物理实验报告",
    deadline: "12月4日 周五 23:59",
    priority_group: 2,
    priority_label: "重要不紧急",
    is_completed: false,
    study_blocks: 2,
  },
};

function renderCard(card: BusinessCard, options: { decision?: TaskDecision; locked?: boolean; conversation?: string | null } = {}) {
  const conversation = options.conversation === undefined ? "talk-1" : options.conversation;
  return render(
    <CurrentConversation value={conversation}>
      <BusinessCardRenderer card={card} seq={5} decision={options.decision} locked={options.locked} />
    </CurrentConversation>,
  );
}

describe("task_edit card", () => {
  it("shows each change before → after in the student's words, with no ids or field keys", () => {
    const { container } = renderCard(editCard);
    expect(screen.getByText("待办已修改")).toBeTruthy();
    expect(screen.getByTestId("task-edit-title").textContent).toBe("完成大学物理实验报告");
    const rows = screen.getAllByTestId("task-edit-change");
    expect(rows.map((row) => row.textContent)).toEqual([
      "截止时间12月4日 周五 23:59→改为12月3日 周四 23:59",
      "优先级重要不紧急→改为重要且紧急",
    ]);
    expect(container.textContent).not.toMatch(/31|deadline|priority|task_id/);
  });

  it("offers no 撤销 on a card written before edits carried what to put back", () => {
    renderCard(editCard);
    expect(screen.queryByTestId("task-edit-undo")).toBeNull();
  });

  it("撤销 sends back the fields as they were, then reads the other way round and refreshes the grid", async () => {
    const restore = { deadline_at: "2026-12-04T15:59:00.000Z", urgency_threshold_at: "2026-12-03T15:59:00.000Z", priority_group: 2 as const };
    const task = { id: 31, title: "完成大学物理实验报告", priority_group: 2, effective_quadrant: 2, priority_label: "重要不紧急", turned_urgent: false, deadline_at: restore.deadline_at, deadline_local: "2026-12-04T23:59", deadline_text: "周五 23:59", overdue: false, urgency_threshold_at: restore.urgency_threshold_at, urgency_threshold_local: "2026-12-03T23:59", estimated_sections: null, is_completed: false, study_blocks: 0, created_at: "2026-12-01T00:00:00.000Z" };
    fetchMock.mockResolvedValueOnce(jsonResponse({ task }));
    renderCard({ ...editCard, data: { ...editCard.data, restore } });
    await act(async () => {
      fireEvent.click(screen.getByTestId("task-edit-undo"));
    });
    const [[url, init]] = fetchMock.mock.calls;
    expect([String(url), init?.method]).toEqual(["/api/tasks/31", "PATCH"]);
    expect(JSON.parse(String(init?.body))).toEqual(restore);
    expect(screen.getByText("修改已撤销")).toBeTruthy();
    expect(screen.getAllByTestId("task-edit-change").map((row) => row.textContent)).toEqual([
      "截止时间12月3日 周四 23:59→改为12月4日 周五 23:59",
      "优先级重要且紧急→改为重要不紧急",
    ]);
    expect(screen.queryByTestId("task-edit-undo")).toBeNull();
    expect(scheduleChanges()).toBe(1);
  });

  it("keeps 撤销 and says why when putting back fails", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "task:not_found", message: "找不到这条待办。" } }, 404));
    renderCard({ ...editCard, data: { ...editCard.data, restore: { is_completed: false } } });
    await act(async () => {
      fireEvent.click(screen.getByTestId("task-edit-undo"));
    });
    expect(screen.getByRole("alert").textContent).toContain("找不到这条待办");
    expect(screen.getByTestId("task-edit-undo")).toBeTruthy();
  });

  it("titles a completion 待办已完成 when the card has no title of its own", () => {
    renderCard({ ...editCard, title: undefined, data: { ...editCard.data, action: "complete", changes: [{ field: "status", label: "状态", before: "未完成", after: "已完成" }] } });
    expect(screen.getByText("待办已完成")).toBeTruthy();
  });
});

describe("task_delete card", () => {
  it("asks with the task's deadline, quadrant and the study blocks that would go, and deletes nothing by itself", () => {
    renderCard(deleteCard);
    expect(screen.getByTestId("task-delete-title").textContent).toBe("完成大学物理实验报告");
    expect(screen.getByTestId("task-delete-deadline").textContent).toBe("截止 12月4日 周五 23:59");
    expect(screen.getByText("日程里它的 2 个学习块也会一起删除。")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("删除 posts the card's question once, even on a double click, then shows the answer and refreshes the grid", async () => {
    const answer = deferred<Response>();
    fetchMock.mockReturnValueOnce(answer.promise);
    renderCard(deleteCard);

    fireEvent.click(screen.getByTestId("task-delete-confirm"));
    fireEvent.click(screen.getByTestId("task-delete-confirm"));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/tasks/31/deletion");
    expect(JSON.parse(String(init?.body))).toEqual({ conversation_id: "talk-1", request_id: REQUEST, decision: "delete" });
    expect(screen.getByTestId("task-delete-keep").hasAttribute("disabled")).toBe(true);

    await act(async () => answer.resolve(jsonResponse({ outcome: "deleted", text: "已删除待办“完成大学物理实验报告”，连同它的2个学习块。" })));
    const card = screen.getByTestId("task-delete-card");
    expect(card.dataset.state).toBe("deleted");
    expect(card.textContent).toContain("待办已删除");
    expect(card.textContent).toContain("已删除待办“完成大学物理实验报告”，连同它的2个学习块。");
    expect(screen.queryByTestId("task-delete-confirm")).toBeNull();
    expect(scheduleChanges()).toBe(1);
  });

  it("取消 keeps the task and closes the card as kept", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ outcome: "kept", text: "好的，“完成大学物理实验报告”保留着，没有删除。" }));
    renderCard(deleteCard);
    await act(async () => fireEvent.click(screen.getByTestId("task-delete-keep")));
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toMatchObject({ decision: "keep" });
    expect(screen.getByTestId("task-delete-card").dataset.state).toBe("kept");
    expect(scheduleChanges()).toBe(0);
  });

  it("shows the route's zh refusal and leaves the buttons for another try", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse({ error: { code: "turn:busy", message: "助手正在回复，等它说完再决定删不删吧。" } }, 409));
    renderCard(deleteCard);
    await act(async () => fireEvent.click(screen.getByTestId("task-delete-confirm")));
    expect(screen.getByRole("alert").textContent).toBe("助手正在回复，等它说完再决定删不删吧。");
    expect(screen.getByTestId("task-delete-confirm").hasAttribute("disabled")).toBe(false);
  });

  it("is decided after a reload by the note the decision left, and waits while a turn streams", () => {
    const { unmount } = renderCard(deleteCard, { decision: { request_id: REQUEST, outcome: "deleted" } });
    expect(screen.getByTestId("task-delete-card").dataset.state).toBe("deleted");
    expect(screen.queryByRole("button")).toBeNull();
    unmount();

    renderCard(deleteCard, { locked: true });
    expect(screen.getByTestId("task-delete-confirm").hasAttribute("disabled")).toBe(true);
    expect(screen.getByText("等本轮回复结束后再决定。")).toBeTruthy();
  });
});
