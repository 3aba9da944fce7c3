// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ClassBurnDown, WeekBar } from "@/lib/progress/summary";
import { BurnDownChart } from "./burn-down-chart";
import { WeeklyChart } from "./weekly-chart";

afterEach(cleanup);

const WEEKS: WeekBar[] = [
  { from: "2026-11-23", label: "第12周", planned: 8, done: 6 },
  { from: "2026-11-30", label: "第13周", planned: 10, done: 3 },
];

const CLASS: ClassBurnDown = {
  id: 7,
  name: "离散数学期末复习",
  items_total: 10,
  items_done: 4,
  start_date: "2026-11-16",
  target_date: "2027-01-12",
  exam_title: "离散数学期末",
  days_left: 38,
};

function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole("row")
    .map((row) => [...row.querySelectorAll("th, td")].map((cell) => cell.textContent ?? ""));
}

describe("WeeklyChart", () => {
  it("draws an SVG chart named by its totals, and gives every week's figures in a table", () => {
    render(<WeeklyChart weeks={WEEKS} />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("每周计划与完成的学习节数，共 2 周；计划 18 节，完成 9 节。");
    expect(rowsOf(screen.getByRole("table", { name: "每周计划与完成的学习节数" }))).toEqual([
      ["周", "计划节数", "完成节数"],
      ["第12周", "8", "6"],
      ["第13周", "10", "3"],
    ]);
    // Two bars a week: planned and done.
    expect(screen.getByTestId("weekly-chart").querySelectorAll("svg rect")).toHaveLength(4);
  });

  it("draws an empty chart and an empty table without weeks", () => {
    render(<WeeklyChart weeks={[]} />);
    expect(rowsOf(screen.getByRole("table"))).toEqual([["周", "计划节数", "完成节数"]]);
  });
});

describe("BurnDownChart", () => {
  it("names the class, its exam and what is left, and puts the same figures in a table", () => {
    render(<BurnDownChart taskClass={CLASS} today="2026-12-05" />);
    expect(screen.getByRole("img").getAttribute("aria-label")).toBe("离散数学期末复习：共 10 项，已完成 4 项，还剩 6 项；考试（离散数学期末） 1月12日");
    expect(rowsOf(screen.getByRole("table", { name: "离散数学期末复习 的进度" }))).toEqual([
      ["开始", "考试（离散数学期末）", "共计（项）", "已完成（项）", "还剩（项）", "剩余天数"],
      ["2026-11-16", "2027-01-12", "10", "4", "6", "38"],
    ]);
    // The even pace and the student's line.
    expect(screen.getByTestId("burn-down-chart").querySelectorAll("svg path")).toHaveLength(2);
  });

  it("says 结束日期 for a class without an exam, and no days left once it is past", () => {
    render(<BurnDownChart taskClass={{ ...CLASS, exam_title: null, target_date: "2026-12-01", days_left: -4 }} today="2026-12-05" />);
    expect(rowsOf(screen.getByRole("table"))[1]).toEqual(["2026-11-16", "2026-12-01", "10", "4", "6", "0"]);
    expect(rowsOf(screen.getByRole("table"))[0][1]).toBe("结束日期");
  });
});

describe("the charts' screen-reader tables", () => {
  // A table is never narrower than its columns, whatever width sr-only gives it: hidden as the table itself, the
  // burn-down's six columns made /progress 633 px wide at phone width. Hidden in a box, it is cut to the box's 1 px.
  it("are hidden by a box around them, not by hiding the table itself", () => {
    render(
      <>
        <WeeklyChart weeks={WEEKS} />
        <BurnDownChart taskClass={CLASS} today="2026-12-05" />
      </>,
    );
    const tables = screen.getAllByRole("table");
    expect(tables).toHaveLength(2);
    for (const table of tables) {
      expect(table.classList.contains("sr-only")).toBe(false);
      expect(table.parentElement?.tagName).toBe("DIV");
      expect(table.parentElement?.classList.contains("sr-only")).toBe(true);
    }
  });
});
