import { describe, expect, test } from "vitest";
import { detectIntent } from "../understand/intents";
import { normalise } from "./normalise";

const read = (text: string) => detectIntent(normalise(text).text);

describe("把 X 排了 opening its clause asks it planned, as 排一下 does", () => {
  test.each(["下周把线代排了吧", "这周末把英语听力排了", "帮我把概率论排了，每天最多两节"])("%s asks a plan", (text) => {
    expect(normalise(text).text).toContain("排一下");
    expect(read(text).family).toBe("schedule");
  });

  test.each(["我已经把离散排了", "老师把考试排了", "把离散排了三遍也排不下"])("near miss: %s reports or tells", (text) => {
    expect(normalise(text).text).not.toContain("排一下");
  });
});

describe("the Northern 整个新任务： makes a to-do", () => {
  test("整个新任务： reads as 建个新任务：", () => {
    expect(normalise("整个新任务：交社团报名表，两节").text).toContain("建个新任务：");
  });

  test("near miss: 整个新学期 is the whole term", () => {
    expect(normalise("整个新学期都很忙").text).toContain("整个新学期");
  });
});

describe("the week told after the count is called off (不对劲儿), with 咱这都", () => {
  test.each([
    ["你这周数不对劲儿，咱这都第11周了", 11],
    ["周数不对劲，咱们都第12周了", 12],
  ])("%s sets week %d", (text, week) => {
    expect(read(text)).toEqual({ family: "term_set", currentWeek: week });
  });

  test("near miss: a week in a remark about the study sets nothing", () => {
    expect(read("咱这都第14周了，复习还没开始").family).not.toBe("term_set");
  });
});
