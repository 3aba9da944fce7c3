/**
 * Clock times written unusually, end to end: the note is due at the minute the student meant. The forms themselves
 * (said → read, and what is left alone) are checked with the other forms in forms.test.ts.
 */
import { describe, expect, test } from "vitest";
import { notedMinute } from "@/testing/offline-model";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

const FAMILIES: [family: string, cases: [said: string, minute: string][]][] = [

  [
    "minutes short of the hour",
    [
      ["周三早上差十分八点去操场晨跑，记一下", "2026-12-02 07:50"],
      ["提醒我明天下午差一刻四点去送材料", "2026-12-02 15:45"],
      ["后天晚上九点差五分提醒我看直播", "2026-12-03 20:55"],
    ],
  ],
  [
    "a 24-hour clock in four figures",
    [
      ["周三晚2130前把实验数据发给助教", "2026-12-02 21:30"],
      ["明天0745提醒我带准考证", "2026-12-02 07:45"],
      ["记一下 周四下午1600 去财务处报销", "2026-12-03 16:00"],
    ],
  ],
  [
    "a lone a/p after the hour",
    [
      ["明晚9P跟室友开黑前先把作业交了，记一下", "2026-12-02 21:00"],
      ["周四早上7a提醒我去晨读", "2026-12-03 07:00"],
      ["后天3p去学院盖章，帮我记着", "2026-12-03 15:00"],
    ],
  ],
  [
    "noon and midnight in written words",
    [
      ["周四正午前把报名表交给班长", "2026-12-03 12:00"],
      ["明天晌午去菜鸟驿站取件，记一下", "2026-12-02 12:00"],
      ["今天午夜前提交选修课作业，提醒我", "2026-12-02 00:00"],
    ],
  ],
];

describe.each(FAMILIES)("%s", (_family, cases) => {
  test.each(cases)("%s → %s", async (text, minute) => {
    expect(await notedMinute(text, NOW)).toBe(minute);
  });
});
