/**
 * Cantonese words a Hong Kong or Macau student places, moves and plans blocks with, read as the Mandarin the readers
 * already key on: 摆礼拜六下昼两点 (put on Saturday 2pm), 四点嗰度摆X (put X at four), 搬去 / 转去礼拜六 (move to),
 * 排入去 (plan in), 跟住 / 睇住 final嘅日子 (by the exams' dates), 返澳门屋企 (go home to Macau), 一日最多 (a day at
 * most). Rows of everyday-words.ts in Simplified (read after the Traditional → Simplified step): reading only, so the
 * words saved stay the student's own.
 *
 * Each is guarded by what makes it plan talk: 摆 only before a day or clock or after a time pointed at (摆脱, 摆烂
 * and 摆设 keep theirs), 搬去 / 转去 only before a day or time (搬去宿舍 is moving house).
 */
import type { WordRow } from "./word-row";

/**
 * A day or clock said next, as written before the words are mapped: the Cantonese day words beside the Mandarin ones.
 */
const DAY_OR_CLOCK_NEXT =
  /^\s*(?:礼拜|星期|周[一二三四五六日天末]|听日|听朝|听晚|后日|大后日|今日|今晚|今朝|明|后天|大后天|下个?(?:礼拜|星期|周)|下昼|晏昼|朝早|夜晚|早上|上午|中午|下午|晚上|[\d一二三四五六七八九十两]{1,3}\s*(?:点|:|：|号|日|月))/;

/** A time pointed at just before (四点嗰度, 两点嗰阵, 那个时间): what is put there comes next. */
const TIME_POINTED_BEFORE = /(?:点|点钟|点半|时段|时间)\s*(?:嗰度|嗰阵|嗰时|嗰个位|那里|那个位|那阵)?\s*(?:就|都)?\s*$/;

/** What follows a Mandarin 摆 of its own: 摆脱, 摆烂, 摆设, 摆摊, 摆拍, 摆谱, 摆架子, 摆明. */
const MANDARIN_BAI = /^[脱烂设摊拍谱架明弄动渡]/;

/** Words that make 跟住 / 睇住 "going by" a measure: the exams and their dates. */
const BY_THE_EXAMS = /^[^，,。！!？?；;]{0,10}?(?:日子|日期|考试|考期|final|exam|期末)/i;

/** Putting verbs whose 落 says where to (cantonese-verbs.ts), here before 后日 (the day after tomorrow). */
const PUTTING = ["排", "放", "摆", "改", "调"];

/** A clause that names two things as the blocks it puts or moves: A同B嗰part摆去. */
const TWO_POINTED_BLOCKS =
  /^[^，,。！!？?；;说话讲]{1,12}?(?:嗰|那)\s*[几两]?\s*(?:part|块|部分|份|节)\s*(?:摆|放|排|搬|移|调|改|转|挪|郁|塞|拎|攞)/i;

export const CANTONESE_PLACING_WORDS: readonly WordRow[] = [
  // 四级真题摆礼拜六下昼两点: 摆 before the day or clock it goes to is "put" (cantonese-verbs.ts has 摆上 / 摆喺).
  { from: "摆", to: "放", needsAfter: DAY_OR_CLOCK_NEXT, notAfter: MANDARIN_BAI },
  // 四点嗰度摆树同最小生成树: after the time pointed at, what is put there.
  { from: "摆", to: "放", needsBefore: TIME_POINTED_BEFORE, notAfter: MANDARIN_BAI },
  // 第二章摆落后日夜晚: 落 puts it on 后日 (后日 after 落 is otherwise read as part of 落后).
  ...PUTTING.map((verb) => ({ from: `${verb}落后日`, to: `${verb === "摆" ? "放" : verb}到后天` })),
  // 整理错题本摆礼拜五朝早十点做啦: 啦 closing a put is asking it done then (吧), never "done already".
  { from: "做啦", to: "做吧", needsBefore: /(?:摆|放|排)[^，,。！!？?；;]*(?:点|点钟|点半|开始)\s*$/, needsAfter: /^\s*(?:$|[，,。！!？?；;])/ },
  // 树同最小生成树嗰part: 同 between two things pointed at as blocks is "and".
  { from: "同", to: "和", needsBefore: /\p{Script=Han}$/u, needsAfter: TWO_POINTED_BLOCKS, notAfter: /^[学时意样一步事埋我你佢他她]/ },
  // 搬去礼拜六朝早十点, 转去礼拜五夜晚: a block moved to a day or time.
  { from: "搬去", to: "挪到", needsAfter: DAY_OR_CLOCK_NEXT },
  { from: "搬落", to: "挪到", needsAfter: DAY_OR_CLOCK_NEXT },
  { from: "转去", to: "改到", needsAfter: DAY_OR_CLOCK_NEXT },
  // 将概率论啲chapter排入去: planned into the free time.
  { from: "排入去", to: "排进去" },
  { from: "排埋入去", to: "排进去" },
  // 补返落之后啲空档, 塞返入得闲嘅时间: 返 "back" with 落 / 入 saying where into.
  { from: "补返落", to: "补到" },
  { from: "塞返入", to: "塞进" },
  { from: "塞返落", to: "塞进" },
  // 打卡嗰阵话漏咗, 之前打卡话冇做: what the check-in said (话 alone stays: 电话, 话题).
  { from: "话", to: "说", needsBefore: /打卡[^，,。！!？?；;]{0,4}$/, notAfter: /^[题费筒剧语]/ },
  // 跟住几科final嘅日子倒排, 睇住啲final嘅日期: going by the exams' dates (跟住 alone is "then").
  { from: "跟住", to: "按照", needsAfter: BY_THE_EXAMS },
  { from: "睇住", to: "按照", needsAfter: BY_THE_EXAMS },
  // 由后面倒排: counted back from the exams, which 倒排 says alone.
  { from: "由后面倒排", to: "倒排" },
  { from: "从后面倒排", to: "倒排" },
  // 返澳门屋企: home, wherever it is (返屋企 alone is cantonese-plan-words.ts's 回家).
  { from: "屋企", to: "家" },
  { from: "返", to: "回", needsAfter: /^[^，,。！!？?；;\s]{1,4}屋企/ },
  // 一日最多三节, 一日唔好多过两节: a bound on every day.
  { from: "一日", to: "每天", notBefore: /[月十廿初\d第]/, needsAfter: /^\s*(?:最多|最少|至多|至少|唔好|不要|只|净系|顶多)/ },
];
