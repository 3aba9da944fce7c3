/**
 * A block put or moved beside a class of the day the answer before told (round 39, L): the day is put before the
 * class, "这两节" is that part of the day's classes. Counterexamples: a day said in the place keeps it, and an answer
 * that told no classes leaves the message as it was. Our own sentences.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";
import { afterClassSaid } from "./after-class";
import { describe, expect, test } from "vitest";

const FRIDAY: UserTurn = { text: "周五有什么课", said: "12月4日 周五：08:00–09:40 离散数学（课）；10:00–11:40 高等数学（课）；14:00–15:40 程序设计（课）。" };
const THURSDAY_MORNING: UserTurn = { text: "周四上午有课吗", said: "12月3日 周四 上午：08:00–09:40 大学英语（课）；10:00–11:40 线性代数（课）。" };
const NOTED: UserTurn = { text: "提醒我周五交作业", said: "已记下：交作业（截止 12月4日 周五 23:59）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "beside a class of the day told",
    examples: [
      { before: [FRIDAY], text: "把谓词逻辑挪到下午那门课后面", readAs: "把谓词逻辑放到12月4日下午那门课后面" },
      { before: [FRIDAY], text: "那把四级真题排在程序设计课后面吧", readAs: "把四级真题放到12月4日程序设计课后面" },
      { before: [THURSDAY_MORNING], text: "那错题本就接在这两节后面", readAs: "把错题本放到12月3日上午那两节课后面" },
    ],
    counterexamples: [
      { before: [FRIDAY], text: "把谓词逻辑挪到周四下午那门课后面" },
      { before: [NOTED], text: "把谓词逻辑挪到下午那门课后面" },
    ],
  },
];

describeFollowUpRows("a class of the day told", ROWS);

describe("a block pointed at by the class it follows", () => {
  test.each([
    ["周三下午上完课之后复习", { dayWord: "周三", part: "下午", course: "" }],
    ["明天下午最后一节课后面", { dayWord: "明天", part: "下午", course: "" }],
    ["周三下午上完体育以后的那个复习块", { dayWord: "周三", part: "下午", course: "体育" }],
    ["周三体育课后面那节复习", { dayWord: "周三", course: "体育" }],
  ])("%s", (words, said) => {
    expect(afterClassSaid(words)).toMatchObject(said);
  });

  test.each(["周三下午那节复习", "谓词逻辑那块", "周三晚上七点那块"])("%s points at no class", (words) => {
    expect(afterClassSaid(words)).toBeUndefined();
  });
});
