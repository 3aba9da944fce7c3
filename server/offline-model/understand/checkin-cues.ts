/**
 * The cues a check-in sentence is told by (issue 23 #2): done ("复习完了", "拿下了"), skipped ("没看", "鸽了") and
 * partly done ("两节只做了一节", "做了一半"), the days it is about and the words that name a study block, with the
 * reading of a clause's leftmost cue. Kept apart from the sentence readers (checkin-sentences.ts) because the
 * question readers (progress-questions.ts, checkin-intents.ts) lean on these words too, without the sentences' rules.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { NOT_A_WORD_OF_ONE } from "@/lib/tasks/zh-day-words";
import type { CheckinStatus } from "./checkin-types";

export const N = "[一二两三四五六七八九十\\d]";

function count(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  if (/^\d+$/.test(word)) return Number(word);
  return parseSmallNumber(word) ?? undefined;
}

const COUNTED_DAYS = `(?:(?:上|这|本)(?:个)?(?:周|星期|礼拜)的?[前后]|前|这|最近|过去|近)的?(?:两|三|四|五|几|\\d)天`;

/** The days a check-in or a question is about, as the student said them; the tools read them. */
// "12月3号那节复习补个卡": a calendar date names the day too.
// "这周一直没复习": the week, not its Monday (NOT_A_WORD_OF_ONE).
// "上周末两天的复习", "周末那几节": the weekend, which 上周 inside it must not take ("两天" names no block).
// "前两天", "这周前三天": days counted back from today, read before 这周 or 前天 inside them (lib/schedule/counted-days.ts).
export const WHEN = new RegExp(
  `${COUNTED_DAYS}|(?:\\d{1,2}月)?\\d{1,2}[日号](?:上午|下午|晚上)?|(?:上|这|本)?(?:个)?(?:周末|礼拜末)|(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天]${NOT_A_WORD_OF_ONE}(?:上午|下午|晚上)?|(?:今天|昨天|前天|今日|昨日|前日|明天|后天)(?:早上|上午|下午|晚上)?|今早|今晚|昨晚|早上|早晨|上午|下午|晚上`,
);
export const SPAN = /上上(?:个)?(?:周|星期|礼拜)|上(?:个)?(?:周|星期|礼拜)|(?:这|本)(?:个)?(?:周|星期|礼拜)|(?:最近|这|过去|近)(?:两|三|几|2|3)周|最近|今天|昨天|前天|今日|昨日/;

const DID = "(?:做|学|看|复习|刷|弄|整|搞|写|背|练|上)";
/**
 * "一节做了一节没做", "一节整完了一节冇得整", "一节没看另一节看完了": of two periods told at once, one was done — one
 * period of the two, not a done block beside a skipped one (no block is named for either).
 */
export const ONE_OF_TWO_DONE = new RegExp(
  `一节(?:我)?${DID}(?:了|完了?|好了?)(?:另(?:外)?)?一节(?:还)?(?:没|冇|未)(?:有|得)?|一节(?:还)?(?:没|冇|未)(?:有|得)?${DID}(?:另(?:外)?)?一节${DID}(?:了|完了?|好了?)`,
);

/** Partial cues, first match wins; `periods` reads the periods done from the match (1 when the amount is vague). */
const PARTIAL_CUES: readonly { cue: RegExp; periods: (match: RegExpExecArray) => number | undefined }[] = [
  // "两节只做了一节", "2节里只学了1节"
  { cue: new RegExp(`(${N})节(?:里|中|的话)?(?:我)?(?:只|就|才)(?:做|学|看|复习|刷|弄|上)(?:了|完了?)?(${N})节`), periods: (match) => count(match[2]) },
  { cue: ONE_OF_TWO_DONE, periods: () => 1 },
  // "只学了1节", "就看了两节"
  { cue: new RegExp(`(?:只|就|才)(?:做|学|看|复习|刷|弄|写|背|上)(?:了|完了?)?(${N})节`), periods: (match) => count(match[1]) },
  // "就学了一个小时", "只看了半小时": about a period an hour
  { cue: /(?:只|就|才)(?:做|学|看|复习|刷|弄|写|背)了(?:(一|两|\d)个?|半个?)小时/, periods: (match) => Math.max(1, count(match[1]) ?? 1) },
  // "做了一半", "复习了一部分", "只看了一点", "一半没做"
  { cue: /进行了?(?:一半|一部分)|(?:进展|进行|做|学|看|复习)到(?:了)?一半|(?:只|就|才)?(?:做|学|看|复习|刷|弄|写|背|过|啃|整|搞|练)了(?:一半|一部分|一点|一些|部分)|(?:只|就|才)?(?:做|学|看|复习)一半|一半(?:没|还没)(?:做|看|学|复习)?|(?:只|就|才)?完成了(?:一半|一部分)/, periods: () => 1 },
  // "看了一节" (of a longer block)
  { cue: new RegExp(`(?<![没都])(?:做|学|看|复习|刷|背|啃|写|练)了(${N})节(?!课)`), periods: (match) => count(match[1]) },
  // "没复习完", "还差一节没做"
  { cue: /没(?:做|学|复习|看|刷|弄|写|背)完|还差(?:一|两|\d)节/, periods: () => undefined },
];

// "早上那块复习就这么没了": the block itself gone is the block skipped.
// "早上那节没起来": not out of bed for it is the block skipped too; "下午那块没": 没 alone after the block, as an answer.
const SKIPPED_CUE =
  /(?<=(?:那块|那节|这块|这节|复习)(?:就这么|就这样|直接|也|都)?)没了(?![\u4e00-\u9fff])|(?:一节|一点|一页|一个字|啥|什么)(?:都|也)?没(?:做|看|学|复习|动|碰)?|没(?:有)?(?:做|去|学|复习|完成|看|弄|动|碰|来得及|顾上|写|刷|背|练|画|打开|开始|上(?!课))(?![懂到见清出明过])|忘了(?:做|看|学|复习)|没起(?:来|床)|翘了|逃了|鸽了|咕了|放(?:了)?鸽子|跳过(?!去?掉?吧)了?|跳(?:掉)?了|(?<!别|不要|不能)错过了|没(?:能)?赶(?:得)?上(?!了?(?:末班|车|课))|(?<!都|别|不要|不能)落下了|(?<!别|不要|不能)漏了|摆烂了?|空过去了|泡汤了?|打水漂了?|黄了(?![\u4e00-\u9fff])|没(?:时间|空)(?:做|看|学|复习)?|不想(?:学|做|看|复习)了|还没(?:有)?(?:呢)?$|(?<=[那这][节块]\s*)没(?:有)?$|未(?:完成|做|学|复习|看)|(?<![a-z])(?:skipped|missed)(?![a-z])|[❌✖×✗✘❎]/i;

// "画室那两节速写练完了", "琴房那节弹完了": an art or music student's practice is their study block.
// "那块复习做满了", "学满两个小时": the block's whole time used is the block done.
// "那两块做了一块": a share of the blocks counted names none of them done (which one is left to ask).
// "三节全拿下", "两节都拿捏了": taken like a prize is done too; "先拿下来" takes a block off the timetable instead.
// "周日那块周一补上了": made up later, and told as made up (了), is done; "帮我补上" asks a re-plan instead.
export const DONE_CUE =
  /(?:全|都|全部|统统)?(?<!先|给我|帮我)(?:拿下|拿捏)(?!来)(?:了|啦)?|(?:复习|学|做|练|坐)满(?:了|啦)?|(?:复习|学|做|看|写|弄|刷|过|背|整|啃|补|赶|练|画|弹|唱)(?:完成|完(?!成)|好)(?:了|啦|咯|喽)?(?!了?(?:一半|一部分|一点|部分))|完成(?:了|啦)?(?!了?(?:一半|一部分|一点|部分))|搞定|ok了|打完卡|已打卡|打卡(?:了|成功)|(?:都|也)(?:做|学|复习|去|看)了|(?<![交上回出没])(?:做|学|复习|看)了(?![一两\d]节|[一两三四五六七八九十\d]块|一半|一部分)|做完|打卡$|补(?:个|一下|打)?卡|(?<![帮给替])补(?:上|做|回来|齐)了|(?<![a-z])(?:done|ok|finished)(?![a-z])|[✅✔☑✓√]/i;

/**
 * "周一那两块", "昨天那几块": the day's blocks pointed at by their count and 块, their measure word. A count alone
 * ("一块做了一块没做") names no block apart: which one was done is left to ask.
 */
// "昨天两块，…", "前天排了三块": the count right after the day says its blocks as 那两块 does.
export const COUNTED_BLOCKS = `(?:[那这]|(?<=(?:[今昨前]天|[今昨]晚|周[一二三四五六日天]|周末)(?:排了|排的|安排了|有|的|一共|总共)?))(?:两|几|${N})块(?![钱元])`;

/** A study block named in the sentence: a chapter, "那节", "那块", a review, a study plan, an amount of 节. */
// "昨天第一块做完了第二块没做", "三块全做完了": the day's blocks counted by 块, their measure word (a price in 块 is
// never 第N块 nor 都 / 全 done).
export const STUDY_WORD = new RegExp(
  `第${N}+[章节讲单元课]|第${N}块|(?:两|几|${N})块(?=都|全|也)|${COUNTED_BLOCKS}|[那这](?:一|两|几|${N})?节|那块|这块|那部分|学习块|复习(?!笔记|资料|提纲)|学习|打卡|(?:一|两|${N})节|(?:安)?排的(?:那些|这些|都|我|$)`,
);

interface SaidStatus {
  status: CheckinStatus;
  at: number;
  end: number;
  periods?: number;
}

/** The leftmost status cue of a clause; at one position partial before skipped before done ("没复习完" is partial). */
export function clauseStatus(clause: string): SaidStatus | undefined {
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
