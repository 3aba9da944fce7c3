// @vitest-environment jsdom
// jsdom: the card's 撤销 is clicked in a DOM; fetch is a stub answering like POST /api/commits/{id}/undo.
import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ScheduleCompletedData } from "@/lib/protocol";
import { forgetScheduleSnapshot, publishScheduleSnapshot } from "@/components/schedule/schedule-snapshot";
import { ScheduleCompletedCard } from "./schedule-completed-card";
import { jsonResponse, stubCardFetch } from "@/testing/fixtures/card-fetch";

const { fetchMock, scheduleChanges } = stubCardFetch();

const COMMIT = "0b6f8d2c-58a1-4f43-9a4e-2f1f7c0d9e01";
const UNDO = "7c3a4b9e-1d2f-4e5a-8b6c-9d0e1f2a3b4c";
const committed: ScheduleCompletedData = { draft_id: "d1", commit_id: COMMIT, version: 4, placed: 2, moved: 1, embedded: 0, removed: 0 };
const undoCard: ScheduleCompletedData = { commit_id: UNDO, undo_of: COMMIT, version: 5, placed: 0, moved: 1, embedded: 0, removed: 2 };

afterEach(() => act(() => forgetScheduleSnapshot()));

describe("ScheduleCompletedCard", () => {
  it("undoes the commit, announces the change and hands over the undo's card", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ result: {}, schedule_completed: undoCard }));
    const onUndone = vi.fn();
    render(<ScheduleCompletedCard data={committed} seq={3} onUndone={onUndone} />);
    expect(screen.getByRole("heading").textContent).toBe("日程已更新");
    expect(screen.getByText("新增 2 项")).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "撤销" })));
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/commits/${COMMIT}/undo`);
    expect(fetchMock.mock.calls[0][1]?.method).toBe("POST");
    expect(onUndone).toHaveBeenCalledExactlyOnceWith(undoCard);
    expect(scheduleChanges()).toBe(1);
    expect(screen.queryByRole("button", { name: "撤销" })).toBeNull();
    expect(screen.getByText("已撤销")).toBeTruthy();
  });

  it("shows the server's reason inline when a later change touched the blocks, and no longer offers 撤销", async () => {
    const reason = "「集合与二元关系」之后又被调整过，不能撤销这次安排。";
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "commit:conflict", message: reason } }, 409));
    const onUndone = vi.fn();
    render(<ScheduleCompletedCard data={committed} seq={3} onUndone={onUndone} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "撤销" })));
    expect(screen.getByRole("alert").textContent).toBe(reason);
    expect(onUndone).not.toHaveBeenCalled();
    expect(scheduleChanges()).toBe(0);
    expect(screen.queryByRole("button", { name: "撤销" })).toBeNull();
    expect(screen.getByText("已过期")).toBeTruthy();
  });

  it("lets the student try again after an error that is not a conflict", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ error: { code: "turn:busy", message: "助手正在回复，等它说完再撤销吧。" } }, 409));
    render(<ScheduleCompletedCard data={committed} seq={3} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "撤销" })));
    expect(screen.getByRole("alert").textContent).toBe("助手正在回复，等它说完再撤销吧。");
    expect(screen.getByRole("button", { name: "撤销" })).toHaveProperty("disabled", false);
  });

  it("says it can no longer be undone when the week grid's view names a later commit", () => {
    act(() => publishScheduleSnapshot({ draft: null, latest_commit_id: UNDO }));
    render(<ScheduleCompletedCard data={committed} seq={3} />);
    expect(screen.queryByRole("button", { name: "撤销" })).toBeNull();
    expect(screen.getByTestId("undo-expired").textContent).toBe("之后日程又变过，这次安排已经不能撤销了。");
    expect(screen.getByText("已过期")).toBeTruthy();
  });

  it("keeps 撤销 while its commit is the latest, and while nothing is known", () => {
    act(() => publishScheduleSnapshot({ draft: null, latest_commit_id: COMMIT }));
    const { unmount } = render(<ScheduleCompletedCard data={committed} seq={3} />);
    expect(screen.getByRole("button", { name: "撤销" })).toBeTruthy();
    unmount();
    act(() => forgetScheduleSnapshot());
    render(<ScheduleCompletedCard data={committed} seq={3} />);
    expect(screen.getByRole("button", { name: "撤销" })).toBeTruthy();
    expect(screen.queryByTestId("undo-expired")).toBeNull();
  });

  it("reads as an undo, whose own button puts the plan back (恢复)", async () => {
    fetchMock.mockResolvedValue(jsonResponse({ result: {}, schedule_completed: { ...undoCard, commit_id: COMMIT, undo_of: UNDO } }));
    render(<ScheduleCompletedCard data={undoCard} seq={5} completion={{ kind: "undo", undone: false }} />);
    expect(screen.getByRole("heading").textContent).toBe("已撤销这次安排");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "恢复" })));
    expect(fetchMock.mock.calls[0][0]).toBe(`/api/commits/${UNDO}/undo`);
  });

  it("says 已撤销 and offers nothing once a later card undid it; no button without a commit id", () => {
    const { rerender } = render(<ScheduleCompletedCard data={committed} seq={3} completion={{ kind: "commit", undone: true }} />);
    expect(screen.getByText("已撤销")).toBeTruthy();
    expect(screen.queryByTestId("undo")).toBeNull();
    rerender(<ScheduleCompletedCard data={{ ...committed, commit_id: undefined }} seq={3} />);
    expect(screen.queryByTestId("undo")).toBeNull();
    expect(screen.getByText("已写入日程")).toBeTruthy();
  });

  it("waits for the running turn before undoing", () => {
    render(<ScheduleCompletedCard data={committed} seq={3} locked />);
    expect(screen.getByTestId("undo")).toHaveProperty("disabled", true);
    expect(screen.getByText("等本轮回复结束后再撤销。")).toBeTruthy();
  });
});
