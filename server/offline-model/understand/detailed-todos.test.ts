import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a cue-less to-do with a whole quadrant is a new to-do", () => {
  test.each([
    ["奖学金材料复印 本周五前 重要紧急", 1],
    ["下周三前把社团经费报销单交了，重要不紧急", 2],
    ["宿舍门禁卡续费 月底前 简单不重要", 3],
    ["周日前整理完辅修的笔记，很急也很重要", 1],
    ["简历下周二前改好 重要但不急", 2],
  ])("%s", (text, group) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", priorityGroup: group });
  });

  test.each([
    // One weight alone is how the student feels about a note.
    "电路作业周四之前要交，挺急的",
    "交马原读书笔记，很重要",
  ])("%s stays a note", (text) => {
    expect(detectIntent(text).family).toBe("quick_note");
  });

  test.each(["下周五前重要紧急的有哪些", "周四前要交的重要紧急的作业是啥"])("%s is a question, not a to-do", (text) => {
    expect(detectIntent(text).family).not.toBe("create_task");
  });
});

describe("a cue-less to-do with an estimate in periods in a clause of its own is a new to-do", () => {
  test.each([
    ["寒假前还要背完六级单词书，大概10节", 10],
    ["这周内把金工实习报告写完，估计3节左右", 3],
    ["期末周前读完《乡土中国》，差不多六节吧", 6],
    ["周日前看完《红楼梦》前十回，4节左右", 4],
  ])("%s", (text, sections) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", estimatedSections: sections });
  });

  test.each([
    // Periods a day are a plan, not the size of a to-do.
    "期末周前要把概率论复习完，每天2节",
    // Asked how long it takes.
    "期末周前读完《乡土中国》要几节",
  ])("%s is no new to-do", (text) => {
    expect(detectIntent(text).family).not.toBe("create_task");
  });
});

describe("别漏了 closing a to-do asks not to let it slip: a note, not a session missed", () => {
  test.each(["形势与政策论文下周一交，别漏了", "体测报名周三截止，千万别漏掉哦", "别错过周四晚上的校招宣讲会"])("%s", (text) => {
    expect(detectIntent(text).family).toBe("quick_note");
  });

  test("a session said 漏了 is still a check-in", () => {
    expect(detectIntent("周二那节线代复习漏了").family).toBe("checkin");
  });
});
