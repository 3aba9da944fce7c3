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
    expect(variant("opener-courtesy").rewrite({ ...note, category: "small_talk" })).toBeUndefined();
    expect(variant("clock-in-words").rewrite({ ...note, text: "提醒我周三15点交报告" })).toBeUndefined();
  });

  test("the sample takes every stride-th case from the first", () => {
    expect(spreadSample([0, 1, 2, 3, 4, 5, 6, 7, 8], 4)).toEqual([0, 4, 8]);
  });
});
