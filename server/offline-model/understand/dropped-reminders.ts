/**
 * A reminder the student no longer needs: "明天取快递那个不用提醒了，快递被退回去了" deletes the to-do it is kept as (the
 * reminder is the to-do's own; there is no reminder apart from it), and what happened to it, told after, asks nothing.
 * "取消那个提醒", "那条提醒删了吧" name no to-do: it is deleted once the student says which (decide-task-edits.ts
 * asks); after a note was just made, the note follow-ups read the same words as that note (note-follow-ups.ts).
 */
import { CLOCK } from "./clock-words";
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";
import { taskWords } from "./task-edit-words";

/**
 * "…，快递被退回去了，不取了", "…，活动取消了": told after, each clause ending in 了 with no request in it. A clause
 * that says it was done ("我已经收了", "体检完了") is left out: that to-do is done, not dropped.
 */
const TOLD_AFTER = "(?:[，,。\\s]+(?![^，,。]*(?:提醒我|帮我|给我|改|挪|换|记|已经|完了|好了))[^，,。？?！!]{1,14}?了)*";
/** "X那个不用提醒了", "X这条别再提醒我了", "X的提醒不要了": 提醒 is said ("刚排好的不要了" is a plan sent back). */
const NO_LONGER_REMINDED = new RegExp(
  `^(?<name>[^，,。？?]{2,20}?)(?:(?:这个|那个|这条|那条|的)(?:提醒)?(?:就|也)?(?:不用|不要|别|无需|不必)(?:再)?提醒(?:我)?了|(?:这个|那个|这条|那条|的)提醒(?:就|也)?(?:不用|不要|不需要)了)${TOLD_AFTER}[吧啦哈。！!~～\\s]*$`,
);
/** "取消那个提醒", "那条提醒删了吧", "取消周三那个提醒": a reminder pointed at (by its day at most), never named. */
const POINTED_REMINDER_DROPPED = new RegExp(
  `^(?:(?:帮我|麻烦)?(?:取消|删掉|删了|删除|去掉)(?:一下)?(?:(?:${DAY_WORD.source})(?:的)?)?(?:那个|这个|那条|这条)提醒|(?:把)?(?:(?:${DAY_WORD.source})(?:的)?)?(?:那个|这个|那条|这条)提醒(?:取消|删掉|删了|删除|去掉)(?:掉)?)(?:吧|啦|了)?[。！!~～\\s]*$`,
  "i",
);
/**
 * "把明早七点占座那个提醒删了，图书馆闭馆维修": a reminder named and deleted, with why after it in clauses that ask
 * nothing (no 了 needed: "图书馆闭馆维修" is the reason as said).
 */
const NAMED_REMINDER_DELETED = new RegExp(
  `^(?:帮我|麻烦|请)?(?:把|将)?(?<name>[^，,。？?]{2,20}?)(?:这个|那个|这条|那条|的)提醒(?:给我)?(?:删了|删掉|删除|取消(?:掉)?了?|去掉|撤了|撤掉)(?:吧|啦|哈)?(?:[，,。\\s]+(?![^，,。]*(?:提醒我|帮我|给我|改[成到为]|挪|换到|记|加|[？?吗]))[^，,。？?！!]{1,16})*[。！!~～\\s]*$`,
);
/** "明天取快递", "明早七点占座": the day (and hour) it is due is no part of its title. */
const DUE_FIRST = new RegExp(`^(?:${DAY_WORD.source}|今早|明早|今晚|明晚)(?:的)?(?:上午|下午|晚上|早上|中午)?(?:${CLOCK})?(?:的)?`, "i");
/**
 * English: "delete the laundry reminder", "cancel my 体检 reminder", "no need to remind me about the parcel anymore",
 * "don't remind me to call the bank, already did": the to-do named before "reminder" or after "remind me about".
 */
const ENGLISH_DROPPED = [
  /^(?:please\s+)?(?:can you\s+|could you\s+)?(?:delete|remove|cancel|drop|clear|get rid of)\s+(?:the\s+|my\s+)?(?<name>(?!(?:it|that|this)\s)\S.*?)\s+reminder(?:\s+(?:please|for me))?(?:[,;.]\s*(?:(?!remind)[^?])*)?$/i,
  /^(?:you\s+)?(?:don'?t|do not|no need to|you don'?t need to)\s+(?:need to\s+)?remind me\s+(?:about|of)\s+(?:the\s+|my\s+)?(?<name>(?!(?:it|that|this)\b)\S.*?)(?:\s+(?:anymore|any more))?(?:[,;.]\s*(?:(?!remind)[^?])*)?$/i,
];
/** "cancel that reminder", "delete this reminder": pointed at, never named. */
const ENGLISH_POINTED = /^(?:please\s+)?(?:can you\s+)?(?:delete|remove|cancel|drop)\s+(?:that|this|the)\s+reminder(?:\s+please)?[.!\s]*$/i;

export function droppedReminder(text: string): Intent | undefined {
  if (POINTED_REMINDER_DROPPED.test(text)) return { family: "task_edit", action: "delete", task: "" };
  const said = NO_LONGER_REMINDED.exec(text)?.groups ?? NAMED_REMINDER_DELETED.exec(text)?.groups;
  if (!said) return undefined;
  // "周四那个不用提醒了": only the day it is due points at it; which one is asked.
  const name = said.name.replace(DUE_FIRST, "");
  const task = name === "" ? "" : taskWords(name);
  return task === undefined ? undefined : { family: "task_edit", action: "delete", task };
}

/**
 * The English reminder dropped, read before the abandon words are ("cancel that reminder" drops a to-do; "cancel that"
 * alone takes back what was being said).
 */
export function englishDroppedReminder(text: string): Intent | undefined {
  const said = text.trim();
  if (ENGLISH_POINTED.test(said)) return { family: "task_edit", action: "delete", task: "" };
  const name = ENGLISH_DROPPED.map((pattern) => pattern.exec(said)?.groups?.name).find((found) => found !== undefined);
  return name ? { family: "task_edit", action: "delete", task: name.trim() } : undefined;
}
