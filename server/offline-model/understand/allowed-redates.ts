/**
 * A to-do re-dated after a story of why: "住院那周高数作业没写完，助教答应我宽限到周五" (the to-do told as not handed
 * in, then who allowed the later day), "答辩改期到1月5号下午两点了，帮我把答辩那条的时间改一下" (the thing moved, then
 * the change asked of its entry), "线代作业老师说可以晚一天交，帮我改一下" (a shift allowed by an amount, then the change
 * asked for). Each is joined into the one-clause re-dating or shift the to-do readers know.
 */
import { parseDeadlineShift } from "@/lib/tasks/deadline-shift";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { DURATION_SOURCE } from "@/lib/tasks/said-durations";
import type { Intent } from "./intent-types";
import { detectTaskEdit } from "./task-edit-intents";

type TaskEdit = Extract<Intent, { family: "task_edit" }>;

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const EXAM = /考试|期中考|期末考|测验|quiz|exam|小测/i;

function redating(name: string, date: string): TaskEdit | undefined {
  const edit = detectTaskEdit(`${name}的截止改到${date}`);
  return edit?.family === "task_edit" && edit.action === "update" && edit.deadline ? edit : undefined;
}

function clausesOf(text: string): string[] {
  return text.split(/[，,。；;！!]/).map((clause) => clause.trim()).filter(Boolean);
}

/** "助教答应我宽限到周五", "老师同意我们延到下周一": who allowed it, and the later day. */
const ALLOWED_UNTIL =
  /^(?:老师|助教|导师|教授|学委|班长|组长|辅导员|[他她]们?)(?:已经)?(?:同意|允许|批准|准许|答应)(?:了)?(?:我|我们)?(?:可以)?(?:延|延期|延后|推迟|推|宽限|顺延|晚交|缓交)到(.+?)(?:再交|交)?(?:了|啦)?$/;
/** "请假期间", "因为生病", "住院那周": when or why, before the to-do. */
const WHILE_AWAY = /^(?:因为|由于)?[^，,。]{0,8}?(?:期间|那周|那几天|的时候|时)/;
/** "…没交", "…还没写完": the to-do not handed in. */
const NOT_HANDED_IN = /(?:还)?(?:没|没有|未)(?:交|写完|做完|来得及交)(?:上)?(?:去)?$/;

function allowedAfterStory(text: string): TaskEdit | undefined {
  const clauses = clausesOf(text);
  if (clauses.length !== 2) return undefined;
  const allowed = ALLOWED_UNTIL.exec(clauses[1]);
  if (!allowed || !NOT_HANDED_IN.test(clauses[0])) return undefined;
  const name = clauses[0].replace(NOT_HANDED_IN, "").replace(WHILE_AWAY, "").trim();
  const date = parseDateTime(allowed[1], LOCATE);
  if (name.length < 2 || EXAM.test(name) || !date || date.index > 0) return undefined;
  return redating(name, date.matchedText.trim());
}

/** "面试改约到…了", "答辩改期到…": the thing itself moved to a new day. */
const MOVED_TO = /^(.{2,12}?)(?:改约|改期|改签|重新约|约|调整|推迟|延期|提前|改|挪|调|换|移)到(.+?)(?:了|啦)?$/;
/** "把答辩那条的时间改一下", "面试那条也改过去": the change asked of the entry by its name. */
const ENTRY_CHANGE =
  /^(?:你)?(?:帮我|麻烦你?|请你?|给我)?(?:把|将)?(.{2,12}?)(?:那条|这条|那个|这个)?(?:的)?(?:时间|日期|截止时间|截止|ddl)?(?:也)?(?:改一下|改下|改过来|改过去|更新一下|跟着改)(?:吧|呗)?[。!！~～\s]*$/i;

/** "帮我改一下", "你改下吧", "记录也跟着改": the change asked of the entry, the entry not named again. */
const CHANGE_ASKED = /^(?:你)?(?:帮我|麻烦你?|请你?|给我)?(?:也)?(?:改一下|改下|改改|改过来|更新一下|跟着改|改|调一下|调整一下)(?:吧|呗|哈)?[。!！~～\s]*$/;

function movedThenAsked(text: string): TaskEdit | undefined {
  const clauses = clausesOf(text);
  if (clauses.length !== 2) return undefined;
  const moved = MOVED_TO.exec(clauses[0]);
  // "…挪到周四晚上八点半了，改一下": the change asked with no name is asked of the thing that moved.
  // ("帮我改下" is no entry named 帮我). An exam moved ("线代期中从…改到…", "线代改到下周四考了") is the exam record's,
  // named or not (exam-moved-by-verb.ts reads the second).
  const nameless = CHANGE_ASKED.test(clauses[1]);
  if (nameless && moved && (/期中|期末|考|从/.test(moved[1]) || /考$/.test(moved[2]))) return undefined;
  const named = nameless ? moved?.[1] : ENTRY_CHANGE.exec(clauses[1])?.[1];
  if (!moved || !named || EXAM.test(moved[1])) return undefined;
  // The entry asked about is the thing that moved: one name holds the other.
  if (!moved[1].includes(named) && !named.includes(moved[1])) return undefined;
  const date = parseDateTime(moved[2], LOCATE);
  return date && date.index === 0 ? redating(named, date.matchedText.trim()) : undefined;
}

const WHO = "(?:老师|助教|导师|教授|学委|班长|组长|辅导员|[他她]们?)";
const LATER = "(?:晚|迟|推迟|推后|延后|往后推|往后延|宽限|延期|顺延|延)";
const AMOUNT = "([一两二三四五六七八九十\\d])(天|周|个?星期)";
/**
 * "线代作业老师说可以晚一天交", "老师说线代作业能迟两天交": the to-do, who said so, and how much later it may be handed
 * in. Said alone it is news; only with the change asked for after it ("帮我改一下") is the to-do shifted.
 */
const ALLOWED_LATER_BY = [
  new RegExp(`^(.{2,12}?)(?:的)?(?:截止)?${WHO}(?:又|也|已经)?(?:说|讲|通知|同意|答应|允许)了?(?:我们?)?(?:可以|能够?|准)?${LATER}${AMOUNT}(?:再)?(?:交|提交|截止)?(?:了|啦)?$`),
  new RegExp(`^${WHO}(?:又|也|已经)?(?:说|讲|通知|同意|答应|允许)了?(?:我们?)?(.{2,12}?)(?:的)?(?:截止)?(?:可以|能够?|准)${LATER}${AMOUNT}(?:再)?(?:交|提交|截止)?(?:了|啦)?$`),
];

function allowedShiftThenAsked(text: string): TaskEdit | undefined {
  const clauses = clausesOf(text);
  if (clauses.length !== 2 || !CHANGE_ASKED.test(clauses[1])) return undefined;
  const allowed = ALLOWED_LATER_BY.map((pattern) => pattern.exec(clauses[0])).find(Boolean);
  if (!allowed || EXAM.test(allowed[1])) return undefined;
  const unit = allowed[3] === "天" ? "天" : "周";
  const edit = detectTaskEdit(`${allowed[1]}推迟${allowed[2]}${unit}`);
  return edit?.family === "task_edit" && edit.action === "update" && edit.deadline ? edit : undefined;
}

/**
 * "线代作业本来明晚十点截止，老师说再宽限一个半小时", "实验报告原定周五交，助教又给延了一天": the to-do's deadline as
 * it was (本来 / 原定 …), then more time granted by an amount (再宽限, 又延了). 本来 and 再 say the deadline the
 * planner holds is the one moved, so the shift is passed on as update_task reads it ("宽限一个半小时").
 */
// 发 and 收 are a post's and a collection's deadlines ("推文原定今晚十点发", "团费原来周五截止，班长说提前一天收").
const DEADLINE_AS_WAS = /^(.{2,12}?)(?:的)?(?:截止|ddl)?(?:时间)?(?:本来|原来|原本|原定|之前)(?:是|定在|定的是|在)?(.+?)(?:截止|交|提交|上交|发|收|due)(?:的)?$/i;
const EARLIER = "(?:提前|提早|往前挪|早)";
/** Whoever said so: the usual people, or a few words before 说 / 通知 ("医务室说", "教务处通知"). */
const SAYER = `(?:${WHO}|[^，,。\\s]{1,5}?(?=(?:又|也|刚)?(?:说|讲|通知)))`;
const GRANTED_MORE = new RegExp(
  `^(?:${SAYER})?(?:又|也|刚)?(?:说|讲|通知|同意|答应|允许)?了?(?:我们?)?(?:可以|能)?(?:再|又)?(?:给)?(?:我们?)?(${LATER}|${EARLIER})了?((?:${DURATION_SOURCE})|[一两二三四五六七八九十\\d]\\s*个?\\s*(?:天|周|星期|礼拜))(?:再交|交|再收|收|发|截止)?(?:了|啦|吧|呗)?$`,
);
/**
 * 再 / 又 (more on top), 可以 / 能 (leave to), or a change not yet made (往后推…, 说提前一天收) moves the deadline told;
 * "老师宽限了两天" alone is news of a deadline already moved, maybe another one.
 */
const ON_THE_DEADLINE_TOLD = /再|又|可以|能|准/;

function grantedOnOwnDeadline(text: string): TaskEdit | undefined {
  const clauses = clausesOf(text);
  if (clauses.length !== 2) return undefined;
  const was = DEADLINE_AS_WAS.exec(clauses[0]);
  const granted = GRANTED_MORE.exec(clauses[1]);
  if (!was || !granted || EXAM.test(was[1]) || !parseDateTime(was[2], LOCATE)) return undefined;
  if (!ON_THE_DEADLINE_TOLD.test(clauses[1]) && /了/.test(clauses[1])) return undefined;
  // The student's own verb when the tool reads it ("宽限一个半小时"), else the plain one ("迟一天" → "延后一天").
  const plain = new RegExp(`^${EARLIER}$`).test(granted[1]) ? "提前" : "延后";
  const words = parseDeadlineShift(`${granted[1]}${granted[2]}`) ? `${granted[1]}${granted[2]}` : `${plain}${granted[2]}`;
  return parseDeadlineShift(words) ? { family: "task_edit", action: "update", task: was[1].trim(), deadline: words } : undefined;
}

/**
 * "线代第五章作业老师说可以拖到周五晚上十点", "实验报告助教说能延到下周一": the to-do, who said so, and the later day it
 * may now be handed in by. 可以 / 能 / 准 leave it to the student, so the deadline told is the one moved; "老师拖到周五
 * 才改完" tells what the teacher did.
 */
const ALLOWED_UNTIL_DAY = new RegExp(
  `^(.{2,14}?)(?:的)?(?:截止|ddl)?${WHO}(?:又|也|已经)?(?:说|讲|通知|同意|答应|允许)了?(?:我们?)?(?:可以|能够?|准)(?:拖|延|延期|延后|推迟|推|宽限|顺延|晚交|缓交)到(.+?)(?:再交|交|提交|截止)?(?:了|啦)?$`,
  "i",
);

function allowedUntilDay(text: string): TaskEdit | undefined {
  const allowed = ALLOWED_UNTIL_DAY.exec(text);
  if (!allowed || EXAM.test(allowed[1])) return undefined;
  const date = parseDateTime(allowed[2], LOCATE);
  return date && date.index === 0 ? redating(allowed[1].trim(), date.matchedText.trim()) : undefined;
}

/**
 * "实验报告老师说可以晚点交，周五晚上十点前就好", "读书笔记助教讲能迟些交，下周一中午之前交就行": leave to hand it in
 * late, then the day it is fine by. The day told after 就好 / 就行 is the to-do's new deadline.
 */
const ALLOWED_LATE = new RegExp(`^(.{2,14}?)(?:的)?(?:截止|ddl)?(?:${WHO}(?:又|也)?(?:说|讲|通知|同意|答应|允许)了?)?(?:我们?)?(?:可以|能够?|准)(?:晚|迟|延后|推迟)(?:一?点|一些|些)?(?:再)?(?:交|提交)(?:了|啦)?$`, "i");
const FINE_BY = /^(.+?)(?:之前|以前|前)(?:交|提交|交上)?(?:就好|就行|就可以|都行|都可以)(?:了|啦|哈)?$/;

function allowedLateByDay(text: string): TaskEdit | undefined {
  const clauses = clausesOf(text);
  if (clauses.length !== 2) return undefined;
  const allowed = ALLOWED_LATE.exec(clauses[0]);
  const fine = FINE_BY.exec(clauses[1]);
  if (!allowed || !fine || EXAM.test(allowed[1])) return undefined;
  const date = parseDateTime(fine[1], LOCATE);
  return date && date.index === 0 ? redating(allowed[1].trim(), date.matchedText.trim()) : undefined;
}

/**
 * "线代作业老师说可以延期 截止改到周五晚上", "线代作业助教说可以晚一点交，帮我改到周四晚上十点": leave to hand it in
 * late, then the change asked with its day. The leave and who gave it are no part of the name.
 */
const ALLOWED_LEAVE = new RegExp(`^(.{2,14}?)(?:的)?(?:截止|ddl)?${WHO}(?:又|也)?(?:说|讲|通知|同意|答应|允许)了?(?:我们?)?(?:可以|能够?|准)?(?:延期|延后|推迟|缓交|宽限|(?:晚|迟)(?:[一两二三四五六七八九十\\d](?:天|周))?(?:一)?(?:点|些|天)?(?:再)?交)(?:[一两二三四五六七八九十\\d](?:天|周|个?星期))?(?:一下|了|啦)?$`, "i");
const DAY_ASKED = /^(?:你)?(?:帮我|给我|麻烦你?)?(?:把)?(?:它的?)?(?:截止(?:时间|日期)?|ddl)?(?:改到|改成|改为|推到|延到|挪到|调到)(.+?)(?:吧|呗|哈)?$/i;

function allowedThenRedated(text: string): TaskEdit | undefined {
  const clauses = text.split(/[，,。；;！!\s]+/).filter(Boolean);
  if (clauses.length !== 2) return undefined;
  const allowed = ALLOWED_LEAVE.exec(clauses[0]);
  const asked = DAY_ASKED.exec(clauses[1]);
  if (!allowed || !asked || EXAM.test(allowed[1])) return undefined;
  const date = parseDateTime(asked[1], LOCATE);
  return date && date.index === 0 ? redating(allowed[1].trim(), date.matchedText.trim()) : undefined;
}

export function detectAllowedRedate(text: string): Intent | undefined {
  return allowedAfterStory(text.trim()) ?? movedThenAsked(text.trim()) ?? allowedShiftThenAsked(text.trim()) ?? grantedOnOwnDeadline(text.trim()) ?? allowedUntilDay(text.trim()) ?? allowedLateByDay(text.trim()) ?? allowedThenRedated(text.trim());
}
