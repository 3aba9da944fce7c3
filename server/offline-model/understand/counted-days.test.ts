import { describe, expect, test } from "vitest";
import { countedDays } from "./counted-days";
import { detectIntent } from "./intents";

describe("a run of days counted from a day (从明天起连着三天) is the whole run, not its first day", () => {
  test.each([
    ["从后天开始连续两天排数电", "后天到大后天"],
    ["今天起连着三天帮我排复习", "今天到后天"],
    ["周五开始连着四天排英语", "周五到下周一"],
    ["下周六起连续三天把物理排进去", "下周六到下下周一"],
    ["从周日起一连三天都排概率论", "周日到下周二"],
  ])("%s", (text, range) => {
    expect(countedDays(text)).toBe(range);
  });

  test("a run no two day words can say is left to the other range readers", () => {
    expect(countedDays("从明天起连着六天排复习")).toBeUndefined();
  });

  test.each([
    ["明天开始连续三天把线代复习排上", "明天到大后天", ["线代"]],
    ["周三起连着两天排满物理", "周三到周四", ["物理"]],
  ])("%s plans over the run, and the run names no subject", (text, range, hints) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", range, hints });
  });
});

describe("a run said after the verb that starts it (从下周一开始排，排一整周)", () => {
  test.each([
    ["英语从周三开始排，连着排三天", "周三到周五", ["英语"]],
    ["线代下周一起排一个星期", "下周一到下周日", ["线代"]],
    ["数电从下周二开始安排，排一整周", "下周二到下下周一", ["数电"]],
  ])("%s plans over the run", (text, range, hints) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", range, hints });
  });

  test("near misses: a question about when it starts, and a start with no run", () => {
    expect(detectIntent("你下周一开始排一周的课吗")).not.toMatchObject({ family: "schedule" });
    expect(detectIntent("英语从周三开始排")).toMatchObject({ family: "schedule", range: "周三" });
  });
});
