/**
 * Follow-ups that negotiate one block (or two) of a plan the assistant just proposed ("已生成方案，请在卡片上确认：图论基础
 * → 12月9日 周三 19:00起3节；…"), the block named by a part of its name ("图论那块", "模拟卷"), by its day ("周一那块")
 * or, when the answer put one block, not at all:
 * - "图论那块挪到周四下午两点", "树那块太晚了，放到周四早上第一二节", "四级挪到周日上午": to a day and a time or part;
 * - "错题本往后顺一大节", "提前一大节，两点开始": shifted from where it was put, or to the clock said after the shift;
 * - "周六还空着一下午，把错题本也挪过去，两点开始": to the day (and part) a clause before it said was free;
 * - "周一那块和周五那块换个个儿": two blocks swapped;
 * - "电脑那个不用排，我自己零碎时间弄": a block taken off the plan again.
 * Why the student asks ("周六上午我要补觉", "两点那会儿我有事", "太早了我起不来") is no part of the move: only the clause
 * with the verb, a time said alone after it and a free day said before it are read. The request is said again with
 * each block named by where it was put (draft-follow-ups.ts), so the move knows it is a block of the draft; a bare
 * weekday is the one in the block's own week (a plan put into next week is moved within next week).
 */
import { withChapterPair } from "./chapter-pairs";
import { DAY_WORD } from "./day-words";
import { dayInWeekOf } from "./draft-day-moves";
import { confirmedPlanOf } from "./draft-earlier-plan";
import { draftPlaces, placedName, type DraftPlace } from "./draft-follow-ups";
import { POINTER_LEAD as LEAD, POINTER_TAIL, pointedPlace, THIS_ONE } from "./draft-pointers";
import { CLOCK, PART_OF_DAY, PERIOD, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { shiftedMove } from "./shifted-moves";
import { CLAUSE_BREAK as WHY_BREAK, MOVE_AFTER, reasonAsked, swapAsked, WHY, WHY_AFTER_THING } from "./placed-reasons";

const CLAUSE_BREAK = /[，,；;。！!？?~～\s]+/;
/** The verb that moves a block; what follows it is where to (or by how much). */
// "放周六下午吧": 放 and 排 may go straight to the day.
// "中间那个推到周日下午两点": 推 to a day of a block is a move (a to-do's deadline is no block of the plan).
const MOVE_VERB = /(?:挪|移|调|换|改|放|搬|排|推)(?:到|至|成|在|去)|(?:放|排|挪|搬)(?=(?:下{1,2}|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|当天|同一天|\d{1,2}月)|(?:挪|移|搬|放|调)过去|(?:往|向)[前后](?:挪|移|调|推|放|延|顺|错)|提前|提早|推迟|推后|延后|顺延/;
/** "周一那块和周五那块换个个儿", "图论和树对调一下", "四级和错题本换一下时间": the pair, then the swap. */
const SWAP = /^(?:那就?|就|还是)?(?:帮我|给我)?(?:把)?(.+?)(?:和|跟)(.+?)(?:那俩|这俩|那两个|这两个|两个|俩)?(?:的位置)?(?:换个个儿|换个儿|换一下|换下|换换|换一换|换个位置|换位置|对调|互换|交换|调换)(?:一下)?(?:位置|时间|时段)?(?:吧|呗)?$/;
/** "两点开始", "还是下午两点": a time said alone, in a clause of its own after the move. */
const TIME_ALONE = new RegExp(`^(?:还是|就)?(${PART_OF_DAY})?(${CLOCK})(?:开始|开做|开工|起)?(?:吧|呗)?$`);
/** "周六还空着一下午", "那周四下午空着": a day said free before the move, which is where a move with no day goes. */
const FREE_DAY = new RegExp(`^(?:那|正好)?(${DAY_WORD.source})(?:还|都)?(?:空着|有空|空出来了?|没事|没课)(?:一)?(上午|下午|晚上)?`);
const SAME_DAY = /^(?:当天|同一天|那天|同天)/;
// "今天下午四点就学": the start said as when the student gets to it; "放到周日上午去": 去 says only that it goes there.
const TIME_SAID = new RegExp(`^(?:的)?(${PART_OF_DAY})?(${CLOCK}|${PERIOD})?(?:(?:就|再)?(?:开始|开做|开工|起|学|做|弄))?(?:那段|那会儿)?(?:去)?(?:吧|呗|吗|呢|啦|嘛|就行|就好|好了)?$`);

/** "第六章不想放周六", "图论别排周日": where the block should not be, which is why it moves, not where to. */
const NOT_THERE = /^(.+?)(?:我)?(?:不想|不要|别|不能|不)(?:再)?(?:放|排|塞|搁)(?:在|到)?/;

/** "模拟卷四节连着放周六早上太狠了", "周三下午我扛不住": where the block is said too much, which is why it moves, not where to. */
const TOO_MUCH = /(?:太(?:狠|累|满|挤|赶|紧|多|早|晚|长)了?|吃不消|扛不住|顶不住|受不了|做不完|学不完|写不完|撑不住)(?:吧|啊|呀|了)?$/;
/** "第三章三节连着", "四级真题周六早上四节连着": a block named by the run of periods the plan put it as. */
const RUN_NAMED = /^(.+?(?:[一二两三四五六\d]节连着|连着[一二两三四五六\d]节))/;

/** "树那块太晚了", "为啥模拟卷放周六": a block pointed at in a clause before the move, which says why it moves. */
function namedBefore(clauses: readonly string[], places: readonly DraftPlace[]): DraftPlace | undefined {
  for (const clause of clauses) {
    // "为啥模拟卷放周六上午？…": the block the question asked about.
    const pointed = WHY.exec(clause) ?? NOT_THERE.exec(clause) ?? RUN_NAMED.exec(clause) ?? /^(.+?)(?:那块|那个|那段|那节|那套|那章)/.exec(clause);
    const place = pointed ? pointedPlace(pointed[1], places) : undefined;
    if (place) return place;
  }
  // "第二章明晚社团有活动，改到…": a block named at the head of the clause before, with no pointer after it.
  return clauses.length === 1 ? headPlace(clauses[0], places) : undefined;
}

interface Where {
  day?: string;
  part?: string;
  time?: string;
}

/** "周四下午两点", "周四早上第一二节", "周日上午", "当天晚上七点开始": where the block goes; undefined when more is said. */
function whereSaid(rest: string, place: DraftPlace): Where | undefined {
  const dayWord = DAY_WORD.exec(rest);
  const sameDay = SAME_DAY.exec(rest);
  const dayLength = dayWord?.index === 0 ? dayWord[0].length : (sameDay?.[0].length ?? 0);
  const time = TIME_SAID.exec(rest.slice(dayLength));
  if (!time) return undefined;
  const day = dayWord?.index === 0 ? dayInWeekOf(place, dayWord[0]) : sameDay ? place.day : undefined;
  return { ...(day ? { day } : {}), ...(time[1] ? { part: time[1] } : {}), ...(time[2] ? { time: time[2] } : {}) };
}

/** "那个第四章啊你帮我": a block named as said aloud, a demonstrative before it and a filler and 你帮我 after it. */
function spokenName(words: string): string {
  return words.replace(/(?:啊|呀|呢|嘛)(?:你)?(?:帮我|给我)?$/, "").replace(/^(?:那个|这个)(?=\p{Script=Han}{2})/u, "");
}

/** The clause that moves, the block it names, and where it goes, with the clauses around it read for day and time. */
function movedBlock(clauses: readonly string[], places: readonly DraftPlace[], namedOnly: boolean): string | undefined {
  // "为啥电脑文件排到周五晚上了": a question of why it is there moves nothing.
  // "第六章不想放周六" says where it should not be: the move is in a clause after it.
  // "模拟卷四节连着放周六早上太狠了" says where it is and that it is too much: the move is in a clause after it.
  const at = clauses.findIndex((clause) => MOVE_VERB.test(clause) && !WHY.test(clause) && !NOT_THERE.test(clause) && !TOO_MUCH.test(clause));
  if (at === -1) return whereAlone(clauses, places);
  const clause = clauses[at];
  const verb = MOVE_VERB.exec(clause)!;
  // "树那块太晚了，放到…": the block may be named in the clause before, which says why.
  const named = spokenName(clause.slice(0, verb.index));
  const unnamed = THIS_ONE.test(named.replace(LEAD, "").replace(POINTER_TAIL, ""));
  const place = unnamed ? (namedBefore(clauses.slice(0, at), places) ?? (namedOnly ? undefined : pointedPlace("", places))) : pointedPlace(named, places);
  if (!place) return undefined;
  const after = clauses[at + 1] === undefined ? null : TIME_ALONE.exec(clauses[at + 1]);
  const free = clauses.slice(0, at).map((before) => FREE_DAY.exec(before)).find(Boolean);
  const moved = clause.slice(verb.index);
  const shift = shiftedMove(`它${moved}`);
  if (shift) {
    const clock = after ? `${after[1] ?? ""}${after[2]}` : undefined;
    if (clock === undefined) return `把${placedName(place)}${moved}`;
    // "往后推两天，还是晚上七点": the day shifted, at the clock said; "提前一大节，两点开始": the clock is where it ends up.
    return shift.target.dayShift === undefined ? `把${placedName(place)}挪到${place.day}${clock}` : `把${placedName(place)}${moved}，还是${clock}`;
  }
  const where = whereSaid(clause.slice(verb.index + verb[0].length).replace(/^(?:过去|回去|到|至)/, ""), place);
  if (!where) return undefined;
  const freeDay = free ? dayInWeekOf(place, free[1]) : undefined;
  const day = where.day ?? freeDay ?? place.day;
  const part = where.part ?? after?.[1] ?? (where.day === undefined ? free?.at(-1) : undefined) ?? "";
  const time = where.time ?? after?.[2] ?? "";
  if (where.day === undefined && freeDay === undefined && part === "" && time === "") return undefined;
  return `把${placedName(place)}挪到${day}${part}${time}`;
}

/**
 * "周四早八那个我肯定起不来，同一天晚上吧", "第六章不想放周六，周日上午吧": a block named (and why) in one clause, then
 * only where it goes, with no verb, in a clause after it.
 */
function whereAlone(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  for (let at = 1; at < clauses.length; at += 1) {
    const place = namedBefore(clauses.slice(0, at), places);
    const where = place ? whereSaid(clauses[at].replace(/^(?:那就?|就|还是|改成?|换成?)/, ""), place) : undefined;
    if (!place || !where || (where.day === undefined && where.part === undefined)) continue;
    return `把${placedName(place)}挪到${where.day ?? place.day}${where.part ?? ""}${where.time ?? ""}`;
  }
  return undefined;
}

/** "换一下吧", "对调一下": a swap with no pair said. */
const BARE_SWAP = /^(?:那就?|就|还是)?(?:帮我|给我)?(?:换一下|换换|换一换|对调一下|调换一下|互换一下|换个个儿)(?:吧|呗)?$/;

/**
 * "换一下吧" after a plan: of two blocks, those two; of more, which two is asked (draftSwapAsked says the plan's
 * blocks again, so the question can name them).
 */
function swappedBare(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  if (clauses.length !== 1 || !BARE_SWAP.test(clauses[0]) || places.length < 2) return undefined;
  return places.length === 2 ? `把${placedName(places[0])}和${placedName(places[1])}对调一下` : swapAsked(places.map((place) => place.name));
}

/** "电脑那个不用排", "图论那块先去掉": a block of the plan taken off, named first. */
// "第五章删了吧" of a block of the plan takes it off the plan; the to-do stays.
const TAKEN_OFF = /^(.+?)(?:就|先|暂时)?(?:不用排了?|不排了|先不排了?|别排了?|不要了|去掉|拿掉|撤掉|撤了|拿下来|撤下来|删了|删掉)(?:吧|呗)?$/;

/** "再少排一节", "减一个吧": fewer blocks asked for, said before which one goes. */
const FEWER = /^(?:再|就|那就?)?(?:少排|少放|少安排|减|减掉|砍掉?)(?:一|1)(?:节|个|块|项|样)(?:吧|呗)?$/;
/** "先拿掉", "去掉吧": the verb alone, after a clause that named the block and said why. */
// "从方案里去掉它": where from and what are said by the plan and the clause before.
// "先不排它了": 它 may come before the 了.
const BARE_OFF = /^(?:那就?|就)?(?:先|暂时)?(?:帮我|给我)?(?:从(?:方案|计划|安排)里)?(?:拿掉|去掉|撤掉|撤了|拿下来|撤下来|拿走|删掉|不排了|别排了|先不排|(?:不|别)排它了)(?:它|吧|呗)*$/;
/** "重新来一版", "再排一遍", "重排": the whole plan asked for again. */
const REPLANNED = /^(?:那就?|就|你|帮我|给我)*(?:重新(?:排|来|弄|安排|出)|重排|再排|重来|再来|再出)(?:一下|一遍|一次|一回|一版|一份|一个(?:版本|方案))?(?:吧|哈|啊|呗)?$/;
/** "其他都ok", "别的都行": what stays, said beside the block that goes. */
const REST_KEPT = /^(?:其他|其它|别的|其余|剩下)(?:的)?(?:都|也)?(?:ok|OK|Ok|行|可以|没问题|挺好|不错|好)(?:的)?(?:吧|呗)?$/;
/** "四级那套我这周不想做", "错题本我先不弄了": the block named, then that the student will not do it now. */
// "就是英语真题这周没精力": 没精力 and 顾不上 say it with no verb.
const NOT_DOING = /^(?:就是|只是|但是?)?(.+?)(?:我)?(?:这周|下周|这次|这回|暂时|先|今天|明天|最近|这两天)?(?:(?:不想|不打算|不|没空|来不及)(?:做|弄|学|写|搞|复习)了?|没精力|没时间|顾不上|顾不过来)$/;

/**
 * "电脑那个不用排，我自己零碎时间弄，其他两个留着", "再少排一节，周四早上那个不要了", "四级那套我这周不想做，先拿掉":
 * the block named taken off the plan (unplaced, never deleted); the clauses around it only ask for fewer, say why, or
 * what stays.
 */
function takenOff(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  // "四级那条先别排，别的照旧，重新来一版": the plan asked for again without it (replan-follow-ups.ts), not a block taken off.
  if (clauses.some((clause) => REPLANNED.test(clause))) return undefined;
  const said = clauses.filter((clause) => !FEWER.test(clause) && !REST_KEPT.test(clause));
  const head = said.length > 0 ? TAKEN_OFF.exec(said[0]) : null;
  const words = head ? head[1] : said.length >= 2 && BARE_OFF.test(said[1]) ? (NOT_DOING.exec(said[0])?.[1] ?? namedAhead(said[0])) : undefined;
  const place = words === undefined ? undefined : pointedPlace(words, places);
  if (!place || THIS_ONE.test(words!.replace(LEAD, "").replace(POINTER_TAIL, "")) || said.slice(1).some((clause) => MOVE_VERB.test(clause))) return undefined;
  return `把${placedName(place)}先拿掉`;
}

/** "四级那套我这周不想做", "第五章那天有社团活动": the words before the pointer that named the block. */
function namedAhead(clause: string): string | undefined {
  return /^(.+?)(?:那块|那个|那段|那节|那套|那章|那天)/.exec(clause)?.[1];
}

/** "第七章放周日下午我怕来不及，跟第三章换个位置": the other block named after 跟, the first at the head of a clause before. */
const SWAP_WITH = /^(?:那就?|就|还是)?(?:跟|和|与)(.+?)(?:换个个儿|换个儿|换一下|换换|换一换|换个位置|换位置|对调|互换|交换|调换)/;

/** The block the clause starts by naming: the shortest head of it that points at exactly one block. */
function headPlace(clause: string, places: readonly DraftPlace[]): DraftPlace | undefined {
  for (let end = 2; end <= Math.min(clause.length, 16); end += 1) {
    // "第二章…": 第二 cut off before its 章 is no rank in the plan.
    if (/^[章讲节单]/.test(clause.slice(end))) continue;
    const place = pointedPlace(clause.slice(0, end), places);
    if (place) return place;
  }
  return undefined;
}

function swappedWith(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  const at = clauses.findIndex((clause) => SWAP_WITH.test(clause));
  if (at < 1) return undefined;
  const second = pointedPlace(SWAP_WITH.exec(clauses[at])![1], places);
  const first = headPlace(clauses[0], places);
  return first && second && first !== second ? `把${placedName(first)}和${placedName(second)}对调一下` : undefined;
}

function swappedBlocks(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  const withOther = swappedWith(clauses, places);
  if (withOther) return withOther;
  for (const clause of clauses) {
    const pair = SWAP.exec(withChapterPair(clause));
    const first = pair ? pointedPlace(pair[1], places) : undefined;
    const second = pair ? pointedPlace(pair[2], places) : undefined;
    if (first && second && first !== second) return `把${placedName(first)}和${placedName(second)}对调一下`;
  }
  return undefined;
}

/** "往后推一天吧周五晚上我有事": said aloud with no stop, 吧 still ends the request before the reason. */
const SPOKEN_BREAK = /吧(?=[^，,；;。！!？?~～\s]{2,})/g;
/** "下周同一时间吧", "放到下周同一时段": the block's own day and clock a week on, which is a shift by a week. */
const NEXT_WEEK_SAME = /(?:(?:放|挪|移|调|换|改|搬|排|推)(?:到|至|去)?)?下(?:个)?(?:周|星期|礼拜)(?:的)?(?:同一|同样的?|一样的|相同的?)(?:个)?(?:时间|时段|时候|钟点)/;

/**
 * The message said again as the move or swap of blocks of the plan just proposed. `namedOnly`: only when the message
 * names the block ("图论那块…"); a message that names none ("提前两个小时吧") is left to the readers of the one block
 * just put (draft-follow-ups.ts) and read here only when they read nothing.
 */
export function draftBlockMoved(text: string, previous: PreviousRequest, namedOnly = false): FollowUp | undefined {
  const places = draftPlaces(previous);
  if (places.length === 0) return undefined;
  const clauses = text.trim().replace(NEXT_WEEK_SAME, "往后推一周").replace(SPOKEN_BREAK, "吧，").split(CLAUSE_BREAK).filter((clause) => clause !== "");
  const said =
    swappedBare(clauses, places) ?? swappedBlocks(clauses, places) ?? takenOff(clauses, places) ?? offThenMoved(clauses, places) ?? movedBlock(clauses, places, namedOnly);
  return said === undefined ? undefined : { family: "pointed", text: said };
}

/** "四级先拿掉，电脑那个提前到周六上午八点": one block taken off, then another named and moved, each said in turn. */
function offThenMoved(clauses: readonly string[], places: readonly DraftPlace[]): string | undefined {
  const off = clauses.length >= 2 ? takenOff(clauses.slice(0, 1), places) : undefined;
  const moved = off === undefined ? undefined : movedBlock(clauses.slice(1), places, true);
  return off !== undefined && moved !== undefined && !moved.startsWith(off.replace(/先拿掉$/, "")) ? `${off}；${moved}` : undefined;
}

/** "第五章删了吧，那章老师说不考" after a plan was confirmed: the block of the plan taken off the timetable again. */
export function confirmedTakenOff(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  const plan = confirmedPlanOf(previous, before);
  const clauses = text.trim().split(CLAUSE_BREAK).filter((clause) => clause !== "");
  const said = plan ? takenOff(clauses, draftPlaces(plan)) : undefined;
  return said === undefined ? undefined : { family: "pointed", text: said };
}

/**
 * "第五章还是往后挪一天吧，时间不变", "第二章明晚有事，改到周五晚上七点" after a plan was confirmed: its blocks are in
 * the timetable where the proposal put them, so a block named is moved from there as it would be in the draft.
 */
export function confirmedBlockMoved(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  const plan = confirmedPlanOf(previous, before);
  return plan ? draftBlockMoved(text, plan, true) : undefined;
}

/** The why-question of a block of the plan just proposed, said again by where it was put; none when a move follows. */
export function draftReasonAsked(text: string, previous: PreviousRequest): FollowUp | undefined {
  const clauses = text.trim().split(WHY_BREAK).filter((clause) => clause !== "");
  const why = clauses.length > 0 ? (WHY.exec(clauses[0]) ?? WHY_AFTER_THING.exec(clauses[0])) : null;
  if (!why || clauses.slice(1).some((clause) => MOVE_AFTER.test(clause))) return undefined;
  const place = pointedPlace(why[1], draftPlaces(previous));
  return place ? { family: "pointed", text: reasonAsked(place) } : undefined;
}
