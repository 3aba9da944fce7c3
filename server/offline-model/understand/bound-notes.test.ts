import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("a bound then a deed, with no cue word, is a note", () => {
  test.each([
    "12月18号前还校医院的体检单",
    "元旦前把新年贺卡寄给高中班主任",
    "本周内把奖学金申请表填了",
    "后天晚上九点之前网上选课",
    "五天后交社会调查问卷",
    "周末把阳台的衣服收拾了",
    "四月前把普通话证书考了",
    "本周内把读书笔记交了",
  ])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content: text });
  });

  test.each(["12.12 交了电路课设", "周五前交作业吗", "下周三好冷"])("%s is no such note", (text) => {
    expect(detectIntent(text).family).not.toBe("quick_note");
  });
});

describe("the thing, an estimate and a bound, each in a clause of its own, is a new to-do", () => {
  test.each([
    ["毕业设计开题PPT，估计三个钟头，下周二要用", 4],
    ["大约要3节，把党课心得写完，周日前", 3],
  ])("%s", (text, sections) => {
    expect(detectIntent(text)).toMatchObject({ family: "create_task", estimatedSections: sections });
  });
});

describe("a bare 待办： label with a priority or an estimate is a new to-do", () => {
  test("its priority and estimate are read", () => {
    expect(detectIntent("待办：整理社团活动照片，简单不重要，需2节")).toEqual({
      family: "create_task",
      content: "整理社团活动照片，简单不重要，需2节",
      priorityGroup: 3,
      estimatedSections: 2,
    });
  });

  test("需N节 is an estimate in the terse label form", () => {
    expect(detectIntent("新任务 学年鉴定表 需2节 重要紧急 12月20日截止")).toMatchObject({ family: "create_task", estimatedSections: 2, priorityGroup: 1 });
  });
});

describe("someone's word on work handed in is chat", () => {
  test.each(["上次交的读书报告助教说写得挺好", "导师夸我PPT做得不错"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "small_talk", topic: "chat" });
  });
});

describe("a bound in the term's own weeks (第N周…前, 第N周内, 期末周前), then a deed, is a note", () => {
  test.each(["第12周周三前把实验报告交了", "第9周内提交课程设计", "期末周前还图书馆的书"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "quick_note", content: text });
  });
});
