/**
 * Minutes said in words after 点 ("八点五十", "七点零五", "三点一刻"): the clock of a move and of a follow-up to a
 * plan's block keeps them, rather than falling back to the hour. A lone digit after 点 ("八点五") is no minute.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";
import { minutesOf } from "./clock-words";
import { detectIntent } from "./intents";

describe("minutes said in words", () => {
  test.each([
    ["晚上", "九点四十", 21 * 60 + 40],
    ["早上", "六点零五", 6 * 60 + 5],
    ["下午", "四点三刻", 16 * 60 + 45],
    ["下午", "两点十五分", 14 * 60 + 15],
    ["晚上", "八点五", 20 * 60],
  ])("%s%s → %i minutes", (part, clock, minutes) => {
    expect(minutesOf(part, clock)).toBe(minutes);
  });

  test.each([
    ["把背单词挪到周三晚上九点四十", "21:40"],
    ["把错题本挪到周五早上七点一刻", "07:15"],
    ["把读文献挪到周日下午三点二十五", "15:25"],
  ])("%s → %s", (text, clock) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", target: { clock } });
  });
});

const PLAN: UserTurn = {
  text: "英语复习排到下周",
  said: "已生成方案，请在卡片上确认：听力 → 12月8日 周二 16:00–17:40；阅读 → 12月10日 周四 14:00–15:40。",
};

describeFollowUpRows("word minutes", [
  {
    family: "a plan's block moved to a clock with minutes in words",
    examples: [
      { before: [PLAN], text: "周二那块改到当天晚上八点五十", readAs: "把12月8日16:00那块听力挪到12月8日晚上八点五十" },
      { before: [PLAN], text: "阅读挪到晚上七点零五", readAs: "把12月10日14:00那块阅读挪到12月10日晚上七点零五" },
    ],
    counterexamples: [{ before: [PLAN], text: "八点五十的闹钟帮我关了" }],
  },
]);
