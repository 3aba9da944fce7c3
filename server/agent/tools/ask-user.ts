/**
 * ask_user (seed: Plan 节点不明确时走 ask_user): the model asks instead of guessing. The turn stops after it, and
 * the question is shown to the student as the assistant's words.
 */
import type { Tool } from "ai";
import type { ToolOutput } from "@/lib/protocol";
import { guardedTool, type ToolLedger } from "./guard";
import { askUserInput } from "./inputs";

export const ASK_USER_DESCRIPTION = [
  "向学生提一个具体问题并结束本轮，等待学生回答。",
  "适用：排程的时间范围不明确（“帮我排一下复习”没说哪段时间）；要改的任务名字匹配到多个或一个都没有；学生的要求前后矛盾。",
  "不适用：信息已经足够时（直接用工具去做）；只是想确认结果（排程结果会自动请学生确认，不需要问）；闲聊。",
].join("\n");

const HAN = /\p{Script=Han}/u;

/** The question as the student reads it, with the offered answers; an English question keeps English punctuation. */
export function formatQuestion(question: string, options: readonly string[] = []): string {
  if (options.length === 0) return question;
  const listed = options.join(" / ");
  return HAN.test(question) ? `${question}（可选：${listed}）` : `${question} (options: ${listed})`;
}

export function createAskUserTool(ledger: ToolLedger): Tool<Record<string, unknown>, ToolOutput> {
  return guardedTool(ledger, "ask_user", ASK_USER_DESCRIPTION, askUserInput, (input) => {
    const parsed = askUserInput.safeParse(input);
    if (!parsed.success) return { ok: false, text: "参数错误：question 必须是一句非空的问题。" };
    return { ok: true, text: formatQuestion(parsed.data.question, parsed.data.options) };
  });
}
