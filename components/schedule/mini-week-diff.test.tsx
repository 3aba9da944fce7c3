// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Placement, ScheduleChange } from "@/lib/protocol/data-parts";
import { MiniWeekDiff } from "./mini-week-diff";

afterEach(cleanup);

// Week 13: Wednesday 2026-04-22 is day 1 of the window, Friday 2026-04-24 day 3; 2026-04-29 is Wednesday of week 14.
function at(date: string, dayOfWeek: number, slotStart: number, slotEnd: number, week = 13): Placement {
  return { day: 1, week, day_of_week: dayOfWeek, date, slot_start: slotStart, slot_end: slotEnd };
}

const MOVE: ScheduleChange = {
  state_id: 7,
  name: "谓词逻辑与推理理论",
  category: "离散数学期末复习",
  change: "move",
  from: [at("2026-04-22", 3, 7, 8)],
  to: [at("2026-04-24", 5, 9, 10)],
};
const EMBED: ScheduleChange = {
  state_id: 9,
  name: "第二章 随机变量及其分布",
  category: "概率论复习",
  change: "place",
  from: [],
  to: [at("2026-04-29", 3, 3, 4, 14)],
  embedded_in: "思想政治",
};

describe("MiniWeekDiff", () => {
  it("shows only the days that change, in date order, one grid per week", () => {
    render(<MiniWeekDiff changes={[EMBED, MOVE]} />);
    expect(screen.getAllByTestId("diff-day").map((day) => day.textContent)).toEqual(["周三4/22", "周五4/24", "周三4/29"]);
    const weeks = screen.getAllByTestId("diff-week");
    expect(weeks.map((week) => week.dataset.week)).toEqual(["13", "14"]);
    expect(weeks.map((week) => week.querySelector("p")?.textContent)).toEqual(["第13周", "第14周"]);
  });

  it("fits a whole week into the card's width: columns share it, nothing scrolls sideways", () => {
    // 2026-04-20 is Monday of week 13, 2026-04-26 its Sunday.
    const everyDay: ScheduleChange[] = Array.from({ length: 7 }, (_, index) => ({
      ...MOVE,
      state_id: index,
      change: "place",
      from: [],
      to: [at(`2026-04-${20 + index}`, index + 1, 1, 2)],
    }));
    render(<MiniWeekDiff changes={everyDay} />);
    expect(screen.getAllByTestId("diff-day").map((day) => day.firstChild?.textContent)).toEqual(["周一", "周二", "周三", "周四", "周五", "周六", "周日"]);
    const grid = screen.getByTestId("diff-week").querySelector<HTMLElement>(".grid");
    expect(grid?.style.gridTemplateColumns).toBe("1rem repeat(7, minmax(0, 1fr))");
    expect(grid?.style.minWidth).toBe("");
    expect(screen.getByTestId("diff-week").querySelector("p")).toBeNull();
  });

  it("draws where a block leaves faded and struck through, and where it arrives highlighted", () => {
    render(<MiniWeekDiff changes={[MOVE]} />);
    const from = screen.getByRole("img", { name: "原位置：周三 第7-8节 谓词逻辑与推理理论" });
    expect(from.dataset).toMatchObject({ side: "from", date: "2026-04-22", slotStart: "7", slotEnd: "8" });
    expect(from.className).toContain("line-through");
    expect(from.style.gridRow).toBe("8 / 10");
    const to = screen.getByRole("img", { name: "新位置：周五 第9-10节 谓词逻辑与推理理论" });
    expect(to.dataset).toMatchObject({ side: "to", date: "2026-04-24", slotStart: "9", slotEnd: "10" });
    expect(to.className).toContain("bg-violet-600");
    expect(to.className).not.toContain("line-through");
  });

  it("marks an embedded placement with its host", () => {
    render(<MiniWeekDiff changes={[EMBED]} />);
    const block = screen.getByRole("img", { name: "新增：周三 第3-4节 第二章 随机变量及其分布（嵌入思想政治）" });
    expect(block.dataset.embedded).toBe("true");
    expect(block.textContent).toContain("嵌");
  });

  it("shows a removal as a struck block with nothing arriving", () => {
    const removal: ScheduleChange = { ...MOVE, change: "unplace", to: [] };
    render(<MiniWeekDiff changes={[removal]} />);
    expect(screen.getAllByTestId("diff-block").map((block) => block.dataset.side)).toEqual(["from"]);
    expect(screen.getByRole("img", { name: "移除：周三 第7-8节 谓词逻辑与推理理论" })).toBeTruthy();
  });

  it("renders nothing for an empty change list", () => {
    const { container } = render(<MiniWeekDiff changes={[]} />);
    expect(container.innerHTML).toBe("");
  });
});
