import { describe, expect, it, test } from "vitest";
import { OUTCOME_RULES } from "./checkin-rows";
import { detectIntent } from "./intents";

describe("check-ins, progress and missed work in the student's words", () => {
  it("reads check-ins by block and by day", () => {
    expect(detectIntent("第一章和第二章复习完了，第三章没做")).toEqual({
      family: "checkin",
      entries: [
        { block: "第一章", status: "done" },
        { block: "第二章", status: "done" },
        { block: "第三章", status: "skipped" },
      ],
    });
    expect(detectIntent("昨天的复习都做了")).toEqual({ family: "checkin", entries: [{ status: "done" }], when: "昨天" });
    expect(detectIntent("今天下午那节没去")).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when: "今天下午" });
  });

  it("asks about progress or what was missed, in a span", () => {
    expect(detectIntent("上周落下了哪些复习？")).toEqual({ family: "progress", focus: "missed", range: "上周" });
    expect(detectIntent("我这周落下了哪些复习？")).toEqual({ family: "progress", focus: "missed", range: "这周" });
    expect(detectIntent("这周完成了多少？")).toEqual({ family: "progress", focus: "summary", range: "这周" });
    expect(detectIntent("这周的学习计划我完成了多少？")).toEqual({ family: "progress", focus: "summary", range: "这周" });
    expect(detectIntent("本周还有哪些复习没打卡")).toEqual({ family: "progress", focus: "missed", range: "这周" });
  });

  it("re-plans missed work", () => {
    for (const text of ["把没完成的重新排一下", "把落下的补上", "重新安排没做的"]) expect(detectIntent(text)).toEqual({ family: "replan_missed" });
  });

  it("leaves to-dos to the to-do readers", () => {
    expect(detectIntent("线代第五章作业已经交上去了")).toMatchObject({ family: "task_edit", action: "complete" });
    expect(detectIntent("还有哪些这周的任务没做")).toMatchObject({ family: "query_tasks" });
    expect(detectIntent("提醒我明天复习第三章")).toMatchObject({ family: "quick_note" });
  });
});

describe.each(OUTCOME_RULES.map((rule) => [rule.name, rule] as const))("phrasing family: %s", (_name, rule) => {
  test.each(rule.examples.map(([text, intent]) => [text, intent] as const))("reads %s", (text, intent) => {
    expect(rule.pattern.test(text)).toBe(true);
    expect(detectIntent(text)).toEqual(intent);
  });

  // Where a counterexample goes is the other readers' business; that it is not this row's family is this row's.
  test.each(rule.counterexamples.map(([text, family]) => [text, family] as const))("leaves %s (%s) to other readers", (text) => {
    const intent = detectIntent(text, { nearest: true });
    // The compound row's own kind is a check-in then a re-plan; other compounds are other readers'.
    if (intent.family === "compound") expect(intent.parts.map((part) => part.family)).not.toContain("replan_missed");
    else expect(intent.family).not.toBe(rule.family);
  });
});

describe("study blocks and to-dos: the words decide", () => {
  test.each([
    ["高数作业做完了", "task_edit"],
    ["周报搞定", "task_edit"],
    ["线代第五章作业已经交上去了", "task_edit"],
    ["命题逻辑那块搞定了", "checkin"],
    ["第二章的复习弄完了", "checkin"],
  ])("%s is %s", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });

  test("a plan for later is no check-in", () => {
    expect(detectIntent("明天没时间复习了").family).not.toBe("checkin");
    expect(detectIntent("第三章还没复习，帮我排到明天").family).not.toBe("checkin");
    expect(detectIntent("下一节是啥课").family).not.toBe("checkin");
  });
});

describe("a check-in as one part of a compound", () => {
  test("未完成 alone is no check-in part: 未完成 离散相关 列一下 asks for to-dos", () => {
    expect(detectIntent("未完成 离散相关 列一下")).toMatchObject({ family: "query_tasks" });
  });

  test("第三章复习完了，明天下午有空吗 records the chapter, then answers the question", () => {
    expect(detectIntent("第三章复习完了，明天下午有空吗")).toMatchObject({
      family: "compound",
      parts: [{ family: "checkin", entries: [{ block: "第三章", status: "done" }] }, { family: "schedule_question" }],
    });
  });

  test("今天的复习做完了，帮我记一下明天交班费 records today's blocks, then notes the to-do", () => {
    expect(detectIntent("今天的复习做完了，帮我记一下明天交班费")).toMatchObject({
      family: "compound",
      parts: [{ family: "checkin", when: "今天" }, { family: "quick_note" }],
    });
  });
});

describe("a block's name keeps its own characters", () => {
  // A block is found by the words of its name (名字里有…), so a particle inside or leading a name stays: 哈希表 is not
  // 希表, 图的遍历 not 图遍历.
  test.each([
    ["哈希表那节做完了", "哈希表", "done"],
    ["图的遍历那节复习没看", "图的遍历", "skipped"],
    ["全排列那节做了一半", "全排列", "partial"],
    ["还原反应那块看完了", "还原反应", "done"],
    ["我又把概率论那节鸽了", "概率论", "skipped"],
  ] as const)("%s names %s", (text, block, status) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ block, status }] });
  });

  test.each([
    ["离散那两节我都做了", "离散"],
    ["昨晚的线代复习做完了", "线代"],
  ])("%s: particles and pronouns around the name are not part of it", (text, block) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ block }] });
  });
});

describe("那几节 points at the blocks already planned, so a report about them is a check-in, not a count ahead", () => {
  it.each([
    ["周一周二那几节都没去", "周一"],
    ["昨天那几节线代都翘了", "昨天"],
  ])("%s reports missed blocks of %s", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", when, entries: [{ status: "skipped" }] });
  });

  it.each(["下周排几节复习", "周三还剩几节没上"])("%s is no check-in", (text) => {
    expect(detectIntent(text).family).not.toBe("checkin");
  });
});
