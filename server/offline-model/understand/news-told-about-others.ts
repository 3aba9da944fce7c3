/**
 * News the student tells that looks like a to-do but keeps none (rows of chat-statements.ts: a pattern, the small
 * talk it is, and what still makes it a request): a grade that came out ("上周交的那个病理作业分数出来了，A-"), a
 * birthday ("12月20号是我生日，到时候估计要跟室友出去浪"), a group's work someone else is finishing ("PPT组长还在
 * 改", "我那部分上周就交给他了"), and someone else moving out ("她周四就要搬出去了"). A day or a deliverable in them
 * is what the news is about, never a deadline.
 */
import type { SmallTalkTopic } from "./intent-types";

/** What still asks beside the news: a cue, a question, a mark asked for. */
const STILL_ASKS = /[？?吗]|帮我|给我|替我|提醒|记一下|记下|记着|记得|别忘|排一下|安排|标(?:成|为|记)|勾掉/;

/** "分数出来了", "成绩出了", "老师给了B+", "考了72分": a result given, which is done with. */
const GRADE_OUT =
  /(?:分数|成绩|分|绩点|排名|结果|等级)(?:已经|终于|刚刚?)?出(?:来)?了|(?:老师|助教|教授)(?:给了?|打了)(?:我)?\s*(?:[A-F][+-]?|\d{1,3}\s*分)|(?:考|拿|得)了\s*(?:\d{1,3}|[一二三四五六七八九十]{1,3})分/i;

/** "是我生日", "室友过生日": a birthday told; only buying or preparing something for it is a to-do. */
const BIRTHDAY = /(?:是|过)(?:我|他|她|室友|舍友|[妈爸]|我[妈爸]|\p{Script=Han}{1,3}的)?(?:的)?生日/u;
const BIRTHDAY_ASKS = new RegExp(`${STILL_ASKS.source}|(?:得|要)(?:买|准备|订|送|寄)`);

/** "组长还在改", "小王在写结论", "他来收尾", "交给他了": the group's work in another's hands. */
const OTHERS_FINISHING =
  /(?:组长|队长|组员|同组的?|(?<!\p{Script=Han})(?:小|老|阿)\p{Script=Han}|室友|舍友|学长|学姐|他|她)(?:还|正)?在(?:改|写|弄|做|整合|汇总|收尾|排版|润色)|(?:组长|队长|他|她)(?:说)?(?:他|她)?来(?:收尾|弄|改|整合|汇总|写)|交给(?:他|她|组长|队长)了/u;

/** "她周四就要搬出去了", "室友下个月搬走": someone else moving out, whose day is theirs, not the student's to-do. */
const MOVING_OUT = /(?:室友|舍友|他|她|同学|学长|学姐|隔壁)[^，,。我]{0,8}(?:就|也)?(?:要)?搬(?:出去|走|家|宿舍|去)/;

export const NEWS_TOLD_ABOUT_OTHERS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [GRADE_OUT, "chat", STILL_ASKS],
  [BIRTHDAY, "chat", BIRTHDAY_ASKS],
  [OTHERS_FINISHING, "chat", STILL_ASKS],
  [MOVING_OUT, "chat", new RegExp(`${STILL_ASKS.source}|帮(?:她|他)|我(?:得|要)`)],
];
