// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SCHEDULE_CHANGED_EVENT } from "@/components/schedule/schedule-events";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import type { TaskClass } from "@/client/task-classes-api";
import { ItemList } from "./item-list";
import { PROBABILITY, reordered } from "@/testing/fixtures/plan";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Renders the list the way the card does: every answer replaces the class. */
function setup(fetchStub: ReturnType<typeof vi.fn>) {
  vi.stubGlobal("fetch", fetchStub);
  let current: TaskClass = PROBABILITY;
  const onChanged = vi.fn((taskClass: TaskClass) => {
    current = taskClass;
    view.rerender(<ItemList taskClass={current} onChanged={onChanged} periods={12} />);
  });
  const view = render(<ItemList taskClass={current} onChanged={onChanged} periods={12} />);
  return { onChanged };
}

/** A fetch stub answering every call with `body`, typed so its calls can be read. */
function answering(body: unknown, status = 200) {
  return vi.fn(async (_url: string, _init?: RequestInit) => jsonResponse(body, status));
}

const rowTexts = () => screen.getAllByTestId("item-row").map((row) => within(row).getByTestId("item-content").textContent);

describe("ItemList", () => {
  it("moves an item down at once, saves the whole order, keeps focus on it and tells the schedule", async () => {
    const fetchStub = answering({ task_class: reordered(PROBABILITY, [71, 73, 72]), version: 5, warnings: [] });
    const { onChanged } = setup(fetchStub);
    const announced = vi.fn();
    window.addEventListener(SCHEDULE_CHANGED_EVENT, announced);

    const down = screen.getByRole("button", { name: "下移「第二章 随机变量」" });
    down.focus();
    fireEvent.click(down);
    expect(rowTexts()).toEqual(["第一章 随机事件", "第三章 多维随机变量", "第二章 随机变量"]);
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(fetchStub.mock.calls[0][0]).toBe("/api/task-classes/7/items/order");
    expect((fetchStub.mock.calls[0][1] as RequestInit).method).toBe("PUT");
    expect(sentJson(fetchStub, 0)).toEqual({ item_ids: [71, 73, 72] });
    // Now last, its ↓ is disabled, so focus lands on its ↑.
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "上移「第二章 随机变量」" }));
    expect(screen.getByRole("status").textContent).toBe("已将「第二章 随机变量」移到第3项");
    expect(announced).toHaveBeenCalled();
    window.removeEventListener(SCHEDULE_CHANGED_EVENT, announced);
  });

  it("disables ↑ on the first item and ↓ on the last", () => {
    setup(vi.fn());
    expect((screen.getByRole("button", { name: "上移「第一章 随机事件」" }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole("button", { name: "下移「第三章 多维随机变量」" }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("sends moves made during a save together right after it", async () => {
    let release: () => void = () => {};
    const fetchStub = vi
      .fn()
      .mockImplementationOnce(() => new Promise<Response>((resolve) => (release = () => resolve(jsonResponse({ task_class: reordered(PROBABILITY, [72, 71, 73]), version: 5, warnings: [] })))))
      .mockResolvedValueOnce(jsonResponse({ task_class: reordered(PROBABILITY, [73, 72, 71]), version: 6, warnings: [] }));
    setup(fetchStub);
    fireEvent.click(screen.getByRole("button", { name: "上移「第二章 随机变量」" }));
    fireEvent.click(screen.getByRole("button", { name: "上移「第三章 多维随机变量」" }));
    fireEvent.click(screen.getByRole("button", { name: "上移「第三章 多维随机变量」" }));
    expect(rowTexts()).toEqual(["第三章 多维随机变量", "第二章 随机变量", "第一章 随机事件"]);
    release();
    await waitFor(() => expect(fetchStub).toHaveBeenCalledTimes(2));
    expect(sentJson(fetchStub, 0)).toEqual({ item_ids: [72, 71, 73] });
    expect(sentJson(fetchStub, 1)).toEqual({ item_ids: [73, 72, 71] });
    await waitFor(() => expect(rowTexts()).toEqual(["第三章 多维随机变量", "第二章 随机变量", "第一章 随机事件"]));
  });

  it("shows what a saved order contradicts on the timetable", async () => {
    const warning = "「第二章 随机变量」排在已安排的「第一章 随机事件」之前，排程时只能放在它之前的空闲时间";
    setup(answering({ task_class: reordered(PROBABILITY, [72, 71, 73]), version: 5, warnings: [warning] }));
    fireEvent.click(screen.getByRole("button", { name: "上移「第二章 随机变量」" }));
    expect((await screen.findByRole("alert")).textContent).toContain(warning);
  });

  it("goes back to the saved order when the server refuses", async () => {
    setup(answering({ error: { code: "task_class:invalid", message: "新的顺序需要包含这个任务类的全部任务", reasons: [] } }, 422));
    fireEvent.click(screen.getByRole("button", { name: "下移「第一章 随机事件」" }));
    expect((await screen.findByRole("alert")).textContent).toContain("顺序没有保存：新的顺序需要包含这个任务类的全部任务");
    expect(rowTexts()).toEqual(["第一章 随机事件", "第二章 随机变量", "第三章 多维随机变量"]);
  });

  it("marks placed items 已安排 with where, and keeps their duration fixed when editing", async () => {
    const fetchStub = answering({ task_class: { ...PROBABILITY, items: [{ ...PROBABILITY.items[0], content: "第一章 随机事件与概率" }, ...PROBABILITY.items.slice(1)] }, version: 5 });
    setup(fetchStub);
    const placed = screen.getAllByTestId("item-row")[0];
    expect(placed.textContent).toContain("已安排");
    expect(placed.textContent).toContain("12月2日 周三 第7-8节");
    fireEvent.click(within(placed).getByRole("button", { name: "编辑「第一章 随机事件」" }));
    expect((screen.getByTestId("item-edit-duration") as HTMLSelectElement).disabled).toBe(true);
    expect(screen.getByText("已安排的任务不能修改时长，请先在日程中取消安排。")).toBeTruthy();
    fireEvent.change(screen.getByTestId("item-edit-content"), { target: { value: "第一章 随机事件与概率" } });
    fireEvent.click(screen.getByTestId("item-edit-save"));
    await waitFor(() => expect(fetchStub).toHaveBeenCalledOnce());
    expect(fetchStub.mock.calls[0][0]).toBe("/api/task-classes/7/items/71");
    expect(sentJson(fetchStub, 0)).toEqual({ content: "第一章 随机事件与概率" });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("button", { name: "编辑「第一章 随机事件与概率」" })));
  });

  it("asks before deleting, saying a placed item leaves the timetable too", async () => {
    const fetchStub = answering({ task_class: { ...PROBABILITY, items: PROBABILITY.items.slice(1) }, version: 5, removed_blocks: 1 });
    setup(fetchStub);
    fireEvent.click(screen.getByRole("button", { name: "删除「第一章 随机事件」" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("已经安排在日程里（12月2日 周三 第7-8节）");
    fireEvent.click(within(dialog).getByRole("button", { name: "删除任务" }));
    expect((await screen.findByText(/已删除「第一章 随机事件」/)).textContent).toContain("它在日程中的安排也已移除");
    expect((fetchStub.mock.calls[0][1] as RequestInit).method).toBe("DELETE");
    expect(screen.getAllByTestId("item-row")).toHaveLength(2);
  });
});
