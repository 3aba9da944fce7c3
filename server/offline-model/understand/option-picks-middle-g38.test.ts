/**
 * Options picked by the middle of three, by 头一个, and with a Cantonese picking word or closing 啦 ("拣第一个啦"); the
 * middle says nothing among an even number of options. Options a question offered in Traditional are read in
 * Simplified, as the answer is.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";
import { pickedOption } from "./option-picks";

const THREE_RANGES = { question: "排到哪段时间？", options: ["这周", "下周", "这周和下周"] };
const TWO_RANGES = { question: "排到哪段时间？", options: ["这周", "下周"] };
const THREE_ITEMS = { question: "是哪一个？", options: ["集合与二元关系", "函数与等价关系", "树与最小生成树"] };

describe("an option picked by the middle, by 头, or with 拣/挑 and 啦", () => {
  test.each([
    ["中间那个", THREE_RANGES, "下周"],
    ["就中间的那个吧", THREE_ITEMS, "函数与等价关系"],
    ["挑中间那个", THREE_ITEMS, "函数与等价关系"],
    ["the middle one", THREE_ITEMS, "函数与等价关系"],
    ["头一个", TWO_RANGES, "这周"],
    ["拣第一个啦", TWO_RANGES, "这周"],
    ["我挑第二个", THREE_ITEMS, "函数与等价关系"],
    ["the 2nd one thx", TWO_RANGES, "下周"],
  ])("%s → %s", (text, asked, option) => {
    expect(pickedOption(text, asked)).toBe(option);
  });

  test.each([
    // Two options have no middle one.
    ["中间那个", TWO_RANGES],
    // A thing said, not a pick.
    ["中间休息一下", THREE_RANGES],
  ])("%s picks nothing", (text, asked) => {
    expect(pickedOption(text, asked)).toBeUndefined();
  });
});

/** A question whose options were written in Traditional, as another model may word it, answered in Cantonese. */
function askedInTraditional(request: string, question: string, options: string[]): LanguageModelV4Message[] {
  return [
    user(request),
    ...toolExchange("h1", "ask_user", { question, options }, { ok: true, text: question }),
    { role: "assistant", content: [{ type: "text", text: question }] },
  ];
}

describe("options offered in Traditional, picked from the answer's Simplified reading", () => {
  // The pick is taken, so the range is not asked again.
  test.each(["揀第一個啦", "第二個"])("%s is no reason to ask again", async (answer) => {
    const step = await nextStep([...askedInTraditional("幫我排一下離散複習", "排到哪段時間？", ["這週", "下週"]), user(answer)]);
    expect(step).not.toMatchObject({ kind: "tool", toolName: "ask_user" });
  });

  test("a delete answered by its Traditional name deletes that to-do", async () => {
    const step = await nextStep([...askedInTraditional("刪掉那個報告", "要刪哪一條？", ["完成大學物理實驗報告", "學生會迎新晚會策劃案"]), user("物理嗰個")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "delete_task" });
  });
});
