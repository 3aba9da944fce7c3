/**
 * Where a student says "note this": a cue at the start ("提醒我…", "随手记：…", "note: …"), at the end ("…，记一下",
 * "…，帮我记着", "…, note that down") or after a short aside ("哦对了，…，帮我记上"). What is left is the note's own
 * words, passed on as they are (the task tools read its time in the student's zone).
 */
import { withoutNewsArrival } from "./news-arrival";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { stripLeading, tidyText } from "@/lib/tasks/task-text";
import { cueClauseNote } from "./cue-clause-notes";
import { reminderDayNote } from "./reminder-day";
import { thatDayNote } from "./that-day-notes";

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
 * the reminder's clause, on the day (and in the part of the day, unless it says its own) of the clause before it;
 * "今晚要肝策划案到十二点，提醒我十点半先吃饭": the same when the clause before says only its day.
 */
function ownClockNote(before: string, after: string): string | undefined {
  const own = OWN_CLOCK.exec(after);
  const date = parseDateTime(before, LOCATE);
  if (!own || !date || date.relation !== undefined) return undefined;
  // Without a clock, only a clause of its own that opens on its day ("今晚要…"): "…是12月31号，那天晚上" points elsewhere.
  const clocked = /点|[:：]\d{2}/.test(date.matchedText);
  if (!clocked && (date.index !== 0 || /[，,。；;]/.test(before.trim()))) return undefined;
  const day = date.matchedText.trim().replace(CLOSING_CLOCK_WORDS, "");
  const dayOnly = own[1] ? day.replace(new RegExp(`${PART_WORDS}$`), "") : day;
  if (dayOnly === "") return undefined;
  // With no clock of its own the clause before tells what the day holds, kept beside the reminder as its context.
  const held = clocked ? "" : before.replace(date.matchedText, "").replace(ASIDE, "").replace(/^[\s，,]*(?:要|得|会|还要)?/, "").replace(/[\s，,。]+$/, "");
  return tidyText(`${dayOnly}${after}${held === "" ? "" : `（${held}）`}`.replace(ASIDE, ""));
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
  const trimmed = withoutNewsArrival(text.trim());
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

// 笔记, 日记, 登记, 标记 and 游记 are things, not the verb.
const LOOSE_CUE = /(?<![笔日登标游])记|提醒|忘|备忘|备注|\bmark\b|\bnote\b|\bremind/i;
/** Refusals, and 记得 / 忘 as recalling ("我记得高数是周五", "忘了是哪天"), are no request to note. */
export const REFUSED = /(?:不要|不用|别|无需|不必)(?:再)?(?:提醒|记)|我记得|记得是|不记得|忘了(?:是|在|哪)/;
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
