/**
 * ask_user (seed: Plan 节点不明确时走 ask_user): the model asks instead of guessing. The turn stops after it, and
 * the question is shown to the student as the assistant's words.
 */
import type { Tool } from "ai";
import { askUserInput, type ToolOutput } from "@/lib/protocol";
import { selfValidatingTool } from "./guard";

export function createAskUserTool(): Tool<Record<string, unknown>, ToolOutput> {
  return selfValidatingTool("ask_user", (input) => {
    const parsed = askUserInput.safeParse(input);
    if (!parsed.success) return { ok: false, text: "参数错误：question 必须是一句非空的问题。" };
    // Chips with the same words cannot be told apart, nor can the answer say which one was meant.
    const options = (parsed.data.options ?? []).map((option) => option.trim());
    const repeated = options.filter((option, index) => options.indexOf(option) !== index);
    if (repeated.length > 0) {
      return { ok: false, text: `参数错误：选项“${repeated[0]}”重复了。同名的几项请加上日期或时间区分（如“周一 19:00 的${repeated[0]}”），再问一次。` };
    }
    // The question alone: the chat shows the offered answers as chips under it (components/chat/answer-extras.tsx).
    return { ok: true, text: parsed.data.question };
  });
}
