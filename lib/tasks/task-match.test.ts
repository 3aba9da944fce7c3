import { describe, expect, it } from "vitest";
import { matchTask } from "./task-match";

const TASKS = [
  { id: 1, title: "给导师发周报" },
  { id: 2, title: "交高等数学习题册" },
  { id: 3, title: "完成大学物理实验报告" },
  { id: 4, title: "交班费" },
  { id: 5, title: "交团费" },
];

describe("matchTask", () => {
  it.each([
    ["周报", 1],
    ["高数习题册", 2],
    ["物理实验报告", 3],
    ["交实验报告", 3],
    ["班费", 4],
    ["“交班费”", 4],
  ])("%s → task %i", (words, id) => {
    expect(matchTask(words, TASKS)).toEqual({ kind: "one", task: TASKS.find((task) => task.id === id) });
  });

  it("returns every equally good title when the words fit several", () => {
    expect(matchTask("费", TASKS)).toEqual({ kind: "several", tasks: [TASKS[3], TASKS[4]] });
  });

  it("finds nothing for words no title shares", () => {
    expect(matchTask("日语作业", TASKS)).toEqual({ kind: "none" });
    expect(matchTask("lab report", TASKS)).toEqual({ kind: "none" });
  });
});
