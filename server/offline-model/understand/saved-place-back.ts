/**
 * "想想还是挪回去吧，原来那个位置挺好", "周五晚上有约，还是让它回原来的位置吧" after "已把「X」挪到…，确认后生效" when
 * the move never said where X was and no proposal put X anywhere: X is a block of the saved timetable moved in the
 * draft, so "back" is where the timetable still has it, read as "把X挪回原位" (decided from the listing's block).
 */
import { movedAlone } from "./draft-follow-ups";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const MOVED_NAME = /已把「([^」]+)」(?:挪|移|调|放)到/;
/** "挪回去", "让它回原来的位置", "原来那个位置挺好": the words that say "back". */
// "放回最初那个位置": where it was before the first move, as the timetable still has it.
const BACK = /(?:挪|放|移|调|换|搬|改)?回(?:去|来|原来|原处|原位|到原来|(?:到)?(?:最初|最开始|一开始|起初)(?:的|那个))|(?:原来|原先|本来|之前|最初|最开始|一开始)(?:的|那个)(?:时间|位置|地方|时段)/;
/** A reason before the change of mind: the new place is taken ("周五晚上有约，"). */
const REASON_FIRST = /^(?:想了想|想想|算了)?[^，,。]*(?:有约|有事|没空|有课|有安排|去不了|不方便|走不开)[，,。\s]*/;
/** Everything else such a message may hold: a change of mind, the back words, where it was, particles and a nod. */
const FILLER = new RegExp(
  [
    "想了想|想想|我想了想|算了|不对|还是|帮我|给我|把它|让它|它|就|再",
    "(?:挪|放|移|调|换|搬|改)?回(?:去|来|到)?",
    "(?:原来|原先|之前|本来|最初|最开始|一开始|起初)(?:的|那个)?(?:时间|位置|地方|时段|原处|原位)?|原处|原位",
    "挺好|比较好|更好|就好|好了|也行|合适",
    "吧|啊|呀|哈|[，,。.!！~～\\s]",
  ].join("|"),
  "g",
);

export function movedBackToSaved(text: string, previous: PreviousRequest, earlier: readonly PreviousRequest[]): FollowUp | undefined {
  if (!movedAlone(previous) || !BACK.test(text)) return undefined;
  const name = MOVED_NAME.exec(previous.said ?? "")?.[1];
  if (name === undefined || text.replace(REASON_FIRST, "").replace(FILLER, "") !== "") return undefined;
  // A block some proposal put is the proposal's to put back (plan-put-back.ts), not the timetable's.
  if (earlier.some((turn) => /生成方案|预排/.test(turn.said ?? "") && turn.said?.includes(name))) return undefined;
  return { family: "pointed", text: `把${name}挪回原位` };
}
