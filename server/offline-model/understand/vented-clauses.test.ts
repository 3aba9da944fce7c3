/**
 * A stressed student venting around one request (round 17): the clauses that only say how it feels, the groans before
 * and after, and the subject the venting is about. Each family is pinned with sentences of its own.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { troubledSubject, withoutVentedEnds, withoutVenting } from "./vented-clauses";

describe("a plan asked for between clauses that only vent: the venting names no subject", () => {
  test.each([
    ["把线代复习排进这周吧，我照着来就好，实在不想自己动脑", { family: "schedule", hints: ["线代"], range: "这周" }],
    ["帮我把数电复习塞到周末，一天别超过三节，再多我就要崩溃了", { family: "schedule", hints: ["数电"], dailyCap: 3, range: "周末" }],
    ["作业压得我透不过气，你按考试时间帮我把复习规划好吧", { family: "schedule", hints: [], forExams: true }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  test("a clause that asks stays", () => {
    expect(withoutVenting("帮我把复习排到下周，别排太满")).toBe("帮我把复习排到下周，别排太满");
  });
});

describe("a plan asked for with the student's shifts told beside it: a shift is no subject", () => {
  test.each([
    ["下周的复习帮我安排一下，我周二和周五上夜班", { family: "schedule", hints: [], range: "下周" }],
    ["这周待办帮我排一排，我周四轮休", { family: "schedule", hints: [], range: "这周" }],
    ["把英语复习排到这周，那天我要顶班的话你就避开", { family: "schedule", hints: ["英语"], range: "这周" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });
});

describe("a subject vented about first, then a plan asked for with none of its own: the plan is for that subject", () => {
  test.each([
    ["数据结构我一看就头疼，一个字都看不懂……帮我排进下周吧", { family: "schedule", hints: ["数据结构"], range: "下周" }],
    ["宏观经济学我真的学不进去，每天都在拖。你帮我排到这周末吧", { family: "schedule", hints: ["宏观经济学"], range: "这周末" }],
    ["线代真的学不下去了，看到矩阵就想吐。帮我排到下周吧", { family: "schedule", hints: ["线代"], range: "下周" }],
    ["之前没完成的复习我一看就头疼……麻烦你帮我重新排", { family: "replan_missed" }],
    ["上周落下的学习我一看就想哭。帮我重新安排一下吧", { family: "replan_missed" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  test.each(["我真的看不进去", "今天一想就头大"])("%s names no subject", (story) => {
    expect(troubledSubject(story)).toBeUndefined();
  });
});

describe("which exam kinds count, said after a plan for the exams, name no class", () => {
  test.each(["依照考试日期给复习倒着排一排，笔试和操作都要顾到", "根据考试日期倒着排复习，技能考核和理论考试都得兼顾"])("%s", (text) => {
    expect(detectIntent(text)).toEqual({ family: "schedule", hints: [], wantsAll: false, forExams: true });
  });
});

describe("the plan just made, groaned at, then sent back", () => {
  test.each(["刚才那版安排我看了就心累，一整天塞满了，撤掉撤掉", "刚刚那个方案排得太满了，喘不过气，还是撤回吧", "刚才那个计划我看一眼就头大，不要了"])(
    "%s",
    (text) => {
      expect(detectIntent(text)).toEqual({ family: "undo" });
    },
  );
});

describe("a groan before the request or a despairing question after it is no part of the request", () => {
  test.each([
    ["好烦……帮我看看周四下午有没有空", { family: "schedule_question", question: { toolName: "query_free_time", input: { when: "周四", part: "afternoon" } } }],
    ["累死了。把高数作业标成完成", { family: "task_edit", action: "complete", task: "高数作业" }],
    ["唉，焦虑死了，帮我把周五的英语作文标成完成", { family: "task_edit", action: "complete", task: "周五的英语作文" }],
    ["心态崩了……帮我看看这周还有哪些作业没交", { family: "query_tasks", input: { deadline_before: "这周" } }],
    ["离散还有几天考……我一章都没复习，这下彻底完了", { family: "exam_countdown", exam: "离散" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  test.each([
    // How far the student has got, told after the question as why it is asked.
    ["线代哪天考啊，我还没开始复习呢", { family: "exam_countdown", exam: "线代" }],
    ["数电还剩多少天考？我才看了一半", { family: "exam_countdown", exam: "数电" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject(expected);
  });

  test.each(["第二章复习完了，第三章还没开始", "明天有空吗", "周三那节没做，第四章还没开始"])("%s keeps its words", (text) => {
    expect(withoutVentedEnds(text)).toBe(text);
  });

  test.each(["终于！实验报告写完了", "好累……", "作业写完了。", "烦死了"])("%s keeps its words", (text) => {
    expect(withoutVentedEnds(text)).toBe(text);
  });

  test("the groan alone is small talk still", () => {
    expect(detectIntent("累死了，不想学了")).toMatchObject({ family: "small_talk" });
  });
});
