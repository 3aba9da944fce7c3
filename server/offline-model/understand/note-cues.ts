/**
 * Where a student says "note this": a cue at the start ("提醒我…", "随手记：…", "note: …"), at the end ("…，记一下",
 * "…，帮我记着", "…, note that down") or after a short aside ("哦对了，…，帮我记上"). What is left is the note's own
 * words, passed on as they are (the task tools read its time in the student's zone).
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { DURATION_SOURCE } from "@/lib/tasks/said-durations";
import { stripLeading, tidyText } from "@/lib/tasks/task-text";
import { PLANNED_BLOCK_TO_DO } from "./planned-block-deeds";
import { cueClauseNote } from "./cue-clause-notes";
import { reminderDayNote } from "./reminder-day";
import { thatDayNote } from "./that-day-notes";
import { withoutTeller } from "./said-deadline";

const PARTICLES = "(?:吧|哈|哦|噢|嘛|呗|啊|呀|哟|喔|咯|喽|啦|一下|一哈|谢谢|谢啦|thx|!|！|~|～|。|\\.|\\s|\\p{Extended_Pictographic})*";
// "有个事帮我记一下 …": a little lead-in before the request itself.
// "…，先记上": first, before anything else is known.
// "周五交房租，到那天提醒我一下", "…，那天记得提醒我": the day pointed back at is the one the note already says.
const HELP = "(?:有个事儿?|有件事)?[，,\\s]*(?:回头|到时候?|等会儿?|待会儿?|先|(?:等?到了?)?那一?天|当天|到日子了?)?(?:能不能|可不可以|可以|请|麻烦|劳驾)?你?(?:千万|务必|一定|快|赶紧|赶快)?(?:帮我|帮忙|给我|替我|帮)?";

/** What a student calls the thing they want noted: "记个ddl", "加一条待办". */
const NOTE_KINDS = "(?:待办事项|待办|提醒|事儿?|ddl|deadline|截止日期|备忘|todo|to-do|note)";

/**
 * "过两个小时", "半小时后": once an amount of time has passed. 过 before it or 后 after it says so; "学了两个小时" is
 * how long something took, and "叫我" after it is no reminder.
 */
const AFTER_AMOUNT = "过[^，,。\\s]{0,6}(?:小时|钟头|分钟)|(?:小时|钟头|分钟)(?:后|以后|之后)";

/** The cue words themselves, longest forms first. */
// "标记一下" marks something (done); its 记一下 asks for no note. 笔记 is the verb only before a colon or 一下: "周四交
// 读书笔记" ends in the thing handed in.
// "(你)提醒我的那个取快递": 提醒我的 before a pointer names a to-do already noted (the one reminded of), asking nothing.
const CHINESE_CUES =
  "(?<![标登笔日])(?:提醒我?一下我?|提醒下我|提醒我(?!的(?:那|这|事|待办|任务))|提醒一下|记得提醒我|提个醒儿?|记一下下(?![周星礼个])|记一下[，,\\s]*别忘(?:了|记|掉)?|记一下|记一哈|" +
  // "记个待办", "记个ddl", "记一条提醒": the counted forms, with or without the kind of thing noted.
  `(?:记|加|设|定|建|来)(?:一?个|一条|一笔)${NOTE_KINDS}|记(?:一?个|一条|一笔)|` +
  "备注一下|备注|记下来|记下(?![周星礼个午])|记着点?|记住了?|记上|记录一下|记录下|记得|别忘了|别忘记|别忘掉|别让我忘了|别让我忘记|别让我忘掉|不要让我忘了|" +
  // "…周五交，别漏了": not letting it slip is not forgetting it; "漏了" alone is a session missed (a check-in).
  "(?:千万|可)?(?:别|不要|不能)(?:给我)?(?:漏|落下|错过)(?:了|掉)?(?=[吧哈哦噢啊呀~～!！。.\\s]*$)|" +
  "备忘一下|备忘|随手记一下|随手记|笔记(?=\\s*[：:]|一下)|记(?=下[周星礼个])|记(?=周[一二三四五六日天末]|星期|礼拜|明天|后天|今天|今晚|明早|明晚|这周|本周|\\d)|mark一下|mark下|mark(?=\\s*[：:])|" +
  // "到点叫我", "帮我留意一下": asking to be told when the time comes.
  "(?:到点|到时候?|到时|(?:等到|到了?)那一?天|到日子了?)(?:叫|喊|提醒)(?:我|俺)(?:一声|一下)?|留意一下|留意下|盯一下|盯着点|" +
  // "明早七点叫我一下吧", "过两个小时叫我…", "半小时后喊我": at a clock time, or once an amount of time has passed,
  // being called is the reminder itself.
  // 起床 is what the student is called for, so the note keeps it ("那天早上七点叫我起床" notes 起床).
  `(?<=[点分半刻]|${AFTER_AMOUNT})\\s*(?:叫|喊)(?:我|俺)(?:一声|一下)?(?<woken>起床)?(?:吧|哈|呀)?)`;

const NOTE_LEAD_INS: readonly RegExp[] = [
  new RegExp(`^${HELP}${CHINESE_CUES}${PARTICLES}[：:，,\\s]*`, "u"),
  // "别漏了周五的线代作业", "千万别错过周四的宣讲会": not letting the thing after it slip.
  /^(?:千万|可)?(?:别|不要)(?:给我)?(?:漏|落下|错过)(?:了|掉)?[，,\s]*(?=\S)/u,
  // A heading with a colon: "todo：周日前交水费", "待办: …" ("待办都排进下周" is no note: it has no colon).
  new RegExp(`^${HELP}(?:记录?|提醒|备忘录?|待办(?:事项)?|to-?do|ddl)\\s*[：:]\\s*`, "iu"),
  // "不急的事：周日前修自行车", "小事：取快递", "要办的事儿: …": what kind of thing it is, as a heading with a colon.
  /^(?:不急|不着急|不重要|小|杂|琐|顺手|顺便|要办|要做|得办|重要|急|要紧)的?(?:事儿?|事情|事项)\s*[：:]\s*(?=\S)/u,
  // "叫我下午三点去开会", "喊我明早七点起床": being called at a time said next is the reminder.
  /^(?:到时候?)?(?:叫|喊)(?:我|俺)(?:一声|一下)?\s*(?=(?:[今明后]天|今晚|明早|明晚|下午|上午|晚上|早上|中午|傍晚|下?周|星期|礼拜|\d|[一二三四五六七八九十两]+点))/u,
  // "记 周五18:00 交开题初稿": the bare verb, then a space.
  /^记\s+(?=\S)/u,
  // "todo 周日前交社团会费": the heading with a space; "todo list 有啥" asks about the list.
  /^(?:todo|to-do)\s+(?!list|清单|有|还|都|是|里|页)/i,
  /^(?:(?:hey|hi|ok|okay)[,\s]+)?(?:please\s+|pls\s+|plz\s+)?(?:(?:can|could|would|will) (?:you|u)\s+)?(?:please\s+|pls\s+)?(?:remind me to|remind me|reminder|ping me|note to self|add (?:this |it )?to my (?:to-?do|list|todos?)(?: list)?|make a note(?: to)?|jot down|note down|note|memo|remember to|(?:remember|rmb|todo|remind|reminder|memo|ddl)(?=\s*[:：])|don'?t (?:let me )?forget(?: to)?)\b[:,\s]*/i,
];

/**
 * "…，这个帮我记一下", "…，这事也帮我记着": the pointer back at what was just said is the note's subject said again, no
 * part of its words.
 */
// Only after words: "这个帮我记一下" alone keeps its pointer, the one thing it says.
const POINTER_BACK = "(?:(?<=.)[这那](?:[一两二三四五几]?(?:个|件|条|样)|些|俩)?(?:事儿?|事情)?)?(?:也|都)?";

const NOTE_TAILS: readonly RegExp[] = [
  new RegExp(`[，,。.！!；;\\s]*${POINTER_BACK}${HELP}${CHINESE_CUES}${PARTICLES}$`, "u"),
  /[,，.\s]*(?:please\s+)?(?:note (?:that|it) down|make a note(?: of (?:it|that))?|jot (?:that|it) down|remind me(?: about (?:it|that))?|remember (?:that|this|it)(?: for me)?)[.!\s]*$/i,
];

/** Little words before the note itself: "哦对了，…". */
const ASIDE = /^(?:哦对了|对了|噢对|还有|另外|那个|嗯+)[，,\s]*/;

/** "明天记得带学生证", "周五晚上别忘了交电费": the time first, then the cue, then the thing itself. */
const TIME_THEN_CUE = /^([^，,。！!？?]{1,12}?)[，,\s]*(?:要|也|一定|千万)?(?:记得|别忘了|别忘记|不要忘了)[，,\s]*(.+)$/u;
const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

function timeThenCue(text: string): string | undefined {
  const match = TIME_THEN_CUE.exec(text);
  if (!match) return undefined;
  const [, time, rest] = match;
  // Only a time may stand before the cue: "我记得周五有课" is no note.
  const date = parseDateTime(time, LOCATE);
  return date && date.matchedText.trim() === time.trim() ? tidyText(`${time}${rest}`) : undefined;
}

/**
 * "明早8点叫我去跑步", "周五下午两点喊我去取快递": a message that opens on its day and clock, then asks to be called to go
 * somewhere — being called then is the reminder, as 叫我起床 is. Only when nothing but the time comes before the call:
 * "我妈明早8点叫我去跑步" tells what someone else does.
 */
// "后天一早7点 叫我去…": 一早 / 一大早 is the morning, and a space may stand between the clock and the call.
const CALLED_AT = "^(?:今天|明天|后天|大后天|今早|明早|今晚|明晚|一大早|一早|早上|上午|中午|下午|晚上|傍晚|(?:下|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|[\\d一二两三四五六七八九十]|[:：点分半刻]|\\s)+[点分半刻]\\s*";

/**
 * A cue that can only mean "note this", between the note's words: "这周日晚上要回学校 记得提醒我收拾东西",
 * "明天早上8点 早八考试 提醒我早点起". Both sides are the note; "不要提醒我了" asks for the opposite.
 */
// "明天上午九点帮我记个事，去医院体检": the counted forms too, the kind of thing noted said.
// "然后她提醒我，…": someone else reminding the student is the story, not a cue. "…，提醒我一声": the 一声 is the cue's.
const MIDDLE_CUE = new RegExp(
  `[，,。\\s]*(?<![她他]|[她他]们|同学|老师|室友|舍友|朋友|班长|学长|学姐|妈妈?|爸爸?)${HELP}(?:记得提醒我(?:一声|一下)?|提醒我(?!的(?:那|这|事|待办|任务))(?:一声|一下)?|提醒一下我?|别让我忘(?:了|记|掉)?|别忘了|别忘记|记(?=\\s*[：:])|(?<![标登笔日])记一下|(?:记|加)(?:一?个|一条|一笔)${NOTE_KINDS}|(?<=${AFTER_AMOUNT})(?:叫|喊)我|(?<=${CALLED_AT})(?:叫|喊)我(?:一声|一下)?(?:起床)?(?=\\s*(?:[，,]\\s*)?(?:要)?去(?![了过])))${PARTICLES}[，,：:\\s]*`,
  "u",
);

function middleCue(text: string): string | undefined {
  const match = MIDDLE_CUE.exec(text);
  if (!match || match.index === 0) return undefined;
  const before = text.slice(0, match.index);
  const after = text.slice(match.index + match[0].length);
  if (after.trim() === "" || /(?:不|别|不要|不用)再?$/.test(before)) return undefined;
  // "在食堂排队呢，记一下周六…": what the student is doing right now is no part of the note.
  if (/(?:呢|着|中)[，,。\s]*$/.test(before)) return tidyText(after.replace(ASIDE, ""));
  const onThatDay = thatDayNote(before, after);
  return ownClockNote(before, after) ?? (onThatDay === undefined ? undefined : tidyText(onThatDay.replace(ASIDE, ""))) ?? reminderDayNote(before.replace(ASIDE, ""), after) ?? tidyText(`${before} ${after}`.trim().replace(ASIDE, ""));
}

const CLOCK_WORDS = "(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(?:[:：]\\s*\\d{2}|点(?:半|一刻|三刻|\\d{1,2}分?)?)";
const PART_WORDS = "(?:早上|上午|中午|下午|傍晚|晚上)";
/** The cue's clause opens with a clock time of its own: "提醒我一点半收拾东西". */
const OWN_CLOCK = new RegExp(`^(${PART_WORDS})?\\s*${CLOCK_WORDS}`);
const CLOSING_CLOCK_WORDS = new RegExp(`${CLOCK_WORDS}\\s*$`);

/**
 * "明天下午三点出门去做家教，提醒我一点半收拾东西": what happens at one time, then a reminder at another. The note is
 * the reminder's clause, on the day (and in the part of the day, unless it says its own) of the clause before it.
 */
function ownClockNote(before: string, after: string): string | undefined {
  const own = OWN_CLOCK.exec(after);
  const date = parseDateTime(before, LOCATE);
  if (!own || !date || !/点|[:：]\d{2}/.test(date.matchedText)) return undefined;
  const day = date.matchedText.trim().replace(CLOSING_CLOCK_WORDS, "");
  const dayOnly = own[1] ? day.replace(new RegExp(`${PART_WORDS}$`), "") : day;
  return dayOnly === "" ? undefined : tidyText(`${dayOnly}${after}`.replace(ASIDE, ""));
}

/** "把「…」放进待办", "加到我的清单里": putting something on the to-do list is noting it. */
const ADD_TO_LIST = /[，,\s]*(?:帮我)?(?:放进|放到|加到|加进|记到|记进|写进|添加到)(?:我的)?(?:待办|任务|清单|备忘录?)(?:清单|列表)?里?(?:去|吧|哈)?/;

function addedToList(text: string): string | undefined {
  const match = ADD_TO_LIST.exec(text);
  if (!match) return undefined;
  const quoted = /[“"「『](.+?)[”"」』]/.exec(text);
  const rest = quoted ? quoted[1] : text.replace(match[0], " ").replace(/^(?:请|麻烦)?(?:帮我)?把/, "");
  const words = tidyText(rest.replace(/[，,\s]*(?:别忘了?|别忘记|记得)[^，,]*$/, ""));
  return words === "" ? undefined : words;
}

/** The note's words when the message is a note (a cue at the start or the end), else undefined. */
/** "明天有哪些要提醒我的事", "还有什么该提醒我的吗": asking what is noted already, which notes nothing new. */
const ASKS_WHAT_IS_NOTED = /(?:哪些|什么|啥|哪几件|几件)(?:事)?(?:是)?(?:你)?(?:要|需要|该|得)?(?:你)?(?:提醒|通知)我(?:的)/;

export function noteContent(text: string): string | undefined {
  const trimmed = text.trim();
  if (ASKS_WHAT_IS_NOTED.test(trimmed)) return undefined;
  const added = addedToList(trimmed);
  if (added) return added;
  const led = stripLeading(trimmed, NOTE_LEAD_INS);
  if (led !== trimmed) return tidyText(led);
  for (const tail of NOTE_TAILS) {
    const match = tail.exec(trimmed);
    if (match && match.index > 0) return tidyText(`${trimmed.slice(0, match.index)}${match.groups?.woken ?? ""}`.replace(ASIDE, ""));
  }
  return timeThenCue(trimmed) ?? noteAfterColon(trimmed) ?? middleCue(trimmed);
}

/** "…，要穿正装，回头提醒我一下": a cue closing the message makes all of it one note, however many clauses it has. */
export function endsWithNoteCue(text: string): boolean {
  const trimmed = text.trim();
  return NOTE_TAILS.some((tail) => {
    const match = tail.exec(trimmed);
    return match !== null && match.index > 0 && /^[，,。.！!；;\s]/.test(match[0]);
  });
}

/** Words that ask or ask to be shown: a message with one is a question, whatever else it says. */
// "多不多", "急不急": a word, 不 and the word again asks which, though no question mark follows.
export const ASKS =
  /(\p{Script=Han})不\1|[？?吗呢么嘛]|[不没](?:有)?[\s。.!！~～]*$|什么|啥|哪|几|多少|有没有|是不是|是否|怎么|咋|看看|看下|看一下|瞅|瞧|查|列|给我|\b(?:what|which|when|how|any|show|list|is|are|do|does|did|can)\b/iu;
/** "下周五之前得把申请表交到学院": something the student has to do, said after when. */
// "后天中午前把见习手册交给秘书签字": by a time, 把 the thing and what is done to it says the same.
// "明早八点前把实验数据传到服务器": 把 the thing and where it is put (an English verb too) says it as well.
const OBLIGATION = /(?:要|得|需要|必须|该)(?!不要)|^\s*(?:前|之前|以前)?把(?=[^，,。]{2,}(?:签字|签|交|送|拿|取|还|带|寄|发|打印|盖章|填|给|上传|提交|推送|(?:[A-Za-z]+|传|放|存|拷|发|推)到))/;
/** A clock time or a part of the day in the date phrase: a time one can keep an appointment at. */
const TIMED = /点|[:：]\d{2}|上午|下午|晚上|早上|中午|傍晚|凌晨|\d\s*(?:am|pm)\b/i;
/** "…去补办校园卡", "…去拿体检报告": going to do something (not gone: 去了 / 去过). */
const ERRAND = /^\s*(?:我)?(?:得|要)?去(?![了过])(?=\p{Script=Han}{2,})/u;
/** Feelings make a sigh, not a note: "明天要考试了好紧张". */
const FEELING = /累|困|烦|紧张|焦虑|难受|开心|害怕|担心|哭|崩溃|无聊|好难|哈哈|呜|😭|😩|😫/u;

/**
 * A statement of something to do by a time, with no cue word: "周日前要把论文初稿交给老师", "明天得去交学费". The
 * time comes first, the obligation after it, and nothing asks or sighs. The whole sentence is the note.
 */
/**
 * "…，谓词逻辑那节先撤下来", "…，那块挪到周六": a later clause that does something to a study block is the request, and
 * the obligation before it (明天下午实验要做到六点) only says why.
 */
const BLOCK_CHANGED_AFTER = /[，,。；;][^，,。；;]*[那这][一两二三四几]?(?:节|块)(?!课)[^，,。；;]{0,6}(?:撤|拿|删|挪|移|换|推|别排|不排|去掉)/;

const TOLD_CLAUSE = /了[，,。；;！!]/;

/**
 * "I need to pay the 电费 by friday", "gotta return the 图书馆 books by friday": an obligation with its time, said in
 * English. The note is what is to be done, without "I need to" ("I need to know if…" notes nothing).
 */
const ENGLISH_OBLIGATION = /^(?:i\s+)?(?:really\s+|still\s+)?(?:need to|have to|gotta|got to|must)\s+(?!know|ask|check if|see if|think|decide|figure|study|review|sleep|rest)(\S.+?)[.!\s]*$/i;

function englishObligation(text: string): string | undefined {
  const said = ENGLISH_OBLIGATION.exec(text.trim());
  if (!said || /[?？]/.test(text)) return undefined;
  const date = parseDateTime(said[1], LOCATE);
  return date && date.relation !== "from" && date.relation !== "after" ? tidyText(said[1]) : undefined;
}

export function obligationNote(text: string): string | undefined {
  const english = englishObligation(text);
  if (english) return english;
  const date = parseDateTime(text, LOCATE);
  if (!date || ASKS.test(text) || FEELING.test(text) || REFUSED.test(text) || BLOCK_CHANGED_AFTER.test(text) || PLANNED_BLOCK_TO_DO.test(text)) return undefined;
  const after = text.slice(date.index + date.matchedText.length);
  // "后天上午十点去体检": at a time of day, going to do something is an appointment to note.
  const obligation = OBLIGATION.exec(after) ?? (TIMED.test(date.matchedText) ? ERRAND.exec(after) : null);
  // The obligation follows the time closely and something is done after it: "明天要" alone is no note.
  if (!obligation || obligation.index > 12 || after.slice(obligation.index + obligation[0].length).replace(/[\s，,。.！!~～]/g, "").length < 2) return undefined;
  // "隔壁班月中就放寒假了，我们还得上到…": a clause closed on 了 tells what the time is; the 得 after it is another's.
  if (TOLD_CLAUSE.test(after.slice(0, obligation.index))) return undefined;
  return tidyText(text);
}

/** Any word of the "note this" family, however it is phrased ("mark一下", "记得叫我", "别让我忘咯", "提醒俺"). */
// 笔记, 日记, 登记, 标记 and 游记 are things, not the verb.
const LOOSE_CUE = /(?<![笔日登标游])记|提醒|忘|备忘|备注|\bmark\b|\bnote\b|\bremind/i;
/** Refusals, and 记得 / 忘 as recalling ("我记得高数是周五", "忘了是哪天"), are no request to note. */
const REFUSED = /(?:不要|不用|别|无需|不必)(?:再)?(?:提醒|记)|我记得|记得是|不记得|忘了(?:是|在|哪)/;
const ASIDE_CLAUSE = /^(?:哦对了|对了|噢对|还有|另外|那个|嗯)$/;
const CUE_WORDS = /(?:帮我|给我|请)?(?:提醒|记得|记住|记下(?![午周星礼个])|记一下|(?<![笔日登标游])记)(?:一下)?(?:我们|咱们|大家|我|俺|咱)?/;

/**
 * The last reading of a message nothing else understood: a "note this" word anywhere and a time the date reader
 * knows make it a note. A quoted part is the note; else the clauses without the cue word; else the message without
 * it. Wording no rule lists still lands as a note instead of "我没太明白".
 */
const REMEMBER_TO_DO = /^(?:要|也|一定|千万)?(?:记得|别忘了|别忘记|不要忘了)((?:带|拿|交|买|还|取|打印|准备)\p{Script=Han}{2,})$/u;
/** "今晚11点 提醒关电脑睡觉": a clause that opens on a bare 提醒 (no 我) goes on to the thing to be reminded of. */
const REMIND_TO_DO = /^(?:帮我|给我)?提醒(?:一下)?(?![我你他她的了过咱俺]|大家)(\p{Script=Han}{2,}.*)$/u;

/**
 * "别人的不用管，你就记我这条：周五前交实验报告": the clause with the cue ends in a colon, and what follows it is the
 * note; what came before only said what not to note.
 */
const CUE_THEN_COLON = /(?:^|[，,。；;！!\s])[^，,。；;！!\s：:]*(?<![笔日登标游])(?:记|提醒|备忘|备注)[^，,。；;！!\s：:]{0,8}[：:]\s*(\S.*)$/u;

function noteAfterColon(text: string): string | undefined {
  const after = CUE_THEN_COLON.exec(text)?.[1];
  return after && parseDateTime(after, LOCATE) ? tidyText(after) : undefined;
}

export function looseNoteContent(text: string): string | undefined {
  if (!LOOSE_CUE.test(text) || REFUSED.test(text) || !parseDateTime(text, LOCATE)) return undefined;
  const quoted = /[“"「『](.+?)[”"」』]/.exec(text);
  if (quoted) return tidyText(quoted[1]);
  const afterColon = noteAfterColon(text);
  if (afterColon) return afterColon;
  const clauses = text.split(/[，,。；;！!\s]+/).filter((clause) => clause !== "");
  // "…，帮我记下周日中午到南门": the cue's clause says the note itself (cue-clause-notes.ts).
  const ownNote = cueClauseNote(clauses, (clause) => stripLeading(clause, NOTE_LEAD_INS));
  if (ownNote) return ownNote;
  // "…，记得带听课记录本": a cue clause that goes on to the thing to bring or do keeps that thing.
  const kept = clauses.flatMap((clause) => {
    const thing = REMEMBER_TO_DO.exec(clause)?.[1] ?? REMIND_TO_DO.exec(clause)?.[1];
    if (thing) return [thing];
    return LOOSE_CUE.test(clause) || ASIDE_CLAUSE.test(clause) ? [] : [clause];
  });
  if (kept.length > 0 && kept.join() !== clauses.join()) return tidyText(kept.join(" "));
  const stripped = text.replace(CUE_WORDS, "").trim();
  return stripped !== "" && stripped !== text.trim() ? tidyText(stripped.replace(ASIDE, "")) : undefined;
}

/** Handing in or finishing something: what a deadline statement says is to be done. */
// "简历周四前改好": making it ready (改好, 写好, 做好) finishes it as much as handing it in.
// Sending it where it is due (发群里, 发给老师, 发到邮箱, 上传) hands it in too.
const SUBMIT = "(?:交|提交|上交|交上|完成|写完|做完|弄完|搞定|准备好|改好|改完|写好|做好|弄好|发(?:到|给|进)?群里?|发(?:给|到)[^，,。；;\\s]{0,6}|上传)";
/** "下周三之前要交…", "明天上午之前得提交…": the deadline, then the obligation and the thing. */
const DATE_THEN_SUBMIT = new RegExp(`^[\\s，,]*(?:前|之前|以前|截止)?[\\s，,]*(?:我|就)?(?:一定|必须|还|就)?(?:要|得|需要|必须|该)(?:把)?[^，,。？?]{0,12}?${SUBMIT}`);
/** "概率论作业要在周五前交": the thing, the obligation, the deadline, then the verb. */
const THING_BEFORE_DATE = /\p{Script=Han}{2,}(?:要|得|需要|必须|该)(?:在|于)?\s*$/u;
const SUBMIT_AFTER_DATE = new RegExp(`^\\s*(?:前|之前|以前)?\\s*(?:就)?(?:要|得)?${SUBMIT}`);
/** "交X，挺重要的", "要提交X，很急": the thing to hand in, then a clause that only weighs it. */
const THING_AND_WEIGHT = /^(?:要|得)?(?:交|提交|上交)(?![了完过掉])\p{Script=Han}{2,}[^，,。]*[，,]\s*(?:这个|这件事)?(?:挺|很|非常|蛮|超|特别|比较|真的)?(?:重要|急|紧急)的?(?:[!！。~～]|哦|啊|呢)*$/u;
const NAMES_A_THING = /\p{Script=Han}{2}|[A-Za-z]{2}/u;
const BEFORE_THEN_SUBMIT = new RegExp(`^\\s*(?:上课|下课|开课|开会|上班)?(?:前|之前|以前)\\s*(?:就)?(?:要|得|需要|必须)${SUBMIT}`);
const DATE_THEN_VERB = /^\s*(?:交|提交|上交)(?![了完过掉])\s*\p{Script=Han}{2,}/u;
/** "…下周一截止": the thing, then when it is due. */
const DUE_AFTER_DATE = /^\s*(?:前|之前)?\s*(?:截止|到期)(?!的)/;
/** "DDL是12月10日…": the deadline word, then the date. */
const DDL_BEFORE_DATE = /(?:ddl|deadline|截止(?:时间|日期)?)\s*(?:是|为|:|：|\bis\b)\s*$/i;
/**
 * "…要在周五前完成，帮我排一下": asking for time to do it is planning, not noting; so is the number of sittings it is
 * to be done in ("分三次写完，下周内弄好").
 */
const PLANNING = /排|规划|计划|分成?[一两二三四五六七八九十\d]{1,2}次|\bplan\b|改到|改成|改为|推迟|延期|延后|推后|提前|挪|\bmove\b|\bearlier\b|\blater\b|\bpostpone\b/i;
/** "周五之前要交的作业", "…要交的东西": a thing named by its deadline is asked about, not noted. */
const NAMED_BY_DEADLINE = new RegExp(`${SUBMIT}的(?:作业|任务|待办|东西|事情?|ddl|有)|${SUBMIT}的$|的(?:作业|任务|待办|东西|事情?|ddl)$`, "i");

/**
 * "补一下昨天那场比赛的复盘，大概要3小时，周五前搞定": the thing (and its estimate) first, then a closing clause that is only
 * the deadline and the verb of finishing. The deadline goes first in the note, where the date reader looks (a past
 * word in the thing's name, 昨天, is no deadline).
 */
const CLOSING_DEADLINE = new RegExp(`[，,；;\\s]+([^，,；;]{1,14}?(?:前|之前|以前))\\s*(?:就)?(?:要|得|必须)?${SUBMIT}(?:掉|完)?(?:吧|就行|就好|哈)?[。.!！~～\\s]*$`);

function closingDeadline(text: string): string | undefined {
  const closing = CLOSING_DEADLINE.exec(text);
  if (!closing) return undefined;
  const thing = text.slice(0, closing.index);
  const bound = parseDateTime(closing[1], LOCATE);
  return bound?.relation === "until" && NAMES_A_THING.test(thing) ? tidyText(`${closing[1].trim()}${thing}`) : undefined;
}

/**
 * After the bound, only the verb of finishing, and perhaps how long it is ("，三千字", "，两页") and how long it takes
 * ("…前发群里，估计两个多小时", "，我估计得写五六个小时"): the tools read the estimate from the note.
 */
const FINISHED_BY = new RegExp(
  `^\\s*(?:前|之前|以前)?\\s*(?:就)?(?:要|得)?${SUBMIT}(?:掉|完)?(?:吧|就行|就好|哈)?(?:[，,]\\s*(?:要求|字数)?[\\d一二两三四五六七八九十百千万]+\\s*(?:字|页|张|题|道题)(?:左右|以上)?)?(?:[，,]\\s*(?:我)?(?:估计|大概|预计|大约|差不多)?(?:要|得)?(?:写|做|弄|花)?${DURATION_SOURCE}(?:左右)?(?:吧)?)?[。.!！~～\\s]*$`,
);

/**
 * A deadline stated with no cue word: "下周三之前要交操作系统实验报告，大概要写4个小时", "概率论作业要在周五前交".
 * Nothing asks, nothing sighs; the whole message is the note (the tools read its deadline, estimate and title).
 */
export function deadlineStatement(text: string): string | undefined {
  // "老师今天在课上说X周五前交": who passed the deadline on, and the day they said it, are no part of the to-do.
  const untold = withoutTeller(text);
  return untold === text ? statedDeadline(text) : statedDeadline(untold);
}

function statedDeadline(text: string): string | undefined {
  if (ASKS.test(text) || FEELING.test(text) || REFUSED.test(text) || NAMED_BY_DEADLINE.test(text) || PLANNING.test(text) || PLANNED_BLOCK_TO_DO.test(text)) return undefined;
  // "交概率论作业第三章，挺重要的": something to hand in and how much it matters, with no date, is a note too.
  if (THING_AND_WEIGHT.test(text)) return tidyText(text);
  const closing = closingDeadline(text);
  if (closing) return closing;
  const date = parseDateTime(text, LOCATE);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const before = text.slice(0, date.index);
  const after = text.slice(date.index + date.matchedText.length);
  // "这周五前要交" names nothing to hand in: only a thing makes a note.
  const thing = after.replace(/前|之前|以前|截止|我|就|一定|必须|还|要|得|需要|该|把|提交|上交|交|完成|写完|做完|弄完|搞定|准备好|的|了/g, "");
  const stated =
    (DATE_THEN_SUBMIT.test(after) && NAMES_A_THING.test(thing)) ||
    (THING_BEFORE_DATE.test(before) && SUBMIT_AFTER_DATE.test(after)) ||
    // "数据结构实验报告下周一截止"
    (NAMES_A_THING.test(before) && DUE_AFTER_DATE.test(after)) ||
    // "物理实验报告 周五上课前要交": the thing, the day, then 前 (or a class before which) and the obligation.
    (NAMES_A_THING.test(before) && BEFORE_THEN_SUBMIT.test(after)) ||
    // "12.15 交操作系统课设": the day first, then the verb and the thing, nothing between.
    (before.trim() === "" && DATE_THEN_VERB.test(after) && NAMES_A_THING.test(thing)) ||
    // "周报周五前搞定", "海报明天之前交": the thing, the bound, then only the verb of finishing.
    (date.relation === "until" && NAMES_A_THING.test(before) && FINISHED_BY.test(after)) ||
    // "DDL是12月10日晚上10点，交数据库论文"
    (DDL_BEFORE_DATE.test(before) && NAMES_A_THING.test(`${before.replace(DDL_BEFORE_DATE, "")}${after}`));
  return stated ? tidyText(text) : undefined;
}
