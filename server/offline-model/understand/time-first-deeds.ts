/**
 * "今晚把第二章做了", "明天下午把集合那节做了", "周末把落下的两节做了" (round 38, H): a time still ahead, then a study
 * block to be done then — the block put at that time, the way "把第二章放到今晚" is, or missed work re-planned into
 * it. Not a check-in (the time has not come) nor a note. A time gone by ("昨天把第二章做完了") is a check-in, and a
 * to-do ("明天把作业做了") is left to the note readers.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";

const AHEAD = `(?:${DAY_WORD.source}|今晚|明晚|明早|(?:这个?)?周末)`;
const PART = "(?:早上|上午|中午|下午|傍晚|晚上)?";
/** "…，给我安排进去", "…，帮我排上": the wish said, then asked to be put in. */
const ASKED_IN = "(?:[，,\\s]+(?:给我|帮我)?(?:安排|排|放|塞)(?:进去|上|一下)(?:吧|呗)?)";
// "这周六上午想把第二章随机变量看掉，给我安排进去": the wish for that time is the same placement.
const TIME_THEN_DEED = new RegExp(
  `^(?:那|那就|就)?(?<when>${AHEAD}(?:的)?${PART})[，,\\s]*(?:就|我|我就)?(?<wish>想|要|打算|准备)?(?:把|将)(?<thing>[^，,。！!？?\\s我你]{2,20}?)(?:给)?(?:做|学|复习|搞|弄|刷|看|过|啃)(?:了|掉|完|一遍|下来)(?:吧|呗|它)?(?<asked>${ASKED_IN})?[。！!~～\\s]*$`,
);
/** A study block named: a chapter, a pointed block (那节, 那块), a review, or missed work. */
const STUDY_BLOCK = /第.{1,3}[章节讲]|那节|那块|这节|这块|复习/;
const MISSED = /落下|漏(?:掉|了)?|欠(?:下)?|没做|没学|鸽/;

/**
 * "正好把离散的树与最小生成树那块做了，放周六上午八点开始" (round 39, M): the block to be done, then where it goes —
 * the same placement said the other way round, and it may close a story ("周六本来要回家，结果…。正好把…").
 */
const DEED_THEN_TIME = new RegExp(
  `(?:^|[。！!…]\\s*)(?:正好|那就|就|那|顺便)?(?:把|将)(?<thing>[^，,。！!？?\\s我你]{2,20}?)(?:给)?(?:做|学|复习|搞|弄|刷|看|过)(?:了|掉|完|一遍)[，,]\\s*(?:就)?(?:放|排|安排)(?:在|到)?(?<when>${AHEAD}(?:的)?${PART}[^，,。！!？?]{0,8}?)(?:开始|开干|做)?(?:吧|呗)?[。！!~～\\s]*$`,
);

export function timeFirstDeed(text: string, read: (words: string) => Intent): Intent | undefined {
  const after = DEED_THEN_TIME.exec(text.trim())?.groups;
  if (after && STUDY_BLOCK.test(after.thing)) {
    const intent = read(`把${after.thing}放到${after.when}`);
    if (intent.family === "edit" && intent.action === "move") return intent;
  }
  const said = TIME_THEN_DEED.exec(text.trim())?.groups;
  // "明天我要把谓词逻辑那块做完" only tells the plan; a wish is a placement when it is asked in.
  if (!said || (said.wish !== undefined && said.asked === undefined)) return undefined;
  const missed = MISSED.test(said.thing);
  if (!missed && !STUDY_BLOCK.test(said.thing)) return undefined;
  // "今晚" is said to the move reader the way it reads a target: 今天晚上.
  const when = said.when.replace(/^今晚/, "今天晚上").replace(/^明晚/, "明天晚上").replace(/^明早/, "明天早上");
  const intent = read(missed ? `把${said.thing}补到${when}` : `把${said.thing}放到${when}`);
  const placed = (intent.family === "edit" && intent.action === "move") || intent.family === "schedule" || intent.family === "replan_missed";
  return placed ? intent : undefined;
}
