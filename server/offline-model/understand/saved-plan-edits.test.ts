/**
 * A saved study plan renamed, or one of its items renamed or taken out, from the chat: no tool does it, so the answer
 * says where on the 学习计划 page it is done. To-dos, blocks and a plan just drafted keep their own readers.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { editsSavedPlan } from "./saved-plan-edits";
import { currentRequest } from "./request";

describe("a saved plan changed from the chat", () => {
  it.each([
    "把线性代数复习这个计划改名叫线代冲刺",
    "英语六级备考计划重命名为六级冲刺",
    "把宏观经济学复习的名字改成宏观期末",
    "马原复习里的第三章那项改叫唯物史观",
    "数电复习计划中的时序电路这一项删掉",
    "概率论复习里面的大数定律那条不要了",
  ])("%s", (said) => {
    expect(editsSavedPlan(said)).toBe(true);
    expect(detectIntent(said)).toEqual({ family: "small_talk", topic: "plan_edit" });
  });

  it("leaves a to-do renamed, a block moved and a block taken off to their own readers", () => {
    expect(detectIntent("把实验报告改名叫电路实验报告").family).toBe("task_edit");
    expect(editsSavedPlan("把离散复习里的代数系统那块挪到周五")).toBe(false);
    expect(editsSavedPlan("把周三那节离散复习删掉")).toBe(false);
    expect(editsSavedPlan("线代复习这周排一下")).toBe(false);
  });

  it("reads a plan just drafted as that draft changed", () => {
    const request = currentRequest([
      { text: "建个宪法学复习计划：总论、基本权利、国家机构，各2节", said: "已生成学习计划草稿「宪法学复习」：3个条目共6节，请在卡片上确认。" },
      { text: "名字改成宪法学冲刺" },
    ]);
    expect(detectIntent(request?.text ?? "")).toMatchObject({ family: "propose_class", name: "宪法学冲刺" });
  });
});
