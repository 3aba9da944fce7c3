/**
 * Follow-ups that change when the to-do just noted (or just re-dated) is due, with no name of their own:
 * - "提前到下午三点", "改成后天吧", "还是明天吧", "老师说推迟到周四交了": a new day or time;
 * - "再推迟一个半小时", "时间往后挪一个小时": the time it had, shifted;
 * - "往后推一天", "再提前两天": the day it had, shifted (in the same kind of day words);
 * - "make it 6pm instead": the same in English.
 * A time alone keeps the day the note had. Only after a note or a re-dating: "提前到下午三点" after a question asks
 * nothing of a to-do.
 */
import { CLOCK, dayIn, HAS_TIME, PART_OF_DAY, TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import { notedTitle } from "./noted-title";
import { timeAfterDay } from "./kept-time";
import { minutesOf } from "./clock-words";
import { withoutClockReason, withoutNamedThing } from "./shift-wordings";

export { minutesOf };

const REDATING_VERB = /(?:改|推|延|挪|移|调|提前|推迟|延后)(?:到|至|成)/;

/**
 * "交学费改到晚上九点" after "提醒我周四交学费", "图的遍历挪到晚上" after 周五's agenda: a time alone keeps the day
 * the thing had.
 */
export function onDay(said: string, day: string | undefined): string {
  const verb = REDATING_VERB.exec(said);
  if (!verb || !day) return said;
  const rest = said.slice(verb.index + verb[0].length);
  if (dayIn(rest) || !HAS_TIME.test(rest)) return said;
  return `${said.slice(0, verb.index + verb[0].length)}${day}${rest}`;
}

/** "改成那天下午两点": 那天 is the day the note had, so only the time is new (the day it had is put back). */
export function withoutSameDay(when: string): string {
  return when.replace(/^(?:那天|当天|同一天|那一天)的?(?=\S)/, "");
}

export function onNotedDay(said: string, previous: PreviousRequest): string {
  return onDay(said, dayIn(previous.text)?.[0]);
}

/**
 * "提前到下午三点", "推迟到周五", "改成后天吧", "还是明天吧": a re-dating that names nothing, after a note or a to-do's
 * re-dating; only a day or a time may follow.
 */
// "改周日同一时间": 改 and 换 may put the new day straight after them (only a day or a time may follow, checked below).
// "日子改成周六", "日期换到周日": the day named as what changes.
const REDATE = new RegExp(`^(?:那就?|就|再|那)?(?:帮我|给我)?(?:日子|日期|那天|哪天)?(?:(?:提前|推迟|延后|推|延)(?:到|至|成)|(?:改|换)(?:到|至|成)?|还是(?:改回|改到|改成)?)([^，,。]+?)${TAIL}`);
/** "别周六了，", "不要下午了，": the day or time it had, ruled out before the new one is said. */
const RULED_OUT = /^(?:别|不要|不)(?:是|在)?([^，,。]{1,8}?)了?[，,\s]+(?=\S)/;

function withoutRuledOut(text: string): string {
  const ruled = RULED_OUT.exec(text);
  return ruled && (dayIn(ruled[1]) || HAS_TIME.test(ruled[1])) ? text.slice(ruled[0].length) : text;
}
const TIME_WORDS = new RegExp(`${PART_OF_DAY}|${CLOCK}|第\\s*[\\d一二两三四五六七八九十]{1,2}(?:\\s*[-~～到至]\\s*[\\d一二两三四五六七八九十]{1,2})?\\s*节|之前|以前|前`, "g");

/** The to-do the request before noted or re-dated. */
function redatedTodo(previous: PreviousRequest): string | undefined {
  const intent = detectIntent(previous.text);
  if (intent.family === "task_edit") return intent.action === "update" ? intent.task : undefined;
  return notedTitle(intent) ?? saidNoteTitle(previous);
}

/** "已记下：交实验数据（截止…）": the title the note was saved under, as the answer said it. */
const SAID_NOTE = /已记下[：:]\s*([^（(，,。\n]{2,})/;

/**
 * The title of the note just made: read as the recording tool reads the request, else as the answer said it ("老师说
 * 周五下午四点交实验数据" is saved as 交实验数据, which the answer names).
 */
function saidNoteTitle(previous: PreviousRequest): string | undefined {
  return previous.said === undefined ? undefined : SAID_NOTE.exec(previous.said)?.[1].trim();
}

/** "已记下：起床（截止 12月2日 周三 07:00）" (已記下 in Traditional): the note's title, day and clock as the answer saved them. */
const SAVED_DUE = /已[记記]下[：:]\s*([^（(，,。\n]{2,})[（(]截止\s*(\d{1,2}月\d{1,2}日)[^)）\d]*(\d{1,2}):\d{2}/;

/**
 * The note just made as its answer dated it, the part of the day named by the hour it had ("明早7点叫我起床" is due
 * 12月2日 早上): what "改到七点半" keeps when the request's own day words ("明早") are none a follow-up reads.
 */
export function savedDue(previous: PreviousRequest): { title: string; day: string; part: string } | undefined {
  const due = previous.said === undefined ? null : SAVED_DUE.exec(previous.said);
  if (!due) return undefined;
  const hour = Number(due[3]);
  const part = hour < 12 ? "早上" : hour < 18 ? "下午" : "晚上";
  return { title: due[1].trim(), day: due[2], part };
}

/**
 * "这班", "那次", "这个": the thing just noted pointed at before its new date ("店长说这班改到周六了"), a word that
 * names no to-do of its own.
 */
const NOTED_POINTER = "(?:这|那)(?:一)?(?:个|次|回|班|场|趟|件事?|事儿?|条)?";
const REDATED = "(?:又|已经)?(?=提前|推迟|延后|推|延|改|换)";
/** "组长说", "老师通知", "群里说了": who brought the news of a new date, said before it (and the pointer after). */
const REPORTED = new RegExp(`^(?:[^，,。：:]{1,6}?(?:说|通知|讲|发话)了?[，,：:\\s]*)?(?:${NOTED_POINTER})?${REDATED}`);
/** "周五交了", "下周一截止", "周五了": what happens on the new day, which only says again what the to-do is. */
const DUE_TAIL = /(?:(?:再)?(?:交|提交|截止|考|开|到期|上交))?了?$/;

/** "周四同一时间", "周四还是原来的时间": the new day at the time the to-do had. */
const SAME_TIME = /(?:的)?(?:还是)?(?:同一个?时间|同样的?时间|原来的?时间|老时间|同一时候|同一个?点)$/;

/** "刚才忘说了", "漏说了": a remark that the time comes late, which says nothing of its own. */
// "具体点，下午三点", "说准确一点，七点半": asked to be more exact, the time said next is when it is due.
const FORGOT = /^我?(?:刚才|刚刚|之前|前面|刚)?(?:忘(?:了|记)?(?:说|讲)了?|漏(?:说|写)?了|没说)(?:吧|啊|哈)?$|^(?:说|记|写|搞|弄)?得?(?:具体|精确|准确|详细|精准)(?:一)?(?:点儿?|些)(?:吧|啊|哈)?$/;
/** "哦对了下午五点前": remembered on the way, the time the to-do is due. */
const REMEMBERED = /^(?:(?:哦|噢|喔|啊|诶|欸|嗯)?对了|还有)/;

/** "哦对了下午五点前，刚才忘说了": a time said after the note, as a thing forgotten; undefined when not so said. */
function whenForgotten(text: string): string | undefined {
  const clauses = text.split(/[，,。！!\s]+/).filter((clause) => clause !== "");
  const said = clauses.filter((clause) => !FORGOT.test(clause) && clause.replace(REMEMBERED, "") !== "");
  if (said.length !== 1 || (said.length === clauses.length && !REMEMBERED.test(said[0]))) return undefined;
  return said[0].replace(REMEMBERED, "").replace(/^(?:是|要|得|在)/, "");
}

/**
 * "车是早上7点12的，改一下", "会是七点半开始的": the time of the thing the note is about stated, with a closing ask to
 * change it or none; the thing is a part of the note's title ("车" of 坐火车回家).
 */
const STATED = /^([^，,。]{1,6}?)(?:其实|实际上)?(?:是|在|定在|改成了|改到了)([^，,。]+?)(?:开始|出发|发车|开门|开|到|集合|见面)?的?$/;

function statedTime(text: string, title: string | undefined): string | undefined {
  const stated = STATED.exec(text.replace(ASKED_AFTER, "").replace(/[。.!！~～\s]+$/, ""));
  const thing = stated?.[1].replace(/^(?:那个|这个|那|这)/, "");
  return stated && title && thing && [...thing].every((character) => title.includes(character)) && HAS_TIME.test(stated[2]) ? stated[2] : undefined;
}

export function redateNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const title = redatedTodo(previous);
  const said = REDATE.exec(withoutRuledOut(text).replace(REPORTED, ""))?.[1] ?? whenForgotten(text) ?? statedTime(text, title);
  if (said === undefined || !title) return undefined;
  const due = withoutSameDay(said.trim()).replace(DUE_TAIL, "");
  const when = SAME_TIME.test(due) ? due.replace(SAME_TIME, timeAfterDay(previous.text)) : due;
  const day = dayIn(when);
  // Only the day and the time: "还是算了吧", "改成重要的" say something else.
  const rest = (day ? when.replace(day[0], "") : when).replace(TIME_WORDS, "").replace(/[的\s]/g, "");
  if ((!day && !HAS_TIME.test(when)) || rest !== "") return undefined;
  return { family: "pointed", text: onNotedDay(`把${title}改到${when}`, previous) };
}

// "截止提前2小时", "ddl 往后一天": the deadline named by its word alone is the note's own time.
// "提醒往后推十分钟": the reminder named is the note's own time too.
const SHIFTED_WHAT = "(?:提醒时间|提醒|时间|时候|截止时间|截止日期|截止|ddl|deadline)?\\s*";
/** "再提醒", "再叫我": the reminder that rings after the shift, which is the noted to-do itself. */
// "能提前俩小时提醒我吗": asked as a question, the reminder named after the shift is the same note.
// "提早半個鐘叫我啦": a Cantonese 啦 closing it asks the same.
const RINGS_AFTER = "(?:再?(?:提醒|叫|喊)我?(?:一下|一声)?)?(?:吗|么|嘛|不|行吗|行不|好吗|可以吗|啦|喇)?";
// "一个半小时", "半个钟头", "一刻钟", "二十分钟": how far, in any of the ways a student counts minutes.
const SHIFT = new RegExp(
  `^(?:那就?|就)?(?:能不能|能|可以|可不可以)?${SHIFTED_WHAT}(?:再)?(提前|推迟|延后|推后|往后推|往后挪|往后|往前提|往前挪|往前|晚|早)(?:(半|一|两|二|俩|三|[1-3])?(?:个)?(半)?(小时|钟头)|(一|两|三|[1-3])(?:个)?刻钟?|(\\d{1,2}|十|十五|二十|三十|四十|四十五)分钟)${RINGS_AFTER}${TAIL}`,
);
const AMOUNTS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 俩: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
const MINUTE_WORDS: Record<string, number> = { 十: 10, 十五: 15, 二十: 20, 三十: 30, 四十: 40, 四十五: 45 };

/** How many minutes a SHIFT match moves by. */
function shiftMinutes(shift: RegExpExecArray): number {
  const [, , half, andHalf, hourUnit, quarters, minutes] = shift;
  if (hourUnit) return (half === "半" ? 0.5 : (AMOUNTS[half ?? "一"] ?? Number(half)) + (andHalf ? 0.5 : 0)) * 60;
  if (minutes) return MINUTE_WORDS[minutes] ?? Number(minutes);
  return 15 * (AMOUNTS[quarters] ?? Number(quarters));
}
const TIME_AT = new RegExp(`(${PART_OF_DAY})?\\s*(${CLOCK})`);
/** "早一个小时，我得先去排队", "晚一个小时，不然赶不回来": why it shifts, in a closing clause of its own. */
// "，打印店肯定排队", "，路上估计堵": someone else's place said with how sure the student is of it is a reason too.
// "，组长说七点半就开始": who said so, and what they said, is why too.
const WHY_AFTER = /[，,]\s*(?:我|因为|不然|要不然|要不|怕|毕竟|反正|[^，,。？?]{1,6}?(?:肯定|估计|可能|怕是|总是|老是)|[^，,。？?]{1,6}?(?:说|通知|讲)(?:了|过)?)[^，,。？?]*[。.!！~～\s]*$/;
/** "，顺延一下", "，帮我改下": the change asked again in a closing clause, which adds nothing to the shift. */
const ASKED_AFTER = /[，,]\s*(?:那就?)?(?:帮我|给我|麻烦)?(?:顺延|延期|改|调|推|挪|更新)(?:一)?下?(?:吧|哈|呗)?[。.!！~～\s]*$/;

/** "（截止 12月1日 周二 14:00）": the time the note was saved at, as the answer said it. */
const SAID_DUE = /截止[^）)\n]*?(\d{1,2}:\d{2})/;

/**
 * The time the noted to-do had, in minutes: as the answer said it was saved, else as the request said it, a bare
 * 1–7 o'clock being the afternoon's as the date reader takes it ("两点提醒我开班会" is due at 14:00).
 */
function notedMinutes(previous: PreviousRequest, day: RegExpExecArray | null): number | undefined {
  const said = previous.said === undefined ? null : SAID_DUE.exec(previous.said);
  if (said) return minutesOf(undefined, said[1]);
  const time = TIME_AT.exec(day ? previous.text.slice(day.index) : previous.text);
  const minutes = time ? minutesOf(time[1], time[2]) : undefined;
  return minutes !== undefined && time?.[1] === undefined && minutes >= 60 && minutes < 8 * 60 ? minutes + 12 * 60 : minutes;
}

/** "再推迟一个半小时" after "明天下午2点提醒我开班会": the noted to-do at the time it had, shifted. */
export function shiftedTime(text: string, previous: PreviousRequest): FollowUp | undefined {
  const title = notedTitle(detectIntent(previous.text)) ?? saidNoteTitle(previous);
  if (!title) return undefined;
  const shift = SHIFT.exec(withoutNamedThing(withoutClockReason(text).replace(WHY_AFTER, ""), title));
  const day = dayIn(previous.text);
  if (!shift) return undefined;
  const minutes = notedMinutes(previous, day);
  if (minutes === undefined) return undefined;
  const moved = minutes + (/提前|前|早/.test(shift[1]) ? -1 : 1) * shiftMinutes(shift);
  if (moved < 0 || moved >= 24 * 60) return undefined;
  // A morning clock says its part: the date reader takes a bare 1–7 o'clock for the afternoon's, as classes go.
  const part = moved < 6 * 60 ? "凌晨" : moved < 8 * 60 ? "早上" : "";
  const clock = `${part}${String(Math.floor(moved / 60)).padStart(2, "0")}:${String(moved % 60).padStart(2, "0")}`;
  // "friday 14:00": an English day word keeps a space before the clock, as the date reader needs.
  const on = day?.[0] ?? "今天";
  return { family: "pointed", text: `把${title}改到${on}${/[A-Za-z]$/.test(on) ? " " : ""}${clock}` };
}

// "老师说可以晚一天交", "能晚两天交也行": what the shift is allowed, and the handing in it is for, say no more.
const DAY_SHIFT = new RegExp(
  // "让我晚三天再交", "允许我推迟两天": the one who allows it lets the student hand it in later; "ddl 帮我推后一天" asks it.
  `^(?:那就?|就)?${SHIFTED_WHAT}(?:帮我|给我|麻烦你?)?(?:再)?(?:让我|允许我|准我|叫我)?(?:可以|能|能够|允许|准|要|得)?(提前|推迟|延后|推后|往后推|往后挪|往后|往前提|往前挪|往前|宽限|顺延|延期|延|晚|迟|早)(?:交|提交)?(一|两|二|三|四|五|六|[1-6])(?:天|日)(?:再)?(?:交|提交|上交|截止)?(?:也行|也可以|都行)?${TAIL}`,
);
/** "辅导员说再宽限两天": who brought the news, said before the shift. */
const TOLD_BY = /^[^，,。：:]{1,6}?(?:又|也|还)?(?:说|通知|讲|发话)了?[，,：:\s]*/;
/** "老师说要晚一天才能传好，截止往后推一天": why, in a clause before the shift of the deadline. */
const WHY_BEFORE = /^[^，,。]+[，,]\s*/;
const DEADLINE_WORD = /^(?:截止|ddl|deadline)(?:时间|日期)?/i;

/** "（截止 12月4日 周五 17:00）": the date the answer said the note was saved under. */
const SAVED_ON = /截止\s*(\d{1,2}月\d{1,2}日)/;

/** The shift a message asks of the noted day, with who said so or why said before it; null when it asks none. */
function dayShiftSaid(text: string): RegExpExecArray | null {
  const said = text.replace(WHY_AFTER, "").replace(ASKED_AFTER, "");
  // "不对，老师说要提前一天交": a clause before, then who said so.
  const after = said.replace(WHY_BEFORE, "");
  for (const words of [said, said.replace(TOLD_BY, ""), after, after.replace(TOLD_BY, "")]) {
    const shift = DAY_SHIFT.exec(words.replace(DEADLINE_WORD, ""));
    if (shift) return shift;
  }
  return null;
}
const RELATIVE_DAYS = ["今天", "明天", "后天", "大后天"];
const WEEKDAY_NAMES = "一二三四五六日";

/** The day `by` days after (or before) a day word, in the same kind of words; undefined when it leaves them. */
/** The weeks a weekday is said in, this one first. */
const WEEK_WORDS = ["", "下", "下下"];

export function shiftedDay(word: string, by: number): string | undefined {
  const relative = RELATIVE_DAYS.indexOf(word);
  if (relative !== -1) return RELATIVE_DAYS[relative + by];
  const weekday = /^((?:下下|下|这|本)?)(?:周|星期|礼拜)([一二三四五六日天])$/.exec(word);
  if (weekday) {
    const index = WEEKDAY_NAMES.indexOf(weekday[2] === "天" ? "日" : weekday[2]) + by;
    // "下下周一" the evening before is "下周日": a day across the week's edge takes the week before or after it.
    const crossed = Math.floor(index / 7);
    const week = WEEK_WORDS.indexOf(weekday[1] === "本" || weekday[1] === "这" ? "" : weekday[1]) + crossed;
    const prefix = crossed === 0 ? weekday[1] : WEEK_WORDS[week];
    return week >= 0 && prefix !== undefined ? `${prefix}周${WEEKDAY_NAMES[((index % 7) + 7) % 7]}` : undefined;
  }
  const date = /^(\d{1,2})月(\d{1,2})[日号]$/.exec(word);
  if (!date) return undefined;
  // Any year: only the month's length matters, and the term never holds 29 February.
  const moved = new Date(Date.UTC(2025, Number(date[1]) - 1, Number(date[2]) + by));
  return `${moved.getUTCMonth() + 1}月${moved.getUTCDate()}日`;
}

/** "往后推一天", "提前两天" after "提醒我周四交学费": the noted day, shifted, at the time it had. */
export function shiftedDayNoted(text: string, previous: PreviousRequest): FollowUp | undefined {
  const shift = dayShiftSaid(text);
  const title = notedTitle(detectIntent(previous.text));
  const day = dayIn(previous.text);
  if (!shift || !title || !day) return undefined;
  const by = (AMOUNTS[shift[2]] ?? Number(shift[2])) * (/提前|前|早/.test(shift[1]) ? -1 : 1);
  // "推迟三天" after a note due 周五: past the week the day words say, the date the answer saved it under is shifted.
  const savedOn = previous.said === undefined ? undefined : SAVED_ON.exec(previous.said)?.[1];
  const moved = shiftedDay(day[0], by) ?? (savedOn === undefined ? undefined : shiftedDay(savedOn, by));
  if (moved === undefined) return undefined;
  const time = TIME_AT.exec(previous.text.slice(day.index + day[0].length));
  return { family: "pointed", text: `把${title}改到${moved}${time && time.index === 0 ? time[0] : ""}` };
}

/**
 * "make it 4pm instead", "change the time to 7:30pm", "make that 4:30 instead", "oops I meant 4pm not 3pm": a note's
 * time, said in English, on
 * the day it had. A clock with no am / pm keeps the half of the day the note had ("4:30" after 3pm is 16:30).
 */
const EN_TIME_CHANGE =
  /^(?:(?:no|nope|sorry|oops|wait|actually|ok(?:ay)?)[,.!\s]+)?(?:(?:make (?:it|that)|change (?:it|that|the time) to|(?:move|push) (?:it|that) to|set it (?:to|for)|i\s+mean?t|it'?s)\s+(?:at\s+)?(\d{1,2}(?::\d{2})?)\s*(am|pm)?(?:\s+instead|,?\s*not\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?)?|(?:at\s+)?(\d{1,2}(?::\d{2})?)\s*(am|pm)?\s*(?:instead|,?\s*not\s+\d{1,2}(?::\d{2})?\s*(?:am|pm)?))[.!\s]*$/i;

export function englishTimeChange(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = EN_TIME_CHANGE.exec(text.trim());
  const title = notedTitle(detectIntent(previous.text));
  if (!match || !title) return undefined;
  const clock = match[1] ?? match[3];
  const said = match[2] ?? match[4];
  const day = dayIn(previous.text);
  const hour = Number(clock.split(":")[0]);
  const noted = said === undefined ? notedMinutes(previous, day) : undefined;
  const half = said ?? (noted !== undefined && noted >= 12 * 60 && hour < 12 ? "pm" : "");
  if (said === undefined && !clock.includes(":") && half === "") return undefined;
  return { family: "pointed", text: `把${title}改到${day ? `${day[0]} ` : ""}${clock}${half}` };
}

/**
 * "an hour earlier please", "30 minutes later", "push it back half an hour": the noted time shifted, said in English;
 * read as the Chinese shift the shift reader knows (提前一个小时, 推迟30分钟).
 */
const EN_SHIFT =
  /^(?:(?:no|sorry|actually|wait|ok(?:ay)?)[,.!\s]+)?(?:(?:make it|push it|move it|push it back|move it back)\s+)?(?:by\s+)?(an?|one|two|three|half an?|\d{1,2})\s+(hours?|minutes?|mins?)\s+(earlier|later|sooner|back|forward)?(?:\s+(?:please|instead))?[.!\s]*$/i;
const EN_AMOUNTS: Readonly<Record<string, string>> = { a: "一", an: "一", one: "一", two: "两", three: "三" };

export function englishShift(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = EN_SHIFT.exec(text.trim());
  if (!match) return undefined;
  const pushed = /^(?:push|move) it back/i.test(text.trim().replace(/^\W*(?:no|sorry|actually|wait|ok(?:ay)?)[,.!\s]+/i, ""));
  const way = match[3]?.toLowerCase();
  const earlier = way === "earlier" || way === "sooner" || way === "forward";
  if (!earlier && way === undefined && !pushed) return undefined;
  const amount = match[1].toLowerCase();
  const hours = /^hour/i.test(match[2]);
  const count = amount.startsWith("half") ? "半" : (EN_AMOUNTS[amount] ?? amount);
  const chinese = `${earlier ? "提前" : "推迟"}${count}${hours ? (count === "半" ? "个小时" : "个小时") : "分钟"}`;
  return shiftedTime(chinese, previous);
}
