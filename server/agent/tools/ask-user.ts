/**
 * ask_user (seed: Plan 节点不明确时走 ask_user): the model asks instead of guessing. The turn stops after it, and
 * the question is shown to the student as the assistant's words.
 */
import type { Tool } from "ai";
import { askUserInput, type ToolOutput } from "@/lib/protocol";
import { selfValidatingTool } from "./guard";

const HAN = /\p{Script=Han}/u;

/** The question as the student reads it, with the offered answers; an English question keeps English punctuation. */
function formatQuestion(question: string, options: readonly string[] = []): string {
  if (options.length === 0) return question;
  const listed = options.join(" / ");
  return HAN.test(question) ? `${question}（可选：${listed}）` : `${question} (options: ${listed})`;
}

export function createAskUserTool(): Tool<Record<string, unknown>, ToolOutput> {
  return selfValidatingTool("ask_user", (input) => {
    const parsed = askUserInput.safeParse(input);
    if (!parsed.success) return { ok: false, text: "参数错误：question 必须是一句非空的问题。" };
    return { ok: true, text: formatQuestion(parsed.data.question, parsed.data.options) };
  });
}
