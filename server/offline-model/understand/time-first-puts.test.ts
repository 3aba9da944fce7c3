/**
 * The time first, then a thing put there ("下周三下午帮我放函数与等价关系"): the thing moved to that time. Our own
 * sentences; 放学 / 放个假 / 放松 and a question what to put are near misses.
 */
import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

describe("a thing put at a time said first", () => {
  it.each([
    ["明天上午给我放英语听力", "英语听力", { dayWord: "明天", dayPart: { first: 1, last: 4 } }],
    ["第14周周四晚上放图论吧", "图论", { dayWord: "第14周周四" }],
    ["那就周五晚上七点塞进解析几何", "解析几何", { dayWord: "周五", clock: "19:00" }],
  ])("%s puts %s there", (text, name, target) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name }, target });
  });

  it.each(["明天下午放学后去打球", "周五晚上放电影", "周六下午放松一下", "明天下午帮我放个假", "下周三下午放什么", "周五晚上我去放风筝", "周日下午帮我放两节离散"])(
    "%s puts nothing anywhere",
    (text) => {
      expect(detectIntent(text)).not.toMatchObject({ family: "edit" });
    },
  );
});
