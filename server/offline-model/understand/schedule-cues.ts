/**
 * Scheduling asked for without the usual verbs of placing: "别的待办这周都排了吧" (排了 told to be done, where "都排了吗"
 * asks), "这周的复习给我整起来" (get it going), "离散复习这周能挤多少挤多少" (as much as fits). Read after the plain
 * scheduling words, so a request they already read is theirs.
 */
import type { Intent } from "./intent-types";
import { scheduleIntentOf } from "./schedule-intents";
import { rangeWords } from "./schedule-words";

const TERSE_CUES: readonly RegExp[] = [
  /(?:都|全|全都|统统|一起)(?:给我|帮我)?排(?:上|掉)?了?(?:吧|呗)/,
  /(?:复习|学习|计划|待办)[^，,。？?]{0,4}?(?:给我|帮我)?(?:整|搞|弄|安排)起来/,
  /能(?:塞|挤|放|排|安排)(?:进去|下)?(?:多少|几个|几节)(?:就)?(?:塞|挤|放|排|安排)(?:多少|几个|几节)/,
];

/** A scheduling request said by one of the terse cues, with a range to plan into; undefined otherwise. */
export function detectTerseScheduleRequest(text: string): Intent | undefined {
  if (!TERSE_CUES.some((cue) => cue.test(text)) || rangeWords(text) === undefined) return undefined;
  return scheduleIntentOf(text);
}
