/**
 * A thing given a part of a day the answer just told free: put where that part's free time starts on that day,
 * "那周日早上我刷一套四级" → "把四级放到12月6日08:00".
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import type { UserTurn } from "../types";

const WEEKEND: UserTurn = { text: "这周末哪天有空", said: "12月5日 周六 全天 空闲：08:00–22:30（12节）\n12月6日 周日 全天 空闲：08:00–22:30（12节）" };
const SATURDAY_AFTERNOON: UserTurn = { text: "周六下午空吗", said: "12月5日 周六 下午 空闲：14:00–17:40（4节）" };
const TUESDAY: UserTurn = { text: "周二有空吗", said: "12月1日 周二 空闲：10:00–11:40、19:00–22:30" };

const ROWS: FollowUpRow[] = [
  {
    family: "a part of a told free day given to a thing",
    examples: [
      { before: [WEEKEND], text: "那周日早上我刷一套四级", readAs: "把四级放到12月6日08:00" },
      { before: [SATURDAY_AFTERNOON], text: "好，那整个下午拿来做四级那套卷子", readAs: "把四级放到12月5日14:00" },
      { before: [WEEKEND], text: "周六下午复习线代", readAs: "把线代放到12月5日14:00" },
      { before: [SATURDAY_AFTERNOON], text: "行，下午用来写实验报告", readAs: "把实验报告放到12月5日14:00" },
      { before: [TUESDAY], text: "那晚上做错题本吧", readAs: "把错题本放到12月1日19:00" },
    ],
    // Two days told and none named, or a part the answer left busy, give no place.
    counterexamples: [
      { before: [WEEKEND], text: "那下午刷四级" },
      { before: [SATURDAY_AFTERNOON], text: "那周日上午刷四级" },
    ],
  },
];

describeFollowUpRows("free time given to a thing", ROWS);
