/**
 * Conditionals, hypotheticals and things told rather than asked (round 39, O): a reminder or a plan that hangs on a
 * day being free asks first whether it is ("如果下周二没课的话，提醒我那天早上九点去办签证"), with the reminder on
 * that day; a change imagined and worried at ("假如概率论考试提前到1月10号，我还来得及吗"), a guess about finishing
 * ("物理实验报告应该周四前能写完吧，我心里没底"), a block the student may miss told ahead ("周五晚上那块到时候可能要去
 * 聚餐，先跟你说一声") and a check-in reckoned not due ask for nothing; a question about the app or the assistant
 * ("你是不是会偷偷帮我删任务") is answered in words.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a reminder or plan on condition that a day is free: the day asked first", () => {
  test.each([
    ["如果下周二没课的话，提醒我那天早上九点去办签证", { when: "下周二" }, "下周二早上九点去办签证"],
    ["要是周五晚上有空的话，提醒我七点去操场跑步", { when: "周五", part: "evening" }, "周五晚上七点去操场跑步"],
    ["如果明天有空的话，提醒我周五交作业", { when: "明天" }, "周五交作业"],
  ])("%s", (text, input, content) => {
    expect(intentOf(text)).toMatchObject({
      family: "compound",
      parts: [{ family: "schedule_question", question: { toolName: "query_free_time", input } }, { family: "quick_note", content }],
    });
  });

  test("a plan on the same condition, 的话 with no pause", () => {
    expect(intentOf("要是周五下午有空的话帮我把错题本排进去")).toMatchObject({ family: "schedule_question", question: { input: { when: "周五" } } });
  });
});

describe("imagined, guessed or told ahead: nothing asked", () => {
  test.each([
    "假如概率论考试提前到1月10号，我还来得及吗",
    "万一离散提前考，我是不是就完了",
    "物理实验报告应该周四前能写完吧，我心里没底",
    "周五晚上那块到时候可能要去聚餐，先跟你说一声",
    "应该不用再打卡了吧，昨天的都打过了",
    "万一周五的课调了，我再跟你说",
  ])("%s", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", topic: "chat" });
  });

  test("a question about the app, 会 asked of it", () => {
    expect(intentOf("你记下来的事会同步到手机日历里吗")).toMatchObject({ family: "small_talk", about: ["calendar_export"] });
  });

  test.each(["你是不是会偷偷帮我删任务", "你会不会自己改我的日程"])("%s asks what the assistant does", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk", topic: "capabilities" });
  });
});

describe("look-alikes still ask", () => {
  test.each([
    ["假如概率论考试提前到1月10号，帮我改一下", "small_talk"],
    ["周五晚上那块可能要去聚餐，帮我挪到周六", "small_talk"],
    ["物理实验报告周五要交，应该能写完吧", "small_talk"],
  ])("%s is not %s chat", (text) => {
    expect(intentOf(text)).not.toMatchObject({ family: "small_talk", topic: "chat" });
  });

  test("the assistant asked to act, with the thing named, acts", () => {
    expect(intentOf("你能不能自己把错题本那条删了")).not.toMatchObject({ family: "small_talk" });
  });

  test("a condition on something other than free time is told, not a question", () => {
    expect(intentOf("如果周六下雨就不去爬山了").family).not.toBe("schedule_question");
  });
});
