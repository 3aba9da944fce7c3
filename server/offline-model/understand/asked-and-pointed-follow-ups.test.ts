/**
 * Answers that point back at what the assistant just asked or showed, however that was worded:
 * - an option by its letter ("B", "选项C") or an English ordinal with a courtesy ("the 2nd one please");
 * - an option first and a condition after a space instead of a comma ("第一个 周末别排");
 * - "是哪一条作业？" answered: the question named the edit's thing, so the option picked is the to-do, whatever words
 *   it shares with the request;
 * - a move asked "挪到什么时候？" in another model's words and answered with a day and a time;
 * - a block of a day or plan counted off with 块 ("最后那块", "第二块"), never a period (第二节).
 * End to end against the eval's demo student (testing/eval/replies.ts), and the readers alone for the near misses.
 */
import { describe, expect, test } from "vitest";
import { createOfflineModel } from "@/server/offline-model";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { asksTarget } from "../decide/questions";
import { PLACE_WORDS, placeOf } from "./list-places";
import { pickedAnswer, pickedOption } from "./option-picks";

async function callsOf(evalCase: Omit<EvalCase, "category" | "tools" | "fields">) {
  const [result] = await evaluate(createOfflineModel(), [{ category: "follow_up", tools: [], fields: {}, ...evalCase } as EvalCase]);
  return result.run.calls.filter((call) => call.toolName !== "list_tasks");
}

const THREE_RANGES = { question: "复习放在哪段？", options: ["这周", "下周", "下下周"] };

describe("an option picked by its letter or an English ordinal", () => {
  test.each([
    ["C", "下下周"],
    ["选项B", "下周"],
    ["选a吧", "这周"],
    ["option b", "下周"],
    ["the 3rd one please", "下下周"],
    ["2nd option", "下周"],
    ["I'll take the first one", "这周"],
  ])("%s → %s", (answer, option) => {
    expect(pickedOption(answer, THREE_RANGES)).toBe(option);
  });

  test.each([["B站"], ["A4纸"], ["选B站的视频"], ["E"], ["AB"]])("%s picks no option", (answer) => {
    expect(pickedOption(answer, THREE_RANGES)).toBeUndefined();
  });
});

describe("an option, then a condition after a space", () => {
  test.each([
    ["第二个 但是周末别排", "下周，但是周末别排"],
    ["下下周 晚上别排", "下下周，晚上别排"],
    ["B 周三有实验", "下周，周三有实验"],
  ])("%s → %s", (answer, said) => {
    expect(pickedAnswer(answer, THREE_RANGES)).toBe(said);
  });

  test.each([["周一 周二都不行"], ["我看看 再说"]])("%s picks nothing", (answer) => {
    expect(pickedAnswer(answer, THREE_RANGES)).toBeUndefined();
  });
});

describe("a which-question that named the edit's thing, answered", () => {
  const asked = (user: string, question: string, options: string[]) => [{ user, asked: { question, options } }];

  test.each([
    ["报告延到下周一", "是哪一份报告？", ["毛概社会实践论文", "电路实验总结"], "第二个", "电路实验总结"],
    ["把作业截止改到周六", "要改哪个作业？", ["线代第五章习题", "物理实验报告"], "物理那个", "物理实验报告"],
    ["把论文推到周日", "哪一篇论文？", ["近代史读书笔记", "毛概期末小结"], "前面那个", "近代史读书笔记"],
  ])("%s / %s → %s", async (request, question, options, answer, task) => {
    const [call] = await callsOf({ text: answer, history: asked(request, question, options) });
    expect(call).toMatchObject({ toolName: "update_task", input: { task } });
  });

  test("a question that asks a day, not which one, names no to-do", async () => {
    const [call] = await callsOf({ text: "第一个", history: asked("把作业截止改一下", "作业改到哪天？", ["周五", "周六"]) });
    expect(call?.input.task).not.toBe("周五");
  });
});

describe("a move asked where to in another model's words", () => {
  test.each([
    ["挪到什么时候？", "周五晚上七点吧", 4, 9],
    ["想换到哪天几点？", "周四下午两点", 3, 5],
    ["When should it go?", "周六上午十点", 5, 3],
  ])("%s answered %s", async (question, answer, day, slot) => {
    const [call] = await callsOf({ text: answer, history: [{ user: "把谓词逻辑挪一下", asked: { question, options: [] } }] });
    expect(call).toMatchObject({ toolName: "move", input: { task_id: 9, new_day: day, new_slot_start: slot } });
  });

  test.each([
    [{ question: "挪到什么时候？", options: [] }, true],
    [{ question: "几点开始比较好？", options: [] }, true],
    // Options offered are picked from, not read as a day asked; a which-question asks no time.
    [{ question: "想排到哪段时间？", options: ["这周", "下周"] }, false],
    [{ question: "要删除哪一个？", options: [] }, false],
    [{ question: "为什么要挪？", options: [] }, false],
  ])("%j asks a target: %s", (asked, expected) => {
    expect(asksTarget(asked)).toBe(expected);
  });
});

describe("a block counted off with 块", () => {
  const counted = new RegExp(`^(?:${PLACE_WORDS})$`);

  test.each([["最后那块", -1], ["第二块", 2], ["倒数第二块", -2], ["中间那块", 0]])("%s is at %s", (words, place) => {
    expect(counted.test(words)).toBe(true);
    expect(placeOf(words)).toBe(place);
  });

  test.each([["第二节"], ["最后那节"], ["第3节"]])("%s is a period, not a block counted off", (words) => {
    expect(counted.test(words)).toBe(false);
  });

  const day = {
    user: "明天都有啥",
    said: "12月2日 周三：08:00–09:40 高等数学（课）；10:00–11:40 思想政治（课）；14:00–15:40 体育（课）；16:00–17:40 谓词逻辑与推理理论（学习，离散数学期末复习）。",
  };
  test.each([
    ["最后那块往后挪到晚上七点", 2, 9],
    ["最后一块复习换到周五下午两点", 4, 5],
    ["最后那块往后推到晚上八点五十", 2, 11],
  ])("%s moves the day's last block", async (text, newDay, slot) => {
    const [call] = await callsOf({ text, history: [day] });
    expect(call).toMatchObject({ toolName: "move", input: { task_id: 9, new_day: newDay, new_slot_start: slot } });
  });
});
