/**
 * Edits of one or two named tasks: move ("把复习线代移到第5天第3节", "move lab report to day 4 period 3"), swap
 * ("交换高数和线代") and unplace ("把概率论第一章取消安排"). Names are resolved to ids later, from a list_tasks reply.
 */
import { pointerClause } from "./dropped-session";
import type { Intent, TaskReference } from "./intent-types";
import { namedFirst, withoutStaysNot } from "./made-way";
import { DAY_WORD } from "./day-words";
import { movedBackToSavedPlace, shiftedMove } from "./shifted-moves";
import { AFTER_SOMETHING, BLOCK_POINTER, blockThenMove, REVIEW_POINTED } from "./block-clauses";
import { withLastPeriods } from "./last-periods";
import { detectDayBlocksShift } from "./day-blocks";
import { slotSpan, slotTarget } from "./slot-words";
import { clausePlacement } from "./clause-placements";
import { englishTimePointedMove } from "./english-time-pointed";
import { englishMoveSaid } from "./english-moves";
import { withChapterPair } from "./chapter-pairs";
import { swapSaidPlainly } from "./swap-framing";

const PUNCTUATION_EDGES = /^[\s，,。.；;！!？?：:"“”'‘’]+|[\s，,。.；;！!？?：:"“”'‘’]+$/g;
// "能的话把X挪到…" after asking whether it can be changed, "空的话把X挪到…" after asking whether it is free: the
// condition is no part of the name; nor is the 那就 that draws the request from what was told before it.
const CHINESE_POLITE_START =
  /^(?:(?:能|可以|行|方便|有空|空|不忙|没课)的话[，,\s]*)?(?:(?:那就|那么就?|那|就)(?=请|麻烦|你|帮|给我|把|将))?(?:请你?|麻烦你?|你)?(?:帮我|帮忙|给我)?(?:把|将)?/;
const ENGLISH_POLITE_START = /^(?:please\s+)?(?:can you\s+)?/i;

/** Words that name no particular task; "把待办都排到第5天" is a scheduling request, not an edit. */
const GENERIC_REFERENCE = /^(?:待办|复习|自习|任务|全部|所有|这些|那些|它们|它|都|everything|all|them|it|my tasks|tasks)$/i;

/** "谓词逻辑从周三", "谓词逻辑那块从明天下午": the day (and part of it) a block moves from is no part of its name. */
const FROM_DAY = new RegExp(`从\\s*(?:${DAY_WORD.source})(?:的)?(?:上午|早上|中午|下午|晚上)?(?:的|那节|那块)?$`, "i");

/** "the 谓词逻辑 block from wednesday (afternoon)": the day a block moves from, said in English. */
const ENGLISH_FROM_DAY =
  /\s+(?:from|on)\s+(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day(?:['’]s)?(?:\s+(?:morning|afternoon|evening|night))?$|\s+from\s+(?:today|tomorrow|tonight)$/i;

/** "第一章那节明天(先别排了)": the day the block is on, said after pointing at it, is no part of its name. */
const DAY_AFTER_POINTING = new RegExp(`(?<=[那这][一两二三四几]?[节块])(?:${DAY_WORD.source}|[今明]晚|[今明]早)(?:的)?(?:上午|早上|中午|下午|晚上)?$`, "i");

/** A task's name is one phrase: words across a clause break ("…排到下周，去掉周末") are a sentence, not a name. */
const CLAUSE_BREAK = /[，,。；;！!？?]/;

/** "谓词逻辑那个块不要了，取消安排": the name, then words that only point at it or drop it, then the request. */
const DROPPED = "(?:不要了|不用了|不排了|先不排了?|不学了|(?<!课)(?:这次|这回)?(?:先)?不上了|不(?:想|打算)(?:再)?(?:排|学|要)在?(?:那里|那儿|那|这里|这儿|这)?了)";
/** A comma alone is still a clause break: only pointing or dropping words may come before it. */
// "整理电脑文件那个任务，放到…": the to-do pointed at as one, before the clause that moves it.
const POINTING_TAIL = new RegExp(`(?:(?:这个|那个|这块|那块|这一个|那一个)(?:学习块|块|安排|任务|待办)?(?:先)?${DROPPED}?|${DROPPED})[，,\\s]*$`);

/**
 * "周一晚上那个学生会策划案": the block named by when it is now, then by name. The day and part of the day only say
 * which block; they are no part of its name.
 */
// "后面那节谓词逻辑": the block after something the story told is pointed at by its place, not named by it.
// "明天下午四点那个谓词逻辑", "星期三下午四点钟个X" (个 for 那个, as Wu speakers say it): its clock points at it too.
// Not before 那节 / 那块: "四点那节离散复习" names no block but by its time, which the decider reads (placed-where.ts).
const CLOCK_AT = "(?:(?:\\d{1,2}|[一二三四五六七八九十两]{1,3})(?:点(?:钟|半)?|[:：]\\d{2}))";
const WHEN_IT_IS = new RegExp(
  `^(?:(?:${DAY_WORD.source}|[今明](?:早|晚))(?:的)?(?:上午|早上|中午|下午|晚上)?(?:${CLOCK_AT}(?:的)?(?:那个|个)|(?:的)?(?:那个|那节|那块|那段|这个))|(?:上午|早上|中午|下午|晚上)(?:的)?(?:那节|那块|那段)|${AFTER_SOMETHING}(?:的)?(?:那个|那节|那块|那段|这个))(?=.)`,
  "i",
);

function taskReference(raw: string): TaskReference | undefined {
  if (CLAUSE_BREAK.test(raw.trim().replace(POINTING_TAIL, ""))) return undefined;
  let text = raw
    .replace(POINTING_TAIL, "")
    .replace(WHEN_IT_IS, "")
    .replace(PUNCTUATION_EDGES, "")
    .replace(CHINESE_POLITE_START, "")
    .replace(ENGLISH_POLITE_START, "")
    .replace(/^(?:the|my)\s+/i, "")
    // "那个明天下午四点的谓词逻辑": 那个 said first only points, as a speaker does before recalling the name.
    .replace(/^(?:那个|这个)(?!任务|待办|[块节段])(?=\S{2})/, "")
    .trim();
  // "谓词逻辑的安排先", "谓词逻辑那块", "代数系统那章": pointing and particle words after the name, however many
  // ("谓词逻辑那个块从明天": 那个块 is left once the day it moves from is gone).
  for (let previous = ""; previous !== text; ) {
    previous = text;
    text = text
      // "谓词逻辑啊帮我挪…": the spoken 啊 / 呀 / 嘛 after a topic, too.
      .replace(/(?:的|都|先|就|也|还是|整个|整体|往后|往前|向后|向前|这个任务|任务|的安排|[那这](?:[一两二三四几\d]|个)?块|(?<=\p{Script=Han}{2})[那这]一?(?:章|套|份|部分)|学习块|那个|这个|两个|俩|[那这][一两二三四几\d]?节|(?<=\p{Script=Han})[啊呀嘛])$/u, "")
      // "那节离散复习帮我挪到周五": the help asked for after the name, before the verb, is no part of it.
      .replace(/(?:你|请你?|麻烦你?)?(?:帮我|帮忙|给我|替我)$/, "")
      // "将代数系统从日程中取消安排": where it is taken from is no part of its name.
      .replace(/从(?:日程|课表|计划|安排)(?:中|里|上)?$/, "")
      .replace(FROM_DAY, "")
      // "the 谓词逻辑 block from wednesday": the English day it is moved from and the word that points at it.
      .replace(ENGLISH_FROM_DAY, "")
      .replace(/\s+(?:block|session|slot|one|thing)s?$/i, "")
      // "my 谓词逻辑 review": the English word for what the block is, after a Chinese name, is no part of it.
      .replace(/(?<=\p{Script=Han})\s+(?:review|revision|study|prep)(?:\s+(?:block|session))?$/iu, "")
      .replace(DAY_AFTER_POINTING, "")
      .trim();
  }
  // "离散那两节复习": the block pointed at inside the name ("离散复习") is no part of it; after a time ("后天晚上那节复习")
  // it points at where the block is, which the decider reads (placed-where.ts).
  text = text.replace(/(?<=\p{Script=Han})(?<![上午天点])[那这][一两二三四几]?[节块](?=复习|自习)/u, "");
  if (text === "") return undefined;
  const bracketed = /\[(\d+)\]/.exec(text);
  if (bracketed) return { id: Number(bracketed[1]) };
  const numbered = /^(?:任务|task\s*#?|#)?\s*(\d+)\s*(?:号任务|号)?$/i.exec(text);
  if (numbered) return { id: Number(numbered[1]) };
  if (GENERIC_REFERENCE.test(text)) return undefined;
  return { name: text };
}

// "谓词逻辑挪进周五晚上": 挪进 / 移进 move a block into a time as 挪到 does; "把错题本塞到周六上午": 塞 puts as 放 does.
const CHINESE_MOVE =
  /^(.+?)(移动到|移到|挪到|挪进|移进|挪去|移去|调去|换去|放去|放到|塞到|塞进|塞在|调到|改到|换到|调整到|安排到|排到|移至|挪至|(?:提前|推迟|延后|顺延|往后推|往前推|推)到|放在|安排在|排在|(?:搬到|搬去)|(?:移|挪|放|调|换|搬)(?=(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天1-7]|(?:大后|后|明|今)天|\d{1,2}\s*月|第))(.+)$/;
/** "把那个挪一下", "高数作业换个时间": a move whose place is not said yet; the student is asked for it. */
const MOVE_UNSAID = /^(.+?)(?:挪|移|换|搬)(?:一下|一挪|个时间|个位置|个地方)(?:吧|呗|呀)?[。.!！~～]*$/;
/** Scheduling verbs: with a day but no period they ask for a rough schedule of that day, not a move. */
const SCHEDULING_VERBS = new Set(["安排到", "排到", "安排在", "排在"]);

/** "周四上午那两节课后面", "周五程序设计下课之后": a place right after or before a class, its 课 said. */
const BESIDE_CLASS = /(?:课)(?:上完|下了?|结束|完)?(?:了)?(?:以后|之后|后面|过后|后头|后|以前|之前|前面)/;

/** A target whose first clause is a whole week ("下周，…", "下周的空档里吧，…"), however the clauses after it go on. */
const WHOLE_WEEK_FIRST = /^\s*(?:这|本|下下?)(?:周|个?星期|个?礼拜)(?:末)?(?:的)?(?:空档|空闲时间|空闲|空位|空当)?(?:里|中)?(?:吧|去)?\s*[，,。；;]/;

function detectMove(text: string): Intent | undefined {
  const chinese = CHINESE_MOVE.exec(text);
  const pointed = chinese ? undefined : englishTimePointedMove(text);
  const english = chinese || pointed ? undefined : englishMoveSaid(text);
  const [rawReference, verb, rawTarget] = chinese
    ? [chinese[1], chinese[2], chinese[3]]
    : pointed
      ? [pointed.reference, "move", pointed.target]
      : english
        ? [english.reference, "move", english.target]
        : [undefined, undefined, undefined];
  if (rawReference === undefined || verb === undefined || rawTarget === undefined) {
    const unsaid = MOVE_UNSAID.exec(text);
    const reference = unsaid ? taskReference(unsaid[1]) : undefined;
    return reference ? { family: "edit", action: "move", reference, target: {} } : undefined;
  }
  // "概率论复习放到下周，周二周四别排": a whole week is where a plan goes; the weekdays after it are kept free.
  if (WHOLE_WEEK_FIRST.test(rawTarget)) return undefined;
  const said = onSameDay(rawTarget, rawReference);
  const target = withLastPeriods(slotTarget(said), said);
  if (target.day === undefined && target.dayWord === undefined) return undefined;
  // "schedule X for Thursday", "schedule my to-dos for this week, leave friday evening free": a placing verb without
  // one hour said asks for a plan.
  if (english?.needsHour && (target.clock === undefined || /[,，;；]/.test(rawTarget))) return undefined;
  // "第3到第9天" is a range for the rough scheduler, not one position.
  if (/天?\s*(?:到|至|-|~|～)\s*第?\s*\d+\s*天|days?\s+\d+\s*(?:-|to)/i.test(rawTarget)) return undefined;
  // "错题本排在周四上午那两节课后面": right beside a class is one place, put there as 放在 puts it (agenda-beside.ts).
  const loose = SCHEDULING_VERBS.has(verb) && !BESIDE_CLASS.test(rawTarget);
  // "安排在周六上午八点": a clock is as exact as a period, so the thing is put there.
  if (loose && target.slotStart === undefined && target.clock === undefined) return undefined;
  // "把高数作业安排在明天晚上" asks to schedule (or note) something; a day in words moves only with a moving verb.
  if (loose && target.day === undefined && target.clock === undefined && slotSpan(rawTarget) === undefined) return undefined;
  const reference = taskReference(rawReference) ?? pointedByTime(rawReference) ?? namedFirst(rawReference, (said) => taskReference(said) ?? pointedByTime(said));
  return reference ? { family: "edit", action: "move", reference, target } : undefined;
}


/** "周三下午那块复习", "明天16点开始的那段复习": no name left once its time is gone, so the time points at it (placed-where.ts). */
function pointedByTime(raw: string): TaskReference | undefined {
  if (CLAUSE_BREAK.test(raw)) return undefined;
  const said = raw.replace(PUNCTUATION_EDGES, "").replace(CHINESE_POLITE_START, "").trim();
  return WHEN_IT_IS.test(said) ? { name: said } : undefined;
}

/** "当天晚上七点", "同一天下午": the day the block is on, which the words pointing at it say ("周三那块…"). */
const SAME_DAY = /^(?:当天|同一天|那天|那一天)(?:的)?/;

/** "晚上七点", "19:00", "第9节": a time of the day alone, with no day of its own. */
const TIME_OF_DAY_ONLY = /^(?:早上|上午|中午|下午|傍晚|晚上)?\s*(?:(?:\d{1,2}|[一二三四五六七八九十两]{1,3})\s*(?:点|:|：)|第\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*节)/;

function onSameDay(target: string, reference: string): string {
  const day = DAY_WORD.exec(reference);
  if (!day) return target;
  if (SAME_DAY.test(target)) return target.replace(SAME_DAY, day[0]);
  // "明天下午那节X我赶不上，挪到晚上七点": a block pointed at by its day moves within that day when no other is said.
  return TIME_OF_DAY_ONLY.test(target) && BLOCK_SAID.test(reference) ? `${day[0]}${target}` : target;
}

const BLOCK_SAID = new RegExp(`${BLOCK_POINTER}|复习|自习`);

/**
 * "X那两节往后挪一天，时间不变", "X那块提前两天": a block moved by so much (shifted-moves.ts). Only a verb that moves
 * a block (挪, 移, 调), or a block said as such (那两节, 那块), reads so: "交学费往后推一天" re-dates a to-do.
 */
function detectShiftedMove(text: string): Intent | undefined {
  const shifted = shiftedMove(text) ?? movedBackToSavedPlace(text);
  if (!shifted || (!shifted.blockVerb && !BLOCK_SAID.test(shifted.name))) return undefined;
  const reference = taskReference(shifted.name);
  return reference ? { family: "edit", action: "move", reference, target: shifted.target } : undefined;
}

/**
 * The word between the two names, most telling first: 与 is often part of a name ("谓词逻辑与推理理论和集合与二元关系"),
 * so 和 / 跟 split the pair before 与 is tried.
 */
const SWAP_JOINERS = ["和", "跟", "、|,|，", "与"];
const PAIR_AGAIN = "(?:这|那)?(?:俩|两个|两块|两节)";
const SWAP_PATTERNS: readonly RegExp[] = [
  ...SWAP_JOINERS.flatMap((joiner) => [
    new RegExp(`(?:交换|互换|对调|调换|对换)(?:一下)?(.+?)(?:${joiner})(.+?)(?:的位置|的时间|位置)?$`),
    // "…A和…B，时间互换一下": what is traded said after a pause, before the verb.
    // "…B这俩的时间对换一下", "…B，两块换一下时间": the pair pointed at again (这俩, 两块) is no part of B's name.
    new RegExp(`^(.+?)(?:${joiner})(.+?)(?:${PAIR_AGAIN})?(?:的位置|的时间|的时段)?(?:[，,\\s]*(?:把)?(?:(?:它们的?|${PAIR_AGAIN}的?)?(?:时间|位置|时段)|${PAIR_AGAIN}))?\\s*(?:交换|互换|对调|调换|对换|换一下|换个位置|换一换|换位置|swap)`, "i"),
  ]),
  /\bswap\s+(.+?)\s+(?:and|with)\s+(.+)$/i,
];

/** "明天上午那块跟下午那块": the second block said by its part of the day alone is on the first one's day. */
function sameDayAsFirst(first: string, second: string): string {
  const day = new RegExp(`^(?:${DAY_WORD.source})(?=上午|早上|中午|下午|晚上)`, "i").exec(first.trim())?.[0];
  return day !== undefined && /^(?:上午|早上|中午|下午|晚上)/.test(second.trim()) ? `${day}${second.trim()}` : second;
}

function detectSwap(said: string): Intent | undefined {
  const text = withChapterPair(swapSaidPlainly(said));
  for (const pattern of SWAP_PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    const first = taskReference(match[1]);
    const second = taskReference(sameDayAsFirst(match[1], match[2]));
    if (first && second) return { family: "edit", action: "swap", references: [first, second] };
  }
  return undefined;
}

const UNPLACE_PATTERNS: readonly RegExp[] = [
  /^(.+?)(?:(?:的)?(?:安排|预排)(?:先|就|也)?(?:取消|撤掉|去掉|拿掉)|取消安排|取消预排|撤销安排|撤销预排|移除|拿掉|撤掉|去掉|移出|撤出|拿出|挪出|撤下来|撤下|拿下来|不排了|先不排|(?:别|不要|不用)(?:再)?排了|(?:先|暂时|暂且)(?:别|不要|不用)排(?:了|住)?(?![到在进去上])|从(?:课表|日程|时间表)(?:上|里|中)?(?:移除|拿掉|删掉|去掉|拿下来?|撤下来?|移走))/,
  /(?:取消|移除|拿掉|撤掉)(.+?)的?(?:安排|预排)$/,
  // The verb first, as students also say it: "取消安排代数系统", "帮我撤销预排[18]".
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:取消安排|取消预排|撤销安排|撤销预排)(?:一下)?(.+)$/,
  // "cancel the plan you just made" is the plan itself (undo-intent.ts), no block of it.
  /^(?:please\s+)?(?:can you\s+)?(?:unschedule|unplace|remove|cancel|drop)\s+(?!(?:the|that|this|your|my)\s+(?:new\s+)?(?:plan|draft|schedule)\b)(.+?)(?:\s+(?:block|session|slot))?(?:\s+(?:from|off|out of)\s+(?:the\s+|my\s+)?(?:schedule|timetable|plan|calendar|(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight))?$/i,
  // "take the 树 block off friday": take is off a day or the schedule only; "take the trash out friday" is a chore.
  /^(?:please\s+)?(?:can you\s+)?take\s+(.+?)(?:\s+(?:block|session|slot))?\s+(?:from|off|out of)\s+(?:the\s+|my\s+)?(?:schedule|timetable|plan|calendar|(?:(?:this|next)\s+)?(?:mon|tues|wednes|thurs|fri|satur|sun)day|today|tomorrow|tonight)$/i,
];

/**
 * "把周三下午那节复习删掉", "删掉明天那块英语": a session said as one (那节, 那块) is on the timetable, so deleting it
 * takes it off the timetable; the to-do it belongs to stays.
 */
// "周三下午那节谓词逻辑取消吧": a session cancelled is asked off the timetable too; "…取消了" alone is news told
// ("那节课取消了"), so only 取消 / 取消掉 with at most 吧 asks.
const SESSION_DELETED: readonly RegExp[] = [
  // "明天那节第一章先不上了": a session the student will not sit is taken off too (a course's 体育课不上了 is not).
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:把|将)?(.+?(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块).*?)(?:这次|这回)?(?:先|就)?(?:(?:删掉|删了|删除|删去)(?:吧|了|啦)?|取消掉?吧?|(?<!课)不上了)$/,
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:删掉|删除|删去|删|取消掉?)(.*?(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块).*)$/,
  // "周三那节离散跳过吧", "明天下午那块复习跳过": a session to be skipped (asked with 吧, or on a day still to come) is
  // taken off; "…跳过了" tells one that was, a check-in.
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:把|将)?(.+?(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块).*?)(?:就|先|直接|这次)?跳过(?:去|掉)?吧$/,
  /^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:把|将)?((?:明天|明晚|明早|后天|大后天|下(?:个)?(?:周|星期|礼拜))[^，,。]*?(?:[那这][一两二三四几]?(?:节(?!课)|块)|学习块).*?)(?:就|先|直接|这次)?跳过(?:去|掉)?$/,
];

/**
 * "取消周三那个", "把明天下午那个取消": only a day points at what is cancelled (那个: a block or a to-do alike); it is
 * read as a block taken off that day, and deciding asks which of the day's blocks it is (decide-edit.ts), never guesses.
 * "把周三那个复习取消一下" says the same: 复习 / 自习 after 那个 is what any block is.
 */
const DAY_POINTED_CANCEL = new RegExp(
  `^(?:请你?|麻烦你?)?(?:帮我|帮忙|给我)?(?:取消掉?(?<after>(?:${DAY_WORD.source})(?:的)?(?:上午|早上|中午|下午|晚上)?(?:的)?(?:那个|这个)(?:复习|学习|自习)?)|(?:把|将)?(?<before>(?:${DAY_WORD.source})(?:的)?(?:上午|早上|中午|下午|晚上)?(?:的)?(?:那个|这个)(?:复习|学习|自习)?)(?:先|就)?取消(?:掉|一下)?)(?:吧|啦)?$`,
  "i",
);

function dayPointedCancel(text: string): Intent | undefined {
  const said = DAY_POINTED_CANCEL.exec(text)?.groups;
  const pointer = said?.after ?? said?.before;
  return pointer ? { family: "edit", action: "unplace", reference: { name: pointer.replace(/(?:的)?(?:那个|这个)(?:复习|学习|自习)?$/, "") } } : undefined;
}

const POINTED_DAY = /^(?:那|这)(?:一|两|三|四|几)?天(?:就|也|都)?$/;
/**
 * "…，周六也别排了", "周末都不排了": a bare weekday (no 那块, no name) before the refusal is a day kept free for the
 * plan (schedule-options.ts), not a block on it.
 */
const BARE_DAY_KEPT_FREE = /(?:^|[，,])\s*(?:(?:这|下)?(?:周|星期|礼拜)[一二三四五六日天]|周末)(?:[和、]?(?:(?:周|星期|礼拜)?[一二三四五六日天]|周末))*(?:就|也|都)?$/;

function detectUnplace(text: string): Intent | undefined {
  const dayPointed = dayPointedCancel(text);
  if (dayPointed) return dayPointed;
  for (const pattern of UNPLACE_PATTERNS) {
    const match = pattern.exec(text);
    // "礼拜六我要回老家，那天不用排了": a day pointed back at is kept free (away-reasons.ts), no block named.
    const reference = match && !POINTED_DAY.test(match[1].trim()) && !BARE_DAY_KEPT_FREE.test(match[1].trim()) ? taskReference(match[1]) : undefined;
    if (reference) return { family: "edit", action: "unplace", reference };
  }
  for (const pattern of SESSION_DELETED) {
    const match = pattern.exec(text);
    if (!match) continue;
    // "周三下午那节复习": with no name left once its time is gone, the time is what points at it (placed-where.ts).
    const reference = taskReference(match[1]) ?? pointedByTime(match[1]) ?? pointedByTime(pointerClause(match[1]));
    if (reference) return { family: "edit", action: "unplace", reference };
  }
  // "周三那块复习拿掉": only the time points at the block; deciding asks which when the day holds more than one.
  const pointed = UNPLACE_PATTERNS[0].exec(text);
  const byTime = pointed ? (pointedByTime(pointed[1]) ?? pointedByTime(pointerClause(pointed[1]))) : undefined;
  return byTime ? { family: "edit", action: "unplace", reference: byTime } : undefined;
}

/**
 * "周一晚上那个学生会策划案太晚了，挪到周四下午第7-8节吧": a complaint about the block, then the move. The complaint
 * clause says why (or which way it should go: "英语那个再晚一点，放周三晚上"); the request is the name and the move.
 */
const COMPLAINT = new RegExp(
  // "周四上午那块英语复习跟值班冲突，挪到…": what it clashes with is part of the complaint, not of the name.
  // "周三那块复习太挤了，拿掉吧": or it is taken off altogether.
  // "第一章那部分不要排在思政课上啦，拿掉它" (唔好排喺思政堂度啦，攞走佢先): where it should not sit, then taken off.
  "^(.+?)(?:(?:跟|和|与)[^，,。]{1,8}?(?:冲突了?|撞了|撞车了?|重了|时间重叠了?)|(?:不要|别|不用)(?:再)?排(?:在|到|进)[^，,。]{1,12}?(?:了|啦)?|太晚了?|太早了?|太挤了?|太满了?|(?:再|稍微|稍|能不能)?(?:往)?(?:早|晚|前|后)(?:一)?(?:点儿?|些)|太赶了?|不合适|不太合适|不太行|不行|时间不好|时间不太好|时间不对|不方便|冲突了?|撞了)(?:啊|呀|吧|呢)?[，,\\s]+(?:那就|就|还是|那)?(?:帮我|给我)?(?:把它|它)?((?:(?:挪|移|放|调|换|改|搬)(?:到|去|在|至)|放).+|(?:先)?(?:拿掉|去掉|撤掉|撤了|删掉|删了)(?:它)?(?:吧|呗|啦)?)$",
);

/** "X那块", "X那两节": a study block named as a block, not a to-do. */
const BLOCK_NAMED = new RegExp(`${BLOCK_POINTER}|${REVIEW_POINTED}`);
const DEADLINE_SAID = /截止|ddl|deadline/i;

/**
 * "X那块改到周六，还是上午十点", "X那两节顺延到下周三，钟点不变", "X那节往后推两个小时": a block said as a block and
 * moved to a day or by so much is a move before it is a to-do re-dated (the to-do readers would take the day for its
 * deadline).
 */
export function detectBlockMove(text: string): Intent | undefined {
  const stated = blockThenMove(withoutStaysNot(text.replace(PUNCTUATION_EDGES, "")));
  const ofDay = detectDayBlocksShift(stated);
  if (ofDay) return ofDay;
  if (DEADLINE_SAID.test(stated)) return undefined;
  const move = CHINESE_MOVE.exec(stated);
  if (move) return BLOCK_NAMED.test(move[1]) ? detectMove(stated) : undefined;
  const shifted = shiftedMove(stated);
  return shifted && BLOCK_NAMED.test(shifted.name) ? detectShiftedMove(stated) : undefined;
}

/**
 * "图论那3节从周四下午第5节开始排", "树那块从周六早上八点排起": where a block starts, said as a period or a clock, is
 * a move to it. A week or a day alone ("从第17周开始排") is a range for the planner, not a start.
 */
const STARTS_FROM = /^(.+?)从(.+?)(?:排起|开始排|开始放|开始安排|排)(?:吧|呗)?$/;

function startsFrom(text: string): string {
  const match = STARTS_FROM.exec(text);
  if (!match || CLAUSE_BREAK.test(match[1])) return text;
  const { slotStart, clock } = slotTarget(match[2]);
  return slotStart === undefined && clock === undefined ? text : `${match[1]}放到${match[2]}`;
}


export function detectEdit(text: string): Intent | undefined {
  const stated = clausePlacement(startsFrom(withoutStaysNot(text.replace(PUNCTUATION_EDGES, ""))));
  const complaint = COMPLAINT.exec(stated);
  const trimmed = complaint ? `${complaint[1]}${complaint[2]}` : stated;
  return detectSwap(trimmed) ?? detectUnplace(trimmed) ?? detectMove(trimmed) ?? detectShiftedMove(trimmed);
}
