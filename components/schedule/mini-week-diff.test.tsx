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
  it("shows only the days that change, in date order", () => {
    render(<MiniWeekDiff changes={[EMBED, MOVE]} />);
    expect(screen.getAllByTestId("diff-day").map((day) => day.textContent)).toEqual(["周三 4/22", "周五 4/24", "周三 4/29"]);
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
