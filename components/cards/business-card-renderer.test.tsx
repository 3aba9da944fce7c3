// @vitest-environment jsdom
// jsdom: these tests render the cards and read the resulting DOM, as the student would see it.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { BusinessCard, TaskQueryCardTaskItem } from "@/lib/protocol";
import { BusinessCardRenderer } from "./business-card-renderer";

afterEach(cleanup);

function renderCard(card: unknown, seq = 7) {
  const { container } = render(<BusinessCardRenderer card={card} seq={seq} />);
  const root = container.querySelector("[data-kind='business_card']");
  if (!(root instanceof HTMLElement)) throw new Error("no business_card block rendered");
  return root;
}

/** Placeholder text that must never appear for a missing field (seed 001 §5.1.5, §5.2.6, §6.4). */
function expectNoPlaceholders(root: HTMLElement) {
  expect(root.textContent).not.toContain("--");
  expect(root.textContent).not.toContain("无截止时间");
  expect(root.textContent).not.toContain("undefined");
  for (const tag of root.querySelectorAll("span")) {
    if (tag.children.length === 0 && !tag.getAttribute("aria-hidden")) expect(tag.textContent?.trim()).not.toBe("");
  }
}

// The seed's own example (001 §5.1.6): 4 results, 3 shown, one item with an empty deadline.
const seedQueryCard: BusinessCard = {
  card_type: "task_query",
  title: "找到 4 条未完成任务",
  summary: "按截止时间升序",
  data: {
    query_summary: "关键词：离散数学；仅未完成；截止时间升序",
    query_filters: [
      { key: "keyword", label: "关键词", value: "离散数学", operator: "contains", display_text: "关键词：离散数学" },
      { key: "include_completed", label: "完成状态", value: false, operator: "eq", display_text: "仅未完成" },
      { key: "sort", label: "排序", value: "deadline_asc", operator: "eq", display_text: "按截止时间升序" },
    ],
    result_count: 4,
    shown_count: 3,
    has_more: true,
    tasks: [
      { id: 101, title: "离散数学作业 3", priority_group: 2, priority_label: "重要不紧急", deadline_at: "2026-04-29 21:00", is_completed: false },
      { id: 105, title: "离散数学命题证明复习", priority_group: 2, priority_label: "重要不紧急", deadline_at: "2026-05-01 18:00", is_completed: false },
      { id: 108, title: "离散数学错题整理", priority_group: 3, priority_label: "普通任务", deadline_at: "", is_completed: false },
    ],
  },
};

function tasks(count: number): TaskQueryCardTaskItem[] {
  return Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `任务 ${index + 1}` }));
}

describe("BusinessCardRenderer", () => {
  it("marks the block with its kind, seq and card type", () => {
    const root = renderCard(seedQueryCard, 12);
    expect(root.dataset.seq).toBe("12");
    expect(root.dataset.cardType).toBe("task_query");
  });

  it("shows a neutral block for an unknown card type instead of failing", () => {
    const root = renderCard({ card_type: "course_digest", data: { anything: 1 } });
    expect(root.dataset.cardType).toBe("course_digest");
    expect(within(root).getByText("暂不支持的卡片")).toBeTruthy();
  });

  it("shows the neutral block for a known type whose payload is malformed", () => {
    const root = renderCard({ card_type: "task_record", source: "quick_note", data: {} });
    expect(within(root).getByText("暂不支持的卡片")).toBeTruthy();
  });

  it("shows the neutral block for a payload that is not an object", () => {
    const root = renderCard("card");
    expect(root.dataset.cardType).toBe("unknown");
    expect(within(root).getByTestId("unsupported-card")).toBeTruthy();
  });
});

describe("TaskQueryResultCard", () => {
  it("renders the seed example: title, chips from display_text, three rows and 还有 1 条", () => {
    const root = renderCard(seedQueryCard);
    expect(within(root).getByText("找到 4 条未完成任务")).toBeTruthy();
    const chips = within(within(root).getByTestId("task-query-filters")).getAllByRole("listitem");
    expect(chips.map((chip) => chip.textContent)).toEqual(["关键词：离散数学", "仅未完成", "按截止时间升序"]);
    expect(within(root).getAllByTestId("task-query-row")).toHaveLength(3);
    // The card holds three of the four: the fourth is on the 待办 page.
    const more = within(within(root).getByTestId("task-query-more")).getByRole("link");
    expect(more.textContent).toBe("还有 1 条，去待办页查看");
    expect(more.getAttribute("href")).toBe("/tasks");
  });

  it("never splits query_summary into chips when filters exist", () => {
    const root = renderCard(seedQueryCard);
    expect(within(root).queryByText("关键词：离散数学；仅未完成；截止时间升序")).toBeNull();
    expect(within(root).queryByText("截止时间升序")).toBeNull();
  });

  it("shows query_summary whole, as one line, when there are no structured filters", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 1 条任务", data: { query_summary: "关键词：英语；仅未完成", result_count: 1, tasks: tasks(1) } });
    expect(within(root).getByTestId("task-query-summary").textContent).toBe("关键词：英语；仅未完成");
    expect(within(root).queryByTestId("task-query-filters")).toBeNull();
  });

  it("hides the deadline of an item whose deadline_at is empty, without a placeholder", () => {
    const root = renderCard(seedQueryCard);
    const rows = within(root).getAllByTestId("task-query-row");
    expect(rows[0].textContent).toContain("截止 4月29日 周三 21:00");
    expect(rows[2].textContent).not.toContain("截止");
    expectNoPlaceholders(root);
  });

  it("renders the minimal field set: title, result_count and tasks with id and title only", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 2 条任务", data: { result_count: 2, tasks: tasks(2) } });
    const rows = within(root).getAllByTestId("task-query-row");
    expect(rows.map((row) => row.textContent)).toEqual(["任务 1", "任务 2"]);
    expect(within(root).queryByTestId("task-query-more")).toBeNull();
    expectNoPlaceholders(root);
  });

  it("renders a count-only card without a list when there is no task list", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 3 条任务", data: { result_count: 3, tasks: [] } });
    expect(within(root).getByText("共 3 条")).toBeTruthy();
    expect(within(root).queryByRole("list", { name: "任务列表" })).toBeNull();
    expect(within(root).queryByTestId("task-query-more")).toBeNull();
  });

  it("renders an empty-state card for result_count 0", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 0 条未完成任务", data: { result_count: 0, tasks: [] } });
    expect(within(root).getByTestId("task-query-empty").textContent).toBe("没有符合条件的任务");
    expect(within(root).queryByText(/共 0 条/)).toBeNull();
  });

  it("names the empty state itself when the card has no title", () => {
    const root = renderCard({ card_type: "task_query", data: { result_count: 0, tasks: [] } });
    expect(within(root).getByText("没有找到任务")).toBeTruthy();
  });

  it("shows at most five tasks and counts the rest in 还有 N 条", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 7 条任务", data: { result_count: 7, shown_count: 7, tasks: tasks(7) } });
    expect(within(root).getAllByTestId("task-query-row")).toHaveLength(5);
    const more = within(within(root).getByTestId("task-query-more")).getByRole("button");
    expect(more.textContent).toBe("还有 2 条，展开");
    fireEvent.click(more);
    expect(within(root).getAllByTestId("task-query-row")).toHaveLength(7);
    expect(within(root).queryByTestId("task-query-more")).toBeNull();
  });

  it("shows exactly five tasks without 还有 when five is the whole result", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 5 条任务", data: { result_count: 5, tasks: tasks(5) } });
    expect(within(root).getAllByTestId("task-query-row")).toHaveLength(5);
    expect(within(root).queryByTestId("task-query-more")).toBeNull();
  });

  it("strikes through a completed task and says so to screen readers", () => {
    const root = renderCard({ card_type: "task_query", title: "找到 1 条任务", data: { result_count: 1, tasks: [{ id: 1, title: "交作业", is_completed: true }] } });
    expect(within(root).getByTestId("task-query-row").textContent).toBe("交作业（已完成）");
  });
});

describe("TaskRecordCard", () => {
  it("renders a quick note lightly: 已帮你记下 with the tag 随口记生成", () => {
    const root = renderCard({ card_type: "task_record", source: "quick_note", data: { title: "给导师发周报" } });
    expect(root.dataset.cardType).toBe("task_record");
    expect(within(root).getByRole("heading").textContent).toBe("已帮你记下");
    expect(within(root).getByText("随口记生成")).toBeTruthy();
    expect(within(root).getByTestId("task-record-title").textContent).toBe("给导师发周报");
  });

  it("renders a title-only record without deadline, priority or status fields", () => {
    const root = renderCard({ card_type: "task_record", source: "quick_note", data: { title: "买实验报告纸" } });
    expect(within(root).queryByTestId("task-record-deadline")).toBeNull();
    expect(root.textContent).not.toContain("截止");
    expect(root.textContent).not.toContain("重要");
    expectNoPlaceholders(root);
  });

  it("renders a created task formally with deadline, quadrant and status", () => {
    const root = renderCard({
      card_type: "task_record",
      title: "任务已创建",
      summary: "已写入任务系统",
      source: "create_task",
      data: { id: 405, title: "完成离散数学第 1 节复习", priority_group: 1, priority_label: "重要紧急", deadline_at: "2026-04-28 22:00", status: "todo" },
    });
    expect(within(root).getByRole("heading").textContent).toBe("任务已创建");
    expect(within(root).getByText("已创建任务")).toBeTruthy();
    expect(within(root).getByTestId("task-record-deadline").textContent).toBe("截止 4月28日 周二 22:00");
    expect(within(root).getByText("重要紧急")).toBeTruthy();
    expect(within(root).getByText("待完成")).toBeTruthy();
    expect(within(root).getByText("已写入任务系统")).toBeTruthy();
  });

  it("uses the source's header when the card has no title", () => {
    const root = renderCard({ card_type: "task_record", source: "create_task", data: { title: "写实验报告" } });
    expect(within(root).getByRole("heading").textContent).toBe("任务已创建");
  });

  it("hides an empty deadline string instead of printing it", () => {
    const root = renderCard({ card_type: "task_record", source: "create_task", data: { title: "写实验报告", deadline_at: "" } });
    expect(within(root).queryByTestId("task-record-deadline")).toBeNull();
  });

  it("gives each quadrant its own colour", () => {
    const classes = [1, 2, 3, 4].map((group) => {
      cleanup();
      renderCard({ card_type: "task_record", source: "create_task", data: { title: "任务", priority_group: group, priority_label: `象限${group}` } });
      const background = screen.getByText(`象限${group}`).className.split(" ").find((name) => name.startsWith("bg-"));
      expect(background).toBeDefined();
      return background;
    });
    expect(new Set(classes).size).toBe(4);
  });
});
