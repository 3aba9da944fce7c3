/**
 * Chat that holds a planner word: a sigh at how far into the term it is ("这周已经是第16周了。时间过得好快。"), a
 * sign-off ("明天再战吧"), a queue (排队排到门口: 排 there is queueing, not planning), how easy things feel
 * ("这周轻松多了": 轻松 without an asking word asks for no free time) and a block left as it is if nothing clashes
 * ("没冲突就不用动") and a planner word set beside the student's own ("你们说的没课就是空堂吧"). Rows of chat-statements.ts: a pattern, the small talk it is, and what still makes it a request.
 */
import type { SmallTalkTopic } from "./intent-types";

/**
 * "这周已经是第16周了。时间过得好快。", "转眼就第17周了", "居然已经第十六周了": the term week said with wonder at time
 * passing. "我们已经第10周了" alone still tells the week (term-intents.ts).
 */
const WEEK_SIGHED =
  /(?:(?:转眼|一晃|眨眼)(?:间|之间)?(?:就|都)?|居然|竟然|没想到)(?:已经|都)?(?:是|到了?)?第\s*[\d一二两三四五六七八九十]{1,3}\s*周了|第\s*[\d一二两三四五六七八九十]{1,3}\s*周了[^？?]*?(?:时间|日子)?(?:过得)?(?:好|真|太|也太|这么)快/;
const WEEK_SIGH_ASKS = /[？?吗]|帮我|给我|改|更新|设|调|记|提醒|排|安排|查|对吧|不对|错|还剩|几周/;

/** "明天再战吧", "今天先到这，明天继续": the student signing off for the day. */
const SIGNS_OFF =
  /^(?:今天|今晚)?(?:就|先)?(?:到这(?:里|儿)?|到此为止|先这样)?(?:吧|了)?[，,。\s]*(?:明天|明儿|改天|下次|回头)(?:再战|继续(?:战斗|肝|冲)?|接着(?:肝|干|战))(?:吧|了|啦|哈|咯|！|!|~|～|。|\s)*$/;
const SIGN_OFF_ASKS = /[？?吗]|帮我|提醒|记|排|安排/;

/** "食堂排队排到门口", "打印店排了半天队": queueing, which plans nothing. */
const QUEUED = /排(?:了)?(?:好久|老半天|半天|很久|一个?小时)?(?:的)?队/;
// "后天一早7点 叫我去排队挂号": being called at a clock time is a reminder, whatever the errand is.
const QUEUE_ASKS = /[？?吗]|帮我|给我|提醒|[点分半刻后]\s*(?:叫|喊)(?:我|俺)(?:一声|一下)?(?:去|起床)|记一下|记下|记着|别忘|安排|复习|计划|日程|(?<!队)排(?:到|进|在)(?:[这下本]周|明天|后天|周[一二三四五六日天])/;

/** "这周轻松多了", "作业交完了一身轻松", "今天好轻松啊": how easy it feels, told. "下周轻松吗", "哪天比较轻松" ask. */
const FEELS_EASY = /轻松/;
const EASY_ASKS = /[？?吗么]|几|哪|什么|啥|有没有|多少|看看|看一下|查|帮我|给我|排|安排|记|提醒|空/;

/**
 * "要是下午那节没跟别的冲突就不用动，我就确认一下", "没问题的话就不用改了": left as it is on a condition that is the
 * case now — nothing to change. "有冲突就挪到周四", "没冲突吗" still ask.
 */
const KEPT_IF_FINE =
  /(?:要是|如果|假如|只要)?[^，,。？?]{0,16}?(?:没|没有|不)(?:跟|和|与)?[^，,。？?]{0,8}?(?:冲突|撞|重叠|问题|影响)(?:的话)?[，,\s]*(?:那)?(?:就)?(?:不用|不必|不需要|没必要|先不|别)(?:再)?(?:动|改|挪|调|换|管)/;
const KEPT_IF_FINE_ASKS = /[？?吗么]|帮我|给我|挪到|改到|换到|移到|调到|否则|不然|(?:要是|如果|假如)?有(?:冲突|问题|影响)(?:的话)?(?:就|再|那)/;

/**
 * "你们这里说的「没课」就是我们讲的空堂吧？", "你说的自习是不是就是我们叫的晚自习": the planner's word set beside the
 * student's own — a question about words, not about the timetable the words name.
 */
const WORDS_COMPARED =
  /(?:你们?|这里|这边|app|APP|软件)[^，,。？?]{0,4}(?:说|讲|叫)的\s*[「『“"']?[^，,。？?」』”"']{1,6}[」』”"']?\s*(?:是不是)?(?:就是|就等于|等于|相当于|算是)\s*(?:我们?|咱们?)[^，,。？?]{0,4}(?:说|讲|叫)的/;
const WORDS_COMPARED_ASKS = /帮我|给我|提醒|记一下|排一下|安排|查一下|看看/;

export const PLANNER_WORD_CHAT: readonly [RegExp, SmallTalkTopic, RegExp][] = [
  [WEEK_SIGHED, "chat", WEEK_SIGH_ASKS],
  [SIGNS_OFF, "greeting", SIGN_OFF_ASKS],
  [QUEUED, "chat", QUEUE_ASKS],
  [FEELS_EASY, "chat", EASY_ASKS],
  [KEPT_IF_FINE, "dismiss", KEPT_IF_FINE_ASKS],
  [WORDS_COMPARED, "chat", WORDS_COMPARED_ASKS],
];
