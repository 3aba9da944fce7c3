// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { TaskListItem } from "@/client/tasks-api";
import { TasksView } from "./tasks-view";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let nextId = 100;

/** A row as GET /api/tasks sends it (shape from app/api/tasks/routes.test.ts). */
function item(overrides: Partial<TaskListItem>): TaskListItem {
  const priority = overrides.priority_group ?? 3;
  return {
    id: nextId++,
    title: "一条待办",
    priority_group: priority,
    effective_quadrant: priority,
    priority_label: "简单不重要",
    turned_urgent: false,
    deadline_at: null,
    deadline_local: null,
    deadline_text: null,
    overdue: false,
    urgency_threshold_at: null,
    urgency_threshold_local: null,
    estimated_sections: null,
    is_completed: false,
    study_blocks: 0,
    created_at: "2026-04-27T08:00:00.000Z",
    ...overrides,
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** A stand-in for /api/tasks at the network edge: it keeps the rows and answers as the routes do. */
function fakeServer(initial: TaskListItem[]) {
  let rows = [...initial];
  const fetchStub = vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? "GET";
    const id = Number(/\/api\/tasks\/(\d+)/.exec(url)?.[1]);
    if (method === "GET") return json({ tasks: rows, timezone: "Asia/Shanghai" });
    if (method === "POST") {
      const body = JSON.parse(String(init?.body)) as { title: string; priority_group: 1 | 2 | 3 | 4 };
      const created = item({ title: body.title, priority_group: body.priority_group, effective_quadrant: body.priority_group });
      rows = [...rows, created];
      return json({ task: created }, 201);
    }
    const row = rows.find((candidate) => candidate.id === id);
    if (!row) return json({ error: { code: "task:not_found", message: "找不到这条待办，可能已被删除。" } }, 404);
    if (method === "PATCH") {
      const updated = { ...row, ...(JSON.parse(String(init?.body)) as Partial<TaskListItem>) };
      rows = rows.map((candidate) => (candidate.id === id ? updated : candidate));
      return json({ task: updated });
    }
    rows = rows.filter((candidate) => candidate.id !== id);
    return json({ task_id: id, study_blocks: row.study_blocks, schedule_version: 8 });
  });
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

function callsOf(fetchStub: ReturnType<typeof fakeServer>, method: string) {
  return fetchStub.mock.calls.filter(([, init]) => ((init as RequestInit | undefined)?.method ?? "GET") === method) as [string, RequestInit][];
}

const REPORT = item({
  title: "给导师发周报",
  priority_group: 2,
  effective_quadrant: 1,
  priority_label: "重要且紧急",
  turned_urgent: true,
  deadline_at: "2026-04-29T12:00:00.000Z",
  deadline_local: "2026-04-29T20:00",
  deadline_text: "周三 20:00",
  urgency_threshold_local: "2026-04-28T20:00",
});
const EXAM = item({ title: "做一套四级真题", priority_group: 2, effective_quadrant: 2, estimated_sections: 4, study_blocks: 2 });
const PARCEL = item({ title: "去驿站取快递", priority_group: 3, deadline_text: "明天 20:00" });
const FEE = item({ title: "交班费", priority_group: 3, is_completed: true });

async function renderList(rows: TaskListItem[]) {
  const fetchStub = fakeServer(rows);
  render(<TasksView />);
  await screen.findByTestId("tasks-view");
  return fetchStub;
}

function rowOf(title: string): HTMLElement {
  const row = screen.getByText(title).closest("li");
  if (!row) throw new Error(`no row for ${title}`);
  return row;
}

describe("TasksView", () => {
  it("groups open tasks by effective quadrant with the cards' labels and folds finished ones under 已完成", async () => {
    await renderList([REPORT, EXAM, PARCEL, FEE]);
    const urgent = screen.getByTestId("task-quadrant-1");
    expect(within(urgent).getByRole("heading").textContent).toContain("重要且紧急");
    expect(within(urgent).getByLabelText("给导师发周报")).toBeTruthy();
    expect(within(urgent).getByTestId("task-urgent-tag").textContent).toBe("已紧急");
    expect(within(urgent).getByTestId("task-deadline").textContent).toBe("截止 周三 20:00");

    const important = screen.getByTestId("task-quadrant-2");
    expect(within(important).getByLabelText("做一套四级真题")).toBeTruthy();
    expect(within(important).queryByTestId("task-urgent-tag")).toBeNull();
    expect(within(important).getByTestId("task-sections-tag").textContent).toBe("需 4 节");
    expect(within(important).getByTestId("task-scheduled-tag").textContent).toBe("已排入日程");

    expect(within(screen.getByTestId("task-quadrant-3")).getByLabelText("去驿站取快递")).toBeTruthy();
    expect(within(screen.getByTestId("task-quadrant-4")).getByText("暂无")).toBeTruthy();

    const completed = screen.getByTestId("tasks-completed");
    expect(completed.tagName).toBe("DETAILS");
    expect((within(completed).getByLabelText("交班费") as HTMLInputElement).checked).toBe(true);
    expect(screen.getByTestId("tasks-summary").textContent).toBe("3 项未完成 · 1 项已完成");
  });

  it("completes a task with its checkbox, moves it to 已完成 and offers 撤销", async () => {
    const fetchStub = await renderList([REPORT, PARCEL]);
    fireEvent.click(screen.getByLabelText("去驿站取快递"));
    await screen.findByText("已完成「去驿站取快递」。");
    const [url, init] = callsOf(fetchStub, "PATCH")[0];
    expect(url).toBe(`/api/tasks/${PARCEL.id}`);
    expect(JSON.parse(String(init.body))).toEqual({ is_completed: true });
    await waitFor(() => expect(within(screen.getByTestId("tasks-completed")).getByLabelText("去驿站取快递")).toBeTruthy());
    expect(within(screen.getByTestId("task-quadrant-3")).queryByLabelText("去驿站取快递")).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId("tasks-message-undo"));

    fireEvent.click(screen.getByTestId("tasks-message-undo"));
    await screen.findByText("「去驿站取快递」已移回待办。");
    expect(JSON.parse(String(callsOf(fetchStub, "PATCH")[1][1].body))).toEqual({ is_completed: false });
    await waitFor(() => expect(within(screen.getByTestId("task-quadrant-3")).getByLabelText("去驿站取快递")).toBeTruthy());
  });

  it("undoes a finished task from the 已完成 section", async () => {
    const fetchStub = await renderList([PARCEL, FEE]);
    fireEvent.click(within(screen.getByTestId("tasks-completed")).getByRole("button", { name: "撤销完成「交班费」" }));
    await waitFor(() => expect(within(screen.getByTestId("task-quadrant-3")).getByLabelText("交班费")).toBeTruthy());
    expect(callsOf(fetchStub, "PATCH")[0][0]).toBe(`/api/tasks/${FEE.id}`);
    expect(screen.queryByTestId("tasks-completed")).toBeNull();
  });

  it("asks before deleting and says the study blocks go too", async () => {
    const fetchStub = await renderList([EXAM, PARCEL]);
    fireEvent.click(within(rowOf("做一套四级真题")).getByRole("button", { name: "删除「做一套四级真题」" }));
    const dialog = screen.getByRole("alertdialog", { name: "删除「做一套四级真题」？" });
    expect(within(dialog).getByTestId("task-delete-message").textContent).toContain("它在日程里的 2 个学习块也会一起删除");
    // The safe choice has the focus; Escape closes without deleting.
    expect(document.activeElement?.textContent).toBe("取消");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(callsOf(fetchStub, "DELETE")).toHaveLength(0);

    fireEvent.click(within(rowOf("做一套四级真题")).getByRole("button", { name: "删除「做一套四级真题」" }));
    fireEvent.click(screen.getByRole("button", { name: "删除待办" }));
    await screen.findByText("已删除「做一套四级真题」，以及它在日程里的 2 个学习块。");
    expect(callsOf(fetchStub, "DELETE")[0][0]).toBe(`/api/tasks/${EXAM.id}`);
    expect(screen.queryByLabelText("做一套四级真题")).toBeNull();
  });

  it("does not mention study blocks for a task without any", async () => {
    await renderList([PARCEL]);
    fireEvent.click(screen.getByRole("button", { name: "删除「去驿站取快递」" }));
    expect(screen.getByTestId("task-delete-message").textContent).toBe("这条待办会被删除，此操作无法撤销。");
  });

  it("creates a task from the form, sending the wall clock as typed", async () => {
    const fetchStub = await renderList([PARCEL]);
    fireEvent.click(screen.getByTestId("task-new"));
    fireEvent.change(screen.getByLabelText("待办内容"), { target: { value: "  给导师发周报 " } });
    fireEvent.change(screen.getByLabelText("截止日期"), { target: { value: "2026-04-29" } });
    fireEvent.change(screen.getByLabelText("截止时间"), { target: { value: "20:00" } });
    fireEvent.change(screen.getByLabelText("所需节数"), { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "添加待办" }));
    await screen.findByText("已添加「给导师发周报」。");
    expect(JSON.parse(String(callsOf(fetchStub, "POST")[0][1].body))).toEqual({
      title: "给导师发周报",
      priority_group: 2,
      deadline_at: "2026-04-29T20:00",
      estimated_sections: 2,
    });
    await waitFor(() => expect(within(screen.getByTestId("task-quadrant-2")).getByLabelText("给导师发周报")).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByTestId("task-new"));
  });

  it("keeps the form open with each problem beside its field, and lists the server's reasons", async () => {
    const fetchStub = await renderList([PARCEL]);
    fireEvent.click(screen.getByTestId("task-new"));
    fireEvent.click(screen.getByRole("button", { name: "添加待办" }));
    const title = screen.getByLabelText("待办内容");
    expect(title.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(title.getAttribute("aria-describedby") ?? "")?.textContent).toBe("请填写待办内容");
    expect(callsOf(fetchStub, "POST")).toHaveLength(0);

    const reasons = ["所需节数必须是 1 到 24 之间的整数", "提醒紧急的时间不能晚于截止时间"];
    fetchStub.mockImplementationOnce(async () => json({ error: { code: "task:invalid", message: `待办信息有误：${reasons.join("；")}`, reasons } }, 422));
    fireEvent.change(title, { target: { value: "周报" } });
    fireEvent.click(screen.getByRole("button", { name: "添加待办" }));
    const alert = await screen.findByRole("alert");
    expect(within(alert).getAllByRole("listitem").map((entry) => entry.textContent)).toEqual(reasons);
    expect(screen.getByTestId("task-form")).toBeTruthy();
  });

  it("edits a task inline and sends only what changed", async () => {
    const fetchStub = await renderList([REPORT]);
    fireEvent.click(screen.getByRole("button", { name: "编辑「给导师发周报」" }));
    const form = screen.getByTestId("task-form");
    expect((within(form).getByLabelText("截止时间") as HTMLInputElement).value).toBe("20:00");
    fireEvent.change(within(form).getByLabelText("截止时间"), { target: { value: "21:30" } });
    fireEvent.click(within(form).getByRole("button", { name: "保存" }));
    await screen.findByText("已保存「给导师发周报」。");
    expect(JSON.parse(String(callsOf(fetchStub, "PATCH")[0][1].body))).toEqual({ deadline_at: "2026-04-29T21:30" });
  });

  describe("a deadline that has already passed", () => {
    const LATE = item({
      title: "交实验报告",
      priority_group: 1,
      effective_quadrant: 1,
      priority_label: "重要且紧急",
      deadline_at: "2026-04-20T12:00:00.000Z",
      deadline_local: "2026-04-20T20:00",
      deadline_text: "4月20日 20:00",
      overdue: true,
    });
    const WARNING = (done: string) => `${done}「交实验报告」，但截止时间 4月20日 20:00 已经过了，它会标为已逾期。如果时间写错了，点“编辑”改一下。`;

    it("adds the to-do and says at once that its deadline has passed", async () => {
      const fetchStub = await renderList([PARCEL]);
      fetchStub.mockImplementationOnce(async () => json({ task: LATE }, 201));
      fireEvent.click(screen.getByTestId("task-new"));
      fireEvent.change(screen.getByLabelText("待办内容"), { target: { value: "交实验报告" } });
      fireEvent.change(screen.getByLabelText("截止日期"), { target: { value: "2026-04-20" } });
      fireEvent.change(screen.getByLabelText("截止时间"), { target: { value: "20:00" } });
      fireEvent.click(screen.getByRole("button", { name: "添加待办" }));
      const message = await screen.findByTestId("tasks-message");
      expect(message.textContent).toBe(WARNING("已添加"));
      expect(message.closest('[role="alert"]')).toBeTruthy();
    });

    it("says so when an edit moves the deadline into the past, and not when an overdue task is only renamed", async () => {
      await renderList([LATE]);
      fireEvent.click(screen.getByRole("button", { name: "编辑「交实验报告」" }));
      fireEvent.change(within(screen.getByTestId("task-form")).getByLabelText("截止时间"), { target: { value: "21:00" } });
      fireEvent.click(within(screen.getByTestId("task-form")).getByRole("button", { name: "保存" }));
      expect((await screen.findByTestId("tasks-message")).textContent).toBe(WARNING("已保存"));

      await waitFor(() => expect(screen.queryByTestId("task-form")).toBeNull());
      fireEvent.click(screen.getByRole("button", { name: "编辑「交实验报告」" }));
      fireEvent.change(within(screen.getByTestId("task-form")).getByLabelText("待办内容"), { target: { value: "交实验报告（补交）" } });
      fireEvent.click(within(screen.getByTestId("task-form")).getByRole("button", { name: "保存" }));
      await screen.findByText("已保存「交实验报告（补交）」。");
    });
  });

  it("shows the assistant hint when there is nothing yet", async () => {
    await renderList([]);
    expect(screen.getByTestId("tasks-empty").textContent).toContain("对助手说：提醒我周三晚上8点给导师发周报");
    expect(screen.queryByTestId("task-quadrant-1")).toBeNull();
  });

  it("shows the server's message when a write fails", async () => {
    const fetchStub = await renderList([PARCEL]);
    fetchStub.mockImplementationOnce(async () => json({ error: { code: "task:not_found", message: "找不到这条待办，可能已被删除。" } }, 404));
    fireEvent.click(screen.getByLabelText("去驿站取快递"));
    expect((await screen.findByRole("alert")).textContent).toContain("找不到这条待办，可能已被删除。");
  });
});
