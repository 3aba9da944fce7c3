import { describe, expect, test } from "vitest";
import type { EvalCase } from "./cases";
import { withDeadlinePinned } from "./variant-text";
import { SURFACE_VARIANTS } from "./variants";

const variant = (name: string) => SURFACE_VARIANTS.find((candidate) => candidate.name === name)!;
const note: EvalCase = { category: "quick_note", text: "提醒我明天下午3点交实验报告。", tools: ["quick_note"], fields: { content: "实验报告" } };

describe("the later students' writing habits as surface variants", () => {
  test("Traditional script rewrites the text and the fields alike", () => {
    expect(variant("traditional").rewrite(note)).toMatchObject({ text: "提醒我明天下午3點交實驗報告。", fields: { content: "實驗報告" } });
    expect(variant("traditional").rewrite({ ...note, text: "ok" })).toBeUndefined();
  });

  test("keyboard slips, English and Cantonese day words keep a case only while its fields are still said whole", () => {
    expect(variant("typing-slips").rewrite({ ...note, text: "线代作业已经做完了", fields: { task: "线代作业" } })?.text).toBe("线代作业以经作完了");
    expect(variant("typing-slips").rewrite({ ...note, text: "作业已经交了", fields: { task: "已经交" } })).toBeUndefined();
    expect(variant("english-days").rewrite(note)?.text).toBe("提醒我tmr 3pm 交实验报告。");
    expect(variant("english-days").rewrite({ ...note, text: "周五有空吗", fields: { when: "周五" } })).toBeUndefined();
    expect(variant("cantonese-days").rewrite(note)?.text).toBe("提醒我听日下昼3点交实验报告。");
    expect(variant("cantonese-days").rewrite({ ...note, text: "第13周周末和每周一" })).toBeUndefined();
  });

  test("a voice typist's filler goes only where it cannot point at anything; a word said twice is the day or the opening", () => {
    expect(variant("filler-inside").rewrite(note)?.text).toBe("提醒我明天那个下午3点交实验报告。");
    expect(variant("filler-inside").rewrite({ ...note, text: "帮我记周三交表" })?.text).toBe("帮我那个记周三交表");
    expect(variant("filler-inside").rewrite({ ...note, text: "周四交党课心得" })).toBeUndefined();
    expect(variant("filler-uh").rewrite(note)?.text).toMatch(/^提醒我明天(?:呃|就是说)下午3点/);
    expect(variant("word-twice").rewrite(note)?.text).toBe("提醒我提醒我明天下午3点交实验报告。");
    expect(variant("word-twice").rewrite({ ...note, text: "下周三有空吗", fields: {} })?.text).toBe("下周三下周三有空吗");
  });

  test("pauses, a laugh and a row of marks", () => {
    expect(variant("ellipsis-pauses").rewrite({ ...note, text: "线代复习，4章，每章2节" })?.text).toBe("线代复习…4章…每章2节");
    expect(variant("closing-laugh").rewrite(note)?.text).toBe("提醒我明天下午3点交实验报告 哈哈哈");
    expect(variant("repeated-marks").rewrite(note)?.text).toBe("提醒我明天下午3点交实验报告！！！");
    expect(variant("repeated-marks").rewrite({ ...note, text: "明天有空吗？" })?.text).toBe("明天有空吗？？？");
  });

  test("the deadline the first words said is pinned, since the date reader may not know the rewritten ones", () => {
    const rewritten = variant("cantonese-days").rewrite(note);
    expect(withDeadlinePinned(note, rewritten)?.deadline).toBe("2026-12-02 15:00");
    const update: EvalCase = { ...note, text: "交班费往后推一天", tools: ["update_task"] };
    expect(withDeadlinePinned(update, update)?.deadline).toBeUndefined();
  });
});
