import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { deadlineWords, withoutTeller } from "./said-deadline";

describe("deadlineWords: the new deadline's own clause", () => {
  it.each([
    // The sentence after it, or a remark after a comma, is no part of it.
    ["周五了。大家都挺开心的。", "周五"],
    ["下下周一了，原来是这周五", "下下周一"],
    ["12月18号啦！终于能喘口气", "12月18号"],
    // A time of day said in the next clause still is.
    ["周六，下午三点", "周六，下午三点"],
    ["后天，23:59前", "后天，23:59前"],
    ["下周二", "下周二"],
  ])("%s → %s", (said, words) => {
    expect(deadlineWords(said)).toBe(words);
  });
});

describe("withoutTeller: who brought the news is no part of the to-do", () => {
  it.each([
    ["电路老师说实验报告", "实验报告"],
    ["助教刚在群里说英语作文", "英语作文"],
    ["听说数据库大作业", "数据库大作业"],
    // At a part-time job or in a club: the boss, the shop manager, the club's head.
    ["店长说周末的班", "周末的班"],
    ["老板娘刚在群里说盘点", "盘点"],
    ["社长通知摊位申请", "摊位申请"],
    // Near-misses: what the teacher said is the to-do's own name, or nothing is left.
    ["老师说的那个作业", "老师说的那个作业"],
    ["老师说", "老师说"],
    ["店长说的那个排班表", "店长说的那个排班表"],
  ])("%s → %s", (name, rest) => {
    expect(withoutTeller(name)).toBe(rest);
  });
});

describe("a re-dated to-do told as news, with a remark after it", () => {
  it.each([
    ["电路老师说实验报告截止延到下周五了。大家都松了一口气", { task: "实验报告", deadline: "下周五" }],
    ["学委通知班费截止推到周日了，之前说的是明天", { task: "班费", deadline: "周日" }],
    ["毛概论文ddl改到12月20号了！太好了", { task: "毛概论文", deadline: "12月20号" }],
    ["英语作文截止改到周四，晚上十点前", { task: "英语作文", deadline: "周四晚上十点" }],
  ])("%s", (text, expected) => {
    expect(detectIntent(text)).toMatchObject({ family: "task_edit", action: "update", ...expected });
  });
});
