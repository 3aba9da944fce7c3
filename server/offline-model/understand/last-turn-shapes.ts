/**
 * The last resort of the follow-up readers (follow-ups.ts): when no reader of the words took the message, its shape
 * against what the last turn did. "哦是周四晚上八点前，不是半夜", "时间记错了，是上午九点，同一天" against what it recorded
 * (record-shapes.ts); "周日吧，吃完午饭两点开始" against the free time it offered for the thing asked about, and "那就都
 * 塞周末吧" against the free days it offered for the things asked about (wished-thing-picks.ts).
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { reshapedByRecord } from "./record-shapes";
import { wishedThingPicked, wishedThingsPut } from "./wished-thing-picks";

export function lastTurnShaped(text: string, previous: PreviousRequest): FollowUp | undefined {
  return reshapedByRecord(text, previous) ?? wishedThingPicked(text, previous) ?? wishedThingsPut(text, previous);
}
