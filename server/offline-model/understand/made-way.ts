/**
 * A block that makes way before it is moved: "周三下午谓词逻辑那块让一让，导师约了四点见面，挪到周日下午两点",
 * "谓词逻辑别待在周三了，换去周四四点". What it makes way with, and the reason after it, are no part of its name.
 */
import type { TaskReference } from "./intent-types";

/** "X那块别放周一了，换到…": where it should not stay, said before the move, is no part of the move. */
const STAYS_NOT = /(?:就|先)?(?:别|不要|不想|不能|甭)(?:再)?(?:待|呆|放|留|排|占)(?:在)?[^，,；;]{0,8}?了?[，,；;](?=[^，,；;]*(?:挪|换|调|移|改|搬|放))/g;

export function withoutStaysNot(text: string): string {
  return text.replace(STAYS_NOT, "");
}

/** "别待在周三了", "让一让": where the block should not stay, or that it should make way, said after its name. */
const MAKES_WAY = /(?:就|先)?(?:别|不要|不想|不能|甭)(?:再)?(?:待|呆|放|留|排|占)(?:在)?[^，,；;]{0,8}?了?$|(?:先|就)?(?:让一让|让让|让一下|让个位置|腾一腾|腾个地方|腾一下)(?:吧)?$/;

/**
 * "周三下午谓词逻辑那块让一让，导师约了四点见面，挪到…", "谓词逻辑别待在周三了，换去…": the block is named in the first
 * clause; the clauses after it, before the verb, say why it goes.
 */
export function namedFirst(raw: string, read: (said: string) => TaskReference | undefined): TaskReference | undefined {
  const clauses = raw.split(/[，,；;]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  // The first clause must say it is a block (那块) or that it makes way: "明天下午要去拿检查结果，…" is a reason first.
  if (clauses.length === 0 || !(MAKES_WAY.test(clauses[0]) || /[那这][一两二三四几\d]?[块节段](?!课)/.test(clauses[0]))) return undefined;
  const first = clauses[0].replace(MAKES_WAY, "");
  return read(first);
}
