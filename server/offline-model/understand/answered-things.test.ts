import { expect, test } from "vitest";
import { answeredThings, offeredSlot, offeredSlots } from "./answered-things";

test("offeredSlot reads the first day and time of an answer", () => {
  expect(offeredSlot("首个可用位置：12月3日 周四 14:00–15:35。")).toBe("12月3日14:00");
  expect(offeredSlot("周四 第5-6节 有空")).toBe("周四第5节");
  expect(offeredSlot("这周都满了。")).toBeUndefined();
  expect(offeredSlots("12月1日 周二 全天 空闲：19:00–22:30（4节）\n12月2日 周三 全天 空闲：14:00–17:40（4节）；19:00–22:30（4节）")).toEqual([
    "12月1日19:00",
    "12月2日14:00",
    "12月2日19:00",
  ]);
});

test("answeredThings reads a numbered list, a block told by its start, a study block whose note names its plan", () => {
  const things = (said: string) => answeredThings({ text: "", answerTexts: [], said });
  expect(things("这两条没有截止：1. 读完《乡土中国》 2. 整理实验数据。").map((thing) => thing.name)).toEqual(["读完《乡土中国》", "整理实验数据"]);
  expect(things("今天有2个学习块待打卡：08:00 栈与队列、10:00 二叉树。").map((thing) => thing.name)).toEqual(["栈与队列", "二叉树"]);
  expect(things("12月4日 周五：10:00–11:40 大学英语（课）；19:00–20:40 图的遍历（学习，数据结构期末复习）。")).toEqual([
    { name: "大学英语", kind: "other" },
    { name: "图的遍历", kind: "study" },
  ]);
});

test("answeredThings names a row that quotes its name by the quote alone", () => {
  const things = (said: string) => answeredThings({ text: "", answerTexts: [], said });
  expect(things("这周漏掉了2个学习块：\n- 12月1日（周二）14:00「栈与队列」（数据结构复习，2节）；\n- 12月3日（周四）19:00「二叉树」（数据结构复习，2节）").map((thing) => thing.name)).toEqual([
    "栈与队列",
    "二叉树",
  ]);
  // No quote: the row's words as before.
  expect(things("还有2条：背单词、写周报。").map((thing) => thing.name)).toEqual(["背单词", "写周报"]);
});
