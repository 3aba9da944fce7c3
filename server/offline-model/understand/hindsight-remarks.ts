/**
 * Remarks about work that did not happen or has not happened yet, which hold a check-in's words (做完了, 复习) but
 * report nothing done: a wish ("要是…就好了"), hindsight ("早知道就早点开始复习了", "要是上周没生病，论文早就写完了":
 * 早就…了 after a condition says it is not done) and a guess about finishing later ("晚上那节我估计能学完吧") or not
 * at all ("明天那块估计又做不成"), and a change imagined and worried at ("假如考试提前了，我还来得及吗"). Rows of chat-statements.ts: a pattern, the small talk it is, and what still makes it a request.
 */
import type { SmallTalkTopic } from "./intent-types";

/** "早知道…", "当初要是…", "要是…，…早就…了": what would have been, said after the fact. */
const HINDSIGHT =
  /^(?:早知道|早知如此|当初|要是当初|如果当初|假如当初)|(?:要是|如果|假如|若是)[^。？?]{1,16}?(?:的话)?[，,\s]*[^。？?]{0,8}?早就[^。？?]{0,10}?了/;

/**
 * "要是概率论能排在下午考就好了", "真希望期末能晚一周": a wish about what the school decides — the 排 or 考 in it is
 * the school's, nothing the planner is asked to do.
 */
const WISHED_OTHERWISE = /^(?:要是|如果|假如|若是|真希望|多希望|好希望|但愿)[^。？?]{1,24}?(?:的话)?就好了/;

/** "等会儿那节我应该能做完吧", "今晚估计能学完": a guess that it will be finished, no report that it was. */
// "物理实验报告应该周四前能写完吧，我心里没底": by when, said inside the guess, and the doubt after it are still the guess.
const GUESSED_FINISH =
  /(?:应该|估计|大概|可能|多半|说不定)(?:[^，,。？?\d]{0,5}?前)?(?:能|可以|会)(?:做|写|学|看|复习|弄|搞)?(?:得)?完(?:的)?(?:吧|吗|哦|啦)?(?:[，,\s]*(?:我|但)?(?:心里)?(?:没底|没把握|不确定|说不准|不好说)(?:啊|呀|哈)?)?[。.!！~～?？\s]*$/;

/**
 * "明天那块估计又做不成，要去律所跑腿", "周四那节多半学不了", "那块到时候可能要去聚餐": a block foreseen missed, with no change asked — nothing
 * is checked in before the day, and nothing moves until the student says where.
 */
// "周五晚上那块到时候可能要去聚餐，先跟你说一声": something else the student may have to go to then, told ahead.
const GUESSED_MISS =
  /(?:那块|那节|那几节|那几块|复习)[^。？?]{0,6}?(?:估计|可能|大概|多半|怕是|应该|肯定|也许|说不定)(?:又|也)?(?:做不成|做不了|学不成|学不了|去不了|赶不上|泡汤|(?:要|得)(?:去|出去|回家|参加|开会|上班|值班))/;

/**
 * "假如概率论考试提前到1月10号，我还来得及吗", "万一离散提前考，我是不是就完了": a change that has not happened, and
 * the student's worry about it — the new date is imagined, nothing to record or move; so is one the student will tell
 * of if it comes ("万一周五的课调了，我再跟你说").
 */
const IMAGINED_CHANGE_WORRIED =
  /^(?:假如|假设|万一|要是|如果)[^。？?]{1,24}?[，,\s]+(?:那)?(?:我)?(?:还|是不是|会不会)?(?:就)?(?:来得及|来不及|赶得上|赶不上|复习得完|复习不完|怎么办|咋办|会怎样|会怎么样|完蛋|完了|凉了|(?:到时候)?再(?:跟你|和你|告诉你|通知你)(?:说|讲)?|到时候再说)/;

/** A request still made beside the remark: a cue word, a question asked of the planner, a change. */
const STILL_ASKS = /帮我|给我|替我|提醒|记一下|记下|记着|别忘|排一下|安排|改|删|标|打卡|几|什么|哪|有没有|是不是/;

/**
 * "周五要交的作文，半小时应该能写完吧": how long the thing will take, or when it is due, makes the guess an estimate
 * for a to-do told, which the note readers keep.
 */
const ESTIMATE_OR_DUE = /(?:小时|钟头|分钟|[一两二三四五六七八九十\d]节|[一两二三四五六七八九十\d]天)(?:左右|之内|以内|内)?(?:就|应该|估计|大概|可能|多半)|要交|截止|之前|ddl/i;

export const HINDSIGHT_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [HINDSIGHT, "chat", STILL_ASKS],
  [IMAGINED_CHANGE_WORRIED, "chat", /帮我|给我|替我|提醒|记一下|记下|记着|排一下|安排|改|删/],
  [WISHED_OTHERWISE, "chat", new RegExp(`[？?吗]|${STILL_ASKS.source}`)],
  [GUESSED_MISS, "chat", new RegExp(`[？?吗]|${STILL_ASKS.source}|挪|移|推|换`)],
  [GUESSED_FINISH, "chat", new RegExp(`${STILL_ASKS.source}|${ESTIMATE_OR_DUE.source}`, "i")],
];
