/**
 * Remarks about work that did not happen or has not happened yet, which hold a check-in's words (做完了, 复习) but
 * report nothing done: hindsight ("早知道就早点开始复习了", "要是上周没生病，论文早就写完了": 早就…了 after a
 * condition says it is not done) and a guess about finishing later ("晚上那节我估计能学完吧"). Rows of
 * chat-statements.ts: a pattern, the small talk it is, and what still makes it a request.
 */
import type { SmallTalkTopic } from "./intent-types";

/** "早知道…", "当初要是…", "要是…，…早就…了": what would have been, said after the fact. */
const HINDSIGHT =
  /^(?:早知道|早知如此|当初|要是当初|如果当初|假如当初)|(?:要是|如果|假如|若是)[^。？?]{1,16}?(?:的话)?[，,\s]*[^。？?]{0,8}?早就[^。？?]{0,10}?了/;

/** "等会儿那节我应该能做完吧", "今晚估计能学完": a guess that it will be finished, no report that it was. */
const GUESSED_FINISH = /(?:应该|估计|大概|可能|多半|说不定)(?:能|可以|会)(?:做|写|学|看|复习|弄|搞)?(?:得)?完(?:的)?(?:吧|吗|哦|啦)?[。.!！~～?？\s]*$/;

/** A request still made beside the remark: a cue word, a question asked of the planner, a change. */
const STILL_ASKS = /帮我|给我|替我|提醒|记一下|记下|记着|别忘|排一下|安排|改|删|标|打卡|几|什么|哪|有没有|是不是/;

/**
 * "周五要交的作文，半小时应该能写完吧": how long the thing will take, or when it is due, makes the guess an estimate
 * for a to-do told, which the note readers keep.
 */
const ESTIMATE_OR_DUE = /(?:小时|钟头|分钟|[一两二三四五六七八九十\d]节|[一两二三四五六七八九十\d]天)(?:左右|之内|以内|内)?(?:就|应该|估计|大概|可能|多半)|要交|截止|之前|ddl/i;

export const HINDSIGHT_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [HINDSIGHT, "chat", STILL_ASKS],
  [GUESSED_FINISH, "chat", new RegExp(`${STILL_ASKS.source}|${ESTIMATE_OR_DUE.source}`, "i")],
];
