/**
 * A question about a day's time asked at the end of a story, leaning on the story for its day (round 38, E): only a
 * part of the day asked ("…下午还有没有空的时间段") is that part of the day the story is told on; "那段时间" points
 * back at the time the story named ("周三下午那节课老师请假了…那段时间是不是空出来了"); a bare week ("下周还要上
 * 吗") is the story's weekday and part in that week. Run through the eval's replies, as a turn runs.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

const free = (text: string, fields: Record<string, unknown>): EvalCase => ({ category: "free_time", text, tools: ["query_free_time|query_day"], fields, forbid: ["quick_note", "unplace"] });
const day = (text: string, fields: Record<string, unknown>): EvalCase => ({ category: "day_query", text, tools: ["query_day"], fields, forbid: ["query_free_time", "quick_note"] });

describe("a part of the day asked after a story of one day: that part of the story's day", () => {
  test.each([
    [
      "今天真是离谱，早上跑去实验楼才发现老师调课了，白跑一趟。中午在食堂碰到学长，他说概率论期末题型跟往年差不多。下午我想去图书馆刷题，你帮我看看下午还有没有空的时间段吧，别又跟课撞了。",
      { when: "今", part: "afternoon" },
    ],
    ["明天一早要去医院抽血，得空着肚子去，估计排队要排好久。回来以后想补补觉。你帮我看看下午有没有空吧", { when: "明天", part: "afternoon" }],
    ["周五上午要去体测，八百米想想就腿软，跑完估计整个人都废了。晚上还有空吗？想去看电影", { when: "周五", part: "evening" }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(free(text, fields))).toBeUndefined();
  });
});

describe("那段时间: the time the story named, pointed back at", () => {
  test.each([
    ["我们班周三下午那节课老师请假了，班委说这周停一次。那我那段时间是不是就空出来了？想约同学打球", { when: "周三", part: "afternoon" }],
    ["周四上午的实验课取消了，助教在群里说设备坏了。那那个时间我是不是有空了？", { when: "周四", part: "morning" }],
    ["明天晚上的班会不开了，辅导员刚通知的。那会儿我是不是就空着了？", { when: "明天", part: "evening" }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(free(text, fields))).toBeUndefined();
  });
});

describe("a bare week asked of the story's class: its weekday and part in that week", () => {
  test.each([
    ["周三下午那节课到底是什么来着，我老记不住，只记得每次都要换运动鞋。下周还要上吗？", { part: "afternoon" }],
    ["周四上午那两节课是啥来着，老师总点名，我一直搞混。下周还有吗？", { when: "下周四", part: "morning" }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(day(text, fields))).toBeUndefined();
  });
});

describe("a question with a day of its own keeps it", () => {
  test.each([
    ["今天累死了，早八差点迟到，中午饭都没吃上。明天下午有空吗？", { when: "明天", part: "afternoon" }],
    ["周三下午那节课老师请假了，真开心。周五晚上有空吗？", { when: "周五", part: "evening" }],
  ])("%s", async (text, fields) => {
    expect(await problemOf(free(text, fields))).toBeUndefined();
  });
});
