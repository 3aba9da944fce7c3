import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 29 families: marks, records and plans taken back, and corrections said as "不是X，是Y". Our own sentences. */
describe("a done mark asked not to count", () => {
  it.each([
    ["实验报告那条先别算完成，助教还没批", "实验报告"],
    ["读书笔记没写完，别给我算完成", "读书笔记"],
    ["PPT被打回来了，别算我做完", "PPT"],
    ["开题报告那个先别算完成，老师让重写摘要", "开题报告"],
    ["不是做完了，是还没做，英语作文那个给我改回来", "英语作文"],
  ])("%s reopens the to-do", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "reopen", task });
  });

  it.each(["这周完成率别算上周的", "别急着算完成率，先看看还剩几节", "不是交了吗，怎么还显示没完成"])("%s reopens nothing", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ action: "reopen" });
  });
});

describe("how far off an exam is, asked with no unit of days", () => {
  it.each([
    ["高数还有多久考啊", "高数"],
    ["线代还得多久考", "线代"],
    ["概率论还要多久才考啊", "概率论"],
  ])("%s counts down to the exam", (text, exam) => {
    expect(detectIntent(text)).toEqual({ family: "exam_countdown", exam });
  });

  it("the day half-said, then how far off it is, counts down", () => {
    expect(detectIntent("物化好像是第18周周三考吧，离那天还剩几天")).toMatchObject({ family: "exam_countdown" });
  });

  it.each(["作业还要多久才交", "这节课还要多久才下课"])("%s counts down to no exam", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "exam_countdown" });
  });
});
