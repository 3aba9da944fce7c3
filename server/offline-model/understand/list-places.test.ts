/**
 * An item of what the last answer listed, said by where it stood: counted from the end (倒数第二个), the middle one
 * of three or five, the upper or lower of two (上面那条), with a word of when before the verb (刚, 定), several
 * counted off in one message (a check-in of each), after 算了, and a study block by its kind said with 上面那条.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { atPlace, placeOf } from "./list-places";
import type { UserTurn } from "../types";

const CHORES: UserTurn = { text: "最近还有什么要做", said: "还有5条：洗床单、交电费、写读书笔记、背单词、取快递。" };
const THREE: UserTurn = { text: "没截止的有哪些", said: "共3条：练字、整理相册、写简历。" };
const TWO_DUE: UserTurn = { text: "紧急的有哪些", said: "有2条：交党课心得（12月3日截止）、报名数模（12月4日 12:00 截止）。" };
const NUMBERED: UserTurn = { text: "哪些待办没设截止", said: "这两条没有截止时间：1. 读完《乡土中国》 2. 整理实验数据。" };
const UNCHECKED: UserTurn = { text: "今天哪些学习块还没打卡", said: "今天有3个学习块待打卡：08:00 栈与队列、10:00 二叉树、14:00 链表。" };
const DAY_WITH_PLAN: UserTurn = { text: "周五有什么安排", said: "12月4日 周五：10:00–11:40 大学英语（课）；19:00–20:40 图的遍历（学习，数据结构期末复习）。" };
const ONE_DUE: UserTurn = { text: "这周五前要交什么", said: "这周五前截止的有1条：交数值分析大作业（12月4日 周五 23:59）。" };
const PLACED: UserTurn = { text: "把背单词放到周二下午", said: "已预排：背单词 → 12月8日 周二 14:00–15:40，确认后写入日程。" };

describe("placeOf and atPlace", () => {
  test.each([
    ["第三个", 3],
    ["倒数第二条", -2],
    ["最后那个", -1],
    ["中间那个", 0],
    ["那个", undefined],
  ])("%s → %s", (words, place) => {
    expect(placeOf(words)).toBe(place);
  });

  test("the middle one only of an odd count; a place past the list is none", () => {
    expect(atPlace(["甲", "乙", "丙"], "中间的那个")).toBe("乙");
    expect(atPlace(["甲", "乙", "丙", "丁"], "中间那个")).toBeUndefined();
    expect(atPlace(["甲", "乙"], "倒数第三个")).toBeUndefined();
    expect(atPlace(["甲", "乙", "丙"], "倒数第一个")).toBe("丙");
  });
});

const ROWS: FollowUpRow[] = [
  {
    family: "counted from the end, or the middle one",
    examples: [
      { before: [CHORES], text: "倒数第二个截止改成周日", readAs: "背单词截止改成周日", intent: { family: "task_edit", task: "背单词" } },
      { before: [CHORES], text: "倒数第三个已经交了", readAs: "写读书笔记已经交了", intent: { family: "task_edit", action: "complete", task: "写读书笔记" } },
      { before: [CHORES], text: "中间那个删了吧", readAs: "写读书笔记删了吧", intent: { family: "task_edit", action: "delete" } },
      { before: [THREE], text: "中间的那个推到下周一", readAs: "整理相册推到下周一", intent: { family: "task_edit", task: "整理相册" } },
      { before: [THREE], text: "中间那个我想下周六上午弄，帮我排上", readAs: "整理相册我想下周六上午弄，帮我排上", intent: { family: "schedule", hints: ["整理相册"] } },
    ],
    counterexamples: [
      // Four listed: no one item is in the middle.
      { before: [{ text: "还有啥", said: "还有4条：甲事、乙事、丙事、丁事。" }], text: "中间那个删了" },
      { before: [THREE], text: "倒数第五个做完了" },
    ],
  },
  {
    family: "the upper or lower of two, and a numbered list",
    examples: [
      { before: [TWO_DUE], text: "上面那条改到周五", readAs: "交党课心得改到周五", intent: { family: "task_edit", task: "交党课心得" } },
      { before: [TWO_DUE], text: "下面那条删掉", readAs: "报名数模删掉", intent: { family: "task_edit", action: "delete" } },
      { before: [NUMBERED], text: "第一个定在周日晚上十点", readAs: "读完《乡土中国》定在周日晚上十点", intent: { family: "task_edit", deadline: "周日晚上十点" } },
    ],
    counterexamples: [{ before: [CHORES], text: "上面那条改到周五" }],
  },
  {
    family: "when it was done, said right after the place",
    examples: [
      { before: [CHORES], text: "第二个刚交了", readAs: "交电费刚交了", intent: { family: "task_edit", action: "complete", task: "交电费" } },
      { before: [CHORES], text: "最后一个刚刚拿到了", readAs: "取快递刚刚拿到了", intent: { family: "task_edit", action: "complete", task: "取快递" } },
      { before: [{ text: "提醒我周四交电费", said: "已记下：交电费（截止 12月3日 周四 23:59）。" }], text: "这个刚弄好了", readAs: "交电费刚弄好了", intent: { family: "task_edit", action: "complete", task: "交电费" } },
    ],
    counterexamples: [{ before: [ONE_DUE], text: "第二个刚交了" }],
  },
  {
    family: "several counted off in one message",
    examples: [
      {
        before: [UNCHECKED],
        text: "第一个学完了，第三个没学",
        readAs: "今天的打卡：栈与队列学完了，链表没学",
        intent: { family: "checkin", entries: [{ block: "栈与队列", status: "done" }, { block: "链表", status: "skipped" }] },
      },
      { before: [UNCHECKED], text: "第二个做完了，最后一个跳过了", readAs: "今天的打卡：二叉树做完了，链表跳过了", intent: { family: "checkin" } },
      { before: [CHORES], text: "第一个洗好了，第二个也交了", readAs: "洗床单洗好了，交电费也交了" },
    ],
    counterexamples: [{ before: [UNCHECKED], text: "第一个学完了，然后呢" }],
  },
  {
    family: "after 算了, and a study block by its kind",
    examples: [
      { before: [PLACED], text: "算了，这个先不排了", readAs: "背单词先不排了", intent: { family: "edit", action: "unplace", reference: { name: "背单词" } } },
      { before: [CHORES], text: "还是算了，第一个删掉吧", readAs: "洗床单删掉吧", intent: { family: "task_edit", action: "delete", task: "洗床单" } },
      { before: [DAY_WITH_PLAN], text: "上面那条复习的先撤掉", readAs: "把图的遍历撤掉", intent: { family: "edit", action: "unplace" } },
      { before: [DAY_WITH_PLAN], text: "那个复习挪到周六上午", readAs: "把图的遍历挪到周六上午", intent: { family: "edit", action: "move", reference: { name: "图的遍历" } } },
    ],
    counterexamples: [{ before: [CHORES], text: "算了" }],
  },
];

describeFollowUpRows("an item by its place", ROWS);
