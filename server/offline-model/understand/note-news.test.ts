/**
 * News of a new date for the to-do just noted, with no name of its own: who brought it before the shift ("班长说再
 * 宽限一天"), why in a clause of its own before it ("…，截止往后推两天"), or the new day at the same time ("周三同一
 * 时间"). The note's title is the one the answer said when the request reads as no note by itself.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const NOTED: UserTurn = { text: "提醒我周四晚上八点交课程设计", said: "已记下：交课程设计（截止 12月3日 周四 20:00）。" };
/** A request the readers take for no note by itself; the answer says what was saved. */
const TOLD: UserTurn = { text: "助教讲周三上午十点前交实验报告", said: "已记下：交实验报告（截止 12月2日 周三 10:00）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a shift of the noted day, with who said so or why",
    examples: [
      { before: [NOTED], text: "班长说再宽限一天", readAs: "把交课程设计改到周五晚上八点" },
      { before: [NOTED], text: "系统要维护，截止往后推两天", readAs: "把交课程设计改到周六晚上八点" },
      { before: [NOTED], text: "顺延一天吧", readAs: "把交课程设计改到周五晚上八点" },
      // The handing in said before how far (晚交两天), and the change asked again after it.
      { before: [NOTED], text: "助教刚讲能迟交两天，帮我顺延下", readAs: "把交课程设计改到周六晚上八点" },
      { before: [NOTED], text: "群里通知可以晚交一天", readAs: "把交课程设计改到周五晚上八点" },
      // A correction first, then who said so, then a day earlier that must be.
      { before: [NOTED], text: "搞错了，班长说得提前两天交，改一下吧", readAs: "把交课程设计改到周二晚上八点" },
    ],
    counterexamples: [
      { before: [NOTED], text: "班长说周五要开班会" },
      { before: [NOTED], text: "老师说晚交一天会扣分吗" },
      { before: [NOTED], text: "迟交两天扣多少分" },
    ],
  },
  {
    family: "the reminder rung later or earlier by minutes",
    examples: [
      { before: [NOTED], text: "推迟半小时再叫我", readAs: "把交课程设计改到周四20:30" },
      { before: [NOTED], text: "提醒往前挪十五分钟", readAs: "把交课程设计改到周四19:45" },
      { before: [NOTED], text: "提醒时间再往后推一刻钟吧", readAs: "把交课程设计改到周四20:15" },
    ],
    counterexamples: [
      { before: [NOTED], text: "二十分钟后再提醒我喝水" },
      { before: [{ text: "周四下午有课吗", said: "没有课。" }], text: "推迟半小时再叫我" },
    ],
  },
  {
    family: "a new day at the time it had",
    examples: [
      { before: [NOTED], text: "老师又说提前到周二同一时间了", readAs: "把交课程设计改到周二晚上八点" },
      { before: [TOLD], text: "助教又通知推迟到周四同一个时间", readAs: "把交实验报告改到周四上午十点" },
    ],
    counterexamples: [],
  },
];

describeFollowUpRows("news of a noted to-do's new date", ROWS);
