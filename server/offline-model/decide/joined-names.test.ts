import { describe, expect, test } from "vitest";
import { resolveReference } from "./name-resolution";

const tasks = [
  { id: 1, name: "第三章 随机变量与分布函数", category: "概率论复习" },
  { id: 2, name: "第四章 数字特征", category: "概率论复习" },
  { id: 3, name: "集合及二元关系习题", category: "离散数学期末复习" },
];

/** A name said with another joining word than the title's ("和" for 与 / 及), the rest of it in order. */
describe("a name joined with another word", () => {
  test.each([
    ["第三章随机变量和分布", 1],
    ["集合和二元关系习题", 3],
  ])("%s names task %s", (name, id) => {
    expect(resolveReference({ name }, tasks)).toMatchObject({ kind: "found", task: { id } });
  });

  test("words out of the title's order still name nothing", () => {
    expect(resolveReference({ name: "分布和随机变量" }, tasks)).toEqual({ kind: "missing" });
  });
});
