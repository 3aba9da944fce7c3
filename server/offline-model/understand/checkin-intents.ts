/**
 * What happened to the plan, in the student's words (issue 23 #2, #3, #6; issue 27): check-ins said in a sentence
 * ("第一章和第二章复习完了，第三章没做", "今天上午的线代复习只做了一半", "命题逻辑那块鸽了", "打卡：第一章 ✅"),
 * questions about progress ("这周完成了多少？", "还没打卡的有哪些", "进度怎么样") and re-planning what was missed
 * ("把没完成的重新排一下", "missed 的那些帮我 reschedule 一下"), in Chinese and English, alone or a check-in then a
 * re-plan in one message.
 *
 * Each phrasing family is a row of OUTCOME_RULES: a cheap pattern that says the row may apply, the reader that
 * extracts the request, and examples and counterexamples that checkin-intents.test.ts checks through detectIntent.
 * Study block or to-do: a sentence is a check-in only when it names a study block (第N章, 那节, 那块, 复习, 学习块,
 * 打卡, an amount of 节) or names nothing and says a block was skipped or half done ("太困了没看", "做了一半"); a
 * to-do word (作业, 报告, 周报, 论文, 交) leaves it to the to-do readers, so "高数作业做完了" stays complete_task.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { englishCheckin, englishProgress, englishReplan } from "./checkin-english";
import { NOT_DONE_LABEL, readLabelledCheckin } from "./checkin-lists";
import type { CheckinEntry, CheckinStatus } from "./checkin-types";
import type { Intent } from "./intent-types";
import { scheduleOptions } from "./schedule-options";
import { rangeWords } from "./schedule-words";

const N = "[一二两三四五六七八九十\\d]";

function count(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return parseSmallNumber(word) ?? undefined;
}

/** The days a check-in or a question is about, as the student said them; the tools read them. */
// "12月3号那节复习补个卡": a calendar date names the day too.
const WHEN = /(?:\d{1,2}月)?\d{1,2}[日号](?:上午|下午|晚上)?|(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天](?:上午|下午|晚上)?|(?:今天|昨天|前天|今日|昨日|前日)(?:早上|上午|下午|晚上)?|今早|今晚|昨晚|早上|早晨|上午|下午|晚上/;
const SPAN = /上(?:个)?(?:周|星期|礼拜)|(?:这|本)(?:个)?(?:周|星期|礼拜)|(?:最近|这|过去|近)(?:两|三|几|2|3)周|最近|今天|昨天|前天|今日|昨日/;

// ---- Check-ins ----

/** Partial cues, first match wins; `periods` reads the periods done from the match (1 when the amount is vague). */
const PARTIAL_CUES: readonly { cue: RegExp; periods: (match: RegExpExecArray) => number | undefined }[] = [
  // "两节只做了一节", "2节里只学了1节"
  { cue: new RegExp(`(${N})节(?:里|中|的话)?(?:我)?(?:只|就|才)(?:做|学|看|复习|刷|弄|上)(?:了|完了?)?(${N})节`), periods: (match) => count(match[2]) },
  // "只学了1节", "就看了两节"
  { cue: new RegExp(`(?:只|就|才)(?:做|学|看|复习|刷|弄|写|背|上)(?:了|完了?)?(${N})节`), periods: (match) => count(match[1]) },
  // "就学了一个小时", "只看了半小时": about a period an hour
  { cue: /(?:只|就|才)(?:做|学|看|复习|刷|弄|写|背)了(?:(一|两|\d)个?|半个?)小时/, periods: (match) => Math.max(1, count(match[1]) ?? 1) },
  // "做了一半", "复习了一部分", "只看了一点", "一半没做"
  { cue: /进行了?(?:一半|一部分)|(?:进展|进行|做|学|看|复习)到(?:了)?一半|(?:只|就|才)?(?:做|学|看|复习|刷|弄|写|背|过)了(?:一半|一部分|一点|一些|部分)|(?:只|就|才)?(?:做|学|看|复习)一半|一半(?:没|还没)(?:做|看|学|复习)?|(?:只|就|才)?完成了(?:一半|一部分)/, periods: () => 1 },
  // "看了一节" (of a longer block)
  { cue: new RegExp(`(?<![没都])(?:做|学|看|复习|刷)了(${N})节(?!课)`), periods: (match) => count(match[1]) },
  // "没复习完", "还差一节没做"
  { cue: /没(?:做|学|复习|看|刷|弄|写|背)完|还差(?:一|两|\d)节/, periods: () => undefined },
];

const SKIPPED_CUE =
  /(?:一节|一点|一页|一个字|啥|什么)都没(?:做|看|学|复习|动|碰)?|没(?:有)?(?:做|去|学|复习|完成|看|弄|动|碰|来得及|顾上|写|刷|背|打开|开始|上(?!课))(?![懂到见清出明过])|忘了(?:做|看|学|复习)|翘了|逃了|鸽了|咕了|放(?:了)?鸽子|跳过了?|跳(?:掉)?了|错过了|(?<!都)落下了|漏了|摆烂了?|空过去了|没(?:时间|空)(?:做|看|学|复习)?|不想(?:学|做|看|复习)了|还没(?:有)?(?:呢)?$|未(?:完成|做|学|复习|看)|(?<![a-z])(?:skipped|missed)(?![a-z])|[❌✖×✗✘❎]/i;

const DONE_CUE =
  /(?:复习|学|做|看|写|弄|刷|过|背|整|啃|补|赶)(?:完成|完(?!成)|好)(?:了|啦|咯|喽)?(?!了?(?:一半|一部分|一点|部分))|完成(?:了|啦)?(?!了?(?:一半|一部分|一点|部分))|搞定|ok了|打完卡|已打卡|打卡(?:了|成功)|(?:都|也)(?:做|学|复习|去|看)了|(?<![交上回出没])(?:做|学|复习|看)了(?![一两\d]节|一半|一部分)|做完|打卡$|补(?:个|一下|打)?卡|(?<![a-z])(?:done|ok|finished)(?![a-z])|[✅✔☑✓√]/i;

/** A study block named in the sentence: a chapter, "那节", "那块", a review, a study plan, an amount of 节. */
const STUDY_WORD = new RegExp(
  `第${N}+[章节讲单元课]|[那这](?:一|两|几|${N})?节|那块|这块|那部分|学习块|复习(?!笔记|资料|提纲)|学习|打卡|(?:一|两|${N})节|(?:安)?排的(?:那些|这些|都|我|$)`,
);
/** To-dos and what is done to them: "高数作业做完了", "周报搞定", "报告交了". */
const TODO_WORD = /作业|报告|周报|论文|待办|任务|事项|交(?:了|上|掉|完)|提交|快递|班费|邮件|策划|推文/;
const NOT_A_CHECKIN =
  /^(?:提醒|记(?:一下|下)|别忘|帮我记|创建|新建|添加|建|制定|做一个|把|帮我|将|请|麻烦)|提醒我|第几|到哪|[?？吗]$|是不是|有没有|多少|哪些|哪几|哪天|哪次|哪节|几次|几个|怎么|咋|啥|什么|各(?:一|两|\d)节|每(?:章|样|项|个|门|天)|排一下|排(?:到|进|在|上)|安排(?!的)|重新|补(?:上|排|回|一下)|挪|移到|放到|推到|改到|删掉|删除|删了|(?:^|\s)删$|不要了|不需要了/;
/**
 * A check-in is about blocks that have begun: "明天没时间复习了" plans, it does not report; nor does a block to be
 * done soon ("尽快学完", "赶紧看完") or one nearly done ("快写完了").
 */
const FUTURE =
  /尽快|尽早|赶紧|快(?:要)?(?:[做写学看背刷弄]|复习)完|明天|明晚|明早|后天|下周|下个|下一?节|待会|一会儿?|等下|等会|晚点|打算|准备|想要?|要去|要把|[之以]?前(?:把|要|得)|以后|之后|等我|再说|得把|需要|应该|必须|争取|尽量|不考|不(?:用|必|需要)?(?:再)?复习了|就不|几节|要几/;

const EXERCISE = /跑|健身|运动|早操|体育|游泳|[篮足排羽网乒]球|锻炼|瑜伽|gym/i;

/** "帮我打卡：", "记录一下打卡：" before a check-in. */
const CHECKIN_LEAD =
  /^(?:(?:麻烦|请)?(?:帮我|给我)?(?:打(?:个)?卡|记录(?:一下)?(?:打卡)?|记(?:一下)?打卡)|(?:我)?(?:想|要)?(?:反馈|汇报|报告|说|跟你说|告诉你)(?:一下)?)[：:，,\s]*/;

/** Why a block was not done ("太困了", "睡过头了"): not its name. */
const REASON = /(?:太|有点|好|超)(?:困|累|忙)了?|睡过头了?|临时有事|有事|忙忘了|来不及/g;

/** Words around a block's name that are not part of it. */
const NAME_NOISE = new RegExp(
  `${WHEN.source}|${SPAN.source}|(?:你)?(?:帮我|给我)?(?:安)?排的|打卡[：:]?|的复习|复习|学习块|学习|计划的?|[那这](?:一|两|几|${N})?节课?|(?:一|两|${N})节|学习块|那块|这块|那部分|这部分|的内容|部分|全部|全都|所有|基本上?|差不多|直接|本来|一整天|整天|根本|压根|实在|真的|完全|一直|其实|确实|全|均|[那这]个|之前|先前|前面|[那这一]次|又|哎|唉|嗯|都|也|还|我|已经?|刚刚?|终于|总算|的|了|啊|呀|啦|哈|吧|嘛|呢|[\\s\\p{P}\\p{S}]|课$`,
  "gu",
);

function nameOf(words: string): string {
  const name = words
    .replace(/^\s*我?(?:把|将)/, "")
    .replace(REASON, "")
    .replace(NAME_NOISE, "")
    .replace(/[那这](?:些|个|几个)?$/, "")
    .trim();
  // "那两节只做了一节", "离散那两节": a pointer is no part of the name.
  return name;
}

interface SaidStatus {
  status: CheckinStatus;
  at: number;
  end: number;
  periods?: number;
}

/** The leftmost status cue of a clause; at one position partial before skipped before done ("没复习完" is partial). */
function clauseStatus(clause: string): SaidStatus | undefined {
  const found: SaidStatus[] = [];
  for (const { cue, periods } of PARTIAL_CUES) {
    const match = cue.exec(clause);
    if (!match) continue;
    const done = periods(match);
    found.push({ status: "partial", at: match.index, end: match.index + match[0].length, ...(done !== undefined ? { periods: done } : {}) });
  }
  for (const [cue, status] of [[SKIPPED_CUE, "skipped"], [DONE_CUE, "done"]] as const) {
    const match = cue.exec(clause);
    if (match) found.push({ status, at: match.index, end: match.index + match[0].length });
  }
  // Stable: the first found (partial, then skipped, then done) wins a tie.
  return found.reduce<SaidStatus | undefined>((best, said) => (best === undefined || said.at < best.at ? said : best), undefined);
}

function namesIn(words: string): string[] {
  return words
    .split(/和|、|跟|以及/)
    .map(nameOf)
    .filter((name) => name.length > 0);
}

const PART_ONLY = /^(?:早上|早晨|上午|下午|晚上)$/;

/** The day a when names, without its part: "今天下午" → 今天, "昨晚" → 昨天, "周三晚上" → 周三. */
function dayOf(when: string): string | undefined {
  if (/^今[早晚]/.test(when)) return "今天";
  if (/^昨晚/.test(when)) return "昨天";
  return /^(?:(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|今天|昨天|前天)/.exec(when)?.[0];
}

/** A when said after another: "今天下午…晚上…" means 今天晚上. */
function laterWhen(said: string, before: string | undefined): string {
  const day = before === undefined ? undefined : dayOf(before);
  return PART_ONLY.test(said) && day ? `${day}${said}` : said;
}

function whenIn(words: string): string | undefined {
  return WHEN.exec(words)?.[0] ?? SPAN.exec(words)?.[0];
}

interface DatedEntry {
  entry: CheckinEntry;
  when?: string;
  /** "我没做早饭": the cue had an object that names no study block, so the sentence is not a bare check-in. */
  otherObject?: true;
}

/**
 * The check-ins of one clause, cue by cue: "第一章复习完了 第二章没时间看" is two, each naming the block before its
 * cue; a cue with nothing before it names what follows it ("没来得及看第四章", "✅ 第二章复习"). Each carries the
 * days said before it ("周一的复习done 周三的没做").
 */
function clauseEntries(clause: string, whenBefore: string | undefined): { entries: DatedEntry[]; when: string | undefined } {
  const entries: DatedEntry[] = [];
  let when = whenBefore;
  let rest = clause;
  for (let said = clauseStatus(rest); said; said = clauseStatus(rest)) {
    const after = rest.slice(said.end).replace(/^[了啦咯喽]+/, "");
    const next = clauseStatus(after);
    const before = rest.slice(0, said.at);
    const saidWhen = whenIn(before);
    if (saidWhen) when = laterWhen(saidWhen, when);
    let names = namesIn(before);
    let otherObject = false;
    if (names.length === 0 && !next) {
      const object = namesIn(after.replace(/^[看做学刷写背弄]|^复习/, "")).filter((name) => [...name].length >= 2);
      if (/第.{1,3}[章节讲]|那块|这块|复习|学习块/.test(after)) names = object;
      else otherObject = object.length > 0;
    }
    const periods = said.periods !== undefined ? { periods_done: said.periods } : {};
    rest = after;
    // "第三章刷完了✅": a second cue naming nothing says the first again.
    if (names.length === 0 && entries.length > 0 && !saidWhen) continue;
    if (names.length === 0) entries.push({ entry: { status: said.status, ...periods }, when, ...(otherObject ? { otherObject: true as const } : {}) });
    else entries.push(...names.map((block) => ({ entry: { block, status: said.status, ...periods }, when })));
  }
  const trailing = whenIn(rest);
  return { entries, when: trailing ? laterWhen(trailing, when) : when };
}

/**
 * One record_checkin per day said: "今天下午…晚上…" is one (today's), "周一的复习done 周三的没做" is two, done in the
 * order said.
 */
function checkinsByDay(dated: readonly DatedEntry[]): Intent {
  const whens = [...new Set(dated.map((item) => item.when))];
  const days = [...new Set(dated.map((item) => (item.when === undefined ? undefined : (dayOf(item.when) ?? item.when))))];
  const one = (entries: CheckinEntry[], when: string | undefined): Intent => ({ family: "checkin", entries, ...(when ? { when } : {}) });
  if (whens.length === 1) return one(dated.map((item) => item.entry), whens[0]);
  if (days.length === 1 && days[0] !== undefined) return one(dated.map((item) => item.entry), days[0]);
  const groups: { when?: string; entries: CheckinEntry[] }[] = [];
  for (const item of dated) {
    const last = groups.at(-1);
    if (last && last.when === item.when) last.entries.push(item.entry);
    else groups.push({ when: item.when, entries: [item.entry] });
  }
  return { family: "compound", parts: groups.map((group) => one(group.entries, group.when)) };
}

/** "第一章和第二章复习完了，第三章没做" → entries by block; "昨天的复习都做了" → one entry for every block of the day. */
function readCheckin(message: string): Intent | undefined {
  // "打卡 第二章✅ 第三章❌": each mark ends a check-in.
  // English is read by checkin-english.ts.
  if (!/\p{Script=Han}/u.test(message)) return undefined;
  const text = message.trim().replace(CHECKIN_LEAD, "").replace(/(?<!^\s*)([✅✔☑❌✖×✗✘❎]\uFE0F?)\s*/gu, "$1，");
  if (NOT_A_CHECKIN.test(text) || FUTURE.test(text) || TODO_WORD.test(text)) return undefined;
  // "晨跑打卡✅", "去健身房打卡了": 打卡 at the gym is no study block; "昨天的课没去" is a class, not a study block.
  if (EXERCISE.test(text) && !/第.{1,3}[章节讲]|复习|学习/.test(text)) return undefined;
  if (/(?<![那这一两\d]节)课/.test(text) && !/第.{1,3}[章节讲]|复习|学习|打卡/.test(text)) return undefined;
  const dated: DatedEntry[] = [];
  let when: string | undefined;
  for (const clause of text.split(/[，,；;。！!]|但是?|不过|可是|然后/).map((part) => part.trim()).filter(Boolean)) {
    const read = clauseEntries(clause, when);
    dated.push(...read.entries);
    when = read.when;
  }
  if (dated.length === 0) return undefined;
  // Named nothing at all ("太困了没看", "做了一半"): a check-in when it says a block was skipped or half done, or
  // names the day ("今天的都搞定了"); "搞定了" alone may be a to-do.
  const bare = dated.every((item) => item.entry.block === undefined && !item.otherObject);
  const anyWhen = dated.some((item) => item.when !== undefined);
  // "离散 ❌": a mark that says skipped is no to-do's.
  const marked = /[❌✖✗✘❎]/u.test(message) && dated.every((item) => item.entry.status !== "done");
  if (!STUDY_WORD.test(message) && !marked && !(bare && (anyWhen || dated.every((item) => item.entry.status !== "done")))) return undefined;
  return checkinsByDay(dated);
}

const MARKED_ZH =
  /^(?:帮我|麻烦|请)?(?:把|将)?(.+?)(?:标记|标|记|设|改)(?:为|成)?了?(已完成|完成|做完了?|没做|未完成|没完成|跳过|做了一半|一半|一部分)/;
const MARKED_EN = /^(?:please |can you |could you )?mark (.+?) as (done|complete(?:d)?|finished|skipped|missed|not done|half done|partial(?:ly done)?)\b/i;
const STUDY_BLOCK = /第.{1,3}[章节讲]|复习|学习块|那节|这节|chapter|\bch\.?\s*\d|review|session|block/i;

/** "把第三章复习标成没做", "帮我把今天的复习标记为完成", "mark chapter 4 review as done": a study block marked by hand. */
function readMarked(message: string): Intent | undefined {
  const zh = MARKED_ZH.exec(message);
  const en = zh ? null : MARKED_EN.exec(message);
  const match = zh ?? en;
  if (!match || !STUDY_BLOCK.test(match[1]) || TODO_WORD.test(match[1]) || /\b(?:report|homework|assignment|essay|task)s?\b/i.test(match[1])) return undefined;
  const said = match[2].toLowerCase();
  const status: CheckinStatus = /一半|一部分|half|partial/.test(said) ? "partial" : /没|未|跳过|skip|miss|not/.test(said) ? "skipped" : "done";
  const periods = status === "partial" ? { periods_done: 1 } : {};
  if (en) {
    const read = englishCheckin(`${status === "done" ? "finished" : status === "skipped" ? "skipped" : "half of"} ${match[1]}`);
    return read ? { family: "checkin", ...read } : undefined;
  }
  const when = whenIn(match[1]);
  const names = namesIn(match[1]);
  const entries: CheckinEntry[] = names.length === 0 ? [{ status, ...periods }] : names.map((block) => ({ block, status, ...periods }));
  return { family: "checkin", entries, ...(when ? { when } : {}) };
}

function readEnglishCheckin(text: string): Intent | undefined {
  const read = englishCheckin(text);
  return read ? { family: "checkin", ...read } : undefined;
}

// ---- Re-planning missed work ----

const MISSED = /没完成|未完成|未做|没做完?|skip|落下|落了|(?<![段角部院])落的|漏掉|漏了|漏的|漏下|没复习|错过|欠下?的|欠了|^欠(?=的|下)|没学|没打卡|鸽(?:了|掉)的?|翘掉|没去的|没看的|missed|skipped/i;
const REPLAN =
  /重新(?:排|安排|规划|计划|分配)|补(?:上|排|回来|回|一下|起来|到|进)|还(?:上|回来)|再排|重排|往后(?:排|挪|推|延)|(?:挪|移|推)到后面|顺延|延后|(?:挪|移|推|排|放|安排|塞)(?:到|进|在|回)|找(?:个)?时间(?:补|做|学|排)|(?:安)?排一下|补一补|补补|追回来|咋办|怎么办|[咋怎]么处理|re-?schedule|re-?plan/i;
const AS_MUCH_AS_FITS = /能?(\p{Script=Han})多少\1多少/gu;
/** "…排到下周", "…补到周末": the words after the verb that places the missed work. */
const PLACED_INTO = /(?:排|放|挪|移|安排|补|塞)(?:到|进|在|回)([^，,。！!？?]+)/;
const PLACED_INTO_ALL = new RegExp(PLACED_INTO.source, "g");
/** "把没做完的作业排到明天" places to-dos, not missed study. */
const TODO_ONLY = /作业|待办|任务|事项|报告|论文/;

/**
 * "只把线代落下的重新排", "高数没做完的那些补上": the class named before the missed work, the only one re-planned; a
 * time ("这周落下的", "之前没做的") names none.
 */
const MISSED_OF_CLASS = /^(?:只|就)?(?:帮我)?(?:只)?(?:把|将)?(?:只)?(\p{Script=Han}{2,8}?)(?:的|那门|这门|那块)?(?:落下|落了|没做完?|没完成|漏掉|欠下)的/u;
// A time, or the verb of re-planning before its object ("重新安排没做的"), names no class.
const NOT_A_CLASS = /^(?:这周|上周|本周|今天|昨天|前天|最近|之前|以前|前几天|这几天|那些|这些|所有|全部|我|重新|安排|排|补|再|帮)/;

/** "落下的离散复习塞到周六": the class after the missed words, said as its study. */
const MISSED_CLASS_AFTER = /(?:落下|落了|没做完?|没完成|漏掉|欠下?)的(\p{Script=Han}{2,8}?)(?:的)?(?:复习|学习)/u;

function missedClass(text: string): string | undefined {
  const subject = MISSED_OF_CLASS.exec(text)?.[1] ?? MISSED_CLASS_AFTER.exec(text)?.[1];
  return subject && !NOT_A_CLASS.test(subject) ? subject : undefined;
}

/** "把没完成的重新排一下", "把落下的补上", "missed 的那些帮我 reschedule 一下". */
function readReplan(text: string): Intent | undefined {
  // "能塞多少塞多少", "能排多少排多少": as much as fits, which asks no question.
  if (/[?？吗]$|哪些|多少/.test(text.replace(AS_MUCH_AS_FITS, "")) && !/^能|能(?:把|帮|不能)|可以|可不可以|帮我|\b(?:can|could|would|please)\b/i.test(text)) return undefined;
  if (TODO_ONLY.test(text) && !/复习|学习|打卡|节/.test(text)) return undefined;
  if ((MISSED.test(text) && REPLAN.test(text)) || englishReplan(text)) {
    // "没做完的排到下周": the range the missed work is put into.
    // "把落下的补回来吧，排到这个周末": the placing verb that names a range, not the first one.
    const range = [...text.matchAll(PLACED_INTO_ALL)].map((into) => rangeWords(into[1])).find((words) => words !== undefined);
    const subject = missedClass(text);
    const { dailyCap } = scheduleOptions(text).options;
    return { family: "replan_missed", ...(range ? { range } : {}), ...(subject ? { subject } : {}), ...(dailyCap !== undefined ? { dailyCap } : {}) };
  }
  return undefined;
}

// ---- Progress questions ----

// "上周落下的有点多，都是哪几块", "因为比赛落下了哪几节": which of the missed, asked after it.
const MISSED_QUESTION =
  /(?:落下|落了|漏了|漏掉|没做|没完成|没打卡|欠下?|错过)了?(?:哪些|哪几|什么|啥|多少|几|很多|不少)|(?:落下|漏掉|没做完?|没完成|欠下)的?[^？?。]{0,10}(?:是)?(?:哪几|哪些|哪天|哪一天)(?:块|节|个|样|门)?|是不是(?:还)?(?:落下|落了|漏了|欠)|(?:哪些|哪天|哪次|哪节|什么|啥|多少|几).{0,6}(?:没做|没完成|没复习|落下|漏了|没打卡|待打卡)|还?没打卡的|待打卡的|几(?:节|个|次).{0,6}(?:没做|没打卡|没复习|没完成|落下)|都(?:做|完成|学|复习|打卡)了(?:吗|没)|是不是(?:还)?没(?:做|复习|学|打卡|看)|有没有(?:落下|漏|没做)/;
/** "落下的", "没做的呢": the missed blocks, asked tersely. */
const TERSE_MISSED = /^(?:我)?(?:的)?(?:这周|上周|最近)?(?:落下|漏掉|没做|欠下?|鸽了)的(?:学习|复习)?(?:块)?(?:呢|有哪些|都有啥|是啥|有啥|有什么)?[？?。!！\s]*$/;
const DONE_QUESTION =
  /(?:完成|做|学|复习|看)到(?:了)?(?:第几|哪)(?:章|节|部分|块|一步|里|儿)?|完成了?(?:多少|几(?:节|个|成)|百分之|情况|得(?:怎么样|咋样|如何|怎样|好不好|还行吗?)|怎么样|咋样|度)|完成率|完成情况|学习进度|进度(?:怎么样|如何|咋样)|(?:做|学|复习)了(?:多少|几节)|打卡(?:情况|记录|进度)|打卡了?(?:几|多少)|(?:学|复习|做)得(?:怎么样|如何|咋样|怎样)|完成了?(?:吗|没)$|(?:学习|复习|打卡)情况/;
const LOOK_AT_STRETCH = /(?:看|查|说|瞅)(?:一)?(?:下|看|说|查|瞅)?(?:我的?)?(?:上(?:个)?周|这周|本周|今天|昨天|前天|最近|这几天)?的?(?:整体)?(?:情况|完成情况|表现)/;
const STUDIED_SECTIONS = /(?:学|复习|做|上|打卡)了[^，,。？?]{0,4}(?:节|次|个小时)/;
const LOOK_ASKED_AT_END = /[，,\s](?:你)?(?:帮我)?(?:看一下|看下|看看|瞅瞅|查一下|查下|查查)(?:吧|呗|嘛|呢)?[。!！~～\s]*$/;
const TERSE_PROGRESS = /^(?:看(?:一)?下|查(?:一)?下|看看|查查|瞅瞅)?(?:我的?)?(?:(?:学习|复习)?进度|打卡(?:情况|记录)?|(?:学习|复习)(?:情况|记录))(?:呢|如何|怎么样|咋样|怎样)?[？?。!！\s]*$/;

/** "复习的总体完成情况", "学习的整体进度": how the study went, whatever word sums it up. */
const STUDY_PROGRESS = /(?:复习|学习|打卡)[^，,。？?]{0,8}(?:完成情况|完成率|进度)/;

/** "这周完成了多少？", "我这周落下了哪些复习？", "还没打卡的有哪些", "进度怎么样". */
function readProgress(text: string): Intent | undefined {
  // "还有哪些这周的任务没做" asks about to-dos; "整体的计划和进度" is the overview.
  // "复习的总体完成情况" is still the study's progress.
  if ((/待办|整体|总体|整个/.test(text) && !STUDY_PROGRESS.test(text)) || REPLAN.test(text) || (/任务|作业|事项|事情/.test(text) && !/复习|学习/.test(text))) return undefined;
  const range = SPAN.exec(text)?.[0];
  const studies = /复习|学习|计划|节|学习块|课|打卡/.test(text);
  // "打卡" alone: which blocks wait for one.
  if (/^(?:我)?(?:要|想)?打(?:个)?卡[!！。~～\s]*$/.test(text)) return { family: "progress", focus: "missed" };
  if (TERSE_MISSED.test(text)) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (TERSE_PROGRESS.test(text)) return { family: "progress", focus: "summary" };
  if (MISSED_QUESTION.test(text) && (studies || range || /打卡|落下|落了|漏/.test(text))) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (DONE_QUESTION.test(text) && (studies || range)) return { family: "progress", focus: "summary", ...(range ? { range } : {}) };
  // "这周好像没怎么复习，看一下这周的情况": a look at a past stretch, after a clause about the study done in it.
  if (range && LOOK_AT_STRETCH.test(text) && /打卡|复习|学习|完成|落下|没做/.test(text)) return { family: "progress", focus: "summary", range };
  // "这周复习了好几节了，你看看": the sections studied in a stretch, then only a look asked for.
  if (range && STUDIED_SECTIONS.test(text) && LOOK_ASKED_AT_END.test(text)) return { family: "progress", focus: "summary", range };
  return undefined;
}

function readEnglishProgress(text: string): Intent | undefined {
  const read = englishProgress(text);
  return read ? { family: "progress", ...read } : undefined;
}

// ---- A check-in, then a re-plan ----

/** Where one request may end and the next begin. */
const CLAUSE_BREAK = /[，,；;。！!]\s*(?:然后|再|顺便|另外|顺带|并且|还有|also|and then|then)?\s*|\s*(?:然后|顺便|另外)\s*/gi;

/**
 * "帮我重新排一下", "补回来吧", "can you reschedule it": a re-plan that names nothing of its own, so after a block said
 * missed it means that block ("第三章没做，把第四章排到明天" names 第四章 and is not one).
 */
const SUBJECTLESS_REPLAN_FILLER =
  /帮我|麻烦|请|你|把|将|它|这|那|几|节|个|块|些|重新|再|也|一下|下|吧|啊|哈|补|排|安排|回来|回|上|往后|后面|之后|挪|移|推|到|往|顺延|延后|找(?:个)?时间|[\s\p{P}\p{S}]/gu;

function replansWhatWasSaid(said: string): boolean {
  // "明天补上", "这周六补回来": the range it goes into is no subject of its own.
  const range = rangeWords(said);
  const tail = (range ? said.replace(range, "") : said).replace(WHEN_WORDS, "");
  if (/\b(?:re-?schedule|re-?plan|move|put|fit)\b/i.test(tail)) return /^(?:(?:can|could|would|will) you |please )?(?:re-?schedule|re-?plan|move|put|fit) (?:it|them|that|those)(?: (?:back|in|later|somewhere))?(?: (?:for|to) me)?(?: please)?[\s?.!]*$/i.test(tail.replace(/^(?:and|so)\s+/i, ""));
  return REPLAN.test(tail) && tail.replace(SUBJECTLESS_REPLAN_FILLER, "") === "";
}

/** A re-plan of what was just said missed, into the range its clause names ("明天补上"), if any. */
/** "帮我挪到晚上", "后天补上": the day or part of the day the work goes into, which is no subject. */
const WHEN_WORDS = /今天|明天|后天|今晚|明晚|(?:这|下)?(?:周|星期)[一二三四五六日天末]|上午|下午|晚上|中午|傍晚/g;

function replanInto(tail: string): Intent {
  const range = /\b(?:re-?schedule|re-?plan|move|put|fit)\b/i.test(tail) ? undefined : (rangeWords(tail) ?? tail.match(WHEN_WORDS)?.join(""));
  return { family: "replan_missed", ...(range ? { range } : {}) };
}

/** "今天下午的复习做完了，然后把之前没做的也重新排一下", "第三章没做，帮我重新排一下": record_checkin, then rough_schedule. */
function readCheckinThenReplan(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    const head = text.slice(0, cut.index).trim();
    const tail = text.slice(cut.index + cut[0].length).trim();
    if (!head || !tail) continue;
    const read = readCheckin(head) ?? readEnglishCheckin(head);
    const checkins = read?.family === "checkin" ? [read] : read?.family === "compound" ? read.parts : [];
    if (checkins.length === 0 || checkins.some((part) => part.family !== "checkin")) continue;
    // After a block said missed, "帮我重新排一下" needs no missed word of its own.
    const missedBefore = checkins.some((part) => part.family === "checkin" && part.entries.some((entry) => entry.status !== "done"));
    const replan = readReplan(tail) ?? (missedBefore && replansWhatWasSaid(tail) ? replanInto(tail) : undefined);
    if (replan) return { family: "compound", parts: [...checkins, replan] };
  }
  return undefined;
}

/** "周一的复习搞定了，这周一共完成多少了": record_checkin, then the progress question after it. */
function readCheckinThenProgress(text: string): Intent | undefined {
  for (const cut of text.matchAll(CLAUSE_BREAK)) {
    const head = text.slice(0, cut.index).trim();
    const tail = text.slice(cut.index + cut[0].length).trim();
    if (!head || !tail) continue;
    const read = readCheckin(head);
    const checkins = read?.family === "checkin" ? [read] : read?.family === "compound" ? read.parts : [];
    if (checkins.length === 0 || checkins.some((part) => part.family !== "checkin")) continue;
    const asked = readProgress(tail);
    if (asked) return { family: "compound", parts: [...checkins, asked] };
  }
  return undefined;
}

// ---- The rows ----

type OutcomeFamily = "checkin" | "progress" | "replan_missed" | "compound";

export interface OutcomeRule {
  family: OutcomeFamily;
  /** The phrasing family, for the test's names. */
  name: string;
  /** Lower runs first. */
  priority: number;
  /** When the row may apply at all; `extract` decides. */
  pattern: RegExp;
  extract: (text: string) => Intent | undefined;
  /** Sentences the row reads, with what detectIntent must give for them. */
  examples: readonly (readonly [string, Intent])[];
  /** Sentences it must leave to other readers: [sentence, the family they are read as today]. */
  counterexamples: readonly (readonly [string, string])[];
}

const RULES: OutcomeRule[] = [
  {
    family: "checkin",
    name: "a check-in as labelled lists: 完成了：…；没做：…",
    priority: 0,
    pattern: NOT_DONE_LABEL,
    extract: readLabelledCheckin,
    examples: [
      ["完成了：树的遍历、图的存储；没做：最短路径", { family: "checkin", entries: [{ block: "树的遍历", status: "done" }, { block: "图的存储", status: "done" }, { block: "最短路径", status: "skipped" }] }],
      ["搞定：词汇；鸽了：听力", { family: "checkin", entries: [{ block: "词汇", status: "done" }, { block: "听力", status: "skipped" }] }],
      ["没做：听力", { family: "checkin", entries: [{ block: "听力", status: "skipped" }] }],
    ],
    counterexamples: [["做完了：背单词✓；洗衣服✓", "compound"]],
  },
  {
    family: "compound",
    name: "a check-in, then a re-plan of what was missed",
    priority: 0,
    pattern: /重新|补|排|挪|移|塞|顺延|延后|re-?schedule|re-?plan|move|put/i,
    extract: readCheckinThenReplan,
    examples: [
      ["今天下午的复习做完了，然后把之前没做的也重新排一下", { family: "compound", parts: [{ family: "checkin", entries: [{ status: "done" }], when: "今天下午" }, { family: "replan_missed" }] }],
      ["第三章没做，帮我重新排一下", { family: "compound", parts: [{ family: "checkin", entries: [{ block: "第三章", status: "skipped" }] }, { family: "replan_missed" }] }],
      ["命题逻辑那块鸽了，顺便把落下的补上", { family: "compound", parts: [{ family: "checkin", entries: [{ block: "命题逻辑", status: "skipped" }] }, { family: "replan_missed" }] }],
      ["skipped chapter 3, can you reschedule it", { family: "compound", parts: [{ family: "checkin", entries: [{ block: "第3章", status: "skipped" }] }, { family: "replan_missed" }] }],
      ["昨晚那节没去，这周日补上", { family: "compound", parts: [{ family: "checkin", entries: [{ status: "skipped" }], when: "昨晚" }, { family: "replan_missed", range: "这周日" }] }],
      ["今早那节没做，帮我挪到晚上", { family: "compound", parts: [{ family: "checkin", entries: [{ status: "skipped" }], when: "今早" }, { family: "replan_missed", range: "晚上" }] }],
    ],
    counterexamples: [
      ["把没完成的重新排一下", "replan_missed"],
      ["高数作业做完了，然后帮我把离散排到下周", "compound"],
    ],
  },
  {
    family: "compound",
    name: "a check-in, then a question about progress",
    priority: 0,
    pattern: /[，,；;。！!].*(?:多少|进度|情况|哪几|哪些|落下|漏)/,
    extract: readCheckinThenProgress,
    examples: [
      ["周一的复习搞定了，这周一共完成多少了", { family: "compound", parts: [{ family: "checkin", entries: [{ status: "done" }], when: "周一" }, { family: "progress", focus: "summary", range: "这周" }] }],
      ["第二章复习完了，这周还落下了哪几块", { family: "compound", parts: [{ family: "checkin", entries: [{ block: "第二章", status: "done" }] }, { family: "progress", focus: "missed", range: "这周" }] }],
    ],
    counterexamples: [
      ["这周完成了多少", "progress"],
      ["高数作业做完了，这周还有哪些作业", "compound"],
    ],
  },
  {
    family: "replan_missed",
    name: "re-plan missed work (zh, zh-en mixed, en)",
    priority: 1,
    pattern: /重新|补|排|挪|移|推|放|塞|还上|还回来|顺延|延后|追|咋办|怎么办|处理|reschedul|re-?plan|re-?do|re-?arrange|re-?organi|behind|catch up|make up|move|put|fit|slot/i,
    extract: readReplan,
    examples: [
      ["把没完成的重新排一下", { family: "replan_missed" }],
      ["missed 的那些帮我 reschedule 一下", { family: "replan_missed" }],
      ["没做的帮我挪到后面", { family: "replan_missed" }],
      ["鸽掉的那几节找个时间补回来", { family: "replan_missed" }],
      ["之前落下的复习往后顺延一下", { family: "replan_missed" }],
      ["没打卡的那些重新安排", { family: "replan_missed" }],
      ["can you reschedule the stuff I missed", { family: "replan_missed" }],
      ["help me catch up on what I skipped", { family: "replan_missed" }],
      ["so behind on my reviews, can you redo the plan", { family: "replan_missed" }],
      ["我落下好几节了，咋办", { family: "replan_missed" }],
      ["能把我错过的学习块重排吗", { family: "replan_missed" }],
      ["把上周漏的补一补", { family: "replan_missed" }],
      ["欠下的那几节都还上吧", { family: "replan_missed" }],
      ["落下的高数复习塞到下周", { family: "replan_missed", range: "下周", subject: "高数" }],
      ["请帮我把昨天未完成的复习重新安排一下", { family: "replan_missed" }],
      ["把 skip 掉的补上", { family: "replan_missed" }],
      ["没做的那些复习怎么处理", { family: "replan_missed" }],
      ["把没有做的重新排一下", { family: "replan_missed" }],
      ["没学完的那几节塞进下周", { family: "replan_missed", range: "下周" }],
    ],
    counterexamples: [
      ["把没做完的作业排到明天", "schedule"],
      ["上周落下了哪些复习？", "progress"],
    ],
  },
  {
    family: "progress",
    name: "progress and missed-work questions",
    priority: 2,
    pattern: /落|漏|没做|没完成|没打卡|待打卡|欠|错过|完成|到(?:了)?(?:第几|哪)|进度|情况|做了|学了|复习了|打卡|是不是没|鸽了|得(?:怎么样|如何|咋样|怎样)/,
    extract: readProgress,
    examples: [
      ["还没打卡的有哪些", { family: "progress", focus: "missed" }],
      ["我是不是没做命题逻辑的复习", { family: "progress", focus: "missed" }],
      ["今天的打卡情况", { family: "progress", focus: "summary", range: "今天" }],
      ["进度怎么样", { family: "progress", focus: "summary" }],
      ["落下的", { family: "progress", focus: "missed" }],
      ["这周做了多少", { family: "progress", focus: "summary", range: "这周" }],
      ["最近有没有落下的复习", { family: "progress", focus: "missed", range: "最近" }],
      ["有几节复习没打卡？", { family: "progress", focus: "missed" }],
      ["上周复习都做了吗", { family: "progress", focus: "missed", range: "上周" }],
      ["最近复习做得咋样", { family: "progress", focus: "summary", range: "最近" }],
      ["我还有多少没打卡", { family: "progress", focus: "missed" }],
      ["看看我落下了什么", { family: "progress", focus: "missed" }],
      ["打卡", { family: "progress", focus: "missed" }],
      ["复习进度", { family: "progress", focus: "summary" }],
      ["本周完成情况汇总一下", { family: "progress", focus: "summary", range: "本周" }],
      ["看下进度", { family: "progress", focus: "summary" }],
      ["这周的学习计划完成了吗", { family: "progress", focus: "summary", range: "这周" }],
      ["昨天的学习情况", { family: "progress", focus: "summary", range: "昨天" }],
      ["线代复习学到第几章了", { family: "progress", focus: "summary" }],
      ["上周落下的有点多，都是哪几块", { family: "progress", focus: "missed", range: "上周" }],
      ["这周因为比赛落下了哪几节", { family: "progress", focus: "missed", range: "这周" }],
    ],
    counterexamples: [
      ["我现在的计划进度总体咋样", "schedule_question"],
      ["还有哪些这周的任务没做", "query_tasks"],
      ["跟离散数学有关的事情还有哪些没搞定", "query_tasks"],
    ],
  },
  {
    family: "progress",
    name: "progress and missed-work questions in English",
    priority: 2,
    pattern: /miss|skip|how much|how many|progress|how am i|check[- ]?in|checked in|unchecked|how did|far along|completion/i,
    extract: readEnglishProgress,
    examples: [
      ["what did I miss last week?", { family: "progress", focus: "missed", range: "上周" }],
      ["how much have I done this week?", { family: "progress", focus: "summary", range: "这周" }],
      ["progress check", { family: "progress", focus: "summary" }],
      ["which sessions did I skip yesterday", { family: "progress", focus: "missed", range: "昨天" }],
      ["did I miss anything yesterday?", { family: "progress", focus: "missed", range: "昨天" }],
      ["how far along am I this week", { family: "progress", focus: "summary", range: "这周" }],
      ["what's my completion rate this week", { family: "progress", focus: "summary", range: "这周" }],
      ["how many did I skip last week", { family: "progress", focus: "missed", range: "上周" }],
      ["what's left to check in", { family: "progress", focus: "missed" }],
      ["How did I do last week?", { family: "progress", focus: "summary", range: "上周" }],
      ["any missed sessions?", { family: "progress", focus: "missed" }],
      ["any sessions I haven't checked in?", { family: "progress", focus: "missed" }],
    ],
    counterexamples: [
      ["which tasks have I finished", "query_tasks"],
      ["What have I already completed?", "query_tasks"],
    ],
  },
  {
    family: "checkin",
    name: "a study block marked by hand",
    priority: 3,
    pattern: /标|记|设|改|mark/i,
    extract: readMarked,
    examples: [
      ["帮我把今天的复习标记为完成", { family: "checkin", entries: [{ status: "done" }], when: "今天" }],
      ["把第三章复习标成没做", { family: "checkin", entries: [{ block: "第三章", status: "skipped" }] }],
      ["把周三的复习记为做了一半", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }], when: "周三" }],
      ["Mark chapter 4 review as done", { family: "checkin", entries: [{ block: "第4章", status: "done" }] }],
      ["第一章那个学习块标记完成", { family: "checkin", entries: [{ block: "第一章", status: "done" }] }],
    ],
    counterexamples: [
      ["帮我把交班费标记为完成", "task_edit"],
      ["把实验报告标成已完成", "task_edit"],
    ],
  },
  {
    family: "checkin",
    name: "partial check-ins with an amount",
    priority: 3,
    pattern: /一半|一部分|一点|一些|部分|只|就|才|没\S?完|还差|了[一两\d]节/,
    extract: readCheckin,
    examples: [
      ["做了一半", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["只学了1节", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["两节只做了一节", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["看了一节", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["复习了一部分", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["今天上午的线代复习只做了一半", { family: "checkin", entries: [{ block: "线代", status: "partial", periods_done: 1 }], when: "今天上午" }],
      ["第三章只看了一节", { family: "checkin", entries: [{ block: "第三章", status: "partial", periods_done: 1 }] }],
      ["那两节只做了一节", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["命题逻辑那块复习了一部分", { family: "checkin", entries: [{ block: "命题逻辑", status: "partial", periods_done: 1 }] }],
      ["上午的概率论复习完成了一半吧", { family: "checkin", entries: [{ block: "概率论", status: "partial", periods_done: 1 }], when: "上午" }],
      ["您好，我想反馈一下今天上午的复习只完成了一部分", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }], when: "今天上午" }],
      ["第二章复习进展到一半", { family: "checkin", entries: [{ block: "第二章", status: "partial", periods_done: 1 }] }],
      ["今天就学了一个小时", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }], when: "今天" }],
      ["第三章看完了，第四章看了一半", { family: "checkin", entries: [{ block: "第三章", status: "done" }, { block: "第四章", status: "partial", periods_done: 1 }] }],
    ],
    counterexamples: [
      // A to-do is done or not: half of one is nothing to record.
      ["高数作业做了一半", "unknown"],
      ["今天只有两节课吗", "schedule_question"],
    ],
  },
  {
    family: "checkin",
    name: "done or skipped, with colloquial verbs and emoji, a block named by chapter or subject",
    priority: 4,
    pattern: /完|好|搞定|ok|打卡|补(?:个|一下|打)?卡|没|忘|翘|逃|鸽|咕|跳|不想|错过|落下|漏|摆烂|空过|做了|学了|看了|去了|[✅✔☑✓√❌✖×✗✘❎]/i,
    extract: readCheckin,
    examples: [
      ["12月3号那节复习补个卡", { family: "checkin", entries: [{ status: "done" }], when: "12月3号" }],
      ["第一章和第二章复习完了，第三章没做", { family: "checkin", entries: [{ block: "第一章", status: "done" }, { block: "第二章", status: "done" }, { block: "第三章", status: "skipped" }] }],
      ["第一章搞定了", { family: "checkin", entries: [{ block: "第一章", status: "done" }] }],
      ["第三章刷完了✅", { family: "checkin", entries: [{ block: "第三章", status: "done" }] }],
      ["打卡：第一章 ✅", { family: "checkin", entries: [{ block: "第一章", status: "done" }] }],
      ["✅ 第二章复习", { family: "checkin", entries: [{ block: "第二章", status: "done" }] }],
      ["命题逻辑那块搞定了", { family: "checkin", entries: [{ block: "命题逻辑", status: "done" }] }],
      ["今天的复习没动", { family: "checkin", entries: [{ status: "skipped" }], when: "今天" }],
      ["没来得及看第四章", { family: "checkin", entries: [{ block: "第四章", status: "skipped" }] }],
      ["太困了没看", { family: "checkin", entries: [{ status: "skipped" }] }],
      ["今天下午的复习鸽了", { family: "checkin", entries: [{ status: "skipped" }], when: "今天下午" }],
      ["昨晚那节翘了", { family: "checkin", entries: [{ status: "skipped" }], when: "昨晚" }],
      ["一节都没看", { family: "checkin", entries: [{ status: "skipped" }] }],
      ["命题逻辑那块没看", { family: "checkin", entries: [{ block: "命题逻辑", status: "skipped" }] }],
      ["第一章复习完了 第二章没时间看", { family: "checkin", entries: [{ block: "第一章", status: "done" }, { block: "第二章", status: "skipped" }] }],
      ["打卡 第二章✅ 第三章❌", { family: "checkin", entries: [{ block: "第二章", status: "done" }, { block: "第三章", status: "skipped" }] }],
      ["数据结构第二章已完成", { family: "checkin", entries: [{ block: "数据结构第二章", status: "done" }] }],
      ["今天下午没有去嗰节", { family: "checkin", entries: [{ status: "skipped" }], when: "今天下午" }],
      ["这周的复习基本都完成了", { family: "checkin", entries: [{ status: "done" }], when: "这周" }],
      ["昨日复习未完成", { family: "checkin", entries: [{ status: "skipped" }], when: "昨天" }],
      ["离散 ❌", { family: "checkin", entries: [{ block: "离散", status: "skipped" }] }],
      ["麻烦帮我记录：周三晚上的复习已完成", { family: "checkin", entries: [{ status: "done" }], when: "周三晚上" }],
      ["之前那节复习没做", { family: "checkin", entries: [{ status: "skipped" }] }],
      ["今天下午的离散复习我做完了然后晚上那节没做", { family: "checkin", entries: [{ block: "离散", status: "done" }, { status: "skipped" }], when: "今天" }],
      ["周一的复习done 周三的没做", { family: "compound", parts: [{ family: "checkin", entries: [{ status: "done" }], when: "周一" }, { family: "checkin", entries: [{ status: "skipped" }], when: "周三" }] }],
      ["前天那节复习没上", { family: "checkin", entries: [{ status: "skipped" }], when: "前天" }],
      // What the planner placed, pointed at ("排的那些", "你帮我排的", "安排的两节"), and a tick of ✓ or √.
      ["前天排的那些我都做了", { family: "checkin", entries: [{ status: "done" }], when: "前天" }],
      ["上午你帮我排的复习都看完了", { family: "checkin", entries: [{ status: "done" }], when: "上午" }],
      ["今日安排的三节复习均已完成", { family: "checkin", entries: [{ status: "done" }], when: "今天" }],
      ["今天的复习 √", { family: "checkin", entries: [{ status: "done" }], when: "今天" }],
      ["周二 1节复习 ✓", { family: "checkin", entries: [{ status: "done" }], when: "周二" }],
      ["离散第四章复习打卡", { family: "checkin", entries: [{ block: "离散第四章", status: "done" }] }],
      ["我周二那节复习其实做了", { family: "checkin", entries: [{ status: "done" }], when: "周二" }],
      ["第2章ok 第3章还没", { family: "checkin", entries: [{ block: "第2章", status: "done" }, { block: "第3章", status: "skipped" }] }],
      ["那节复习直接跳了", { family: "checkin", entries: [{ status: "skipped" }] }],
    ],
    counterexamples: [
      ["后天晚上7点提醒我打卡", "quick_note"],
      ["英语复习学到第几章了", "progress"],
      ["高数作业做完了", "task_edit"],
      ["周报搞定", "task_edit"],
      ["四级真题刷完了", "task_edit"],
      ["策划案搞定了", "task_edit"],
      ["提醒我明天复习第三章", "quick_note"],
      ["记一下周四晚上要跑步打卡", "quick_note"],
      ["我没看懂", "unknown"],
      ["这周要把离散复习完", "quick_note"],
      ["周五前把第三章复习完", "unknown"],
      ["今天复习完第二章再说", "task_edit"],
      ["等我复习完第三章再排第四章", "schedule"],
      ["老师说第三章不考，那块就不复习了", "schedule"],
      ["昨天的课没去，老师点名了", "schedule_question"],
    ],
  },
  {
    family: "checkin",
    name: "check-ins in English",
    priority: 4,
    pattern: /finish|did|done|complet|got through|wrapped|covered|studied|reviewed|skip|miss|didn'?t|did not|haven'?t|have not|never got|bailed|blew off|no time|forgot|half|part|only|managed|[✅❌✗✘❎]/i,
    extract: readEnglishCheckin,
    examples: [
      ["finished chapter 1 and 2, skipped chapter 3", { family: "checkin", entries: [{ block: "第1章", status: "done" }, { block: "第2章", status: "done" }, { block: "第3章", status: "skipped" }] }],
      ["did all my review yesterday", { family: "checkin", entries: [{ status: "done" }], when: "昨天" }],
      ["I skipped this afternoon's session", { family: "checkin", entries: [{ status: "skipped" }], when: "今天下午" }],
      ["only got through half of today's 线代 block", { family: "checkin", entries: [{ block: "线代", status: "partial", periods_done: 1 }], when: "今天" }],
      ["I did chapter 5 but not chapter 6", { family: "checkin", entries: [{ block: "第5章", status: "done" }, { block: "第6章", status: "skipped" }] }],
      ["I was too tired and skipped tonight's review", { family: "checkin", entries: [{ status: "skipped" }], when: "今天晚上" }],
      ["skipped the morning session today", { family: "checkin", entries: [{ status: "skipped" }], when: "今天上午" }],
      ["Chapter 2 ✅ chapter 3 ❌", { family: "checkin", entries: [{ block: "第2章", status: "done" }, { block: "第3章", status: "skipped" }] }],
      ["ch3 skipped, ch4 half done", { family: "checkin", entries: [{ block: "第3章", status: "skipped" }, { block: "第4章", status: "partial", periods_done: 1 }] }],
      ["I only managed one of the two periods", { family: "checkin", entries: [{ status: "partial", periods_done: 1 }] }],
      ["haven't done chapter 6 yet", { family: "checkin", entries: [{ block: "第6章", status: "skipped" }] }],
      ["i skipped everything today lol", { family: "checkin", entries: [{ status: "skipped" }], when: "今天" }],
      ["I missed the whole week of reviews", { family: "checkin", entries: [{ status: "skipped" }], when: "这周" }],
    ],
    counterexamples: [
      ["finished the lab report", "task_edit"],
      ["I finished the algorithms reading", "task_edit"],
      ["done with the lab report", "task_edit"],
    ],
  },
];

/** The rows, lowest priority first. */
export const OUTCOME_RULES: readonly OutcomeRule[] = RULES.sort((a, b) => a.priority - b.priority);

/**
 * Forms these rows read as one: "没有做" as "没做", and Cantonese words the normaliser leaves (嗰节 那节, 点样 怎么样).
 */
function folded(text: string): string {
  return text
    .replace(/没有(?=[做去学复看弄动碰写刷背完打])/g, "没")
    .replace(/嗰(?=[节块次个些])/g, "那")
    .replace(/昨日/g, "昨天")
    .replace(/今日/g, "今天")
    .replace(/点样/g, "怎么样");
}

/**
 * One part of a compound ("第三章复习完了，明天下午有空吗"): a single check-in, progress question or re-plan; a
 * message of several is read whole by detectPlanOutcome.
 */
export function detectPlanOutcomePart(text: string): Intent | undefined {
  const intent = detectPlanOutcome(text);
  if (intent?.family === "compound") return undefined;
  // "未完成 离散相关 列一下": as a part, a check-in names a block, a day or a study word, never just "未完成".
  if (intent?.family === "checkin" && !intent.when && intent.entries.every((entry) => entry.block === undefined) && !STUDY_WORD.test(text)) return undefined;
  return intent;
}

/** The rows in priority order; the first whose pattern matches and whose reader reads the message wins. */
export function detectPlanOutcome(message: string): Intent | undefined {
  const text = folded(message);
  for (const rule of OUTCOME_RULES) {
    if (!rule.pattern.test(text)) continue;
    const intent = rule.extract(text);
    if (intent) return intent;
  }
  return undefined;
}
