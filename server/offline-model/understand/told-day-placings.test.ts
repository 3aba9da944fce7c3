/**
 * A thing put at a clock time with no day of its own, after an answer that told a day: the clock is on that day (or
 * on the day a clause before says is free); a study block pointed at by its kind first ("学习那块") moved to 当天.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const FRIDAY_FREE: UserTurn = { text: "周五上午有空吗", said: "12月4日 周五 上午 空闲：08:00–11:40（4节）" };
const WEDNESDAY: UserTurn = { text: "周三有什么课", said: "12月2日 周三：08:00–09:40 高等数学（课）；14:00–15:40 体育（课）。" };
const PUT: UserTurn = { text: "把读书笔记放到周日上午", said: "已预排：整理读书笔记 → 12月6日 周日 08:00–09:40，确认后写入日程。" };
const AGENDA: UserTurn = { text: "明天下午有课吗", said: "12月2日 周三 下午：14:00–15:40 体育（课）；16:00–17:40 矩阵运算（学习，线代期末复习）。" };
const NOTED: UserTurn = { text: "提醒我周五交读书笔记", said: "已记下。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a thing put at a clock on the day the answer told",
    examples: [
      {
        before: [FRIDAY_FREE],
        text: "那就把英语听力放十点那段",
        readAs: "把英语听力放到12月4日十点",
        intent: { family: "edit", action: "move", reference: { name: "英语听力" }, target: { dayWord: "12月4日", clock: "10:00" } },
      },
      { before: [FRIDAY_FREE], text: "把高数作业也放九点吧", readAs: "把高数作业放到12月4日九点" },
      { before: [WEDNESDAY], text: "那周三晚上空着，把英语听力放七点", readAs: "把英语听力放到周三晚上七点" },
      { before: [WEDNESDAY], text: "周四没课，把错题本放下午两点", readAs: "把错题本放到周四下午两点" },
      { before: [PUT], text: "还有背单词，放同一天下午三点", readAs: "把背单词放到12月6日下午三点" },
    ],
    counterexamples: [
      // A note's answer tells no day to put things on.
      { before: [NOTED], text: "把英语听力放十点那段" },
      // No clock: which time of the day is not said.
      { before: [FRIDAY_FREE], text: "还有背单词，放同一天" },
    ],
  },
  {
    family: "a study block pointed at by its kind first, on the day the answer told",
    examples: [
      { before: [AGENDA], text: "学习那块改到当天晚上七点开始", readAs: "把矩阵运算改到12月2日晚上七点开始" },
      { before: [AGENDA], text: "复习那块挪到当天晚上八点", readAs: "把矩阵运算挪到12月2日晚上八点" },
    ],
    counterexamples: [
      // Nothing of study was told that day.
      { before: [WEDNESDAY], text: "学习那块改到当天晚上七点开始" },
    ],
  },
];

describeFollowUpRows("told day", ROWS);
