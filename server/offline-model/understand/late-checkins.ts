/**
 * A block done late, told as a story and settled at the end: "周二那节其实拖到周四才补完，算做完了吧" — the block is
 * named by its planned day, the story in between says when it was really done, and 算完成吧 asks it to count as done.
 * The check-in is of the planned day's block; the day it was made up on is no block of its own.
 */
import type { Intent } from "./intent-types";
import type { OutcomeRule } from "./checkin-types";

const PLANNED_DAY = String.raw`(?:(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|昨天|前天|今天)(?:上午|下午|晚上|早上)?`;
const COUNTED_DONE = String.raw`(?:就|也)?算(?:是|它|作)?(?:完成|做完|做了|学完|搞定)(?:了)?(?:吧|呗|啊|哈|好了)?[。！!~～\s]*$`;
const LATE_DONE = new RegExp(String.raw`^(${PLANNED_DAY})(?:的|那)(?:块|节|个|次)?[^。？?]*?(?:补|后来|才|拖)[^。？?]*?[，,]\s*${COUNTED_DONE}`);

function readLateCheckin(text: string): Intent | undefined {
  const told = LATE_DONE.exec(text.trim());
  return told ? { family: "checkin", entries: [{ status: "done" }], when: told[1] } : undefined;
}

export const LATE_CHECKIN_ROW: OutcomeRule = {
  family: "checkin",
  name: "a block done late, settled as done: 周二那节后来补完了，算完成吧",
  priority: 0,
  pattern: /算(?:是|它|作)?(?:完成|做完|做了|学完|搞定)/,
  extract: readLateCheckin,
  examples: [
    ["周二那节其实拖到周四才补完，算做完了吧", { family: "checkin", entries: [{ status: "done" }], when: "周二" }],
    ["昨天那块我是今天早上补的，就算完成吧", { family: "checkin", entries: [{ status: "done" }], when: "昨天" }],
    ["周五晚上那块后来周六补上了，算搞定了", { family: "checkin", entries: [{ status: "done" }], when: "周五晚上" }],
  ],
  counterexamples: [["补完作业就算完成任务了吗", "query_tasks"]],
};
