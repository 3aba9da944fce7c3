/**
 * "明天下午四点那块我肯定做不了，要去医院复查", "周三下午那块复习我去不了，要去参加比赛": a block the student says
 * for sure they cannot make, and why. Nothing is checked in before its day and nothing is deleted; the block has to go
 * somewhere, so the student is asked where (a move with no place said). A guess ("估计做不成", "可能赶不上") is only
 * told, and waits (hindsight-remarks.ts); a place said after it ("…，挪到周五") is a move the block readers take.
 */
import type { Intent } from "./intent-types";

const BLOCK_WORDS = "(?:那一?块|那一?节|那几节|那几块|那两节|那两块|那个学习块|那段)(?:复习|自习|学习)?";
const CANNOT = "(?:做不了|做不成|去不了|赶不上|赶不及|来不及|上不了|学不了|没法(?:做|学|去))";
const CERTAIN_MISS = new RegExp(
  `^([^，,。？?！!]{0,14}?${BLOCK_WORDS}(?:[^，,。？?！!我]{0,8}?)?)(?:我)?(?:(?:是)?(?:肯定|一定|铁定|绝对|确定|根本|真的|实在)(?:是)?)?${CANNOT}(?:了|啦)?(?:[，,。]\\s*([^？?]*))?$`,
);
/** Hedges make it a guess; a clause that asks or places makes it a request the other readers take. */
const HEDGED = /估计|可能|大概|多半|怕是|应该|也许|说不定|恐怕|八成/;
const ASKS = /[？?吗]|挪|改|放|换|调|移|删|取消|帮我|给我|打卡|记/;

export function certainMiss(text: string): Intent | undefined {
  const match = CERTAIN_MISS.exec(text.trim());
  if (!match || HEDGED.test(text) || ASKS.test(match[2] ?? "")) return undefined;
  return { family: "edit", action: "move", reference: { name: match[1].trim() }, target: {} };
}
