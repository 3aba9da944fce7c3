/**
 * Check-ins said in a sentence (issue 23 #2; issue 27): "第一章和第二章复习完了，第三章没做", "今天上午的线代复习只做了一半",
 * "命题逻辑那块鸽了", "打卡：第一章 ✅", and a study block marked by hand ("把第三章复习标成没做").
 *
 * Study block or to-do: a sentence is a check-in only when it names a study block (第N章, 那节, 那块, 复习, 学习块,
 * 打卡, an amount of 节) or names nothing and says a block was skipped or half done ("太困了没看", "做了一半"); a
 * to-do word (作业, 报告, 周报, 论文, 交) leaves it to the to-do readers, so "高数作业做完了" stays complete_task.
 */
import { englishCheckin } from "./checkin-english";
import { clauseStatus, COUNTED_BLOCKS, DONE_CUE, N, SPAN, STUDY_WORD, WHEN } from "./checkin-cues";
import { forgottenCheckinTold } from "./forgotten-checkins";
import type { CheckinEntry, CheckinStatus } from "./checkin-types";
import type { Intent } from "./intent-types";

/** To-dos and what is done to them: "高数作业做完了", "周报搞定", "报告交了". */
const TASK_WORD = /作业|报告|周报|论文|待办|任务|事项|交(?:了|上|掉|完)|提交|快递|班费|邮件|策划|推文/;
const NOT_A_CHECKIN =
  /^(?:提醒|记(?:一下|下)|别忘|帮我记|创建|新建|添加|建|制定|做一个|把|帮我|将|请|麻烦)|提醒我|第几|到哪|[?？吗]$|是不是|有没有|多少|哪些|哪几|哪天|哪次|哪节|几次|几个|怎么|咋|啥|什么|各(?:一|两|\d)节|每(?:章|样|项|个|门|天)|排一下|排(?:到|进|在|上)|安排(?!的)|重新|补(?:上(?!了)|排|回(?!来?了)|一下)|挪|移到|放到|推到|改到|删掉|删除|删了|(?:^|\s)删$|不要了|不需要了/;
/**
 * A check-in is about blocks that have begun: "明天没时间复习了" plans, it does not report; nor does a block to be
 * done soon ("尽快学完", "赶紧看完", "越早弄完越好") or one nearly done ("快写完了").
 */
// "今晚把第二章做了", "周末把落下的两节做了": 把…做了 after a time still ahead is what to do then, not a report
// ("今天下午在自习室把第四章都做完了" is one).
const NOTHING_AT_ALL = /(?:啥|什么)(?:都|也)(?:干|做|学|看|弄)?不(?:了|成|进去)/g;
const FUTURE =
  /^(?:今晚|今天(?:晚上|下午)|(?:这个?)?周末|待会儿?|等会儿?)(?:就)?把[^，,。都]{1,20}(?:做|学|复习|看|刷)(?:了|掉)(?:吧|呗)?$|尽快|尽早|赶紧|越(?:早|快)[^，,。]{0,6}越好|快(?:要)?(?:[做写学看背刷弄]|复习)完|明天|明晚|明早|后天|下周|下个|下一?节|待会|一会儿?|等下|等会|晚点|(?<!本来|原本|原来|本)(?:打算|准备|想要?)|要去|要把|[之以]?前(?:把|要|得)|以后|之后|等我|再说|得把|需要|应该|必须|争取|尽量|不考|不(?:用|必|需要)?(?:再)?复习了|就不|(?<![那这])几节|要几/;

/**
 * "明天体育课后面那个复习我已经做完了", "明天…那块复习做完了，挺顺的", "…那块复习我还没开始": a block of a day ahead
 * told done, or not begun, is a report all the same (record_checkin answers that it has not begun). Told done with
 * what comes next ("做完了就去玩", "做完了再说") it is a plan.
 */
const DONE_AHEAD =
  /^(?:明天|后天)(?:早上|上午|下午|晚上)?[^，,。]{0,10}(?:那个|那节|那块|的)复习[^，,。]{0,3}(?:(?:已经|提前)?[^，,。]{0,4}(?:做|学|复习|看|刷|弄|搞)(?:完|好)了(?=$|[，,。！!~\s]+(?!就|再|才|然后|之后|以后|我就))|还没(?:开始|动|碰)(?:呢)?(?=$|[，,。！!~\s]))/;

/**
 * "两块做完了一块没动", "一块完成一块只做了一半": the day's blocks told in counted shares name none apart, so these
 * clauses are no check-in of their own; counted-shares.ts reads them whole, an unnamed entry per block, and the tool
 * asks which was which.
 */
// "三块做了两块，最后那块没来得及": a count as the object done (做了两块) is one share, the rest named by 最后那块.
const COUNTED_SHARES = new RegExp(
  `(?<![那这第])(?:一|两|俩|几|${N})块(?![钱元])[^，,；;。]{0,10}?(?<![那这第]|(?:做|学|看|复习|弄|刷)了?)(?:一|两|俩|几|${N})块(?![钱元])(?=[^，,；;。]{0,4}(?:没|一半|完|做|学|看|鸽|动|搞定))`,
);

const EXERCISE = /跑|健身|运动|早操|体育|游泳|[篮足排羽网乒]球|锻炼|瑜伽|gym/i;

/** "帮我打卡：", "记录一下打卡：" before a check-in. */
const CHECKIN_LEAD =
  /^(?:(?:麻烦|请)?(?:帮我|给我)?(?:打(?:个)?卡|记录(?:一下)?(?:打卡)?|记(?:一下)?打卡)|(?:我)?(?:想|要)?(?:反馈|汇报|报告|说|跟你说|告诉你)(?:一下)?)[：:，,\s]*/;

/**
 * Why a block was not done ("太困了", "睡过头了"), the way there too ("路上堵车", "地铁停运", "下大雨"): not its name.
 */
const REASON =
  /(?:太|有点|好|超)(?:困|累|忙)了?|睡过头了?|临时有事|有事|忙忘了|来不及|(?:在)?路上|(?:堵车|塞车|(?:地铁|公交|火车|高铁|班车|车)?(?:晚点|停运|故障|坏了|没来|误点)|下(?:大|暴)?(?:雨|雪)|起晚)了?/g;

/** Where an art, music or dance student practises ("画室那两节速写"): the place, not the block's name. */
const PRACTICE_ROOM = /(?:在)?(?:画室|琴房|舞蹈房|练功房|排练厅|排练室|机房|自习室|图书馆)(?:里|的)?/;

/** Words around a block's name that are not part of it ("那几天排的复习": the days pointed at name none). */
const NAME_NOISE = new RegExp(
  `${WHEN.source}|${SPAN.source}|(?:你)?(?:帮我|给我)?(?:安)?排的|(?:还)?(?:待|没|未)打卡的|打卡[：:]?|的复习|复习|学习块|学习|计划的?|[那这](?:一|两|几|${N})?(?:节课?|天|周)(?:里|中|当中|里面|里头)?|(?:一|两|${N})节|(?<![前后])(?:两|几|${N})天|学习块|那块|这块|第${N}块|(?<![钱元])(?:两|几|${N})块(?=都|全|也|$)|${COUNTED_BLOCKS}|一个(?=都|也)|那部分|这部分|的内容|部分|全部|全都|所有|基本上?|差不多|(?:就)?这么|(?:就)?这样|直接|本来|一整天|整天|根本|压根|实在|真的|完全|一直|其实|确实|按时|准时|按计划|如期|(?:一直)?拖(?:到|了)|才$|[那这]个|之前|先前|前面|[那这一]次|已经?|刚刚?|终于|总算|[\\s\\p{P}\\p{S}]|课$|${PRACTICE_ROOM.source}`,
  "gu",
);

/**
 * One-character particles and pronouns, taken off a name's edges only: inside it, or leading it, they are part of the
 * name (哈希表, 图的遍历, 全排列, 还原反应), and a block is found by the words of its name. Only 的 (left by a when:
 * 昨晚的…), 我 and 又 lead a name as noise.
 */
const EDGE_PARTICLES = /^[的我又]+|[全均又哎唉嗯都也还我的了啊呀啦哈吧嘛呢]+$/gu;

function nameOf(words: string): string {
  const name = words
    .replace(/^\s*我?(?:又|也|还|都)?(?:把|将)/, "")
    .replace(REASON, "")
    .replace(NAME_NOISE, "")
    // "上周末把第二章做完了": the 把 after a day, once the day is taken off, leads no name either.
    .replace(/^我?(?:把|将)/, "")
    .replace(EDGE_PARTICLES, "")
    .replace(/[那这](?:些|个|几个)?$/, "")
    .trim();
  // "那两节只做了一节", "离散那两节": a pointer is no part of the name.
  return name;
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
const WEEK_ORDER = "一二三四五六日天";

/** "上周六的做了、周日的没做": a bare weekday later in the week than one of last week's is last week's too (上周日). */
function lastWeekDay(said: string, day: string | undefined): string | undefined {
  const earlier = day === undefined ? null : /^上(?:周|星期|礼拜)([一二三四五六日天])/.exec(day);
  const bare = /^(?:周|星期|礼拜)([一二三四五六日天])/.exec(said);
  return earlier && bare && WEEK_ORDER.indexOf(bare[1]) > WEEK_ORDER.indexOf(earlier[1]) ? `上${said}` : undefined;
}

function laterWhen(said: string, before: string | undefined): string {
  const day = before === undefined ? undefined : dayOf(before);
  const lastWeek = lastWeekDay(said, day);
  if (lastWeek) return lastWeek;
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
  // "做完了昨天的，两节都": the day said right after the cue, as its object, is the day of what was done.
  if (trailing && rest.trimStart().startsWith(trailing)) for (const item of entries) item.when ??= trailing;
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
  // "今天上午做完了，下午没做": unnamed entries of different outcomes are told apart by their parts of the day only, so
  // each part keeps its own check-in (one for the whole day would be asked which block was which).
  const apartByPart = new Set(dated.filter((item) => item.entry.block === undefined).map((item) => item.entry.status)).size > 1;
  if (days.length === 1 && days[0] !== undefined && !apartByPart) return one(dated.map((item) => item.entry), days[0]);
  const groups: { when?: string; entries: CheckinEntry[] }[] = [];
  for (const item of dated) {
    const last = groups.at(-1);
    if (last && last.when === item.when) last.entries.push(item.entry);
    else groups.push({ when: item.when, entries: [item.entry] });
  }
  return { family: "compound", parts: groups.map((group) => one(group.entries, group.when)) };
}

/**
 * "没起来，早上那节没去": a bare clause (no block, no day) said before a block of the same outcome is why, not a block
 * of its own.
 */
function withoutReasonClauses(dated: readonly DatedEntry[]): DatedEntry[] {
  const pointed = (item: DatedEntry) => item.when !== undefined || item.entry.block !== undefined;
  return dated.filter((item, index) => pointed(item) || !dated.slice(index + 1).some((later) => pointed(later) && later.entry.status === item.entry.status));
}

/** "第一章和第二章复习完了，第三章没做" → entries by block; "昨天的复习都做了" → one entry for every block of the day. */
export function readCheckin(message: string): Intent | undefined {
  // "打卡 第二章✅ 第三章❌": each mark ends a check-in.
  // English is read by checkin-english.ts.
  if (!/\p{Script=Han}/u.test(message)) return undefined;
  // "✅✅": a mark said over and over is said once, louder.
  const text = forgottenCheckinTold(message.trim().replace(CHECKIN_LEAD, ""), (told) => DONE_CUE.test(told))
    .replace(/([✅✔☑❌✖×✗✘❎])(?:\uFE0F?\s*\1)+/gu, "$1")
    .replace(/(?<!^\s*)([✅✔☑❌✖×✗✘❎]\uFE0F?)\s*/gu, "$1，")
    // "一节做了，一节没做": the two halves of one answer stay one clause.
    .replace(/(一节[^，,；;。]{1,5})[，,]\s*(?=(?:另(?:外)?)?一节)/gu, "$1");
  // "我摸黑啥也干不了": 啥 / 什么 with 也 or 都 and a verb that could not be done says nothing was, asks nothing.
  if (NOT_A_CHECKIN.test(text.replace(NOTHING_AT_ALL, "")) || (FUTURE.test(text) && !DONE_AHEAD.test(text)) || TASK_WORD.test(text) || COUNTED_SHARES.test(text)) return undefined;
  // "晨跑打卡✅", "去健身房打卡了": 打卡 at the gym is no study block; "昨天的课没去" is a class, not a study block.
  if (EXERCISE.test(text) && !/第.{1,3}[章节讲]|复习|学习/.test(text)) return undefined;
  if (/(?<![那这一两\d]节)课/.test(text) && !/第.{1,3}[章节讲]|复习|学习|打卡/.test(text)) return undefined;
  const dated: DatedEntry[] = [];
  let when: string | undefined;
  // "第一块做完了第二块没做": a block counted by 块 right after a finished clause starts the next one, no comma said.
  for (const clause of text.split(/[，,；;。！!]|但是?|不过|可是|然后|(?<=[了啦完]|没[做动学看碰])(?=第[一二两三四五六七八九十\d]块)/).map((part) => part.trim()).filter(Boolean)) {
    // "本来想把第三章复习完，结果…": what was meant to be done says nothing of what was; only its day carries on.
    if (MEANT_TO.test(clause)) {
      when = whenIn(clause) ?? when;
      continue;
    }
    const read = clauseEntries(clause, when);
    dated.push(...read.entries);
    when = read.when;
  }
  dated.splice(0, dated.length, ...withoutReasonClauses(dated));
  if (dated.length === 0) return undefined;
  // Named nothing at all ("太困了没看", "做了一半"): a check-in when it says a block was skipped or half done, or
  // names the day ("今天的都搞定了"); "搞定了" alone may be a to-do.
  const bare = dated.every((item) => item.entry.block === undefined && !item.otherObject);
  const anyWhen = dated.some((item) => item.when !== undefined);
  // "离散 ❌": a mark that says skipped is no to-do's.
  const marked = /[❌✖✗✘❎]/u.test(message) && dated.every((item) => item.entry.status !== "done");
  if (!STUDY_WORD.test(message) && !POINTED_BLOCK.test(message) && !PLANNED_ON_DAY.test(message) && !marked && !(bare && (anyWhen || dated.every((item) => item.entry.status !== "done")))) return undefined;
  // "…对，上周末做完的": 是…的 dates something done that another clause names; said bare, it checks in no block.
  if (bare && !STUDY_WORD.test(message) && DATES_WHAT_WAS_DONE.test(text)) return undefined;
  return checkinsByDay(dated);
}

/**
 * "昨天晚上那个离散的我没学": a time, then the block pointed at by its subject (那个X的) — a block of that time, though no
 * study word names it.
 */
// "昨天那个聚会的我没去": what was gone to, not studied, is no block.
// "那个集合论的我看了一半": opening the message, 那个X的 points at a block just as well (a film or a show watched is
// no block).
const POINTED_BLOCK = /(?:(?:昨|今|前天|周|星期|礼拜|早上|上午|下午|晚上)[^，,。]{0,4}|^[嗯呃额]*[，,\s]*(?:就是)?)那个\s*(?!\p{Script=Han}{0,6}?(?:电影|剧|小说|综艺|游戏|视频|番)的)\p{Script=Han}{1,8}的[^，,。]{0,4}?(?:没(?:有)?|未)?(?:学|做|看|复习|刷|背)/u;

/** "昨天排的图论看到一半": what was planned on a day past is that day's block, though no study word names it. */
const PLANNED_ON_DAY = /^(?:[昨前]天|[昨]晚|上?(?:周|星期|礼拜)[一二三四五六日天])(?:早上|上午|下午|晚上)?(?:安)?排(?:的|了)(?!课)/;

/** "本来想", "原本打算": an intention the story goes on to say came to nothing. */
const MEANT_TO = /(?:本来|原本|原来|本)(?:是)?(?:想|打算|准备|计划)/;

/** "上周末做完的", "昨天就弄好的": when something was done, said with 的 after the verb. */
const DATES_WHAT_WAS_DONE = /(?:做|弄|写|搞|刷|看|学)(?:完|好)的[。！!~～\s]*$/;

const MARKED_ZH =
  /^(?:帮我|麻烦|请)?(?:把|将)?(.+?)(?:标记|标|记|设|改)(?:为|成)?了?(已完成|完成|做完了?|没做|未完成|没完成|跳过|做了一半|一半|一部分)/;
const MARKED_EN = /^(?:please |can you |could you )?mark (.+?) as (done|complete(?:d)?|finished|skipped|missed|not done|half done|partial(?:ly done)?)\b/i;
const STUDY_BLOCK = /第.{1,3}[章节讲]|复习|学习块|那节|这节|chapter|\bch\.?\s*\d|review|session|block/i;

/** "把第三章复习标成没做", "帮我把今天的复习标记为完成", "mark chapter 4 review as done": a study block marked by hand. */
export function readMarked(message: string): Intent | undefined {
  const zh = MARKED_ZH.exec(message);
  const en = zh ? null : MARKED_EN.exec(message);
  const match = zh ?? en;
  if (!match || !STUDY_BLOCK.test(match[1]) || TASK_WORD.test(match[1]) || /\b(?:report|homework|assignment|essay|task)s?\b/i.test(match[1])) return undefined;
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

export function readEnglishCheckin(text: string): Intent | undefined {
  const read = englishCheckin(text);
  return read ? { family: "checkin", ...read } : undefined;
}
