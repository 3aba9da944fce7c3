/**
 * Follow-ups that point back at the last turn (round 26): a pre-placed block moved to another day at its time or
 * taken off again, a note dropped with the reason after it, an offer declined with a reason, a noted time changed
 * with the old one found too early, a counted-off to-do given a deadline, a block pointed at by the course it sits
 * in, the day just told picked, a missed block made up. Our own sentences; the near misses stand on their own.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";
import { pronounIn } from "./references";
import { currentRequest } from "./request";
import type { UserTurn } from "../types";

const LISTENING = { text: "英语听力排周五晚上", said: "已预排：英语听力练习 → 12月4日 周五 19:00–20:40，确认后写入日程。" };
const ROUGH = {
  text: "把概率论排到下周",
  said: "粗排完成：概率论复习 预排2个任务（共4节）。\n  随机变量 → 12月7日 周一 第3-4节\n  大数定律 → 12月9日 周三 第5-6节",
};
const MEETING = { text: "周四晚上开班会，帮我记一下", said: "已记下：开班会（截止 12月3日 周四 19:00）。" };
const RUN = { text: "明早8点提醒我去跑步", said: "已记下：去跑步（截止 12月2日 周三 08:00）。" };
const LAUNDRY = { text: "今晚9点提醒我洗衣服", said: "已记下：洗衣服（截止 12月1日 周二 21:00）。" };
const TODOS = { text: "还有哪些没做的", said: "还有4条：1. 交线代作业 2. 完成大学物理实验报告 3. 背单词 4. 写读书笔记" };
const AGENDA = {
  text: "周四有什么安排",
  said: "12月3日 周四：08:00–09:40 大学英语（课，内嵌 英语作文练习）；10:00–11:40 马克思主义原理（课）；14:00–15:40 树与最小生成树（学习，离散数学期末复习）。",
};
const EMPTIEST = { text: "下周哪天最闲", said: "12月9日 周三最空，只有一节课。" };
const FREE = { text: "周四下午有空吗", said: "12月3日 周四 下午 14:00–15:40 有空。" };
const MISSED = { text: "上周落下了哪些复习", said: "上周落下了1个学习块：11月26日（周四）19:00「线性方程组」。" };
const CHORES = { text: "还有哪些待办", said: "还有1条：交班费。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a pre-placed block on another day at the time it had",
    examples: [
      { before: [LISTENING], text: "挪到周六，时间不变", readAs: "把12月4日19:00那块英语听力练习挪到12月5日19:00" },
      { before: [LISTENING], text: "那就换到周三的同一时间吧", readAs: "把12月4日19:00那块英语听力练习挪到12月2日19:00" },
      // A rough plan tells periods; a bare weekday is the one in the block's own week.
      { before: [ROUGH], text: "大数定律挪到周四同一时间", readAs: "把12月9日第5节那块大数定律挪到12月10日第5节" },
    ],
    counterexamples: [
      // No block of the plan is named so.
      { before: [ROUGH], text: "线代挪到周四同一时间" },
    ],
  },
  {
    family: "a pre-placed block taken off again",
    examples: [
      { before: [LISTENING], text: "算了，先撤下来吧", readAs: "把12月4日19:00那块英语听力练习先拿掉" },
      { before: [LISTENING], text: "还是算了吧，先去掉", readAs: "把12月4日19:00那块英语听力练习先拿掉" },
      { before: [LISTENING], text: "那就先拿掉", readAs: "把12月4日19:00那块英语听力练习先拿掉" },
    ],
    counterexamples: [{ before: [FREE], text: "算了，先拿掉" }],
  },
  {
    family: "a note given up, the reason after it",
    examples: [
      { before: [MEETING], text: "算了不用了，班会改期了", readAs: "删掉开班会" },
      { before: [MEETING], text: "还是算了吧，不要了，班会推迟了", readAs: "删掉开班会" },
      { before: [LAUNDRY], text: "算了不用了，洗衣房改时间了", readAs: "删掉洗衣服" },
    ],
    counterexamples: [
      // A change asked after it is a request of its own.
      { before: [MEETING], text: "算了不用了，改到周六吧" },
      { before: [FREE], text: "算了不用了，班会改期了" },
    ],
  },
  {
    family: "a noted time changed, the old one too early",
    examples: [
      { before: [RUN], text: "改到八点半吧，八点太早了", readAs: "把去跑步的截止时间改到12月2日早上八点半" },
      { before: [RUN], text: "换到九点吧，八点有点赶", readAs: "把去跑步的截止时间改到12月2日早上九点" },
      { before: [LAUNDRY], text: "改到十点吧，九点太早了", readAs: "把洗衣服的截止时间改到12月1日晚上十点" },
    ],
    counterexamples: [{ before: [FREE], text: "改到八点半吧，八点太早了" }],
  },
  {
    family: "a counted-off to-do, the day it is due by and a deadline asked",
    examples: [
      {
        before: [TODOS],
        text: "第二个周五前交就行，帮我定个ddl",
        readAs: "完成大学物理实验报告周五前交就行，帮我定个ddl",
        intent: { family: "task_edit", action: "update", task: "完成大学物理实验报告", deadline: "周五" },
      },
      {
        before: [TODOS],
        text: "第四个下周三前写完就好，给它设个截止",
        readAs: "写读书笔记下周三前写完就好，给它设个截止",
        intent: { family: "task_edit", action: "update", task: "写读书笔记", deadline: "下周三" },
      },
      { before: [TODOS], text: "第一个明天前交就行，设个截止日期吧", readAs: "交线代作业明天前交就行，设个截止日期吧" },
    ],
    counterexamples: [{ before: [TODOS], text: "这个周五有空吗" }],
  },
  {
    family: "a block pointed at by the course it sits in",
    examples: [
      { before: [AGENDA], text: "英语课里嵌的那个先拿掉", readAs: "把英语作文练习先拿掉" },
      { before: [AGENDA], text: "嵌在大学英语里的那节挪到晚上七点", readAs: "把英语作文练习挪到12月3日晚上七点" },
      { before: [AGENDA], text: "英语课上塞的那块删了", readAs: "把英语作文练习删了" },
    ],
    counterexamples: [
      // Nothing sits inside that course.
      { before: [AGENDA], text: "马原课里嵌的那个先拿掉" },
      { before: [EMPTIEST], text: "英语课里嵌的那个先拿掉" },
    ],
  },
  {
    family: "a missed block said made up after all: checked in on the day it was missed",
    examples: [
      { before: [MISSED], text: "这个其实我周末补上了，给我改成完成", readAs: "11月26日的打卡：线性方程组完成" },
      { before: [MISSED], text: "那个我后来补了，标成完成吧", readAs: "11月26日的打卡：线性方程组完成" },
      { before: [MISSED], text: "这个我其实补做了，改成完成吧", readAs: "11月26日的打卡：线性方程组完成" },
    ],
    // A to-do listed is done as a to-do.
    counterexamples: [{ before: [CHORES], text: "交班费已经交了" }],
  },
  {
    family: "the day just told, something done on it",
    examples: [
      { before: [EMPTIEST], text: "那就那天把单词书背了", readAs: "把单词书排在12月9日" },
      { before: [EMPTIEST], text: "就那天把错题本刷完吧", readAs: "把错题本排在12月9日" },
      { before: [EMPTIEST], text: "那天帮我安排物理实验报告", readAs: "把物理实验报告排在12月9日" },
    ],
    counterexamples: [{ before: [MEETING], text: "那就那天把单词书背了" }],
  },
];

describeFollowUpRows("pointing back at the last turn", ROWS);

test("nothing pre-placed: a note moved to another day at the same time is the note's own re-dating", () => {
  expect(currentRequest([{ ...MEETING }, { text: "换到周五同一时间" }])?.text).not.toContain("那块");
});

describe("an offer declined with a reason", () => {
  const offered = (text: string, question = "要帮你记个提醒吗？", options = ["记下", "不用"]): UserTurn[] => [
    { text: "周六上午有体检", asked: { question, options } },
    { text },
  ];
  test.each(["不用，辅导员会在群里通知", "不用了，我自己定了闹钟", "不用"])("%s is no note", (text) => {
    expect(currentRequest(offered(text))?.text).toBe("不用了");
  });
  test("declined with another wording of no", () => {
    expect(currentRequest(offered("不用了，他们会打电话", "要我记下来吗？", ["记下来", "不用了"]))?.text).toBe("不用了");
  });
  test.each(["记下", "好的"])("%s takes the offer", (text) => {
    expect(currentRequest(offered(text))?.text).not.toBe("不用了");
  });
});

describe("a deadline asked after the day it is due by", () => {
  test.each([
    ["读书笔记周五之前交就好，帮我定个ddl", "读书笔记", "周五"],
    ["线代作业12月20号前写完就行，设个截止日期吧", "线代作业", "12月20号"],
    ["实验报告下周一前交上即可，给它加个截止", "实验报告", "下周一"],
  ])("%s re-dates the to-do", (text, task, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });
  test.each(["线代作业12月20号前写完就行", "周五前记得交作业，给我设个提醒"])("%s is no re-dating", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update" });
  });
  test("an ordinal may be followed by the day it is due; a demonstrative before a day is that day", () => {
    expect(pronounIn("第三个下周六前做完就行")).toBe("第三个");
    expect(pronounIn("这个周五有空吗")).toBeUndefined();
  });
});

describe("the week put right against the assistant's count", () => {
  test.each([
    ["我们学校比你这慢一周，应该是第9周", 9],
    ["你这边快了两周，其实才第十周", 10],
    ["我们这边比你那晚一周，现在是第15周", 15],
  ])("%s sets the week", (text, week) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", currentWeek: week });
  });
  test.each(["我们学校比你这晚一周", "高数进度比你说的慢一周，应该是第12周的内容"])("%s sets no week", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "term_set" });
  });
});

describe("a done mark pressed by mistake, said in Cantonese", () => {
  const read = (text: string) => detectIntent(normalise(text).text);
  test.each([
    ["讀書筆記其實仲未寫，頭先撳錯咗", "读书笔记"],
    ["統計功課其實未交，頭先撳錯咗完成", "统计作业"],
    ["物理作业其实还没交，刚刚我点错了完成", "物理作业"],
  ])("%s takes the mark back", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });
  test("揿 alone is no slip", () => {
    expect(normalise("撳掣開燈").text).not.toContain("按");
  });
});
