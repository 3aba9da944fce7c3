/**
 * What was done told first, then a check-in asked for in a clause of its own: "昨天排的集合论我看完了，帮我打个卡",
 * "打一下卡，周二那块做完了". Asking for 打卡 says the thing done is a study block, not a to-do to tick off, so the
 * told clause is read as a check-in said after "打卡：".
 */
import type { OutcomeRule } from "./checkin-types";
import { readCheckin } from "./checkin-sentences";
import type { Intent } from "./intent-types";

const ASK = "(?:麻烦|请)?(?:你)?(?:帮我|给我|替我)?(?:打(?:个|一下|一个)?卡|记(?:一下)?打卡|签(?:个|一下)?到)(?:吧|哈|呗|一下|啊)?";
/** The ask as its own clause, at the end or at the start of the message. */
const ASKED_AT_END = new RegExp(`[，,。；;\\s]+${ASK}[。.!！~～\\s]*$`);
const ASKED_AT_START = new RegExp(`^\\s*${ASK}[，,。；;\\s]+`);

function readAskedCheckin(text: string): Intent | undefined {
  const told = text.replace(ASKED_AT_END, "").replace(ASKED_AT_START, "").trim();
  if (told === text.trim() || told === "") return undefined;
  return readCheckin(`打卡：${told}`);
}

export const ASKED_CHECKIN_ROW: OutcomeRule = {
  family: "checkin",
  name: "what was done, then a check-in asked for: 昨天排的集合论看完了，帮我打个卡",
  priority: 0,
  pattern: /打(?:个|一下|一个)?卡|签(?:个|一下)?到/,
  extract: readAskedCheckin,
  examples: [
    ["今天排的集合论我做完了，帮我打个卡", { family: "checkin", entries: [{ block: "集合论", status: "done" }], when: "今天" }],
    ["打一下卡，周二排的图论刷完了", { family: "checkin", entries: [{ block: "图论", status: "done" }], when: "周二" }],
    ["前天的命题逻辑我没看，给我打个卡吧", { family: "checkin", entries: [{ block: "命题逻辑", status: "skipped" }], when: "前天" }],
  ],
  counterexamples: [
    ["晨跑完了，帮我打个卡", "unknown"],
    ["明天的复习记得提醒我打卡", "quick_note"],
  ],
};
