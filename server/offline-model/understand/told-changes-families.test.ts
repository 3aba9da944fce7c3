import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/**
 * Round 19 families: the term told from two calendars or with its total put right, a to-do re-dated after the story of
 * why, and an entry marked done after the story of doing it. Our own sentences.
 */
describe("the term told in two minds", () => {
  it.each([
    ["辅修课表上本周第9周，主修那边是第8周，以主修为准", 8],
    ["双学位那边这周是第6周，主修是第7周，按主修的来", 7],
  ])("%s sets the week of the calendar gone by", (text, currentWeek) => {
    expect(detectIntent(text)).toEqual({ family: "term_set", currentWeek });
  });

  it("the week confirmed and the total put right set both", () => {
    expect(detectIntent("现在第10周是对的，不过一共19周，不是16周")).toEqual({ family: "term_set", currentWeek: 10, weeks: 19 });
  });

  it("two calendars with none chosen set nothing", () => {
    expect(detectIntent("辅修这周是第9周，主修是第8周")).not.toMatchObject({ family: "term_set", currentWeek: 9 });
  });
});

describe("a to-do re-dated after the story of why", () => {
  it.each([
    ["住院那周高数作业没写完，助教答应我宽限到周五", "高数作业", "周五"],
    ["答辩改期到1月5号下午两点了，帮我把答辩那条的时间改一下", "答辩", "1月5号下午两点"],
  ])("%s re-dates the to-do", (text, task, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });
});

describe("a thing told moved to a new time, then the change asked with no name", () => {
  it.each([
    ["社团招新调到下周二下午三点了，帮我改下", "社团招新", "下周二下午三点"],
    ["组会换到周五上午十点了，你更新一下吧", "组会", "周五上午十点"],
    ["读书分享会挪到周日晚上七点了，改改", "读书分享会", "周日晚上七点"],
  ])("%s re-dates the to-do", (text, task, deadline) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "update", task, deadline });
  });

  it.each(["组会换到周五上午十点了，挺好", "我挪到周四晚上了，改一下", "期中考试调到下周三了，改一下", "英语期末从周一挪到周三了，帮我改下"])("%s re-dates no to-do", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "task_edit", action: "update", deadline: expect.any(String) });
  });
});

describe("an entry marked done after the story of doing it", () => {
  it.each([
    ["报名表填好交上去了，交报名表那条勾掉", "交报名表"],
    ["体检做完了，帮我把体检报告这项标成完成", "体检报告"],
  ])("%s completes the entry named", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "complete", task });
  });
});

describe("a thing someone urged, done and asked marked", () => {
  it("completes the thing urged, with the request after 然后", () => {
    expect(detectIntent("学委刚催了体测表，我已经交了，帮我标记一下，然后看看周五下午有没有空")).toEqual({
      family: "compound",
      parts: [
        { family: "task_edit", action: "complete", task: "体测表" },
        { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "周五", part: "afternoon" } } },
      ],
    });
  });

  it("alone, completes the thing urged", () => {
    expect(detectIntent("组长催了周报，我早就写好了，标记一下吧")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
  });
});
