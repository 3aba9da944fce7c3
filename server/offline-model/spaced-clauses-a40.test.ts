import { describe, expect, test } from "vitest";
import { SPACED_CLAUSE_ROWS, withSpacedClausesRead } from "./normalise/spaced-clauses";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

/** The step alone, on the text as written: the normaliser's other steps rewrite a terse command's words too. */
function spacedStep(text: string): string {
  const units = Array.from({ length: text.length }, (_, index) => index);
  return withSpacedClausesRead({ text, original: text, starts: units, ends: units.map((index) => index + 1) }).text;
}

describe.each(SPACED_CLAUSE_ROWS)("$family", (row) => {
  test.each(row.examples)("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });
  test.each(row.counterexamples)("%s keeps its spaces", (said) => {
    expect(spacedStep(said)).toBe(said);
  });
});

describe("typed or dictated without punctuation: each space between two clauses is a comma", () => {
  test.each([
    ["线代那些复习排到下周 周末别排", "线代那些复习排到下周，周末别排"],
    ["下周的都帮我排一下 错题本不用排", "下周的都帮我排一下，错题本不用排"],
    ["明天下午要去面试 谓词逻辑那块先撤掉", "明天下午要去面试，谓词逻辑那块先撤掉"],
    ["元旦当天想出去玩 1月1号有没有课", "元旦当天想出去玩，1月1号有没有课"],
    ["下周六早上八点下夜班 那天下午有没有空", "下周六早上八点下夜班，那天下午有没有空"],
    ["睡过头了 今天上午还有课吗", "睡过头了，今天上午还有课吗"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  test.each([
    // a command and its name, a name and its value, a day and its clock, attributes, a number and its unit
    "加个待办 整理宿舍 简单 不重要",
    "倒计时 离散",
    "组会 提前半小时提醒",
    "下周三 下午两点",
    "建计划 数据结构 8章 每章2节",
    "体测补测 12月9日 上午九点",
    "策划案那条改名叫 写完策划案初稿",
  ])("%s keeps its spaces", (said) => {
    expect(spacedStep(said)).toBe(said);
  });
});

describe("the readers read the clauses as they read them with commas", () => {
  test.each([
    ["下周的都帮我排一下 错题本不用排", { family: "schedule" }],
    ["按考试先后帮我倒排复习 周六不排", { family: "schedule" }],
    ["班费还没交 刚搞错了 改回未完成", { family: "task_edit", action: "reopen" }],
    ["四级真题还没做，刚点错了，改回未完成", { family: "task_edit", action: "reopen" }],
  ])("%s", (said, intent) => {
    expect(detectIntent(normalise(said).text)).toMatchObject(intent);
  });
});
