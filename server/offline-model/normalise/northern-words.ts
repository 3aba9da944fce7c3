/**
 * Northern Mandarin everyday words (Central Plains / Henan, Shandong, Dongbei, and the Southwestern 啥子 / 莫得 family
 * that shares their verbs), read as the Mandarin the readers key on: 俺 / 恁 for me and you, 夜儿个 / 赶明儿 /
 * 后晌 / 黑价 for the days and their parts, 中不 closing a request, 整 as the all-purpose verb, 冇得去 not having
 * gone, 俩节 two sessions. Rows of normalise.ts's everyday-word table, written in Simplified: reading only, the words
 * saved stay the student's own (inOriginalWords gives a title back as it was typed).
 *
 * Most of these characters also sit inside Mandarin words (整理, 整体, 中午, 中文, 黑板, 明白), so a row is the whole
 * dialect word, or a bare character guarded by what must stand around it.
 */
import type { WordRow } from "./word-row";

/** A day named before 黑了 (明儿黑了, 礼拜三黑了): then 黑了 is the evening, not the sky getting dark (天黑了). */
const NAMED_DAY = /(?:今儿个?|明儿个?|今天|明天|后天|昨天|[礼拜星期周][一二三四五六日天])$/;

/** The end of a clause: 中不 / 中不中 asks only there (考试中不要说话 keeps its 中不). */
const CLAUSE_END = /^(?:[？?~～。！!\s]*$|[，,；;])/;

/** The sessions, chapters and days 俩 counts (咱俩, 他俩 are two people and stay). */
const COUNTED = /^[节章块门天周次遍本篇套份个小]/;

/** Characters that make 整得 / 整错 part of a Mandarin word (调整得, 完整, 修整): then 整 is not the verb "do". */
const MANDARIN_BEFORE_ZHENG = /[调完修规平工齐严]/;

export const NORTHERN_WORDS: readonly WordRow[] = [
  // Me and you: 俺 is only ever "I" (俺们 "we"); 恁 is 你 / 您, but 恁多 / 恁大 / 恁地 / 恁般 are its "so (much)".
  { from: "俺们", to: "我们" },
  { from: "俺", to: "我" },
  { from: "恁们", to: "你们" },
  { from: "恁", to: "你", notAfter: /^[地般么样的大多]/ },
  // The days: 夜儿个 / 夜个 is yesterday, 赶明儿 tomorrow (its 赶 is not "hurry"); 明个儿 / 明儿 / 后儿 the days ahead.
  { from: "夜儿个", to: "昨天" },
  { from: "夜个儿", to: "昨天" },
  { from: "夜个", to: "昨天", notBefore: /[一半整熬过每守]/ },
  { from: "夜儿", to: "昨天", notBefore: /[一半整熬过每守]/, notAfter: /^[里间]/ },
  // Shandong's 夜来 is yesterday (夜来香, 夜来风雨声 are a flower and a poem); 明个 / 今个 the days without their 儿.
  { from: "夜来", to: "昨天", notAfter: /^[香风]/ },
  { from: "明个", to: "明天", notBefore: /[聪说表证发光英透精高开]/ },
  { from: "今个", to: "今天", notAfter: /^[月学礼星]/ },
  { from: "赶明儿个", to: "明天" },
  { from: "赶明儿", to: "明天" },
  { from: "明个儿", to: "明天" },
  { from: "明儿个", to: "明天" },
  { from: "明儿", to: "明天" },
  { from: "后儿个", to: "后天" },
  { from: "后儿", to: "后天" },
  { from: "今儿个", to: "今天" },
  { from: "今儿", to: "今天" },
  { from: "昨儿个", to: "昨天" },
  { from: "昨儿", to: "昨天" },
  // The parts of the day: 头晌 / 前晌 morning, 晌午 (everyday-words.ts) noon, 后晌 / 过晌 afternoon, 黑价 / 黑下 /
  // 后黑 evening, 傍黑 / 擦黑 dusk. 最后 / 然后 before 黑 or 晌 are Mandarin.
  { from: "头午", to: "上午" },
  { from: "清起来", to: "早上" },
  // 下晚儿 / 下黑 are the evening (下晚自习 is the evening study ending, 下黑手 a dirty trick).
  { from: "下晚儿", to: "晚上" },
  { from: "下晚", to: "晚上", notAfter: /^[自课班了]/ },
  { from: "下黑", to: "晚上", notAfter: /^[手]/ },
  { from: "黑地儿", to: "晚上" },
  { from: "头晌", to: "上午" },
  { from: "前晌", to: "上午" },
  { from: "晌午头", to: "中午" },
  { from: "后晌", to: "下午", notBefore: /[最然之以背落]/ },
  // Dongbei's 上晌 / 下晌 are the morning and the afternoon (晌午 after them is noon: 一下晌午 keeps it).
  { from: "上晌", to: "上午", notAfter: /^午/ },
  { from: "下晌", to: "下午", notAfter: /^午/ },
  { from: "过晌", to: "下午", notBefore: /[不难]/ },
  { from: "黑价", to: "晚上" },
  { from: "黑介", to: "晚上" },
  { from: "黑下", to: "晚上", notAfter: /^[来去脸]/ },
  { from: "后黑", to: "晚上", notBefore: /[最然之以背落]/ },
  { from: "黑了", to: "晚上", needsBefore: NAMED_DAY },
  { from: "傍黑儿", to: "傍晚" },
  { from: "傍黑", to: "傍晚" },
  { from: "擦黑", to: "傍晚" },
  // When: 多会儿 / 多咱 ask it (多会儿考试); 这程子 / 这阵儿 are lately.
  { from: "多会儿", to: "什么时候" },
  { from: "多咱", to: "什么时候" },
  { from: "啥前儿", to: "什么时候" },
  { from: "多前儿", to: "什么时候" },
  { from: "这前儿", to: "现在" },
  { from: "这程子", to: "最近" },
  // 寻思 is thinking of doing (俺寻思着明儿去图书馆); 弄啥嘞 / 干啥嘞 "what are you doing"; 木有 not having.
  { from: "寻思着", to: "打算" },
  { from: "寻思", to: "想" },
  { from: "弄啥嘞", to: "干什么呢" },
  { from: "干啥嘞", to: "干什么呢" },
  { from: "木有", to: "没有" },
  { from: "麻溜", to: "赶紧" },
  // Dongbei's 嘎哈 is 干啥 (嘎哈呢 "what are you up to"); before 都 / 也 it is the 啥 of "did nothing" (嘎哈都没干).
  { from: "嘎哈", to: "啥", needsAfter: /^[都也]/ },
  { from: "嘎哈", to: "干啥" },
  // 消停 is quiet, nothing going on: 哪天最消停 asks for the emptiest day (消停点 "calm down" reads harmlessly).
  { from: "消停", to: "闲" },
  // 整利索 / 弄利索 is getting a thing done and out of the way: 报告我整利索了 is finished.
  { from: "整利索", to: "做完" },
  { from: "弄利索", to: "弄完" },
  { from: "搞利索", to: "搞完" },
  // 嘎嘎 is "very" (嘎嘎冷, 冻得嘎嘎的); 嗷 closing a clause is the friendly 哦 of 给我记上嗷 (嗷嗷叫 is a cry).
  { from: "嘎嘎的", to: "很", needsAfter: CLAUSE_END },
  { from: "嘎嘎", to: "超", needsAfter: /^\p{Script=Han}/u },
  { from: "嗷", to: "哦", needsBefore: /\p{Script=Han}$/u, notAfter: /^嗷/, needsAfter: CLAUSE_END },
  // 往后推一天中不, 排到下礼拜去中不中，…: 中不 / 中不中 closing a request asks it politely, as 吧 does (read as 行不行,
  // the readers would take the request for a question about it); 不中 is its "no". 咋样 / 咋 how (咋舌 is Mandarin).
  { from: "中不中", to: "吧", needsBefore: /\p{Script=Han}$/u, needsAfter: CLAUSE_END },
  { from: "中不", to: "吧", needsBefore: /\p{Script=Han}$/u, needsAfter: CLAUSE_END },
  // 中，就这么排: a 中 answering alone, at the start, is 行 (中午, 中文, 中间 have no mark after their 中).
  { from: "中", to: "行", needsBefore: /^\s*$/, needsAfter: /^(?:[，,。！!~～\s]|$)/ },
  { from: "不中", to: "不行", notBefore: /[打猜射命说考看选]/, notAfter: /^[^，,。！!？?\s]/ },
  { from: "咋样", to: "怎么样" },
  { from: "咋整", to: "怎么办" },
  { from: "咋个", to: "怎么" },
  { from: "咋", to: "怎么", notAfter: /^[舌呼]/ },
  { from: "啥子", to: "什么" },
  // Not having, not needing: 冇得 (the bare 冇 is everyday-words.ts's 没有), 莫得 / 莫有, 甭 don't.
  // 冇得 before going or doing is "did not" (冇得去); 冇得时间, 冇得事 keep the bare 冇's 没有.
  { from: "冇得整", to: "没做" },
  { from: "冇得", to: "没", needsAfter: /^[去做写交复看读背学上来]/ },
  { from: "莫得", to: "没有" },
  { from: "莫有", to: "没有" },
  // 一天甭超过两节: before a bound 甭 is "don't" (别), which the readers take as a daily cap; elsewhere 不用.
  { from: "甭", to: "别", needsAfter: /^(?:超过|超|多于|少于)/ },
  { from: "甭", to: "不用" },
  // 整 is the all-purpose verb: 整完 / 整好 done, 整得咋样 how it went, 整错 got wrong, 整一整 sort it out; 整个任务：
  // makes a to-do (整个学期, 整个任务都… keep 整个 as "the whole"), 整了两节 did two sessions.
  { from: "整得", to: "做得", notBefore: MANDARIN_BEFORE_ZHENG },
  { from: "整错", to: "弄错", notBefore: MANDARIN_BEFORE_ZHENG },
  // 俺想整个复习计划: 整个 after a wish or a request, before the plan it names, makes one (整个计划都乱了 is the whole).
  // "…，在三教210，给记上": 给 with its 我 unsaid, asking the note kept, as 帮我记上 does (给我记上 keeps its 我).
  { from: "给记上", to: "帮我记上", needsBefore: /(?:^|[，,。！!\s])$/ },
  { from: "给记下", to: "帮我记下", needsBefore: /(?:^|[，,。！!\s])$/ },
  { from: "整个", to: "建个", needsBefore: /(?:想|要|帮我|给我|帮俺|给俺|再|先|来|得)$/, needsAfter: /^[^，,。！!？?]{0,8}计划/ },
  { from: "整一个", to: "建一个", needsBefore: /(?:想|要|帮我|给我|帮俺|给俺|再|先|来|得)$/, needsAfter: /^[^，,。！!？?]{0,8}计划/ },
  // 整个新任务： is the same with 新 ("a new one"); an English colon is read as "：" before this (chinese-marks.ts).
  { from: "整个新任务：", to: "建个新任务：" },
  { from: "整个任务：", to: "建个任务：" },
  { from: "整个待办", to: "建个待办" },
  // 重新整一整: doing it over is planning it again (重新整整 below; 整整三遍 keeps its "a whole").
  { from: "整一整", to: "排一排", needsBefore: /重新$/ },
  // 礼拜六别整 / 周六就别整: after a day, 别整 is 别排 (the day kept free of the plan); 别整了 alone is "stop it".
  { from: "别整", to: "别排", needsBefore: /(?:[一二三四五六日天]|周末|那天|这天)(?:就|都|也|可)?$/ },
  { from: "没整", to: "没做", notAfter: /^[理齐体个合顿改治]/ },
  { from: "整了", to: "做了", notBefore: /[调完修规平工齐理]/, notAfter: /^[理齐]/ },
  // 重新整整 / 重新整一下: planned again, as 重新排 is.
  { from: "重新整整", to: "重新排" },
  { from: "重新整一下", to: "重新排一下" },
  // Counting and feeling: 俩节 / 仨节 are two and three sessions, 得劲 comfortable (老得劲了 very), 忒 too.
  { from: "俩", to: "两", notBefore: /[咱他她你我们仨]/, needsAfter: COUNTED },
  { from: "俩礼拜", to: "两周" },
  { from: "俩星期", to: "两周" },
  { from: "仨礼拜", to: "三周" },
  { from: "仨", to: "三", notBefore: /[咱他她你我们俩]/, needsAfter: COUNTED },
  { from: "老得劲", to: "很舒服" },
  { from: "得劲", to: "舒服" },
  { from: "忒", to: "太" },
  // Looking: 瞅 is only ever "look" (瞅一眼, 帮我瞅瞅); 一哈 the Southwestern 一下.
  { from: "瞅一眼", to: "看一下" },
  { from: "瞅瞅", to: "看看" },
  { from: "瞅", to: "看" },
  // Putting: 搁 is 放 (搁那儿, 搁周五晚上, 搁着); 耽搁 delays and 搁置 / 搁浅 shelve, which are Mandarin words of their own.
  { from: "搁", to: "放", notBefore: /耽/, notAfter: /^[置浅笔]/ },
  { from: "一哈", to: "一下" },
  { from: "估摸着", to: "大概" },
  { from: "估摸", to: "大概" },
  { from: "搞快点", to: "快点" },
];
