/** What rough_schedule's exclude names keep out, read from the student's words against the draft. */
import { describe, expect, it } from "vitest";
import { item, loose, stateOf, taskClass } from "@/testing/planner/fixtures";
import { exclusionLines, resolveExclusions } from "./rough-names";

const state = stateOf(
  7,
  [
    item(11, 1, 1, { name: "集合与关系", category: "离散数学期末复习" }),
    item(12, 2, 1, { name: "随机变量", category: "概率论复习" }),
    loose(21, 2, { name: "整理离散错题本" }),
    loose(22, 3, { name: "写英语作文" }),
    loose(23, 2, { name: "背英语单词" }),
  ],
  [taskClass(1, { name: "离散数学期末复习" }), taskClass(2, { name: "概率论复习" })],
);

describe("resolveExclusions", () => {
  it("reads a class by its name, a to-do by its title, and several names said in one", () => {
    const resolved = resolveExclusions(state, ["概率论", "错题本和英语作文"]);
    expect(resolved).toEqual({
      ok: true,
      exclusions: { category_ids: [2], task_ids: [21, 22], kept: ["概率论", "错题本", "英语作文"], unknown: [] },
    });
  });

  it("reads a plan named with its study word by its subject", () => {
    expect(resolveExclusions(state, ["离散数学的复习"])).toMatchObject({ ok: true, exclusions: { category_ids: [1], task_ids: [], kept: ["离散数学的复习"] } });
  });

  it("takes 待办 for every pending to-do", () => {
    expect(resolveExclusions(state, ["待办"])).toMatchObject({ ok: true, exclusions: { task_ids: [21, 22, 23], kept: ["待办"] } });
  });

  it("keeps a name that matches nothing apart, and says both in the student's words", () => {
    const resolved = resolveExclusions(state, ["错题本", "日语听力"]);
    if (!resolved.ok) throw new Error(resolved.reason);
    expect(resolved.exclusions.unknown).toEqual(["日语听力"]);
    expect(exclusionLines(resolved.exclusions)).toEqual(["「错题本」没有排，按你说的留着。", "没有找到叫「日语听力」的待排任务，其余的照常排了。"]);
  });

  it("asks which one when a name fits several to-dos, and refuses to keep back one item of a plan", () => {
    expect(resolveExclusions(state, ["英语"])).toEqual({ ok: false, reason: "「英语」对得上好几条待办：「写英语作文」、「背英语单词」，是哪一条？" });
    expect(resolveExclusions(state, ["集合与关系"])).toEqual({
      ok: false,
      reason: "「集合与关系」是学习计划「离散数学期末复习」里的一项，学习计划要按顺序排，不能只留下其中一项；可以把整个「离散数学期末复习」留着不排。",
    });
  });
});
