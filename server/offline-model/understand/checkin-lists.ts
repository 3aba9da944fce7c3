/**
 * A check-in written as labelled lists: "完成了：第一章、第二章；没做：第三章", "做完：A；鸽了：B". A list of what was
 * not done next to what was is about study blocks (a to-do is never "not done" — it is simply still there), so every
 * item is a block with the status its label says.
 */
import type { CheckinEntry, CheckinStatus } from "./checkin-types";
import type { Intent } from "./intent-types";

const LABELS: readonly [RegExp, CheckinStatus][] = [
  [/^(?:都|已经?|今天)?(?:完成|做完|搞定|弄完|学完|复习完)了?$/, "done"],
  [/^(?:做了一半|没做完|只做了一半|一半)$/, "partial"],
  [/^(?:没做|没完成|未完成|没去|没学|没复习|鸽了|跳过|跳过了|漏了)$/, "skipped"],
];

/** The label that says not done, which makes a list a check-in. */
export const NOT_DONE_LABEL = /(?:^|[；;]\s*)(?:没做|没完成|未完成|没去|没学|没复习|鸽了|跳过了?|漏了)\s*[：:]/;

function statusOf(label: string): CheckinStatus | undefined {
  return LABELS.find(([pattern]) => pattern.test(label.trim()))?.[1];
}

/** The check-in the labelled lists say, or undefined when one segment has no such label or no item. */
export function readLabelledCheckin(text: string): Intent | undefined {
  if (!NOT_DONE_LABEL.test(text)) return undefined;
  const entries: CheckinEntry[] = [];
  for (const segment of text.split(/[；;。]/).map((part) => part.trim()).filter((part) => part !== "")) {
    const match = /^([^：:]{1,8})[：:]\s*(.+)$/.exec(segment);
    const status = match ? statusOf(match[1]) : undefined;
    if (!match || !status) return undefined;
    const blocks = match[2].split(/[、，,和]/).map((block) => block.trim()).filter((block) => block !== "");
    if (blocks.length === 0) return undefined;
    entries.push(...blocks.map((block) => ({ block, status })));
  }
  return entries.length > 0 ? { family: "checkin", entries } : undefined;
}
