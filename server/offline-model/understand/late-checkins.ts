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

/**
 * "昨天没做的今天补完了", "周日的没在原来时间学，改到周一早上补完了": a planned day's block not done then, told as made
 * up later (了) — the planned day's block done; the day it was made up on is no block of its own, and without 了
 * ("昨天没做的今天补上") it asks a re-plan.
 */
const MADE_UP_LATER = new RegExp(
  String.raw`^(${PLANNED_DAY})(?:的|那(?:块|节|个|次))?[^。？?]{0,12}?没[^。？?]{0,12}?(?:补|改到|挪到|换到|拖到)[^。？?]{0,10}?(?:完了|上了|好了|齐了|做了|学了|了)[。！!~～\s]*$`,
);
/** Who else did the making up ("你帮我补到周五了") is a re-plan done, not a block made up by the student. */
const ASKED_OF_PLANNER = /帮我|给我|替我|你/;

function readMadeUpLater(text: string): Intent | undefined {
  const told = MADE_UP_LATER.exec(text.trim());
  return told && !ASKED_OF_PLANNER.test(text) ? { family: "checkin", entries: [{ status: "done" }], when: told[1] } : undefined;
}

export const MADE_UP_LATER_ROW: OutcomeRule = {
  family: "checkin",
  name: "a block not done on its day, told as made up later: 昨天没做的今天补完了",
  priority: 0,
  pattern: /没[^。？?]*(?:补|改到|挪到|换到|拖到)/,
  extract: readMadeUpLater,
  examples: [
    ["昨天没做的今天补完了", { family: "checkin", entries: [{ status: "done" }], when: "昨天" }],
    ["周日的没在原来时间学 改到周一早上补完了", { family: "checkin", entries: [{ status: "done" }], when: "周日" }],
    ["周三那节当天没学，周四补上了", { family: "checkin", entries: [{ status: "done" }], when: "周三" }],
  ],
  counterexamples: [
    ["昨天没做的今天补上", "replan_missed"],
    ["昨天没做的你帮我补到周五了吗", "replan_missed"],
  ],
};
