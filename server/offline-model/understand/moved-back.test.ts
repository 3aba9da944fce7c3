/**
 * Family D: after a block was moved, "改回去" / "放回原来的位置" moves it back to where the move said it was: the day
 * alone (its own periods are where it sat), or the day and the clock when the move said one. Our own sentences,
 * read through currentRequest as a turn does.
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";

const FROM_DAY = { text: "把周四上午的集合与二元关系挪到周六晚上", said: "已把「集合与二元关系」挪到12月5日 周六 19:00，确认后生效。" };
const FROM_CLOCK = { text: "把函数与等价关系从周二下午三点挪到周日上午", said: "已把「函数与等价关系」挪到12月6日 周日 08:00，确认后生效。" };
const NO_ORIGIN = { text: "把函数与等价关系挪到周日上午", said: "已把「函数与等价关系」挪到12月6日 周日 08:00，确认后生效。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a moved block put back where it was",
    examples: [
      { before: [FROM_DAY], text: "算了，还是挪回去吧", readAs: "把集合与二元关系挪到周四" },
      { before: [FROM_DAY], text: "哦不行，放回原来的位置", readAs: "把集合与二元关系挪到周四" },
      { before: [FROM_DAY], text: "不对，还是放回周四吧", readAs: "把集合与二元关系挪到周四" },
      { before: [FROM_CLOCK], text: "改回去", readAs: "把函数与等价关系挪到周二下午三点", intent: { family: "edit", action: "move", target: { dayWord: "周二", clock: "15:00" } } },
      // Another day named is a new move, not the way back: the block moved again from where it was just put.
      { before: [FROM_DAY], text: "改回去，放周五", readAs: "把12月5日19:00那块集合与二元关系挪到12月4日" },
      // A move that never said where the block was: back is where the saved timetable still has it (saved-place-back.ts).
      { before: [NO_ORIGIN], text: "改回去", readAs: "把函数与等价关系挪回原位" },
    ],
    counterexamples: [
      { before: [{ text: "提醒我周四交党费", said: "已记下：交党费。" }], text: "改回去" },
    ],
  },
];

describeFollowUpRows("moved back", ROWS);
