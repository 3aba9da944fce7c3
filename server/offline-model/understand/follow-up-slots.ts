/**
 * Follow-ups that take a place the assistant's last answer offered (an answer about free time): "那就放那个时间",
 * "就第二个吧", "那就把读书笔记排那个时间吧" — the thing named, else the one the request before named, put there;
 * 那天 as the day such an answer named; and things placed on that day by a part of it or a clock ("上午放A，下午放B",
 * "把X做了吧，八点开始"), or after a premise the answer gave (既然周六空着，就…).
 */
import { answeredDay, offeredPlaces } from "./answered-things";
import { fittedThing, offersFit } from "./offered-fits";
import { askedLength, askedWhen, partPickedBack, thingAsked, withoutStart } from "./slot-turn-words";
import { detectIntent } from "./intents";
import { DAY_WORD } from "./day-words";
import { CLOCK, dayIn, namedIn, PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";

/**
 * The place a follow-up takes: "那个时间", "这个空", "那个点", "第二段", "第二个时间"; "前一段", "后面那个时段" (the
 * first or the second of two); "三点半那个时段" (the one that starts then).
 */
const PLACE =
  /(?:在|到)?(?:([前后上下])(?:面|边)?(?:的?那|一)(?:个|段)(?:时间段|时间|时段|空档|空)?|([\d一二两三四五六七八九十]{1,2})点(半)?钟?(?:的?那(?:个|段)(?:时间段|时间|时段|空档|空)?|(?:开始|起)(?=[，,\s]*(?:就|那就)?(?:帮我|给我)?(?:把|放|排|安排|塞|学|做|写|复习|背|练|读)|[吧。.!！~～\s]*$))|(那个|这个)点儿?|(那个|这个|那|这)(?:时间段|时间|时段|时候|空档|空|位置|段时间|段|块)|第([一二两三四1-4])(?:个|段)(?:时间段|时间|时段|空档|空)?|(那儿|那里|这儿|这里))/;
const SLOT_PLACES: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4 };
const HOURS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

/** "四点", "4点半" as the clock of a study day: 1 to 7 o'clock are the afternoon's and evening's, as classes go. */
function clockOf(hourWords: string, half: boolean): string {
  const said = HOURS[hourWords] ?? Number(hourWords);
  const hour = said >= 1 && said <= 7 ? said + 12 : said;
  return `${String(hour).padStart(2, "0")}:${half ? "30" : "00"}`;
}

/**
 * "八点开始" after an answer that offered the evening (19:00–21:40): the clock read within the places offered — the
 * afternoon's or evening's hour when the first place offered starts after noon — else as classes go.
 */
function clockWithin(hourWords: string, half: boolean, slots: readonly string[]): string {
  const said = HOURS[hourWords] ?? Number(hourWords);
  const starts = slots.flatMap((slot) => /(\d{2}):\d{2}$/.exec(slot)?.[1] ?? []).map(Number);
  if (starts.length === 0 || said > 12 || said === 0) return clockOf(hourWords, half);
  const hour = Math.min(...starts) >= 12 && said < 12 ? said + 12 : said;
  return `${String(hour).padStart(2, "0")}:${half ? "30" : "00"}`;
}

/** The offered place the words pick: by where it stood, by the clock it starts at, else the first. */
function pickedSlot(place: RegExpExecArray, slots: readonly string[]): string | undefined {
  const [, side, hour, half, , , ordinal] = place;
  // An ordinal picks a slot only when the answer offered several; otherwise it is an ordinal of something else.
  if (ordinal !== undefined) return slots.length > 1 ? slots[(SLOT_PLACES[ordinal] ?? Number(ordinal)) - 1] : undefined;
  if (side !== undefined) return slots.length === 2 ? slots[/[前上]/.test(side) ? 0 : 1] : undefined;
  if (hour !== undefined) return slots.find((slot) => slot.endsWith(clockOf(hour, half !== undefined)));
  return slots[0];
}
const VERB = "(?:放|排|安排|定|选|用|挪|移|学|做|写|复习|背|练|读|留给|分给|给|塞|加)";
// "那就按刚说的那个时间放": the place pointed at by who said it, which names nothing.
const LEAD = /^(?:好的?|行|可以|嗯|ok)?[，,\s]*(?:那就|就|那)?(?:帮我|给我)?(?:(?:按|照)(?:你|刚才?|刚刚|你刚才?)?(?:(?:说|讲|提)的)?)?/i;
const TAIL = /(?:吧|好了|就行|呗)?[。.!！~～\s]*$/;
/** Before the place: "把读书笔记放", "读书笔记放", "放", nothing. */
// "把行列式放进前面那个空里": 进 before the place, as 到 is.
const NAMED_BEFORE = new RegExp(`^(?:把?(.{2,20}?))?${VERB}?进?$`);
/** A nod after the place: "第一个可以，…", "第二段就行，…". */
const NOD = "(?:就)?(?:可以|行|挺好|好|不错|合适)?";
/** After it: nothing, "，把概率论第二章排上", "放错题本", "，把错题本塞进去", "…放那儿" (the place said again). */
const NAMED_AFTER = new RegExp(
  `^${NOD}(?:吧|呗|啊)?(?:[，,\\s]*(?:就|那就)?(?:帮我|给我)?(?:把(.{2,20}?)${VERB}(?:上|进去|进来|一下|在?(?:那儿|那里|那|这儿|这里))?|${VERB}(?:上)?(.{2,20}?)|(?:${VERB}|来)(?:上|进去|吧)?))?$`,
);

/** "put it in that slot", "schedule reading notes at the second one": the same in English. */
const EN_PLACE = /^(?:ok(?:ay)?,?\s*|then\s+)?(?:put|move|schedule|place)\s+(?:it|that|(.+?))\s+(?:(?:in|into|at|to)\s+(?:that|this|the\s+(first|second|third|fourth))\s*(?:slot|time|one)?|there)[.!\s]*$/i;
const EN_PLACES: Record<string, string> = { first: "一", second: "二", third: "三", fourth: "四" };
/** "the first one works, …", "second slot's fine, …": the pick said in English before what goes there. */
const EN_PICK = /^(?:ok(?:ay)?,?\s*)?(?:the\s+)?(first|second|third|fourth)(?:\s+(?:one|slot|time))?(?:'s|\s+is|\s+works|\s+then|\s+fine|\s+good|\s+ok|\s+please)*\s*[,，]\s*(\S.*)$/i;

/**
 * "放那儿吧，就两点那段代数系统", "排那吧，四点那个时段英语听力": the placing said first, then which place and what
 * goes there with no verb of its own (the verb was said before).
 */
const PUT_THERE_FIRST = /^(?:(?:好的?|行|可以|嗯|ok)[，,\s]*)?(?:那就|就)?(?:放|排)(?:那儿|那里|那|这儿|这里)(?:吧|呗)?[，,\s]*(?:就|是)?(?=\S)/i;

function placedAfterPutting(text: string): { place: RegExpExecArray; name: string } | undefined {
  const opener = PUT_THERE_FIRST.exec(text.trim());
  if (!opener) return undefined;
  const rest = text.trim().slice(opener[0].length);
  const place = PLACE.exec(rest);
  const name = place && place.index === 0 ? rest.slice(place[0].length).replace(TAIL, "").replace(/^[，,\s的]+/, "") : "";
  // A thing's name, not a clause of its own ("四点那段我要去社团"): short, and said by no one.
  return place && name.length >= 2 && name.length <= 12 && !/[我你他她吗呢？?]/.test(name) ? { place, name } : undefined;
}

/** The place said and the thing named beside it, or undefined when the text is not such a follow-up. */
function placeSaid(text: string): { place: RegExpExecArray; name?: string } | undefined {
  const putFirst = placedAfterPutting(text);
  if (putFirst) return putFirst;
  // "the second one's good, 把函数与等价关系放那里": the pick, then the thing (its 那里 is the pick said again).
  const pick = EN_PICK.exec(text.trim());
  if (pick) return placeSaid(`第${EN_PLACES[pick[1].toLowerCase()]}个，${pick[2]}`);
  const english = EN_PLACE.exec(text.trim());
  // Read as the Chinese it says: "那个时间" or "第二个".
  if (english) return placeSaid(`${english[1] ? `把${english[1]}放` : "放"}${english[2] ? `第${EN_PLACES[english[2].toLowerCase()]}个` : "那个时间"}`);
  const place = PLACE.exec(text);
  if (!place) return undefined;
  const before = NAMED_BEFORE.exec(text.slice(0, place.index).replace(LEAD, ""));
  // "塞到后面那个空里": the place, and 里 for inside it.
  const after = NAMED_AFTER.exec(text.slice(place.index + place[0].length).replace(TAIL, "").replace(/^(?:里面?|里头)/, ""));
  if (!before || !after) return undefined;
  // "那把树那块放到…": 把 is no part of a name, even a short one the lazy read took it into.
  const name = (before[1] ?? after[1] ?? after[2])?.replace(/^把(?=.)/, "");
  return name === undefined ? { place } : { place, name };
}

/**
 * "两点那段辅修要用，四点那段放集合与二元关系", "那七点开始把四级真题放进去，那天我下白班": the one clause that puts a
 * named thing in a place; the others only say why (the other place is taken, what the day holds).
 */
function clauseSaid(text: string): { place: RegExpExecArray; name?: string } | undefined {
  const clauses = text.split(/[，,；;]\s*/).filter((clause) => clause.trim() !== "");
  if (clauses.length < 2) return undefined;
  const named = clauses.flatMap((clause) => {
    const said = placeSaid(clause.trim());
    return said?.name === undefined ? [] : [said];
  });
  return named.length === 1 ? named[0] : undefined;
}

/**
 * "那就放那个时间", "就第二个吧", "那就把读书笔记排那个时间吧", "那个时段写实验报告", "第二段放读书笔记", "就那个时间，
 * 把读书笔记排上": the place the answer offered (by its place in the list when an ordinal says so), for the thing
 * named beside it, else the one the request before named.
 */
/** Whether the previous turn's answer offered places to take: free time, a thing fitted, or a when answered. */
function offersSlots(previous: PreviousRequest): boolean {
  // A move's reply also names the place it left, so only these count.
  return detectIntent(previous.text).family === "schedule_question" || offersFit(previous) || askedWhen(previous);
}

export function acceptSlot(text: string, previous: PreviousRequest, before: PreviousRequest | undefined, earlier: readonly PreviousRequest[] = []): FollowUp | undefined {
  const back = partPickedBack(text, earlier);
  if (back) return back;
  // "周四下午有空没" → "集合与二元关系要几节来着" → "那就那个时间吧": the place answered before the length asked.
  if (!offersSlots(previous)) {
    return before && askedLength(previous) && offersSlots(before) ? acceptSlot(text, { ...before, text: `${before.text}，想放${thingAsked(previous)}` }, undefined, earlier) : undefined;
  }
  const start = withoutStart(text);
  const said = placeSaid(start.text) ?? clauseSaid(start.text);
  if (!said) return undefined;
  const offered = offeredPlaces(previous);
  const [, , placeHour, placeHalf] = said.place;
  // "八点开始把X放进去", "那个时间，从两点开始": a clock the work starts at, inside a place offered, is that time on
  // the day the answer was about; "五点那段" names a place, and no place starts then.
  const hour = placeHour ?? start.hour;
  const half = placeHour === undefined ? start.half : placeHalf !== undefined;
  const day = hour === undefined || (placeHour !== undefined && !/(?:开始|起)$/.test(said.place[0])) ? undefined : answeredDay(previous);
  const clocked = day && hour !== undefined ? `${day}${clockWithin(hour, half, offered)}` : undefined;
  const slot = (start.hour === undefined ? pickedSlot(said.place, offered) : clocked) ?? clocked;
  if (!slot) return undefined;
  // The thing: the one the message names, else the one the question named, else the one named the request before
  // it, else (over questions asked between: "把X移到…" → "周三上午有课吗" → "周四下午有空吗") the one named in the
  // last few turns, else what the last card named.
  const name = said.name ?? (offersFit(previous) ? fittedThing(previous) : undefined) ?? namedIn(previous) ?? thingAsked(previous) ?? (before ? namedIn(before) : undefined) ?? namedOverQuestions(earlier) ?? "它";
  return { family: "accept_slot", text: `把${name}移到${slot}` };
}

/** The thing the latest of the last three turns named, when every turn after it only asked about the timetable. */
function namedOverQuestions(earlier: readonly PreviousRequest[]): string | undefined {
  for (const turn of earlier.slice(-3).reverse()) {
    const named = namedIn(turn);
    if (named) return named;
    if (detectIntent(turn.text).family !== "schedule_question") return undefined;
  }
  return undefined;
}

/** Around the clock place of a change of mind: "换一个时段，…", "还是改到…", "那就…吧". */
const OTHER_RUN_WORDS = /^(?:(?:好的?|行|嗯|那就?|还是|就|换一?个(?:时间段|时段|时间)?|换成?|换到|改成|改到|挪到|放到?|另外?一段|另一个(?:时间段|时段|时间)?|别的(?:时间段|时段|时间)|吧|呗)[，,\s]*)*$/;

/**
 * "换个时间，五点那个" after a block was put in a place: the same block, on the same day, at the run that starts
 * at the clock said. "还是放后面那段吧" when that place was one of two a free-time answer offered the turn before:
 * the other one, picked by where it stood.
 */
export function otherRun(text: string, previous: PreviousRequest, before?: PreviousRequest): FollowUp | undefined {
  const intent = detectIntent(previous.text);
  if (intent.family !== "edit" || intent.action !== "move") return undefined;
  const place = PLACE.exec(text);
  const [, side, hour, half] = place ?? [];
  if (!place || (hour === undefined && side === undefined)) return undefined;
  const around = `${text.slice(0, place.index)}，${text.slice(place.index + place[0].length).replace(TAIL, "")}`;
  const day = answeredDay(previous) ?? dayIn(previous.text)?.[0];
  const name = namedIn(previous);
  if (!OTHER_RUN_WORDS.test(around) || !day || !name) return undefined;
  if (hour !== undefined) return { family: "accept_slot", text: `把${name}挪到${day}${clockOf(hour, half !== undefined)}` };
  const offeredBefore = before && detectIntent(before.text).family === "schedule_question" ? offeredPlaces(before) : [];
  const slot = pickedSlot(place, offeredBefore);
  return slot === undefined ? undefined : { family: "accept_slot", text: `把${name}挪到${slot}` };
}

/** "就那天，…", "把线代复习都放到那天": the day the answer named, in the place of 那天. */
const THAT_DAY = /那一?天|这一?天/;
const DAY_LEAD = /^(?:好的?|行|嗯|ok)?[，,\s]*(?:那就|就)?(?=那一?天|这一?天)/i;
/** "12月5日把四级真题做了": a thing to be done on a day to come is put there, not marked done. */
const DO_ON_DAY = /^(\d{1,2}月\d{1,2}日)(?:就)?把(.{2,20}?)(?:给)?(?:做|学|写|看|弄|搞|刷|背|练|读|复习)(?:了|完|掉)?(?:吧|呗)?[。.!！~～\s]*$/;

/**
 * "12月5日上午给我排概率论第二章", "12月5日晚上把错题本排上", "12月8日晚上七点先放树": something put on that day, in a
 * part of it or not, at a clock or not.
 */
const PUT_ON_DAY = new RegExp(
  `^(\\d{1,2}月\\d{1,2}日)(${PART_OF_DAY})?(${CLOCK})?(?:就|再|先)?(?:帮我|给我)?(?:(?:排|安排|放|塞)(?:上|进|一下)?(.{2,20}?)|把(.{2,20}?)(?:排|安排|放|塞)(?:上|进去|一下)?)(?:吧|呗)?[。.!！~～\\s]*$`,
);
/** "，画室改别的天去", "，那天我下白班": a clause after the placing that puts nothing of the plan anywhere. */
const PUTS = /放|排|安排|塞|挪|移|[改换调](?:到|成|在)/;

/** The placing clause alone, when every clause after it only says why or what else the student does. */
function withoutAsides(said: string): string {
  const [first, ...rest] = said.split(/[，,；;]\s*/);
  return rest.length > 0 && rest.every((clause) => !PUTS.test(clause)) ? first : said;
}

/** After an answer about free time that named a day ("12月5日 周六最空"), 那天 is that day. */
export function onThatDay(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!THAT_DAY.test(text) || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const day = answeredDay(previous);
  if (!day) return undefined;
  const said = text.replace(DAY_LEAD, "").replace(THAT_DAY, day);
  const toDo = DO_ON_DAY.exec(said);
  // 排在, not 排到: "排到12月12日" reads as a range up to that day, and the thing is to be done on it.
  if (toDo) return { family: "that_day", text: `把${toDo[2]}排在${toDo[1]}` };
  const put = PUT_ON_DAY.exec(withoutAsides(said));
  if (put) {
    const name = put[4] ?? put[5];
    // A part of the day or a clock is a place on it (a move); the day alone leaves the plan to pick the time.
    return { family: "that_day", text: put[2] || put[3] ? `把${name}放到${put[1]}${put[2] ?? ""}${put[3] ?? ""}` : `把${name}排在${put[1]}` };
  }
  return detectIntent(said).family === "unknown" ? undefined : { family: "that_day", text: said };
}

const LEAD_WORDS = "(?:(?:好的?|行|嗯|ok)[，,\\s]*)?(?:那就|那|就)?";
/** A day and a part of it, each or neither: "周六上午", "下午", "". DAY_WORD's own groups stay unnamed. */
const ON_DAY = `(?<day>${DAY_WORD.source})?(?<part>${PART_OF_DAY})?`;
const END = "(?:吧|呗|哈)?[。.!！~～\\s]*$";
/** "把四级真题做了", "把模拟卷刷完": a thing to be done, its name between 把 and the doing. */
const DONE = "把(?<name>.{2,20}?)(?:给)?(?:做|学|写|看|弄|搞|刷|复习|背|练)(?:了|完|掉)?(?:吧|呗)?";

/**
 * "那周六上午把四级真题做了吧，八点开始" after an answer about free time: the thing put on that day (the day said,
 * else the answer's), in the part said, from the clock said after it.
 */
const DONE_FROM_CLOCK = new RegExp(`^${LEAD_WORDS}${ON_DAY}(?:就)?${DONE}[，,\\s]*(?:从)?(?<clock>${CLOCK})钟?(?:开始|起)${END}`, "i");

export function doneFromClock(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = DONE_FROM_CLOCK.exec(text.trim())?.groups;
  if (!said || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const day = said.day ?? answeredDay(previous);
  return day ? { family: "that_day", text: `把${said.name}放到${day}${said.part ?? ""}${said.clock}` } : undefined;
}

const PUT_VERB = "(?:放|排|安排|塞)";
/** "放综合模拟卷", "把图论放上": one thing put, its name after the verb or between 把 and it. */
const putClause = (n: number): string => `(?:把(?<named${n}>.{2,20}?)${PUT_VERB}(?:上|进去)?|${PUT_VERB}上?(?<put${n}>.{2,20}?))`;
/** "那周六上午放综合模拟卷，下午放图论": two parts of one day, a thing put in each. */
const TWO_PARTS = new RegExp(`^${LEAD_WORDS}${ON_DAY}(?:就)?${putClause(1)}[，,；;\\s]+(?<other>${PART_OF_DAY})(?:就|再)?${putClause(2)}${END}`, "i");

/**
 * "那周六上午放综合模拟卷，下午放图论" after an answer about free time: each thing in its part of the day said, else
 * of the day the answer named — two placings, in the order said.
 */
export function twoPartsPut(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = TWO_PARTS.exec(text.trim())?.groups;
  if (!said?.part || detectIntent(previous.text).family !== "schedule_question") return undefined;
  const day = said.day ?? answeredDay(previous);
  const first = said.named1 ?? said.put1;
  const second = said.named2 ?? said.put2;
  return day ? { family: "that_day", text: `把${first}放到${day}${said.part}，把${second}放到${day}${said.other}` } : undefined;
}

/** "那既然周六空着，就…": a premise drawn from the answer, said before the request; it asks nothing. */
const PREMISE = /^(?:那么?)?既然[^，,。？?]{1,16}[，,]\s*(?:那就|那么|那|就)?/;

const PLACING = new Set(["edit", "schedule"]);
const ASKED = /[？?吗]|要不要|能不能|可不可以/;

export function afterPremise(text: string): FollowUp | undefined {
  const premise = PREMISE.exec(text.trim());
  const rest = premise ? text.trim().slice(premise[0].length) : "";
  // Only a request that places or plans follows a premise as a follow-up; "我就去打球了" tells, and is read as said.
  // A question after it ("那周日要不要多排点？") is the student's own weighing, read whole.
  return rest !== "" && !ASKED.test(rest) && PLACING.has(detectIntent(rest).family) ? { family: "that_day", text: rest } : undefined;
}
