/**
 * Placed blocks moved and swapped, and the asides of the plan family (round 41, C): a block named in English when the
 * planner holds it in Chinese ("the predicate logic block"), two blocks named by when and what (or by when alone)
 * traded "时间互换一下", the placed blocks shifted a week however the count and the kept time are said; the plan the
 * planner made, named by 你帮我排的, ordering nothing; the term's week read off a department's calendar; a course's
 * classes left this week counted in Taiwan's 堂; an estimate 抓 so many periods; a wish told before which day is freer
 * is asked.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { topicWordsOf } from "./decide/english-topic-names";
import { resolveReference } from "./decide/name-resolution";

const intentOf = (text: string) => detectIntent(normalise(text).text);

const TASKS = [
  { id: 6, name: "思想政治", category: "课程" },
  { id: 7, name: "第一章 随机事件与概率", category: "概率论复习" },
  { id: 9, name: "谓词逻辑与推理理论", category: "离散数学期末复习" },
  { id: 13, name: "集合与二元关系", category: "离散数学期末复习" },
];

describe("a block named in English", () => {
  test.each([
    ["predicate logic", 9],
    ["chapter 1 probability", 7],
    ["the sets and relations block", 13],
  ])("%s is task %i", (name, id) => {
    expect(resolveReference({ name }, TASKS)).toMatchObject({ kind: "found", task: { id } });
  });

  test("an English word the table does not know names nothing", () => {
    expect(topicWordsOf("predicate calculus homework")).toBeUndefined();
    expect(resolveReference({ name: "organic chemistry" }, TASKS)).toEqual({ kind: "missing" });
  });

  test("pushed to a day is a move", () => {
    expect(intentOf("could you push the predicate logic session to Friday afternoon")).toMatchObject({
      family: "edit",
      action: "move",
      reference: { name: "predicate logic" },
      target: { dayWord: "Friday" },
    });
  });
});

describe("placed blocks moved together", () => {
  test("two blocks named by when and what, their times traded", () => {
    expect(intentOf("明天上午那块概率论和下午那块谓词逻辑，时间互换一下")).toEqual({
      family: "edit",
      action: "swap",
      references: [{ name: "概率论" }, { name: "谓词逻辑" }],
    });
  });

  test("two blocks named by when alone, the second on the first one's day", () => {
    expect(intentOf("明天上午那块跟下午那块对调一下")).toEqual({ family: "edit", action: "swap", references: [{ name: "明天上午" }, { name: "明天下午" }] });
  });

  test.each([
    ["已經排好的那兩塊複習都往後挪一個禮拜，時間不要變", 2],
    ["那两块已经排上的复习整体顺延一周，节次照旧", 2],
    ["排好的複習全部往後推一個星期，時段不變", undefined],
  ])("%s: the placed blocks a week later", (text, count) => {
    expect(intentOf(text)).toEqual({ family: "edit", action: "shift_day", dayWord: "这周", ...(count ? { count } : {}), target: { dayShift: 7 } });
  });
});

describe("the asides of the plan family", () => {
  test.each([
    ["我們系上行事曆寫這週是第12週，整學期18週，幫我改一下", 12, 18],
    ["教务处校历上写本周是第十四周，一学期共十八周，帮我更新", 14, 18],
    ["學校行事曆說這禮拜算第11週喔，總共18週，幫我設定一下", 11, 18],
  ])("%s sets the term", (text, currentWeek, weeks) => {
    expect(intentOf(text)).toEqual({ family: "term_set", currentWeek, weeks });
  });

  test("a course's classes left this week, counted in 堂", () => {
    expect(intentOf("物理這禮拜還剩幾堂課")).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { course: "物理" } } });
  });

  test.each([
    ["新增任務：把專題的文獻整理一下，重要但不急，抓三節就好", 3],
    ["加個待辦：整理實驗數據，抓四節左右", 4],
  ])("%s: 抓 reckons the periods", (text, estimatedSections) => {
    expect(intentOf(text)).toMatchObject({ family: "create_task", estimatedSections });
  });

  test.each(["周末想去图书馆泡一天 周六还是周日更空", "这周末想整天泡自习室，周六周日哪天空一点"])("%s asks which day is freer", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time" } });
  });

  test("the plan the planner made, praised, orders nothing; asked again, it still does", () => {
    expect(intentOf("上次你帮我排的离散复习挺松的，我很满意").family).not.toBe("schedule");
    expect(intentOf("把你帮我排的离散复习挪到下周")).toMatchObject({ family: "schedule", hints: ["离散"], range: "下周" });
  });

  test("a question with no day of its own keeps the wish's", () => {
    expect(intentOf("下周想挑一天去看展，哪天事最少")).toMatchObject({ family: "schedule_question", question: { input: { when: "下周" } } });
  });
});
