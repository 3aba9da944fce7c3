/**
 * Cantonese verb endings and verb phrases (Hong Kong, Guangdong), read as the Mandarin the readers key on: 做晒 (all
 * done), 改埋 (change it too), 唔好排住 (don't schedule it for now), 排落下个礼拜 (put into next week), 摆上去 (put it
 * on the plan), 老师话 (the teacher says), 迟一日 (a day late), 多过两节 (more than two sessions), 唔想讲嘢 (don't
 * want to talk). Rows of normalise.ts's everyday-word table, written in Simplified (the table is read after the
 * Traditional → Simplified step), so the words saved stay the student's own.
 *
 * Each ending is read only after the verbs it closes: 晒 alone is "to dry in the sun" (晒太阳, 晒被子), 埋 "to bury",
 * 落 "to fall" (落雨, 落后), 话 "words" (电话, 话题), so a bare ending is never a row.
 */
import { CANTONESE_PARTICLES } from "./cantonese-particles";
import type { WordRow } from "./word-row";

/** Verbs a student does study with or to a to-do; 晒 and 埋 after one of them are an ending, not a verb. */
const DOING_VERBS: readonly (readonly [string, string])[] = [
  ["做", "做"],
  ["写", "写"],
  ["温", "复习"],
  ["睇", "看"],
  ["读", "读"],
  ["背", "背"],
  ["交", "交"],
  ["搞", "做"],
  ["整", "做"],
  ["刷", "刷"],
];

/** Verbs that change the plan or a to-do: 改埋 "change it too", 删埋, 排埋. */
const CHANGING_VERBS: readonly (readonly [string, string])[] = [
  ["改", "改一下"],
  ["删", "删掉"],
  ["排", "排一下"],
  ["记", "记一下"],
  ["加", "加上"],
  ["移", "挪一下"],
  ["调", "调一下"],
];

/** 做晒喇 / 做晒咗 already end in their own 了; a bare 做晒 is given one, as 全部做完了 says. */
const ENDS_IN_ITS_OWN_LE = /^[了喇啦咗]/;

/** 晒 "all of it" after a doing verb: 做晒 → 做完了 (晒太阳, 晒被子 keep their 晒: no verb before them). */
const ALL_DONE: readonly WordRow[] = DOING_VERBS.flatMap(([verb, mandarin]) => [
  // 未做晒: not all done yet takes no 了.
  { from: `${verb}晒`, to: `${mandarin}完了`, notAfter: ENDS_IN_ITS_OWN_LE, needsBefore: /(?<![未没冇])$/ },
  { from: `${verb}晒`, to: `${mandarin}完` },
]);

/** 埋 "as well / the rest of it" after a verb: 改埋 → 改一下, 做埋 → 做完 (埋头, 埋怨, 掩埋 have no verb before 埋). */
const AS_WELL: readonly WordRow[] = [
  ...CHANGING_VERBS.map(([verb, mandarin]) => ({ from: `${verb}埋`, to: mandarin })),
  ...DOING_VERBS.map(([verb, mandarin]) => ({ from: `${verb}埋`, to: `${mandarin}完` })),
];

/**
 * 唔好X住 "don't X for now": 唔好排住 → 先不要排. 住 is the Cantonese "for the time being", never a place to live here:
 * it only follows a verb the planner acts on, after 唔好 / 咪 / 不要.
 */
const FOR_NOW_VERBS: readonly (readonly [string, string])[] = [
  ["排", "排"],
  ["放", "放"],
  ["摆", "放"],
  ["删", "删"],
  ["改", "改"],
  ["交", "交"],
  ["郁", "动"],
];
const NOT_FOR_NOW: readonly WordRow[] = FOR_NOW_VERBS.flatMap(([verb, mandarin]) =>
  // 唔排住 alone says it too: "聽日嗰節第一章唔排住啦".
  ["唔好", "咪", "不要", "唔"].map((not) => ({ from: `${not}${verb}住`, to: `先不要${mandarin}` })),
);

/**
 * 落 and 去 after a verb of putting say where to: 排落下个礼拜 → 排到下周, 改去礼拜五 → 改到星期五. 落 stays in 落后 /
 * 落下 (fall behind) and 去 in 过去 / 出去: no putting verb before them.
 */
const PUTTING_VERBS: readonly (readonly [string, string])[] = [
  ["排", "排"],
  ["放", "放"],
  ["摆", "放"],
  ["改", "改"],
  ["调", "调"],
  ["移", "挪"],
  ["郁", "挪"],
];
const PUT_INTO: readonly WordRow[] = PUTTING_VERBS.flatMap(([verb, mandarin]) => [
  // 排落下个礼拜 puts into next week; 落下 / 落后 alone are falling behind.
  { from: `${verb}落`, to: `${mandarin}到`, needsAfter: /^(?!后(?!日)|来|去|下(?![个周星礼午昼一二三四五六日天]))/ },
  // 改去礼拜五: 去 before the day or time it goes to; 改去掉 / 调去哪 keep theirs.
  { from: `${verb}去`, to: `${mandarin}到`, notAfter: /^[掉哪边那这了吧啦年\s\p{P}]|^$/u },
]);

/** 摆 is "put" in Cantonese (摆上去, 摆喺礼拜六); 摆脱 / 摆烂 / 摆摊 are Mandarin words of their own. */
const PUT: readonly WordRow[] = [
  { from: "摆上去", to: "排上去" },
  { from: "摆上", to: "排上", notAfter: /^[台桌]/ },
  { from: "摆喺", to: "放在" },
  { from: "摆入", to: "放进" },
];

/** Who says: 老师话 is 老师说 (电话, 话题, 普通话 keep their 话: no person says them). */
const SAYERS = /(?:老师|教授|助教|导师|辅导员|班长|同学|室友|朋友|学长|学姐|师兄|师姐|阿妈|妈妈|爸爸|他|她|佢|我|你|大家|学校|系里|通知|lecturer|tutor|professor|prof|TA|sir|miss)$/i;

/** Verbs a Cantonese relative clause ends in before 嗰个 / 嗰啲 with no 的: 确认嗰个 is 确认的那个. */
const CLAUSE_VERB = /(?:确认|排|记|加|改|删|做|交|写|拣|选|温|睇|读|背|学|完成|冇做|冇温|冇睇|冇交|冇去|冇读)$/;

/** 返 "back" after a verb: 补返 → 补回来, 变返 → 变回 (返学, 返工, 返屋企 are going somewhere, their own rows). */
const BACK: readonly WordRow[] = [
  { from: "补返", to: "补回来" },
  { from: "变返", to: "变回" },
  { from: "改返", to: "改回" },
  { from: "排返", to: "排回" },
  { from: "拎返", to: "拿回" },
  { from: "攞返", to: "拿回" },
];

/** 冇 before a verb of studying is "did not" (冇做嗰啲, 冇温): 没, not everyday-words.ts's 没有 of having none. */
// (冇去, 冇上 read as 没有去 / 没有上 already, which the readers take as well.)
const NOT_DONE: readonly WordRow[] = ["做", "温", "睇", "交", "读", "背", "写", "学", "排"].map((verb) => ({
  from: `冇${verb}`,
  to: `没${verb === "温" ? "复习" : verb === "睇" ? "看" : verb}`,
}));

export const CANTONESE_VERBS: readonly WordRow[] = [
  // 好 / 由 / 先 / 度 / 未 / 堂 and the other grammar words between the verbs: cantonese-particles.ts.
  ...CANTONESE_PARTICLES,
  ...BACK,
  ...NOT_DONE,
  { from: "嗰个", to: "的那个", needsBefore: CLAUSE_VERB },
  { from: "嗰啲", to: "的那些", needsBefore: CLAUSE_VERB },
  // 变返之前咁: the way it was.
  { from: "之前咁", to: "之前那样" },
  { from: "原来咁", to: "原来那样" },
  { from: "咁样", to: "这样" },
  // 唔好畀我唔记得: don't let me forget.
  { from: "唔好畀我", to: "别让我" },
  { from: "咪畀我", to: "别让我" },
  // 提早半个钟提我, 到时提我, 记得提我: 提我 is "remind me" after a lead time, a clock or 记得 (别提我 "don't mention
  // me" has none of them before it).
  { from: "提我", to: "提醒我", needsBefore: /(?:提早|提前|早|钟|小时|分钟|点|时|时候|记得|[天日晚])\s*$/ },
  // "提我听日下昼三点交表": opening the message, before the day or clock it is for, 提我 is "remind me" too.
  { from: "提我", to: "提醒我", needsBefore: /^\s*$/, needsAfter: /^\s*(?:听日|听朝|今|明|后|大后|下|星期|礼拜|周|\d|[一二三四五六七八九十两]+点)/ },
  // 改咗去12月15号, 调咗去下礼拜: 咗去 after a verb of changing a time is "moved to" (去 alone stays: 改咗, 去图书馆).
  { from: "咗去", to: "到", needsBefore: /(?:改|调|移|推|挪|延)$/ },
  // 仲有几耐: how long still.
  { from: "几耐", to: "多久" },
  { from: "过咗期", to: "过期了" },
  // 重新排过: 过 after a verb of planning is "again", which 重新 already says.
  { from: "重新排过", to: "重新排" },
  { from: "排过一次", to: "重新排一次" },
  ...ALL_DONE,
  ...AS_WELL,
  ...NOT_FOR_NOW,
  ...PUT_INTO,
  ...PUT,
  { from: "话", to: "说", needsBefore: SAYERS, notAfter: /^[题费筒剧语说]/ },
  // 仲有几多日, 迟一日交, 早两日: 日 counted is a day (一日三餐 is not said to a planner; 十一日 / 月一日 are dates).
  { from: "几多日", to: "多少天" },
  { from: "多少日", to: "多少天" },
  ...["一", "两", "二", "三", "四", "五", "半"].map((count) => ({
    from: `${count}日`,
    to: `${count}天`,
    notBefore: /[月十廿初\d]/,
    needsBefore: /(?:迟|晚|早|提前|推迟|延迟|延|推|多|再|还有|仲有|剩|要|得|用|花|过)$/,
  })),
  { from: "每日", to: "每天" },
  // 唔好多过两节, 每日唔好少过一节: a bound said as a comparison.
  { from: "多过", to: "超过", needsAfter: /^\s*[0-9一二两三四五六七八九十半]/ },
  { from: "少过", to: "少于", needsAfter: /^\s*[0-9一二两三四五六七八九十半]/ },
  // 跟住考试日子, 跟住每科: "following" what a plan is measured by; 跟住 before anything else is "then".
  { from: "跟住", to: "跟着", needsAfter: /^(?:考|每|各)/ },
  // 温习 is 复习 (and what the readers key on); 温书 is everyday-words.ts's.
  { from: "温习", to: "复习" },
  // 讲嘢 is "talk": 唔想讲嘢 → 不想说话 (before everyday-words.ts's bare 嘢 → 东西).
  { from: "讲嘢", to: "说话" },
  // 返实习, 返工, 返兼职: going to work; 放工 is knocking off.
  { from: "返工", to: "上班" },
  { from: "放工", to: "下班" },
  { from: "返实习", to: "去实习" },
  { from: "返兼职", to: "去兼职" },
  { from: "返公司", to: "去公司" },
  // 得唔得 asks "is that OK" (得唔得闲 is everyday-words.ts's longer row: free or not).
  { from: "得唔得", to: "行不行" },
  // 揿错咗完成, 揿咗完成: 揿 (撳) is pressing a button; only its slip and its press of a mark are rows, never 揿 alone.
  { from: "揿错", to: "按错" },
  { from: "揿了", to: "按了", needsAfter: /^(?:已)?完成/ },
  // 思政堂入面, 英文堂: 堂 after a course is its class.
  { from: "堂入面", to: "课里面" },
];
