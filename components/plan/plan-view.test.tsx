// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, sentJson } from "@/testing/fixtures/settings";
import { PlanView } from "./plan-view";
import { item, planAnswer, PROBABILITY } from "@/testing/fixtures/plan";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/**
 * The page also asks GET /api/progress for items done per class: answered here from `done` (class id -> items done),
 * and GET /api/exams for the classes' exams (none here); every other request handed to `stub` in order.
 */
function withProgress(stub: (url: string, init?: RequestInit) => unknown, done: Record<number, number> = {}) {
  return (url: string, init?: RequestInit) =>
    url === "/api/exams"
      ? Promise.resolve(jsonResponse({ exams: [] }))
      : url.startsWith("/api/progress?")
      ? Promise.resolve(
          jsonResponse({
            from: "2026-11-30",
            to: "2026-11-30",
            days: [],
            classes: Object.entries(done).map(([id, itemsDone]) => ({ id: Number(id), name: "", items_total: 3, items_done: itemsDone })),
          }),
        )
      : stub(url, init);
}

describe("PlanView", () => {
  it("explains task classes to a new student, then creates one and takes its first item", async () => {
    const created = { ...PROBABILITY, id: 9, name: "线代复习", strategy: "steady", excluded_slots: [], items: [] };
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(planAnswer([])))
      .mockResolvedValueOnce(jsonResponse({ task_class: created, version: 1 }, 201))
      .mockResolvedValueOnce(jsonResponse({ task_class: { ...created, total_slots: 3, items: [{ ...item(91, 1, "行列式"), duration: 3 }] }, version: 2, item_id: 91 }, 201));
    vi.stubGlobal("fetch", withProgress(fetchStub));
    render(<PlanView />);

    const empty = await screen.findByTestId("plan-empty");
    expect(empty.textContent).toContain("任务类是一组按顺序完成的学习任务");
    expect(empty.textContent).toContain("概率论复习，5章，每章2节");
    fireEvent.click(within(empty).getByRole("button", { name: "＋ 新建任务类" }));

    fireEvent.change(screen.getByLabelText("名称"), { target: { value: "线代复习" } });
    fireEvent.click(screen.getByTestId("class-form-save"));
    const card = await screen.findByTestId("task-class-card");
    expect(sentJson(fetchStub, 1)).toEqual({ name: "线代复习", start_date: "2026-11-30", end_date: "2026-12-13", strategy: "steady", allow_filler_course: false, excluded_slots: [] });
    expect(within(card).getByTestId("class-progress").textContent).toBe("已安排 0/0");
    // The new class's add field has focus, ready for the first item.
    const content = within(card).getByTestId("item-add-content");
    expect(document.activeElement).toBe(content);

    fireEvent.change(content, { target: { value: "行列式" } });
    fireEvent.change(within(card).getByTestId("item-add-duration"), { target: { value: "3" } });
    fireEvent.click(within(card).getByTestId("item-add-submit"));
    await waitFor(() => expect(within(card).getAllByTestId("item-row")).toHaveLength(1));
    expect(fetchStub.mock.calls[2][0]).toBe("/api/task-classes/9/items");
    expect(sentJson(fetchStub, 2)).toEqual({ content: "行列式", duration: 3 });
    expect((content as HTMLInputElement).value).toBe("");
  });

  it("shows each class's settings and progress, and deletes one after asking", async () => {
    const fetchStub = vi
      .fn()
      .mockResolvedValueOnce(jsonResponse(planAnswer([PROBABILITY])))
      .mockResolvedValueOnce(jsonResponse({ version: 4, removed_items: 3, removed_blocks: 1 }));
    vi.stubGlobal("fetch", withProgress(fetchStub));
    render(<PlanView />);

    const card = await screen.findByTestId("task-class-card");
    expect(card.textContent).toContain("11月30日 周一 – 12月13日 周日");
    expect(card.textContent).toContain("快速推进");
    expect(card.textContent).toContain("不嵌入水课");
    expect(card.textContent).toContain("不排 第1-2节、第11-12节");
    expect(within(card).getByTestId("class-progress").textContent).toBe("已安排 1/3");

    fireEvent.click(within(card).getByTestId("class-delete"));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).toContain("其中的 3 项任务都会删除，已安排的 1 项也会从日程中移除");
    fireEvent.click(within(dialog).getByRole("button", { name: "删除任务类" }));
    expect((await screen.findByText(/已删除「概率论复习」/)).textContent).toContain("从日程中移除了 1 段已安排的学习");
    expect(fetchStub.mock.calls[1][0]).toBe("/api/task-classes/7");
    expect(screen.getByTestId("plan-empty")).toBeTruthy();
  });

  it("offers a retry when loading fails", async () => {
    vi.stubGlobal("fetch", withProgress(vi.fn().mockRejectedValueOnce(new TypeError("offline")).mockResolvedValueOnce(jsonResponse(planAnswer([PROBABILITY])))));
    render(<PlanView />);
    expect((await screen.findByRole("alert")).textContent).toContain("网络连接中断");
    fireEvent.click(screen.getByRole("button", { name: "重试" }));
    expect(await screen.findByTestId("task-class-card")).toBeTruthy();
  });

  it("says 完成 x/y beside 已安排 x/y, from the items checked in as done, and the bar says both", async () => {
    const otherRequests: string[] = [];
    vi.stubGlobal(
      "fetch",
      withProgress((url) => {
        otherRequests.push(url);
        return Promise.resolve(jsonResponse(planAnswer([PROBABILITY])));
      }, { [PROBABILITY.id]: 1 }),
    );
    render(<PlanView />);
    const card = await screen.findByTestId("task-class-card");
    expect((await within(card).findByTestId("class-done")).textContent).toBe("完成 1/3");
    expect(within(card).getByTestId("class-progress").textContent).toBe("已安排 1/3");
    const bar = within(card).getByRole("progressbar", { name: "「概率论复习」完成进度" });
    expect(bar.getAttribute("aria-valuetext")).toBe("完成 1/3，已安排 1/3");
    expect(otherRequests).toEqual(["/api/task-classes"]);
  });
});
