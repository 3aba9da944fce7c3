/**
 * "周三晚上要开班会", "周五晚上想看球", "那天下午约了人": why the other time will not do, said after a pick or a change.
 * It names a day or a part of the day and what the student does then; it asks nothing of the planner, so a reader of
 * the pick leaves it out rather than taking its day for where the thing goes.
 */
import { PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";

const WHEN = `(?:(?:${DAY_WORD.source}|那天|当天)(?:的)?(?:${PART_OF_DAY})?|${PART_OF_DAY}|那会儿?|那个时间)`;
const DOING = "(?:要|得|想|有|约了|还要|还得|可能要|准备|打算|需要)";
/** Verbs that ask the planner for something: a clause with one is a request, never a reason. */
const ASKS = /排|放|挪|移|改|换|提醒|记|帮|删|取消/;
const TAKEN = new RegExp(`^(?:因为)?(?:我)?${WHEN}(?:我)?(?:还|都|也)?${DOING}(?<doing>[^，,。；;？?]{1,12})$`, "i");

export function takenElsewhere(clause: string): boolean {
  const said = clause.trim().replace(/[。.!！~～\s]+$/, "");
  const doing = TAKEN.exec(said)?.groups?.doing;
  return doing !== undefined && !ASKS.test(doing);
}
