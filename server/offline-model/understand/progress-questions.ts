/**
 * Questions about progress, in the student's words (issue 23 #3): "这周完成了多少？", "还没打卡的有哪些", "进度怎么样",
 * "what did I miss last week?".
 */
import { englishProgress } from "./checkin-english";
import { ONE_OF_TWO_DONE, SPAN } from "./checkin-cues";
import type { Intent } from "./intent-types";
import { REPLAN } from "./missed-work";

// "上周落下的有点多，都是哪几块", "因为比赛落下了哪几节": which of the missed, asked after it; 鸽了 is 落下 in chat. "那几天排的复习都没
// 做": 那几 points at the days, and tells.
// "这周拖了多少节", "最近落下的多不多": how much was put off, asked as an amount.
const MISSED_QUESTION =
  /(?:落下|落了|漏了|漏掉|没做|没完成|没打卡|欠下?|错过|鸽了|鸽掉|拖了|拖下)了?(?:哪些|哪几|什么|啥|多少|几|很多|不少)|(?:落下|漏掉|没做|欠下?)的?(?:多不多|有多少|多吗)|(?:落下|漏掉|没做完?|没完成|欠下)的?[^？?。]{0,10}(?:是)?(?:哪几|哪些|哪天|哪一天|什么时候|几号|星期几|周几)(?:块|节|个|样|门)?|是不是(?:还)?(?:落下|落了|漏了|欠)|(?:哪些|哪天|哪几?次|哪几?节|哪几?天|什么|啥|多少|(?<![那这])几).{0,6}(?:没做|没完成|没复习|落下|漏了|没打卡|待打卡|没去|没上|没练)|哪(?:一|几)?天.{0,8}(?:没做|没复习|没学|没打卡|忘(?:了|记)打卡|漏(?:了)?打卡)|还?没打卡的|待打卡的|(?<![那这])几(?:节|个|次).{0,6}(?:没做|没打卡|没复习|没完成|落下)|都(?:做|完成|学|复习|打卡)了(?:吗|没)|是不是(?:还|基本上?|几乎|压根|根本|完全)?没(?:怎么)?(?:做|复习|学|打卡|看)|有没有(?:落下|漏|没做)|(?:忘了|忘记|漏)(?:了)?打(?:个)?卡的/;
/**
 * "落下的", "没做的呢": the missed blocks, asked tersely. "最近两周漏掉的复习块列一下": any stretch before them, and a
 * list or a look asked after them, asks the same; "落下的那些都给我列出来" points at them as a group first.
 */
const TERSE_MISSED = new RegExp(
  `^(?:我)?(?:的)?(?:${SPAN.source})?(?:里|内|以来)?(?:我)?(?:落下|漏掉|没做|欠下?|鸽了)的(?:学习|复习)?(?:块)?(?:那些|那几块|那几节)?(?:呢|有哪些|都有啥|是啥|有啥|有什么|(?:都)?(?:给我|帮我)?(?:列|看|查|翻|拉)(?:一下|一列|出来|下|看|看看)?(?:吧|呗)?)?[？?。!！\\s]*$`,
);
// "推进到哪一章了", "进行到第几节": how far a plan has come, whatever verb carries it.
const DONE_QUESTION =
  /(?:完成|做|学|复习|看|推进|进行|进展|读|刷|背)到(?:了)?(?:第几|哪)(?:章|节|部分|块|一步|里|儿)?|完成了?(?:多少|几(?:节|个|成|块|次|项|章|篇)|百分之|情况|得(?:怎么样|咋样|如何|怎样|好不好|还行吗?)|怎么样|咋样|度)|(?:完成|打卡|执行|达成)率|完成比例|完成情况|学习进度|进[度展](?:怎么样|如何|咋样)|(?:做|学|复习)了(?:多少|几节)|(?:做|学|复习|完成|打卡)了?(?:百分之|几成|多少成)|百分比|(?:执行|坚持)得(?:怎么样|如何|咋样|怎样)|(?:做|学|复习|看|背)完(?:了)?(?:多少|几)(?:节|项|章|篇|个|块|了|(?=[？?，,。!！啊呀呢哦~～\s]|$))|打卡的?(?:情况|记录|进度|成绩单?|战绩|汇总|总结)|打卡了?(?:几|多少)|打(?:了|过)?(?:几|多少)(?:个|次|回)?卡|(?:学|复习|做)得(?:怎么样|如何|咋样|怎样)|(?:学|复习|做|练)了(?:些|点)?(?:啥|什么|哪些)|打(?:了|过)卡(?:了)?(?:没有|没|吗)|打卡了(?:没有|没|吗)|完成了?(?:吗|没)$|(?:学习|复习|打卡)情况/;
const LOOK_AT_STRETCH = /(?:看|查|说|瞅)(?:一)?(?:下|看|说|查|瞅)?(?:我的?)?(?:上(?:个)?周|这周|本周|今天|昨天|前天|最近|这几天)?的?(?:整体)?(?:情况|完成情况|表现)/;
const STUDIED_SECTIONS = /(?:学|复习|做|上|打卡)了[^，,。？?]{0,4}(?:节|次|个小时)/;
const LOOK_ASKED_AT_END = /[，,\s](?:你)?(?:帮我)?(?:看一下|看下|看看|瞅瞅|查一下|查下|查查)(?:吧|呗|嘛|呢)?[。!！~～\s]*$/;
const TERSE_PROGRESS = /^(?:看(?:一)?下|查(?:一)?下|看看|查查|瞅瞅)?(?:我的?)?(?:(?:学习|复习)?进度|打卡(?:情况|记录)?|(?:学习|复习)(?:情况|记录))(?:呢|如何|怎么样|咋样|怎样)?[？?。!！\s]*$/;

/** "给我看看这周的进度", "查一下上周的复习进度": a look asked at the progress of a stretch. */
const LOOK_AT_PROGRESS = new RegExp(`(?:看|查|瞅)(?:一)?(?:下|看|查|瞅)?(?:我的?)?(?:${SPAN.source})?的?(?:学习|复习|打卡)?进度(?!条)`);

/** "复习的总体完成情况", "学习的整体进度": how the study went, whatever word sums it up. */
const STUDY_PROGRESS = /(?:复习|学习|打卡)[^，,。？?]{0,8}(?:完成情况|(?:完成|打卡)率|进度)/;

/**
 * "这周整体完成得怎么样", "总体完成率多少": 整体 / 总体 summing up how much was done is still the study's progress
 * (not the overview "整体的计划和进度", nor to-dos "待办整体完成得怎么样").
 */
const OVERALL_DONE = /(?:整体|总体)(?:上)?(?:的)?(?:完成|打卡)(?:得|情况|率|了多少)/;

/** "这周好像完成了挺多？还是挺少？你看看": how much was done, guessed, and the guess asked to be checked. */
const GUESSED_AMOUNT = /(?:完成|做|学|复习|打卡)(?:了|得)(?:挺|很|蛮|还挺|真)?(?:多|少|不少|好多|没多少)/;
const CHECK_ASKED = /(?:看看|看一下|看下|查查|查一下|查下|瞅瞅|算算|算一下)(?:吧|呗)?[。!！~～\s]*$|还是[^，,。？?]{0,4}[？?]/;

/** "感觉落下挺多的，帮我看看": how much was missed, felt rather than counted, and a look asked for. */
const FELT_BEHIND = /(?:落下|落了|欠下?|漏)(?:了)?(?:挺|很|好|蛮|不少|太)(?:多|多了)?/;

/** "今天复习得比昨天少吧", "这周打卡的比上周多吗": how much was done, weighed against another stretch. */
const COMPARED_AMOUNT = /(?:学|复习|做|打卡)(?:了|得|的)?比[^，,。？?]{0,6}(?:多|少)/;

/** "待打卡的那2节里我做了1节": of the blocks pointed at, how many were done — told, so a check-in, not a question. */
const TOLD_SHARE_DONE = /[那这]?[\d一两二三四五六七八九十]+节(?:里|中|当中|里面|里头)(?:我)?(?:只|就)?(?:做|学|复习|完成|看)了[\d一两二三四五六七八九十]+节(?![^，,。]*[？?吗])/;

/** "哪门课我拖得最多", "落下最多的是哪个计划": which plan is furthest behind, asked — the missed blocks by plan. */
const MOST_BEHIND = /(?:拖|落下?|漏|欠|鸽)(?:了|得|的)?(?:最多|最严重|最狠|最厉害|最久|最猛)/;

/** "从周一到现在", "周一以来": this week so far. */
const SINCE_MONDAY = /(?:从)?(?:这周|本周)?(?:周|星期|礼拜)一(?:到|至|以来|开始)(?:现在|今天|目前|为止)?/;
/** "最近三天", "过去两天": days counted back, which the progress tool reads as such (not 最近 alone, two weeks). */
const COUNTED_BACK = /(?:最近|过去|近|这)的?(?:两|三|四|五|几|\d)天/;

/** The stretch asked about, in the words the progress tool reads. */
function stretchOf(text: string): string | undefined {
  if (SINCE_MONDAY.test(text) && !/上(?:个)?(?:周|星期|礼拜)/.test(text)) return "这周";
  // "本周复习打卡进度": the written 本周 is the spoken 这周, the range the progress answers name.
  return COUNTED_BACK.exec(text)?.[0] ?? SPAN.exec(text)?.[0].replace(/^本(?=周|星期|礼拜)/, "这");
}

/** "这周完成了多少？", "我这周落下了哪些复习？", "还没打卡的有哪些", "进度怎么样". */
export function readProgress(text: string): Intent | undefined {
  // "打卡" alone, "想补个卡", "补一下打卡": which blocks wait for one (the one meant is not said); read before the
  // re-planning words take 补 for making something up.
  if (/^(?:我)?(?:要|想)?(?:打(?:个)?卡|补(?:个|一下|下)?(?:打)?卡|补(?:一下|下)?打(?:个)?卡)(?:吧|呗|哈)?[!！。~～\s]*$/.test(text)) return { family: "progress", focus: "missed" };
  if (TOLD_SHARE_DONE.test(text) || (ONE_OF_TWO_DONE.test(text) && !/[？?吗]/.test(text))) return undefined;
  // "还有哪些这周的任务没做", "请假这几天漏掉什么要交的" ask about to-dos; "整体的计划和进度" is the overview.
  // "整个月" is a stretch of time, no whole plan.
  // "复习的总体完成情况" is still the study's progress.
  const overallDone = OVERALL_DONE.test(text) && !/待办/.test(text);
  if ((/待办|整体|总体|整个(?!月|学期|星期|礼拜|周)/.test(text) && !STUDY_PROGRESS.test(text) && !overallDone) || REPLAN.test(text) || (/任务|作业|事项|事情|(?:要|该|得)交的/.test(text) && !/复习|学习/.test(text))) return undefined;
  // "今天还有什么课没上": a class not yet attended is the timetable's, no study block missed.
  if (/课[^，,。？?]{0,3}没(?:上|去)/.test(text) && !/复习|学习|打卡/.test(text)) return undefined;
  const range = stretchOf(text);
  const studies = /复习|学习|计划|节|学习块|课|打卡/.test(text);
  if (TERSE_MISSED.test(text)) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (TERSE_PROGRESS.test(text)) return { family: "progress", focus: "summary" };
  if (LOOK_AT_PROGRESS.test(text)) return { family: "progress", focus: "summary", ...(range ? { range } : {}) };
  if (MOST_BEHIND.test(text) && /哪/.test(text)) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (MISSED_QUESTION.test(text) && (studies || range || /打卡|落下|落了|漏/.test(text))) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (range && COMPARED_AMOUNT.test(text)) return { family: "progress", focus: "summary", range };
  if (DONE_QUESTION.test(text) && (studies || range)) return { family: "progress", focus: "summary", ...(range ? { range } : {}) };
  // "这周好像没怎么复习，看一下这周的情况": a look at a past stretch, after a clause about the study done in it.
  if (range && LOOK_AT_STRETCH.test(text) && /打卡|复习|学习|完成|落下|没做/.test(text)) return { family: "progress", focus: "summary", range };
  if (FELT_BEHIND.test(text) && CHECK_ASKED.test(text)) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (range && GUESSED_AMOUNT.test(text) && CHECK_ASKED.test(text)) return { family: "progress", focus: "summary", range };
  // "这周复习了好几节了，你看看": the sections studied in a stretch, then only a look asked for.
  if (range && STUDIED_SECTIONS.test(text) && LOOK_ASKED_AT_END.test(text)) return { family: "progress", focus: "summary", range };
  return undefined;
}

export function readEnglishProgress(text: string): Intent | undefined {
  const read = englishProgress(text);
  return read ? { family: "progress", ...read } : undefined;
}
