/**
 * A note at a time of day with no day of its own, after a question about one day, is on that day. Our own sentences,
 * read through currentRequest as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const FRIDAY = { text: "周五晚上有空吗", said: "12月4日 周五 晚上 19:00–21:00 有空。" };
const TOMORROW = { text: "明天下午有课吗", said: "明天下午没有课。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a note's time on the day just asked about",
    examples: [
      { before: [FRIDAY], text: "好，那我七点去打羽毛球，帮我记一下", readAs: "好，那我周五七点去打羽毛球，帮我记一下" },
      { before: [FRIDAY], text: "提醒我晚上八点去取快递", readAs: "提醒我周五晚上八点去取快递" },
      { before: [TOMORROW], text: "那三点提醒我去图书馆还书", readAs: "那明天三点提醒我去图书馆还书" },
    ],
    counterexamples: [
      // A day of its own, or no note.
      { before: [FRIDAY], text: "提醒我周六晚上八点去取快递" },
      { before: [{ text: "提醒我交班费", said: "已记下：交班费。" }], text: "提醒我晚上八点去取快递" },
    ],
  },
];

describeFollowUpRows("notes on the day asked about", ROWS);
