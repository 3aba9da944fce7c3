import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Family B: study given an amount of time and a day in one breath is put on that day. Our own sentences. */
describe("study given an amount of time, then where it goes", () => {
  it.each([
    ["周五用一下午刷物理竞赛题，两点开始", { reference: { name: "物理竞赛题" }, target: { dayWord: "周五", clock: "14:00" } }],
    ["明天拿两个小时背单词，晚上七点动手", { reference: { name: "单词" }, target: { dayWord: "明天", clock: "19:00" } }],
    ["下周三花一个半小时整理实验数据", { reference: { name: "实验数据" }, target: { dayWord: "下周三" } }],
    ["电路复习大概要花三个小时，放周四下午", { reference: { name: "电路复习" }, target: { dayWord: "周四", slotStart: 5 } }],
    ["英语精读得用一晚上，排到明天晚上吧", { reference: { name: "英语精读" }, target: { dayWord: "明天", slotStart: 9 } }],
  ])("%s puts the item there", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", ...expected });
  });

  it.each([
    ["周六用半天做完了综合模拟卷", "done, told: no placement"],
    ["昨天花了三个小时写作业", "time spent, told"],
    ["我用一个小时写完作业", "no day said"],
    ["四级真题得花一上午", "no place said"],
  ])("%s is not read so (%s)", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "edit", action: "move" });
  });
});
