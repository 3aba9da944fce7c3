import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

/**
 * A study block pointed at only by when it is ("周四上午那块复习", "后天九点开始的那段自习"): no name is left once the
 * time is gone, so the time is the reference and the decider finds the block placed there (placed-where.ts).
 */
describe("a block pointed at by its time, then moved", () => {
  test.each([
    ["周四上午那块复习换到周日下午三点", "周四上午那块复习", { dayWord: "周日", clock: "15:00" }],
    ["后天九点开始的那段自习，调到周六晚上八点", "后天九点开始的那段自习", { dayWord: "周六", clock: "20:00" }],
    ["周五晚上那节复习又得挪了，挪到下周一上午", "周五晚上那节复习", { dayWord: "下周一" }],
  ])("%s", (text, name, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  test.each([
    // 当天 / 同一天 is the day the block is on, which the words pointing at it say.
    ["周四那块线代复习推迟到当天晚上八点", "周四", "20:00"],
    ["明天那节英语复习挪到同一天下午三点", "明天", "15:00"],
    ["下周二那块物理复习改到当天晚上七点", "下周二", "19:00"],
  ])("%s moves within its own day", (text, dayWord, clock) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", target: { dayWord, clock } });
  });

  test.each([
    // A deadline said as such, and 那段时间 (a stretch of one's life), still re-date a to-do.
    ["实验报告的截止推迟到当天晚上八点", "实验报告"],
    ["那段时间我很忙，把线代作业改到周五", "线代作业"],
  ])("%s stays a to-do edit", (text, task) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", task });
  });
});

describe("a block pointed at by its time, then taken off", () => {
  test.each([
    ["后天那节线代复习先不上了", "线代复习"],
    ["周五那块英语听力这次先不上了", "英语听力"],
    ["周四那块复习太满了，撤掉吧", "周四那块复习"],
    ["周日上午那节自习不合适，去掉吧", "周日上午那节自习"],
  ])("%s", (text, name) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "unplace", reference: { name } });
  });

  test.each(["明天那节体育课不上了", "周四那块复习太满了，换个时间"])("%s takes no block off", (text) => {
    expect(detectIntent(text)).not.toMatchObject({ family: "edit", action: "unplace" });
  });
});
