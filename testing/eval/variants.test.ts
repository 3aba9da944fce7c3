import { describe, expect, test } from "vitest";
import type { EvalCase } from "./cases";
import { spreadSample, SURFACE_VARIANTS } from "./variants";

const variant = (name: string) => SURFACE_VARIANTS.find((candidate) => candidate.name === name)!;
const note: EvalCase = { category: "quick_note", text: "提醒我周三下午3点交报告。", tools: ["quick_note"], fields: { content: "周三下午3点交报告" } };

describe("surface variants of a case", () => {
  test("an opener or a closing changes the words around the request, not its labels", () => {
    expect(variant("opener-courtesy").rewrite(note)).toEqual({ ...note, text: "麻烦你一下，提醒我周三下午3点交报告。" });
    expect(variant("closing-thanks").rewrite(note)?.text).toBe("提醒我周三下午3点交报告，谢谢");
    expect(variant("asked-politely").rewrite(note)?.text).toBe("提醒我周三下午3点交报告，可以吗？");
  });

  test("a word said another way is said that way in the fields too, so they still name what the request names", () => {
    expect(variant("xingqi").rewrite(note)).toMatchObject({ text: "提醒我星期三下午3点交报告。", fields: { content: "星期三下午3点交报告" } });
    expect(variant("clock-in-words").rewrite(note)).toMatchObject({ text: "提醒我周三下午三点交报告。", fields: { content: "周三下午三点交报告" } });
  });

  test("a habit that changes nothing, or does not fit the case, gives no variant", () => {
    expect(variant("xingqi").rewrite({ ...note, text: "提醒我明天交报告" })).toBeUndefined();
    expect(variant("asked-politely").rewrite({ ...note, text: "明天下午有空吗？" })).toBeUndefined();
    expect(variant("asked-can-you").rewrite({ ...note, text: "明天下午有空吗" })).toBeUndefined();
    expect(variant("i-want").rewrite({ ...note, category: "small_talk", text: "把我累坏了" })).toBeUndefined();
    expect(variant("opener-courtesy").rewrite({ ...note, category: "small_talk" })).toBeUndefined();
    expect(variant("clock-in-words").rewrite({ ...note, text: "提醒我周三15点交报告" })).toBeUndefined();
  });

  test("a request is asked as can-you, told as a wish, or closed with an emoji", () => {
    expect(variant("asked-can-you").rewrite(note)?.text).toBe("能不能提醒我周三下午3点交报告？");
    expect(variant("asked-can-you").rewrite({ ...note, text: "把离散排到下周。" })?.text).toBe("能不能帮我把离散排到下周？");
    expect(variant("asked-can-you").rewrite({ ...note, text: "帮我记一下周五交表" })?.text).toBe("能不能帮我记一下周五交表？");
    expect(variant("i-want").rewrite({ ...note, text: "把离散排到下周" })?.text).toBe("我想把离散排到下周");
    expect(variant("closing-emoji").rewrite(note)?.text).toBe("提醒我周三下午3点交报告😭");
  });

  test("礼拜 and 明儿 leave a field that is only the day word its stem, and a case whose field holds it among other words out", () => {
    const asked: EvalCase = { category: "free_time", text: "下周三和周五下午有空吗", tools: ["query_free_time"], fields: { when: "周五" } };
    expect(variant("libai").rewrite(asked)).toMatchObject({ text: "下礼拜三和礼拜五下午有空吗", fields: { when: "五" } });
    expect(variant("libai").rewrite({ ...asked, text: "下周有空吗", fields: { range: "下周" } })).toMatchObject({ text: "下礼拜有空吗", fields: { range: "下" } });
    expect(variant("libai").rewrite({ ...asked, fields: { when: "下周三" } })).toBeUndefined();
    expect(variant("libai").rewrite({ ...asked, text: "第13周周末和每周一" })).toBeUndefined();
    expect(variant("libai").rewrite(note)).toBeUndefined();
    expect(variant("erhua-days").rewrite({ ...asked, text: "明天下午有空吗", fields: { when: "明天" } })).toMatchObject({ text: "明儿下午有空吗", fields: { when: "明" } });
    expect(variant("erhua-days").rewrite({ ...note, text: "提醒我明天交报告", fields: { content: "明天交报告" } })).toBeUndefined();
    expect(variant("erhua-days").rewrite({ ...note, text: "前天和每天" })).toBeUndefined();
  });

  test("English marks stand for the Chinese ones in the text and the fields", () => {
    const told: EvalCase = { ...note, text: "记一下：周五交表，很急。", fields: { content: "周五交表，很急" } };
    expect(variant("english-marks").rewrite(told)).toMatchObject({ text: "记一下: 周五交表, 很急.", fields: { content: "周五交表, 很急" } });
  });

  test("a 周 that is part of a term week is no weekday to say as 星期", () => {
    expect(variant("xingqi").rewrite({ ...note, text: "现在是第十三周一共十九周", fields: {} })).toBeUndefined();
  });

  test("the later students' habits are measured beside the first ones, each under a name of its own (habit-variants-e41.test.ts)", () => {
    const names = SURFACE_VARIANTS.map((candidate) => candidate.name);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["traditional", "typing-slips", "english-days", "cantonese-days", "filler-inside", "filler-uh", "word-twice"]));
  });

  test("the sample takes every stride-th case from the first", () => {
    expect(spreadSample([0, 1, 2, 3, 4, 5, 6, 7, 8], 4)).toEqual([0, 4, 8]);
  });
});
