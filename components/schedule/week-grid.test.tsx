// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { DRAFT_PLACE, GUEST, MATH, POLITICS, PROGRAMMING, STUDY, weekBlock, weekView } from "@/testing/fixtures/schedule-view";
import { defaultDay, WeekGrid } from "./week-grid";

afterEach(cleanup);

function blockNamed(label: string): HTMLElement {
  return screen.getByRole("button", { name: label });
}

function cellOf(element: HTMLElement): HTMLElement {
  const cell = element.closest<HTMLElement>('[data-testid="week-cell"]');
  if (!cell) throw new Error("block outside a grid cell");
  return cell;
}

describe("WeekGrid", () => {
  it("draws seven day headers with weekday and date, and marks today", () => {
    render(<WeekGrid view={weekView([])} />);
    const headers = screen.getAllByTestId("week-day-header");
    expect(headers.map((header) => header.textContent)).toEqual([
      "周一4月20日", "周二4月21日", "周三4月22日", "周四4月23日", "周五4月24日", "周六4月25日", "周日4月26日",
    ]);
    expect(headers.filter((header) => header.getAttribute("aria-current") === "date").map((header) => header.textContent)).toEqual(["周三4月22日"]);
  });

  it("labels the twelve period rows with their number and start time", () => {
    render(<WeekGrid view={weekView([])} />);
    const periods = screen.getAllByTestId("week-period").map((period) => period.textContent);
    expect(periods).toHaveLength(12);
    expect(periods[0]).toBe("108:00");
    expect(periods[4]).toBe("514:00");
    expect(periods[11]).toBe("1221:45");
  });

  it("positions each block in its day's column across its periods, from period 1 to period 12", () => {
    render(<WeekGrid view={weekView([MATH, PROGRAMMING, DRAFT_PLACE])} />);
    const math = blockNamed("周三 第1-2节 高等数学，固定，教一楼101");
    expect(math.dataset).toMatchObject({ kind: "course", day: "3", slotStart: "1", slotEnd: "2" });
    expect(cellOf(math).style.gridRow).toBe("2 / 4");
    expect(cellOf(math).style.getPropertyValue("--day-column")).toBe("4");

    const evening = blockNamed("周二 第9-12节 程序设计，固定，计算机楼机房3");
    expect(evening.dataset).toMatchObject({ day: "2", slotStart: "9", slotEnd: "12" });
    expect(cellOf(evening).style.gridRow).toBe("10 / 14");
    expect(cellOf(evening).style.getPropertyValue("--day-column")).toBe("3");

    expect(cellOf(blockNamed("周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认")).style.gridRow).toBe("6 / 8");
  });

  it("marks a locked course with a lock and 固定, and an embeddable one with 可嵌入", () => {
    render(<WeekGrid view={weekView([MATH, POLITICS])} />);
    const math = blockNamed("周三 第1-2节 高等数学，固定，教一楼101");
    expect(within(math).getByText("固定")).toBeTruthy();
    expect(math.querySelector("svg")).not.toBeNull();
    expect(math.dataset.locked).toBe("true");
    const politics = blockNamed("周三 第3-4节 思想政治，可嵌入，教三楼大阶梯");
    expect(within(politics).getByText("可嵌入")).toBeTruthy();
    expect(politics.querySelector("svg")).toBeNull();
    expect(politics.dataset.canEmbed).toBe("true");
  });

  it("draws a draft block dashed with 待确认, apart from committed study blocks", () => {
    render(<WeekGrid view={weekView([STUDY, DRAFT_PLACE])} />);
    const draft = blockNamed("周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认");
    expect(draft.dataset.kind).toBe("draft");
    expect(draft.className).toContain("border-dashed");
    expect(within(draft).getByText("待确认")).toBeTruthy();
    const study = blockNamed("周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论");
    expect(study.dataset.kind).toBe("study");
    expect(study.className).not.toContain("border-dashed");
  });

  it("draws an embedded item inside its host course's cell", () => {
    render(<WeekGrid view={weekView([POLITICS, GUEST])} />);
    const guest = blockNamed("周三 第3-4节 概率论复习 · 第一章 随机事件与概率，嵌入「思想政治」");
    const host = blockNamed("周三 第3-4节 思想政治，可嵌入");
    expect(guest.dataset.kind).toBe("embedded");
    expect(cellOf(guest)).toBe(cellOf(host));
    expect(screen.getAllByTestId("week-cell")).toHaveLength(1);
  });

  it("draws an embedded suggestion inside its host too, marked as waiting", () => {
    const suggestion = weekBlock({ id: "draft-9-3-3", kind: "draft", name: "第二章 随机变量及其分布", category: "概率论复习", day_of_week: 3, slot_start: 3, slot_end: 4, host_block_id: POLITICS.id, host_name: "思想政治", change: "place" });
    render(<WeekGrid view={weekView([POLITICS, GUEST, suggestion])} />);
    const draft = blockNamed("周三 第3-4节 概率论复习 · 第二章 随机变量及其分布，待确认，嵌入「思想政治」");
    expect(cellOf(draft)).toBe(cellOf(blockNamed("周三 第3-4节 思想政治，可嵌入")));
    expect(within(draft).getByText("待确认")).toBeTruthy();
    expect(within(draft).getByText("嵌入")).toBeTruthy();
  });

  it("says everything a block shows, in the order shown (label in name)", () => {
    const suggestion = weekBlock({ id: "draft-9-3-3", kind: "draft", name: "第二章 随机变量及其分布", category: "概率论复习", day_of_week: 3, slot_start: 3, slot_end: 4, host_block_id: POLITICS.id, host_name: "思想政治", change: "place" });
    render(<WeekGrid view={weekView([MATH, POLITICS, GUEST, suggestion, { ...STUDY, draft_effect: "moved" }, DRAFT_PLACE, PROGRAMMING])} />);
    for (const block of screen.getAllByTestId("week-block")) {
      const shown = (block.textContent ?? "").split(/\s+/).filter(Boolean);
      const label = block.getAttribute("aria-label") ?? "";
      let from = 0;
      for (const word of shown) {
        const at = label.indexOf(word, from);
        expect(at, `${word} in ${label}`).toBeGreaterThanOrEqual(0);
        from = at + word.length;
      }
    }
  });

  it("fades a committed block the draft moves and sets its replacement beside it when they overlap", () => {
    const moved = { ...STUDY, draft_effect: "moved" as const };
    const replacement = weekBlock({ id: "draft-30-3-8", kind: "draft", name: "谓词逻辑与推理理论", day_of_week: 3, slot_start: 8, slot_end: 9, change: "move" });
    render(<WeekGrid view={weekView([moved, replacement])} />);
    const old = blockNamed("周三 第7-8节 离散数学期末复习 · 谓词逻辑与推理理论，将移走");
    // Struck through, not faded: a faded block's text fell below AA contrast (axe in the grid-moves story).
    expect(old.className).not.toContain("opacity-");
    expect(old.querySelector("span")?.className).toContain("line-through");
    expect(within(old).getByText("将移走")).toBeTruthy();
    const next = blockNamed("周三 第8-9节 离散数学期末复习 · 谓词逻辑与推理理论，待确认");
    expect([cellOf(old).style.width, cellOf(old).style.marginLeft]).toEqual(["50%", "0%"]);
    expect([cellOf(next).style.width, cellOf(next).style.marginLeft]).toEqual(["50%", "50%"]);
  });

  it("shows a block's time, place and status while it has keyboard focus, and hides them on Escape", () => {
    render(<WeekGrid view={weekView([POLITICS])} />);
    const politics = blockNamed("周三 第3-4节 思想政治，可嵌入，教三楼大阶梯");
    expect(screen.queryByRole("tooltip")).toBeNull();
    fireEvent.focus(politics);
    const details = screen.getByRole("tooltip");
    expect(details.textContent).toContain("周三 4月22日 · 第3-4节 · 10:00–11:40");
    expect(details.textContent).toContain("地点：教三楼大阶梯");
    expect(politics.getAttribute("aria-describedby")).toBe(details.id);
    fireEvent.keyDown(politics, { key: "Escape" });
    expect(screen.queryByRole("tooltip")).toBeNull();
  });

  it("hides the other days in a narrow container, keeping the selected one", () => {
    render(<WeekGrid view={weekView([MATH, DRAFT_PLACE])} selectedDay={4} />);
    expect(cellOf(blockNamed("周三 第1-2节 高等数学，固定，教一楼101")).className).toContain("@max-2xl:hidden");
    expect(cellOf(blockNamed("周四 第5-6节 离散数学期末复习 · 集合与二元关系，待确认")).className).not.toContain("@max-2xl:hidden");
  });
});

describe("defaultDay", () => {
  it("opens on today when the week holds it", () => {
    expect(defaultDay(weekView([]))).toBe(3);
  });

  it("opens on Monday for another week", () => {
    expect(defaultDay(weekView([], { today: "2026-04-29" }))).toBe(1);
  });
});
