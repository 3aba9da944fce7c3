import { describe, expect, test } from "vitest";
import { spelledTaskName } from "./short-named-task";

describe("a to-do named by its course's short name and 那", () => {
  test.each([
    ["大物那份作业", "物理作业"],
    ["计网那实验", "计算机网络实验"],
    ["概统那篇小论文", "概率小论文"],
    ["数电那个仿真报告", "数字电路仿真报告"],
  ])("%s", (said, sent) => {
    expect(spelledTaskName(said)).toBe(sent);
  });

  test.each([
    // 高数's letters stand in 高等数学 in order: the tools already find it.
    "高数那作业",
    // No pointer: the short name may be the title itself.
    "大物实验报告",
    // 那 inside a name that starts with no short name.
    "那拉提游记",
    "班会那件事",
  ])("%s stays as said", (said) => {
    expect(spelledTaskName(said)).toBe(said);
  });
});
