/**
 * Check-ins told in counted shares ("昨天两块，一块完成一块只做了一半", "前天三块，两块做完了一块没动"): the model sends
 * the day and one unnamed entry per block, in the student's order. Which block was done is not said, and guessing
 * would record a block the student did not do as done, so the tool saves nothing and asks instead, listing that day's
 * begun blocks by time and name for the student to pick from.
 */
import type { CheckinStatus } from "@/lib/protocol/checkins";
import { quoted } from "@/lib/protocol/record-text";
import { sittingWhen, sittingsToCheckIn, type DateSpan } from "@/lib/schedule/checkin-words";
import type { SittingOutcome } from "@/lib/schedule/outcomes";

interface Entry {
  block?: string;
  status: CheckinStatus;
}

const STATUS_WORDS: Record<CheckinStatus, string> = { done: "完成", partial: "做了一部分", skipped: "没做" };
const COUNTS = ["", "一", "两", "三", "四", "五", "六", "七", "八", "九"];

/** Unnamed entries of more than one outcome: a block each, none told apart. One outcome for all is no question. */
export function sharesUntold(entries: readonly Entry[]): boolean {
  const unnamed = entries.filter((entry) => entry.block === undefined || entry.block.trim() === "");
  return unnamed.length > 1 && new Set(unnamed.map((entry) => entry.status)).size > 1;
}

/** "两块完成、一块没做": the shares as the student told them, in their order. */
function sharesWords(entries: readonly Entry[]): string {
  const counts = new Map<CheckinStatus, number>();
  for (const entry of entries) counts.set(entry.status, (counts.get(entry.status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${COUNTS[count] ?? count}块${STATUS_WORDS[status]}`).join("、");
}

/**
 * The question asked instead of a check-in: the day's begun blocks, each by time and name, and an answer to copy.
 * Undefined when the day has no begun block (the usual "nothing found" reply says so).
 */
export function whichBlocksQuestion(entries: readonly Entry[], sittings: readonly SittingOutcome[], span: DateSpan, timeZone: string): string | undefined {
  const begun = sittingsToCheckIn(sittings, { span, timeZone }).sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  if (begun.length === 0) return undefined;
  const lines = begun.map((sitting) => `· ${sittingWhen(sitting, timeZone)}${quoted(sitting.name)}`);
  const example = begun
    .slice(0, entries.length)
    .map((sitting, index) => `${quoted(sitting.name)}${STATUS_WORDS[entries[index].status]}`)
    .join("，");
  return [
    `${span.label}已经开始的学习块有这些：`,
    ...lines,
    `你说的${sharesWords(entries)}，分别是哪一块？说名字就行，比如“${example}”。这次还没有记录任何打卡。`,
  ].join("\n");
}
