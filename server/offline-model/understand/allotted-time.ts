/**
 * Study given an amount of time and a place on the timetable in one breath: "周六用半天做综合模拟卷，上午八点开干",
 * "四级真题得花一上午，放周日上午吧", "明天拿两个小时刷高数题，下午两点开始". The amount (said-durations.ts) only says
 * how big the job is; what is asked is the item put on the day and start said, as "把X放周日上午" asks. Read before
 * the clauses are split, where "上午八点开干" alone would be a note and "得花一上午" no request at all.
 */
import { DURATION_SOURCE } from "@/lib/tasks/said-durations";
import type { Intent } from "./intent-types";
import { slotTarget } from "./slot-words";

const STUDY_VERB = "(?:做|写|刷|复习|学|看|背|整理|过|练)";
/** "上午八点开干", "下午两点开始": when the work starts, said with a verb of starting. */
const START = "(?:开干|开始|开工|动手|开搞|开整|开写|开刷|开做|就开始)";
const CLOSE = "(?:吧|好了|呗|哈|啊)?[。!！~～\\s]*$";

/** "周六用半天做X，上午八点开干": the day, the time allotted with 用 / 花 / 拿 …, the item, and perhaps its start. */
const TIME_FOR_ITEM = new RegExp(
  `^(?<when>[^，,。]{1,12}?)(?:我)?(?:想|打算|准备)?(?:用|花|拿|抽|留|腾)(?:出)?(?:个)?${DURATION_SOURCE}(?:的时间)?(?:来|去)?${STUDY_VERB}(?<item>[^，,。！!了]{2,16}?)(?:[，,]\\s*(?<start>[^，,。]{2,10}?)${START})?${CLOSE}`,
);

/** "四级真题得花一上午，放周日上午吧": the item and what it takes, then where to put it. */
const ITEM_THEN_PLACE = new RegExp(
  `^(?<item>[^，,。]{2,16}?)(?:得|要|需要|大概|估计|预计|起码)*(?:花|用|占|要)${DURATION_SOURCE}(?:左右)?[，,]\\s*(?:就|那就)?(?:放|排|安排|塞)(?:在|到)?(?<when>[^，,。]{2,12}?)${CLOSE}`,
);

/** A move of the named item to the day (and start) said; undefined unless a day is said. */
export function allottedTime(text: string): Intent | undefined {
  const match = TIME_FOR_ITEM.exec(text) ?? ITEM_THEN_PLACE.exec(text);
  const groups = match?.groups;
  if (!groups) return undefined;
  // Apart, so a day's number and the hour's ("周五" "两点") are not read as one number.
  const target = slotTarget(`${groups.when} ${groups.start ?? ""}`);
  const name = groups.item.trim();
  if ((target.dayWord === undefined && target.day === undefined) || name.length < 2) return undefined;
  return { family: "edit", action: "move", reference: { name }, target };
}
