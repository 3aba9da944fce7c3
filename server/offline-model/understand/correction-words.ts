/**
 * How a student takes back what the request before said: "不对，是周四", "不是下午，是晚上", "错了，应该是周三", "我是说
 * 周三" — and the same with what is meant pointed at ("不对不对，那个是四点交", "时间是四点") and the wrong value said
 * after the right one ("…是四点交，不是两点"). Read by the follow-up reader (follow-ups.ts).
 */
import { CLOCK } from "./clock-words";
import { TAIL } from "./follow-up-words";

// "啊我记错了，改回第13周": the student owning the slip (我…错了) leads the same way.
// "名字写错了", "日子看岔了", "周4写错了", "手滑了": what was wrong may be named before the slip, and the slip said
// as misreading or a slip of the hand as much as misspeaking; "其实是三点不是两点": 其实 leads only with the wrong
// value said after the right one.
// "考试时间说错了", "截止日期写错了": whose field it was may come first.
const SLIP_OF = "(?:(?:考试|截止|提醒|开会|上课)(?:的)?(?=名字|名称|标题|日子|日期|时间|钟点|点钟|几点))?(?:名字|名称|标题|日子|日期|时间|钟点|点钟|几点|优先级|象限|(?:周|星期|礼拜)[一二三四五六日天1-7])?";
// "刚才那个说错了，…", "这条记错了": what was just noted pointed at before the slip.
const JUST_POINTED = "(?:(?:刚才|刚刚)?(?:那个|那条|这个|这条)|刚才|刚刚)?";
export const CORRECTION_LEAD = `${JUST_POINTED}(?:不对|不是|(?:我)?${SLIP_OF}(?:错了|说错了|讲错了|搞错了|写错了|打错了|改错了|记错了|看错了|看岔了|听错了|弄错了|写岔了|记岔了)|(?:我)?手滑了?|其实(?=是[^，,。]+?[，,、\\s]*(?:而)?不是)|sorry|抱歉)`;
/** "噢不是，…", "呃，不对，…": a sound before the lead says nothing. */
export const INTERJECTION = "(?:(?:噢|哦|喔|啊|呃|额|嗯|唉|哎)[，,、\\s]*)?";
/** "，改一下", "，帮我更正一下", "，你改一下": the fix asked after what it should be, which says nothing more. */
export const FIX_ASKED = "(?:[，,。]\\s*(?:请|麻烦你?|你?帮我|你)?(?:予以|予)?(?:更正|改一下|改过来|改正|修改)(?:一下)?)?";
/** "那个是…", "时间是…", "交的时间应该是…": what is corrected pointed at before 是. */
const POINTED = "(?:那个|这个|那条|这条|它|那|时间|[^，,。]{1,6}?的?时间)?";
/** "…，不是两点", "…，而不是周三": the wrong value said after the right one, which says nothing more. */
const WRONG_AFTER = "(?:[，,、\\s]*(?:而)?不是[^，,。]{1,8}?)?";
/**
 * "…，钟点不变", "…，时间一样": the clock kept after a new day, which says nothing more (the reader keeps the clock).
 * The day kept after a new clock ("日子没错") is an exam's only (exam-detail-follow-ups.ts).
 */
const KEPT_AFTER = "(?:[，,、\\s]*(?:钟点|时间|点钟|几点)(?:不变|不用变|一样|照旧|没错|没变|不动)(?:的)?)?";

export const CORRECTION = new RegExp(
  `^${INTERJECTION}(?:${CORRECTION_LEAD}[^，,。]{0,6}?[，,、\\s]*(?:不是[^，,。]{0,6}[，,、\\s]*)?${POINTED}(?:还是|应该)?(?:是|应该是|我是说|我是想说|我说的是|我问的是|问的是|改成|换成|改回|改为)|我是说|我是想说|我想说的是|我说的是|我问的是)\\s*([^，,。]+?)${WRONG_AFTER}${KEPT_AFTER}${FIX_ASKED}${TAIL}`,
  "i",
);
/** "说错了，8点", "记错了，周四": the lead, then only the time or day it should have been (checked by the reader). */
export const BARE_CORRECTION = new RegExp(`^${INTERJECTION}${CORRECTION_LEAD}[，,、\\s]+([^，,。]{1,10}?)${KEPT_AFTER}${TAIL}`, "i");

/** "四点交", "八点截止": a clock said with the deed repeated after it is the clock alone. */
const CLOCK_THEN_DEED = new RegExp(`^(${CLOCK})(?:交|截止|到期|开始|出发|见|去|走)$`);

export function saidClock(said: string): string {
  return CLOCK_THEN_DEED.exec(said)?.[1] ?? said;
}
