/**
 * A block of a proposed plan moved or taken off, then asked back where the proposal first put it, a turn or a few
 * later (plan-put-back.ts; one move back is draft-earlier-plan.ts, here with a move answered "已移动：…（待确认）").
 */
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { MOVED, MOVED_PENDING, PLAN, TAKEN_OFF } from "@/testing/offline-model-plan-turns";


const ROWS: FollowUpRow[] = [
  {
    family: "a block changed turns ago, back where the proposal put it",
    examples: [
      // Moved since: named where it went, so the draft's block is moved back rather than placed again.
      { before: [PLAN, MOVED, TAKEN_OFF], text: "背单词还是挪回原来的时间吧", readAs: "把12月4日19:00那块背单词挪到12月3日14:00" },
      { before: [PLAN, MOVED, TAKEN_OFF], text: "文献那个还是加回去，原来那个位置", readAs: "把读文献挪到12月5日08:00" },
      { before: [PLAN, MOVED, TAKEN_OFF], text: "单词还是放回周四原来的时段", readAs: "把12月4日19:00那块背单词挪到12月3日14:00" },
    ],
    counterexamples: [
      // Never changed: nothing to go back to.
      { before: [PLAN, MOVED, TAKEN_OFF], text: "实验报告还是放回原来的位置" },
      // Another weekday than the proposal's is a new move, not the way back.
      { before: [PLAN, MOVED, TAKEN_OFF], text: "背单词还是放回周二原来那个时间" },
      { before: [PLAN, MOVED], text: "背单词加回去" },
    ],
  },
  {
    family: "the block just moved, answered 已移动 (待确认), back where the proposal put it",
    examples: [
      { before: [PLAN, MOVED_PENDING], text: "算了实验报告还是放回原来那个时间", readAs: "把12月6日08:00那块写实验报告挪到12月2日19:00" },
      { before: [PLAN, MOVED_PENDING], text: "还是挪回去吧", readAs: "把12月6日08:00那块写实验报告挪到12月2日19:00" },
      { before: [PLAN, MOVED_PENDING], text: "想了想还是原来的时间好", readAs: "把12月6日08:00那块写实验报告挪到12月2日19:00" },
    ],
    counterexamples: [{ before: [PLAN, MOVED_PENDING], text: "周日上午有空吗" }],
  },
];

describeFollowUpRows("plan put back", ROWS);
