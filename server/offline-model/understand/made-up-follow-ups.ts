/**
 * Making up what was missed, after an answer or a check-in said a block was skipped ("上周落下了1个学习块…",
 * "周日那两块都没做"): "那就补到周五晚上", "都补到周末吧", "把它放到周五晚上补一下", "那这个周日上午补上". What was
 * missed is planned again in that time ("把没做的补到…"), never the past block moved.
 */
import { detectIntent } from "./intents";
import { optionsOnly } from "./schedule-options";
import { dayIn, HAS_TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "那就补到周五晚上吧", "就补在周末", "帮我塞进周六": making up, with no object, the time it is made up in. */
// "都补到周末吧", "那就把这俩补到周末": every block the answer said was missed.
// "…，一天别超过三节": how to plan it may follow in a clause of its own (kept only when it is options alone).
// "这两块帮我补回来": back, with no time said.
const MAKE_UP = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)?(?:帮我|给我)?(?:把?(?:这|那)(?:俩|两个|两块|两节|几个|几块|些)|把(?:俩|两个|两块|两节|几个|几块|些)|把它们|把它俩)?(?:都|全|全都|全部)?(?:帮我|给我)?(?:再)?(?:(?:补|塞)(?:到|在|进)([^，,。]+?)|补回来|补上)(?:吧|啊|呀|哈|好了|就行|就好)?(?=[，,]|[。.!！~～\\s]*$)`, "i");
/** "这周（…）落下了1个学习块，共2节：…": an answer that listed the blocks missed. */
const MISSED_LISTED = /落下了\s*\d+\s*个学习块/;
/** The same answer when it listed one block: "它", "这个", "那块" can only be that one. */
const ONE_MISSED = /落下了\s*1\s*个学习块/;

/** Whether the turn before said something was missed: a check-in of a block not done, or an answer that listed it. */
function saidMissed(previous: PreviousRequest): boolean {
  const before = detectIntent(previous.text);
  const parts = before.family === "compound" ? before.parts : [before];
  // "周日那两块都没做" points at blocks the request alone does not name: the answer says what it recorded.
  return parts.some((part) => part.family === "checkin" && part.entries.some((entry) => entry.status !== "done")) || /→\s*没做/.test(previous.said ?? "") || MISSED_LISTED.test(previous.said ?? "");
}

/** After a block was said skipped or half done, "那就补到…" puts what was missed into that time. */
export function makeUp(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = MAKE_UP.exec(text);
  if (!match) return undefined;
  // "…，一天别超过三节": how to plan the making up goes with it; anything else after it is left out as before.
  const rest = text.slice(match[0].length).replace(/^[，,\s]+|[。.!！~～\s]+$/g, "");
  if (rest !== "" && !optionsOnly(rest)) return undefined;
  const how = rest === "" ? "" : `，${rest}`;
  const where = match[1] === undefined ? "补回来" : `补到${match[1].trim()}`;
  return saidMissed(previous) ? { family: "make_up", text: `把没做的${where}${how}` } : undefined;
}

const LEAD = "^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)?(?:帮我|给我)?";
/** "它", "这个", "那块": the one missed block, pointed at. */
const POINTED = "(?:把)?(?:它|这个|那个|这块|那块|这节|那节|这一块|那一块)(?:就|也|先)?";
const MAKE_UP_WORD = "(?:再)?(?:补(?:上|一下|回来|掉|了)?|补一补)";
const END = "(?:吧|啊|呀|哈|好了|就行|就好)?[。.!！~～\\s]*$";
/**
 * The shapes a pronoun's make-up takes: "把它补到周四下午" (补 to the time), "把它放到周五晚上补一下" (put there to make
 * up), "那这个周日上午补上", "它就周六晚上补吧" (the time, then 补).
 */
const POINTED_SHAPES: readonly RegExp[] = [
  new RegExp(`${LEAD}${POINTED}(?:帮我|给我)?(?:再)?(?:补|塞)(?:到|在|进)([^，,。]+?)${END}`, "i"),
  new RegExp(`${LEAD}(?:${POINTED})?(?:帮我|给我)?(?:放|挪|排|安排|移|调)(?:到|在|去)([^，,。]+?)(?:去)?${MAKE_UP_WORD}${END}`, "i"),
  new RegExp(`${LEAD}(?:${POINTED})?(?:放)?(?:在)?([^，,。把]+?)${MAKE_UP_WORD}${END}`, "i"),
];

/**
 * "把它放到周五晚上补一下", "那这个周日上午补上" after an answer that listed one missed block (or a check-in of one not
 * done): that block made up then, read as what was missed made up, since a past block is planned anew, not moved.
 */
export function missedPointedMadeUp(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = text.trim();
  const where = POINTED_SHAPES.map((shape) => shape.exec(said)?.[1]?.trim()).find((found) => found !== undefined);
  if (where === undefined || !(dayIn(where) || HAS_TIME.test(where))) return undefined;
  const one = ONE_MISSED.test(previous.said ?? "") || (!MISSED_LISTED.test(previous.said ?? "") && saidMissed(previous));
  return one ? { family: "make_up", text: `把没做的补到${where}` } : undefined;
}
