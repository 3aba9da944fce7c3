// @vitest-environment jsdom
// The grid's moves from the keyboard and the 移到… menu (a drag is a pointer gesture jsdom cannot lay out; the
// Playwright story drags with a real mouse).
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DRAFT_PLACE, GUEST, MATH, POLITICS, STUDY, weekBlock, weekView } from "@/testing/fixtures/schedule-view";
import { WeekGrid } from "./week-grid";

afterEach(cleanup);

// Week 13: Monday 2026-04-20 ... Sunday 2026-04-26; today is Wednesday 2026-04-22.
const STUDY_LABEL = "周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论";

describe("WeekGrid moves", () => {
  it("moves only study blocks: committed, embedded items and draft blocks, never a course or a past day's block", () => {
    const past = weekBlock({ id: "study-1-1-1", kind: "study", name: "旧的复习", day_of_week: 1, slot_start: 1, slot_end: 2, event_id: 40, item_id: 41 });
    render(<WeekGrid view={weekView([MATH, POLITICS, GUEST, STUDY, DRAFT_PLACE, past])} onMove={vi.fn()} />);
    const movable = screen.getAllByTestId("week-block").filter((block) => block.dataset.movable === "true");
    expect(movable.map((block) => block.dataset.blockId).sort()).toEqual([DRAFT_PLACE.id, GUEST.id, STUDY.id].sort());
    expect(screen.getByRole("button", { name: STUDY_LABEL }).closest("[data-draggable]")).not.toBeNull();
    expect(screen.getByRole("button", { name: "周三 第1-2节 高等数学，固定，教一楼101" }).closest("[data-draggable]")).toBeNull();
  });

  it("shows a block's class on the block itself, but not a 待办's nor a course's", () => {
    const chore = weekBlock({ id: "study-9-4-9", kind: "study", name: "交实验报告", category: "待办", day_of_week: 4, slot_start: 9, slot_end: 9, event_id: 9 });
    render(<WeekGrid view={weekView([MATH, STUDY, chore])} />);
    const names = screen.getAllByTestId("week-block").map((block) => block.querySelector("span")?.textContent);
    expect(names).toEqual(["高等数学", "离散数学期末复习 · 谓词逻辑与推理理论", "交实验报告"]);
  });

  it("chooses a new time with the arrow keys, says it, and moves on Enter", () => {
    const onMove = vi.fn();
    render(<WeekGrid view={weekView([STUDY])} onMove={onMove} />);
    const block = screen.getByRole("button", { name: STUDY_LABEL });
    block.focus();
    fireEvent.keyDown(block, { key: "ArrowRight" });
    fireEvent.keyDown(block, { key: "ArrowDown" });
    fireEvent.keyDown(block, { key: "ArrowDown" });
    expect(screen.getByTestId("keyboard-move").textContent).toBe("移到周四 4月23日 第9-10节：按 Enter 移动，Esc 取消");
    const highlighted = screen.getAllByTestId("grid-cell").filter((cell) => cell.dataset.dropTarget === "true");
    expect(highlighted.map((cell) => `${cell.dataset.day}-${cell.dataset.period}`)).toEqual(["4-9", "4-10"]);
    fireEvent.keyDown(block, { key: "Enter" });
    expect(onMove).toHaveBeenCalledExactlyOnceWith(STUDY, { date: "2026-04-23", week: 13, day_of_week: 4, slot_start: 9 });
    expect(screen.getByTestId("keyboard-move").textContent).toBe("");
  });

  it("goes on into next week past Sunday, keeps the block inside period 12, and gives up on Escape", () => {
    const onMove = vi.fn();
    render(<WeekGrid view={weekView([STUDY])} onMove={onMove} />);
    const block = screen.getByRole("button", { name: STUDY_LABEL });
    for (let press = 0; press < 5; press += 1) fireEvent.keyDown(block, { key: "ArrowRight" });
    for (let press = 0; press < 6; press += 1) fireEvent.keyDown(block, { key: "ArrowDown" });
    expect(screen.getByTestId("keyboard-move").textContent).toBe("移到下周一 4月27日 第11-12节：按 Enter 移动，Esc 取消");
    fireEvent.keyDown(block, { key: "Escape" });
    expect(screen.getByTestId("keyboard-move").textContent).toBe("");
    fireEvent.keyDown(block, { key: "Enter" });
    expect(onMove).not.toHaveBeenCalled();
  });

  it("opens 移到… on a click, with this week's remaining days and next week's, and moves to the chosen period", () => {
    const onMove = vi.fn();
    render(<WeekGrid view={weekView([STUDY])} onMove={onMove} />);
    fireEvent.click(screen.getByRole("button", { name: STUDY_LABEL }));
    const menu = screen.getByRole("dialog", { name: "移到…「离散数学期末复习 · 谓词逻辑与推理理论」" });
    const day = screen.getByLabelText("日期");
    expect(document.activeElement).toBe(day);
    expect(menu.contains(day)).toBe(true);
    const days = [...day.querySelectorAll("option")].map((option) => option.textContent);
    expect(days.slice(0, 5)).toEqual(["周三 4月22日", "周四 4月23日", "周五 4月24日", "周六 4月25日", "周日 4月26日"]);
    expect(days.at(-1)).toBe("下周日 5月3日");
    const periods = [...screen.getByLabelText("开始节次").querySelectorAll("option")].map((option) => option.textContent);
    expect(periods).toHaveLength(11);
    expect(periods[2]).toBe("第3-4节 10:00–11:40");
    fireEvent.change(day, { target: { value: "2026-04-25" } });
    fireEvent.change(screen.getByLabelText("开始节次"), { target: { value: "3" } });
    fireEvent.click(screen.getByRole("button", { name: "移动" }));
    expect(onMove).toHaveBeenCalledExactlyOnceWith(STUDY, { date: "2026-04-25", week: 13, day_of_week: 6, slot_start: 3 });
    expect(screen.queryByTestId("move-menu")).toBeNull();
  });

  it("says beside each start what already sits in those periods that day (a 水课 may still take a guest)", () => {
    render(<WeekGrid view={weekView([MATH, POLITICS, GUEST, STUDY])} onMove={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: STUDY_LABEL }));
    const periods = [...screen.getByLabelText("开始节次").querySelectorAll("option")].map((option) => option.textContent);
    // Wednesday: 高等数学 in 1-2, 思想政治 (with its guest, not named) in 3-4; the block itself in 7-8 is no obstacle.
    expect(periods.slice(0, 4)).toEqual([
      "第1-2节 08:00–09:40（已有「高等数学」）",
      "第2-3节 08:55–10:45（已有「高等数学」「思想政治」）",
      "第3-4节 10:00–11:40（已有「思想政治」）",
      "第4-5节 10:55–14:45（已有「思想政治」）",
    ]);
    expect(periods[6]).toBe("第7-8节 16:00–17:40");
  });

  it("closes 移到… on Escape and gives focus back to the block", () => {
    render(<WeekGrid view={weekView([STUDY])} onMove={vi.fn()} />);
    const block = screen.getByRole("button", { name: STUDY_LABEL });
    fireEvent.click(block);
    fireEvent.keyDown(screen.getByLabelText("日期"), { key: "Escape" });
    expect(screen.queryByTestId("move-menu")).toBeNull();
    expect(document.activeElement).toBe(block);
  });

  it("offers no moves without onMove", () => {
    render(<WeekGrid view={weekView([STUDY])} />);
    fireEvent.click(screen.getByRole("button", { name: STUDY_LABEL }));
    expect(screen.queryByTestId("move-menu")).toBeNull();
    expect(screen.getByRole("button", { name: STUDY_LABEL }).dataset.movable).toBeUndefined();
  });
});
