/**
 * News that holds a note's or an edit's words but asks for nothing (round 28): someone else's reminder of a thing
 * the student has already done ("室友刚提醒我明天要交体测表，还好我早就交了"), an event's new time passed on from a
 * teacher ("老师说下周的评图改到周四上午了"), which is no to-do of the student's to re-date, and the time already
 * promised to someone ("那天我已经约了人打球"). A quiet spell wished for is a question about the planner
 * (quiet-asks.ts). Rows of chat-statements.ts: a pattern, the small talk it is, and what still makes it a request.
 */
import type { SmallTalkTopic } from "./intent-types";

/**
 * "室友刚提醒我明天要交体测表，还好我早就交了", "班长催我交班费，我昨天就交过了": someone else's reminder told, and
 * the thing already done — nothing to note, and no to-do named to mark.
 */
const REMINDED_BY_OTHERS = "(?:室友|舍友|同学|班长|学委|团支书|课代表|组长|老师|辅导员|导员|妈妈?|我妈|爸爸?|我爸|朋友|学长|学姐|师兄|师姐|[他她])";
const OTHERS_REMINDED_DONE = new RegExp(
  `${REMINDED_BY_OTHERS}(?:刚|刚刚|刚才|又|还)?(?:在群里)?(?:提醒|催|叫)我[^。？?]*?[，,。\\s]+(?:还好|幸好|好在|不过|但是?|其实)?我?(?:早就|早|已经|昨天就|前两天就|上周就)(?:都)?(?:交|交过|做|做过|弄|弄好|写|写完|办|办好|搞定|填|填好|提交)(?:完|好|过)?了`,
);
const DONE_STILL_ASKS = /[？?吗]|帮我|给我|记一下|记下|标|勾|你(?:也|再)?(?:提醒|叫)/;

/**
 * "老师说下周的评图改到周四上午了", "辅导员通知班会挪到周五晚上了": an event's new time passed on, with no verb of the
 * student's. A to-do's deadline (作业, 截止, 报告) or an exam moved is read by the edit and exam readers instead.
 */
// The moved thing is read a character at a time, none starting a to-do's or an exam's word.
const EVENT_MOVED =
  /^(?:老师|导师|助教|辅导员|导员|班主任|班长|学委|团支书|组长|学院|系里|群里)(?:刚|刚刚|刚才|又)?(?:在群里)?(?:说|通知|讲|发通知说)(?:了)?[，,：:\s]*(?:(?!作业|截止|ddl|报告|论文|交|考|测|期中|期末|课|实验|我的)[^，,。？?]){2,14}?(?:改到|改成|挪到|调到|推迟到|提前到|延到|换到|延期到)[^，,。？?]{2,10}?了[。！!~～\s]*$/i;
const EVENT_STILL_ASKS = /[？?吗]|帮我|给我|提醒|记一下|记下|改一下|更新|同步/;

/**
 * "行吧知道了，那天我已经约了人打球", "周六我早就约好同学去爬山了": the time already promised to someone, told as why
 * it will not be used — nothing done, noted or placed.
 */
const ALREADY_PROMISED = /(?:已经|早就|早都|早)(?:跟[^，,。？?]{1,6}?)?约(?:了|好了?)[^，,。？?]{1,12}?(?:了|啦)?[。！!~～\s]*$/;
const PROMISED_STILL_ASKS = /[？?吗]|帮我|给我|提醒|记|别忘|排|安排|挪|换|改/;

export const REMINDER_REMARKS: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [OTHERS_REMINDED_DONE, "news", DONE_STILL_ASKS],
  [EVENT_MOVED, "news", EVENT_STILL_ASKS],
  [ALREADY_PROMISED, "news", PROMISED_STILL_ASKS],
];
