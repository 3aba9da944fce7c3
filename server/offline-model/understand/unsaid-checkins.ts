/**
 * "出去这几天的复习帮我打个卡", "昨天那两节帮我打下卡": a check-in asked for without saying how it went. Nothing can be
 * recorded until the student says whether the blocks were done, so the model asks; the answer completes it.
 */
import type { Intent } from "./intent-types";
import type { OutcomeRule } from "./checkin-types";
import { rangeWords } from "./schedule-words";

/** Which blocks, said before the ask ("出去这几天的复习"), then 帮我打卡 closing the message. */
const UNSAID = /^([^，,。！!？?]{0,16}?)(?:的)?(?:都)?(?:帮我|给我|替我)(?:都)?(?:打个?卡|打一下卡|打下卡)(?:吧|呗|哈)?[。！!~～\s]*$/;
/** How it went, said after all: a check-in of its own (checkin-sentences.ts). */
const STATUS_SAID = /做了|做完|完成|没做|没去|没学|没看|鸽|搞定|学完|看完|复习完|一半|[✅❌]/;
/** A reminder or note to check in later is no check-in. */
const LATER = /提醒|记(?:一下|下|着)|别忘/;
/** A day the check-in tool reads ("昨天", "周三"); a stretch such as 这几天 is only said back in the question. */
const TOOL_DAY = /^(?:今天|昨天|前天|(?:上|这)?(?:周|星期)[一二三四五六日天])(?:上午|下午|晚上)?$/;

function readUnsaidCheckin(text: string): Intent | undefined {
  const match = UNSAID.exec(text.trim());
  if (!match || STATUS_SAID.test(text) || LATER.test(text)) return undefined;
  const which = match[1].trim();
  const day = rangeWords(which);
  return { family: "checkin", entries: [], statusUnsaid: which === "" ? "这些学习块" : which, ...(day && TOOL_DAY.test(day) ? { when: day } : {}) };
}

/** How the answer to "…都做完了吗？" went: all done, or none. Undefined when it says something else. */
// "没", "❌", "✅": a one-word or one-mark answer says it as well as a sentence.
export function answeredStatus(answer: string): "done" | "skipped" | undefined {
  if (/没(?:做|去|学|看|弄)|鸽|都没|没有|^\s*没[。!！~～\s]*$|[❌✖✗✘❎]|\bno\b/iu.test(answer)) return "skipped";
  if (/做完|完成|做了|搞定|学完|都做|是的|对|嗯|[✅✔☑✓√]|\byes\b/iu.test(answer)) return "done";
  return undefined;
}

/** The row of checkin-rows.ts that reads it, with the sentences it must and must not read. */
export const UNSAID_CHECKIN_ROW: OutcomeRule = {
  family: "checkin",
  name: "a check-in asked for without how it went: 这几天的复习帮我打个卡",
  priority: 0,
  pattern: /打个?卡|打一下卡|打下卡/,
  extract: readUnsaidCheckin,
  examples: [
    ["出差这几天的复习帮我打个卡", { family: "checkin", entries: [], statusUnsaid: "出差这几天的复习" }],
    ["昨天的帮我打下卡", { family: "checkin", entries: [], statusUnsaid: "昨天", when: "昨天" }],
    ["帮我打个卡吧", { family: "checkin", entries: [], statusUnsaid: "这些学习块" }],
  ],
  counterexamples: [["后天晚上7点提醒我打卡", "quick_note"]],
};
