/**
 * Southwestern Mandarin (西南官话: Sichuan, Chongqing, Guizhou, Yunnan) everyday words, read as the Mandarin the
 * readers key on: 好久 / 好多 asking how long and how many, 莫 for 别, 耍 for 玩, 要得 for 好的, 搞 as the all-purpose
 * verb, 晓得 knowing, 巴适 feeling good, 啷个 / 咋子 how, and the particles 噻 / 哈 closing a clause. Rows of
 * everyday-words.ts's table, written in Simplified: reading only, the words saved stay the student's own. (啥子, 咋个,
 * 莫得, 一哈 and 搞快点, shared with the Northern table's verbs, sit in northern-words.ts.)
 *
 * Every one of these is also Mandarin somewhere (好久不见, 好多作业, 莫名其妙, 玩耍, 要得到, 搞笑), so a row is the
 * dialect word guarded by what must stand around it: a question's end or its 到底, a verb it forbids, a clause's end.
 */
import type { WordRow } from "./word-row";

/** A question closing the clause: its particle or mark (好久考哦, 还有好久嘛, 好多节？). */
const ASKED_END = /^[^，,。！!；;]*(?:[？?]|[哦喃嘛呀啊][？?~～。!！\s]*$)/;

/** The end of a clause, with or without a particle: where 要得 answers and 噻 / 哈 close. */
const CLAUSE_END = /^(?:[，,。！!~～；;\s]|$)/;

/** What 好久 asks the time of: the exam, the deadline, the break (好久考, 好久交, 好久放假). */
const TIMED_DEED = /^(?:才|能|会|要|就|开始)?(?:考|交|截止|放假|开学|上课|开课|出分|出成绩|结课|结束|到)/;

/** What 莫 forbids in a request: 莫排, 莫给我排, 莫急, 莫忘了, 莫要 (莫名, 莫非, 莫斯科, 约莫, 莫过于 keep their 莫). */
const FORBIDDEN_DEED = /^(?:给我|帮我|再|又)?(?:排|放|安排|要|急|慌|忘|管|搞|整|删|动|改|弄|去|来|记|提醒|叫|喊|挪|占|塞|加|熬|拖|碰)/;

export const SOUTHWESTERN_WORDS: readonly WordRow[] = [
  // How long: 离散好久考, 还有好久放假 ask when; 好久不见, 学了好久, 等了好久 stay "a long time".
  { from: "好久", to: "多久", notBefore: /[了得等过]/, needsAfter: TIMED_DEED },
  { from: "好久", to: "多久", needsBefore: /(?:还有|还要|还剩|隔|离)$/, needsAfter: ASKED_END },
  // How many: 到底学了好多节, 一共好多节, 好多节？ ask the count; 好多作业, 今天作业好多 stay "many".
  { from: "好多", to: "多少", needsBefore: /(?:到底|究竟)[^，,。！!；;]*$/, notAfter: /^了/ },
  { from: "好多", to: "多少", needsBefore: /(?:一共|总共|总共有|还剩|剩了?)$/, needsAfter: ASKED_END },
  { from: "好多", to: "多少", notAfter: /^了/, needsAfter: /^[^，,。！!；;]{0,6}[？?]/ },
  { from: "好多号", to: "几号" },
  { from: "好多点", to: "几点", needsAfter: ASKED_END },
  // Don't: 莫排, 莫急嘛, 莫忘了交 (约莫 is "about").
  { from: "莫", to: "别", notBefore: /[约]/, needsAfter: FORBIDDEN_DEED },
  // Playing, going out: 出去耍, 耍一天 (耍赖, 耍帅, 玩耍, 杂耍 are Mandarin).
  { from: "耍", to: "玩", notBefore: /[玩杂]/, notAfter: /^[赖帅酷宝滑流花心嘴威横]/ },
  // Agreeing: 要得 answering alone or opening a clause (要得到, 要得很 keep their 要).
  { from: "要得", to: "好的", needsBefore: /(?:^|[，,。！!\s])\s*$/, needsAfter: /^(?:[嘛噻哈哦啊呀]*(?:[，,。！!~～；;\s]|$))/ },
  { from: "要不得", to: "不行", needsAfter: CLAUSE_END },
  { from: "得行", to: "行", notBefore: /[使认记懂]/ },
  // Doing: 搞完, 搞好, 没搞, 不搞了, 搞了两节, 搞归一 (搞定, 搞错, 搞清楚, 搞笑 are Mandarin and stay).
  { from: "搞归一", to: "做完" },
  { from: "归一", to: "完", needsBefore: /[搞整弄做]$/, notAfter: /^化/ },
  { from: "搞完", to: "做完" },
  { from: "搞好", to: "做好", notAfter: /^[看玩]/ },
  { from: "没搞", to: "没做", notAfter: /^[清懂明定错]/ },
  { from: "不搞了", to: "不做了" },
  { from: "搞了", to: "做了", notBefore: /[胡乱瞎]/ },
  // Knowing, feeling: 晓得 / 不晓得, 巴适 / 巴适得板 (吃得好巴适), 安逸 already Mandarin.
  { from: "晓得", to: "知道" },
  { from: "巴适得板", to: "很舒服" },
  { from: "巴适", to: "舒服" },
  // How: 啷个 (Chongqing), 咋子; 爪子 "what for" only asking (爪子 alone is a claw).
  { from: "啷个", to: "怎么" },
  { from: "咋子", to: "怎么" },
  { from: "爪子", to: "干什么", needsAfter: ASKED_END },
  { from: "撒子", to: "什么" },
  // 起晏了: late (晏 alone is a name, 晏殊).
  { from: "晏了", to: "晚了", needsBefore: /[起来到睡]$/ },
  // "七点那阵": around a clock time, the clock itself; "排起" closing a request is 排上 (放起 may be putting away).
  { from: "那阵", to: "", needsBefore: /(?:点|点半|[:：]\d{2})$/ },
  { from: "那阵子", to: "", needsBefore: /(?:点|点半|[:：]\d{2})$/ },
  { from: "排起", to: "排上", needsAfter: CLAUSE_END },
  // Closing particles: 噻 (做完了噻, 要得噻) and a clause-closing 哈 (第12周哈，) carry only tone; 哈哈 is a laugh.
  { from: "噻", to: "", needsAfter: CLAUSE_END },
  { from: "哈", to: "", needsBefore: /[\p{Script=Han}\d](?<!哈)$/u, notAfter: /^哈/, needsAfter: CLAUSE_END },
];
