import { describe, expect, it } from "vitest";
import { createAskUserTool } from "./ask-user";

const EXECUTION = { toolCallId: "call-ask", messages: [], context: {} };

async function ask(input: unknown) {
  const tool = createAskUserTool();
  return (tool.execute as (input: unknown, options: unknown) => Promise<{ ok: boolean; text: string }>)(input, EXECUTION);
}

describe("ask_user", () => {
  it("hands the question back for the student to answer", async () => {
    expect(await ask({ question: "想排到哪段时间？", options: ["这周", "下周"] })).toEqual({ ok: true, text: "想排到哪段时间？" });
  });

  it("refuses two options with the same words and says how to tell them apart, so the model asks again", async () => {
    const answer = await ask({ question: "是哪一个？", options: ["学生会策划案", "学生会策划案 ", "周报"] });
    expect(answer.ok).toBe(false);
    expect(answer.text).toContain("选项“学生会策划案”重复了");
    expect(answer.text).toContain("加上日期或时间区分");
  });
});
