// @vitest-environment jsdom
// A begun study block in the grid: its outcome said in words (not colour alone), and 完成 / 做了一部分 / 没做 from a
// click or the keyboard instead of a move it cannot make.
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { GUEST, POLITICS, STUDY, weekBlock, weekView } from "@/testing/fixtures/schedule-view";
import { AskedMessages } from "@/testing/fixtures/asked-messages";
import { WeekGrid } from "./week-grid";

afterEach(cleanup);

// Week 13: Monday 2026-04-20 ... Sunday 2026-04-26; today is Wednesday 2026-04-22.
const MONDAY = weekBlock({ id: "study-40-1-1", kind: "study", name: "集合与二元关系", day_of_week: 1, slot_start: 1, slot_end: 2, event_id: 40, item_id: 41, outcome: "unconfirmed" });
const TUESDAY = weekBlock({ id: "study-41-2-5", kind: "study", name: "图论", day_of_week: 2, slot_start: 5, slot_end: 5, event_id: 41, item_id: 42, outcome: "done" });

describe("WeekGrid check-ins", () => {
  it("says each begun block's outcome in its name and on the block, with a mark beside the word", () => {
    const partial = weekBlock({ id: "study-42-2-1", kind: "study", name: "代数系统", day_of_week: 2, slot_start: 1, slot_end: 2, event_id: 42, outcome: "partial" });
    const skipped = weekBlock({ id: "study-43-1-5", kind: "study", name: "命题逻辑", day_of_week: 1, slot_start: 5, slot_end: 6, event_id: 43, outcome: "skipped" });
    const guest = { ...GUEST, event_id: POLITICS.event_id, outcome: "done" as const };
    render(<WeekGrid view={weekView([MONDAY, TUESDAY, partial, skipped, POLITICS, guest, STUDY])} onCheckIn={vi.fn()} />);
    expect(screen.getByRole("button", { name: "周一 第1-2节 离散数学期末复习 · 集合与二元关系，待打卡" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "周二 第5节 离散数学期末复习 · 图论，已完成" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "周二 第1-2节 离散数学期末复习 · 代数系统，做了一部分" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "周一 第5-6节 离散数学期末复习 · 命题逻辑，没做" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "周三 第3-4节 概率论复习 · 第一章 随机事件与概率，已完成，嵌入「思想政治」" })).toBeTruthy();
    const shown = screen.getAllByTestId("week-block").filter((block) => block.dataset.outcome);
    expect(shown.map((block) => block.querySelector("[data-outcome]")?.textContent).sort()).toEqual(["做了一部分", "已完成", "已完成", "待打卡", "没做"].sort());
    expect(shown.every((block) => block.querySelector("svg"))).toBe(true);
    // A block that has not begun has no outcome.
    expect(screen.getByRole("button", { name: "周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论" }).dataset.outcome).toBeUndefined();
  });

  it("opens 完成 / 做了一部分 / 没做 on a click, with focus on 完成, and records 完成", async () => {
    const onCheckIn = vi.fn().mockResolvedValue(undefined);
    render(<WeekGrid view={weekView([MONDAY, STUDY])} onMove={vi.fn()} onCheckIn={onCheckIn} />);
    const block = screen.getByRole("button", { name: /集合与二元关系，待打卡/ });
    expect(block.dataset.movable).toBeUndefined();
    expect(block.getAttribute("aria-haspopup")).toBe("dialog");
    fireEvent.click(block);
    expect(screen.queryByTestId("move-menu")).toBeNull();
    const menu = screen.getByRole("dialog", { name: "打卡「离散数学期末复习 · 集合与二元关系」" });
    expect(menu.textContent).toContain("周一 4月20日 第1-2节 08:00–09:40 · 现在：待打卡");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」完成" }));
    fireEvent.click(screen.getByRole("button", { name: "「离散数学期末复习 · 集合与二元关系」完成" }));
    await waitFor(() => expect(screen.queryByTestId("checkin-menu")).toBeNull());
    expect(onCheckIn).toHaveBeenCalledExactlyOnceWith(MONDAY, "done", undefined);
    expect(document.activeElement).toBe(block);
  });

  it("asks how many periods for 做了一部分 (1 up to one fewer than the block has)", async () => {
    const long = { ...MONDAY, slot_end: 3 };
    const onCheckIn = vi.fn().mockResolvedValue(undefined);
    render(<WeekGrid view={weekView([long])} onCheckIn={onCheckIn} />);
    fireEvent.click(screen.getByRole("button", { name: /集合与二元关系/ }));
    fireEvent.click(screen.getByRole("button", { name: /做了一部分$/ }));
    const periods = screen.getByLabelText("做了几节");
    expect(document.activeElement).toBe(periods);
    expect([...periods.querySelectorAll("option")].map((option) => option.textContent)).toEqual(["1 节（共 3 节）", "2 节（共 3 节）"]);
    fireEvent.change(periods, { target: { value: "2" } });
    fireEvent.click(screen.getByRole("button", { name: "记录" }));
    await waitFor(() => expect(onCheckIn).toHaveBeenCalledExactlyOnceWith(long, "partial", 2));
  });

  it("offers no 做了一部分 for a one-period block, and marks the recorded outcome as pressed", () => {
    render(<WeekGrid view={weekView([TUESDAY])} onCheckIn={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: /图论，已完成/ }));
    expect(screen.queryByTestId("checkin-partial")).toBeNull();
    expect(screen.getByTestId("checkin-done").getAttribute("aria-pressed")).toBe("true");
    expect(screen.getByTestId("checkin-skipped").getAttribute("aria-pressed")).toBe("false");
  });

  it("says a refusal in the menu and keeps it open", async () => {
    const onCheckIn = vi.fn().mockRejectedValue(new Error("这个学习块还没开始，开始后才能打卡。"));
    render(<WeekGrid view={weekView([MONDAY])} onCheckIn={onCheckIn} />);
    fireEvent.click(screen.getByRole("button", { name: /集合与二元关系/ }));
    fireEvent.click(screen.getByTestId("checkin-skipped"));
    expect((await screen.findByRole("alert")).textContent).toBe("这个学习块还没开始，开始后才能打卡。");
    expect(screen.getByTestId("checkin-menu")).toBeTruthy();
  });

  it("opens from the keyboard (Enter on the button) and closes on Escape, giving focus back", () => {
    render(<WeekGrid view={weekView([MONDAY])} onCheckIn={vi.fn()} />);
    const block = screen.getByRole("button", { name: /集合与二元关系/ });
    block.focus();
    // A native button turns Enter and Space into a click.
    fireEvent.click(block);
    expect(block.getAttribute("aria-describedby")).toContain(screen.getByText(/按 Enter 或空格打卡/).id);
    fireEvent.keyDown(screen.getByTestId("checkin-done"), { key: "Escape" });
    expect(screen.queryByTestId("checkin-menu")).toBeNull();
    expect(document.activeElement).toBe(block);
  });

  it("offers 重新安排 in a skipped block's menu: it asks the assistant and closes the menu, giving focus back", () => {
    const skipped = weekBlock({ id: "study-43-1-5", kind: "study", name: "命题逻辑", day_of_week: 1, slot_start: 5, slot_end: 6, event_id: 43, outcome: "skipped" });
    const sent: string[] = [];
    render(
      <>
        <AskedMessages sent={sent} />
        <WeekGrid view={weekView([skipped])} onCheckIn={vi.fn()} />
      </>,
    );
    const block = screen.getByRole("button", { name: /命题逻辑，没做/ });
    fireEvent.click(block);
    fireEvent.click(screen.getByRole("button", { name: "「离散数学期末复习 · 命题逻辑」重新安排" }));
    expect(sent).toEqual(["把没完成的重新排一下"]);
    expect(screen.queryByTestId("checkin-menu")).toBeNull();
    expect(document.activeElement).toBe(block);
  });

  it("offers no 重新安排 for a block not marked 没做", () => {
    render(<WeekGrid view={weekView([MONDAY])} onCheckIn={vi.fn()} />);
    fireEvent.click(screen.getByRole("button", { name: /集合与二元关系/ }));
    expect(screen.queryByRole("button", { name: /重新安排/ })).toBeNull();
  });

  it("shows outcomes but opens nothing without onCheckIn", () => {
    render(<WeekGrid view={weekView([MONDAY])} />);
    fireEvent.click(screen.getByRole("button", { name: /集合与二元关系，待打卡/ }));
    expect(screen.queryByTestId("checkin-menu")).toBeNull();
  });
});
