/**
 * The assistant asked whether one block was done ("昨天19:00的「谓词逻辑与推理理论」做了吗？", offering 做完了 / 做了一部分 /
 * 没做) while answering another request: the answer ("没", "做了", "一半吧") is a check-in of that block, not more
 * words for the request the question interrupted.
 */
import type { Answer } from "../types";

/** The question's day, then (its clock) the block in 「」, then 做了吗 / 完成了吗 / 学了吗. */
const BLOCK_ASKED = /(今天|昨天|前天|大前天|(?:上|这)?周[一二三四五六日天])?\s*(?:\d{1,2}[:：]\d{2})?\s*的?\s*「([^」]+)」[^？?]*?(?:做|完成|学|看|打卡)了?(?:吗|没)/;

/** A status said in the answer; a pick of another thing ("换一个") is not one. */
const STATUS = /没|做了|做完|完成|一半|一部分|部分|学了|看了|搞定|弄完/;

export function checkinAnswered(collected: readonly Answer[]): string | undefined {
  if (collected.length !== 1) return undefined;
  const [{ question, text }] = collected;
  const asked = BLOCK_ASKED.exec(question.question);
  if (!asked || !STATUS.test(text)) return undefined;
  return `打卡：${asked[1] ?? ""}的${asked[2]}${text.replace(/[。.!！~～\s]+$/, "")}`;
}
