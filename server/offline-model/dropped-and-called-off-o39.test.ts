/**
 * Negations and cancellations (round 39, O): a request dropped changes nothing ("先别删，我再想想", "两个都先不用了",
 * "这周先不用给我排复习了，我要忙比赛", "算了不要了，等班长通知了再说"), and a thing said to be off undoes it: a to-do
 * not to be handed in ("那个物理实验报告不用交了"), a course's exam not sat ("概率论好像不考试了"), a block not
 * wanted ("明天那节复习我不想上了，取消吧"), a reminder just noted that is not wanted ("别提醒我了，我自己记得住").
 * Look-alikes: a question about it, a lesser sitting, a block not wanted with somewhere else to go.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

async function problemOf(evalCase: EvalCase): Promise<string | undefined> {
  const [result] = await evaluate(createOfflineModel(), [evalCase]);
  return result.score.passed ? undefined : (result.score.problem ?? "a word the student may not read");
}

describe("a request dropped: nothing asked", () => {
  test.each([
    "先别删，我再想想",
    "先别排，我还没想好这周到底复习哪门",
    "两个都先不用了",
    "这周先不用给我排复习了，我要忙比赛",
    "算了不要了，等班长通知了再说",
    "等出成绩再说吧",
  ])("%s", (text) => {
    expect(["small_talk", "unknown"]).toContain(intentOf(text).family);
  });

  test("a stretch dropped, with the plan moved to another, is that plan", () => {
    expect(intentOf("这周先不用排了，排到下周吧")).toMatchObject({ family: "schedule", range: "下周" });
  });

  test("a draft declined after 要不算了 is left as it is", async () => {
    const said = "已生成方案，请在卡片上确认：集合与二元关系 → 12月7日 周一 16:00–17:40；函数与等价关系 → 12月8日 周二 16:00–17:40。";
    const declined: EvalCase = { category: "abandon", text: "要不算了，这版不要了", tools: [], forbid: ["delete_task", "undo_schedule"], history: [{ user: "离散剩下那几块帮我排到下周", said }] };
    expect(await problemOf(declined)).toBeUndefined();
  });
});

describe("a thing said to be off: taken out", () => {
  test.each([
    ["那个物理实验报告不用交了，老师说取消", "物理实验报告"],
    ["线代作业不用写了", "线代作业"],
  ])("%s deletes %s", (text, task) => {
    expect(intentOf(text)).toEqual({ family: "task_edit", action: "delete", task });
  });

  test.each([
    ["概率论好像不考试了，老师说改成交期末论文", "概率论"],
    ["听说高数期末不考了", "高数期末"],
    ["离散好像取消考试了", "离散"],
  ])("%s cancels %s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("a lesser sitting called off stays news unless it is kept", () => {
    expect(intentOf("口语考试不考了")).toMatchObject({ family: "exam_cancel", unlessUnkept: true });
  });

  test.each(["明天那节复习我不想上了，取消吧", "周四晚上那块实在去不了了，帮我去掉"])("%s takes the block off", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "edit", action: "unplace" });
  });

  test("a reminder just noted, not wanted any more, is deleted", async () => {
    const dropped: EvalCase = {
      category: "follow_up",
      text: "哎别提醒我了，我自己记得住",
      tools: ["delete_task"],
      fields: { task: "快递" },
      forbid: ["quick_note"],
      history: [{ user: "明天晚上八点提醒我去取快递", said: "已记下：去取快递（截止 12月2日 周三 20:00）。" }],
    };
    expect(await problemOf(dropped)).toBeUndefined();
  });
});

describe("look-alikes", () => {
  test.each(["作业不用交了吗", "明天那节复习我不想上了"])("%s deletes nothing", (text) => {
    expect(intentOf(text).family).not.toBe("task_edit");
  });

  test("a block not wanted there, moved elsewhere, is moved", () => {
    expect(intentOf("明天那节复习我不想上了，挪到周五吧")).not.toMatchObject({ action: "unplace" });
  });
});
