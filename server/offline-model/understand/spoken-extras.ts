/**
 * What a message carries around its request and no request itself, taken off before the readers look: keyboard slips
 * in the words they key on, courtesy, spoken fillers and slang, a nod, and what the student will do with an answer.
 * Split out of intents.ts, which decides what is asked; these only say what is not.
 */

/**
 * Pinyin-keyboard slips in the words the readers key on: 下五 / 上五 / 中五 for 下午 / 上午 / 中午 (not 第五, 周五, 五点),
 * and 码 for a closing 吗 ("明天下五有空码").
 */
const TYPOS: readonly [RegExp, string][] = [
  [/(?<![第周期拜下])([上下中])五(?![节点时分天日号个门周])/g, "$1午"],
  // Not the 码 closing a noun: 拷代码, 改密码, 留个号码, 扫二维码.
  [/(?<![代密号编条证维页源尺起数筹价戏])码(?=[\s？?！!。~～]*$)/, "吗"],
  // Formal and symbolic forms of words the readers key on: 您 → 你, 尚未 → 还没, "每天≤3节" → 最多.
  [/您/g, "你"],
  [/尚未/g, "还没"],
  [/(?:≤|<=|＜=)\s*(?=\d|[一二两三四五六七八九十])/g, "最多"],
];

export function withoutTypos(text: string): string {
  return TYPOS.reduce((fixed, [typo, word]) => fixed.replace(typo, word), text);
}

/**
 * Courtesy around a request: "不好意思，刚才说错了，…" or "plz …" before it, "…，谢谢" or "…，麻烦了" after it. What is left is the request;
 * a message that is only courtesy stays as it is, for small talk to answer.
 */
const LEADING_COURTESY =
  /^(?:(?:不好意思|抱歉|对不起|sorry|打扰(?:一下|了)|麻烦问一下|我?刚才?(?:说|打|写|记)错了|更正一下|纠正一下|plz\b|pls\b)[，,。.!！~～\s]*)+/i;
const TRAILING_COURTESY =
  /[，,。.!！~～\s]+(?:谢谢(?:你|您)?(?:啦|了|哈|呀)?|多谢(?:啦|了)?|感谢(?:你|您)?|辛苦(?:你|您)?了?|(?:麻烦|拜托)(?:你|您)?(?:了|啦)|thanks?(?: you)?|thx|ty|plz|pls)(?:[!！~～。.\s]|\p{Extended_Pictographic}|\u{FE0F})*$/iu;

/** "谢谢你这段时间帮我规划学习": thanks for help already given asks for nothing new. */
export const THANKS_FOR_PAST = /^(?:谢谢|感谢|多谢)(?:你|您)?(?:这段时间|这些天|这学期|一直以来|一直|之前|上次|那么多)/;

/**
 * "上次你提醒我带证件真的救了我", "多亏你昨天提醒我交表，不然就完了": a reminder of the planner's that already rang,
 * credited. Its 提醒我 is no cue: nothing new is to be noted, unless the student asks again (这次也…, 帮我…).
 */
const WHEN_BEFORE = "(?:上次|上回|之前|以前|昨天|前天|昨晚|那天|刚才|刚刚|上周|前几天|早上)";
const PAST_REMINDER = `(?:${WHEN_BEFORE}[^，,。？?]{0,3}你|你${WHEN_BEFORE}?)(?:的)?提醒(?:了)?(?:我)?`;
const CREDITED_REMINDER = new RegExp(
  `^(?:多亏|幸亏|还好|幸好|亏得|要不是)了?(?:有)?${PAST_REMINDER}|^${PAST_REMINDER}[^。？?]{0,20}?(?:救了我|救我一命|救命|(?:太|真|很|超)及时|帮了?(?:我)?(?:大忙|一个大忙)|(?:真|太|很|超)有用|管用|不然|要不然|要不是)`,
);
const ASKS_AGAIN = /[？?吗]|帮我|给我|记一下|记下|记着|(?:这次|下次|以后|明天|今天|今晚|再|也|继续|还要|还得)[^，,。]{0,6}(?:提醒|叫)/;

export function creditsPastReminder(text: string): boolean {
  return CREDITED_REMINDER.test(text) && !ASKS_AGAIN.test(text);
}

/**
 * Spoken fillers: "那个…就是…然后…" or slang ("yyds…") at the start of the message or of a clause, and slang or a
 * groan at its end ("yyds", "哈哈哈", "不然会秃😭"). They carry no request.
 */
const LEADING_FILLER = /^(?:(?:然后|就是说?|那个(?=[，,\s我帮就然你])|(?:我)?差点(?:就)?忘了|嗯+|额+|呃+|emm+|那么|绝了|救命|天哪|(?:我去|tql|太强了)(?=[，,!！~～\s])|哎呀|哎哟|啊啊+|呜呜+|哈哈+|yyds|绝绝子|awsl|xswl|家人们)[，,!！~～\s]*)+/i;
const INNER_FILLER = /那个就是|(?:就是说|就是)(?=[还把帮给排记看查有])|(?<=[，,\s])那个(?=帮|我|就是|然后)/g;
const TRAILING_SLANG =
  /(?:[，,\s]+(?:yyds\S*|哈哈+\S*|hhh+|呜呜+\S*|救命|绝了|卷起来了|冲鸭?|加油|笑死|(?:不然|要不然|否则)[^，,。]*)|(?<=\S)(?:哈哈+|呜呜+|hhh+))(?:[!！~～。.\s]|\p{Extended_Pictographic}|\u{FE0F})*$/iu;

function withoutFillers(text: string): string {
  let rest = text.replace(LEADING_FILLER, "").replace(INNER_FILLER, "");
  for (let previous = ""; previous !== rest; ) {
    previous = rest;
    rest = rest.replace(TRAILING_SLANG, "").trim();
  }
  return rest;
}

export function withoutCourtesy(text: string): string {
  const rest = withoutFillers(text.replace(LEADING_COURTESY, "").replace(TRAILING_COURTESY, "").trim()).trim();
  return rest === "" ? text : rest;
}

/** "收到收到", "好嘞", "got it": a nod, never a request ("收到" is no parcel received). */
export const ACKNOWLEDGED = /^(?:收到|了解|明白|知道了|记住了|好的|好滴|好嘞|行吧?|可以|ok|okk|okay|got it|嗯+|哦+|噢+)(?:[，,\s]*(?:收到|了解|明白|知道了|好的|好滴|好嘞|ok|got it|嗯+|哦+|了|啦|呀|哈))*[!！~～。.\s]*$/i;

/**
 * "…后天上午有课吗，没课的话我想去实验室", "…明天下午我有空吗？要是有的话就去占个座", "…any class tomorrow morning? if
 * not I'm sleeping in": what the student will do with the answer, after the question, asks nothing itself.
 */
export const WHAT_IF_AFTER_QUESTION =
  /(?<=[？?]|吗|么|没有)[，,。\s]*(?![^？?]*(?:帮我|给我|排|记|提醒|\b(?:add|put|schedule|plan|remind)\b))(?:(?:要是|如果|假如|万一)[^？?]*|(?:没|有)(?:课|空)?的话[^？?]*|(?:if not|if so|if yes|if i do|if i don'?t)\b[^?？]*)$/i;
/**
 * "好啦讲正事", "言归正传", "扯远了，说回正题": the student turning from chatter to the point. What came before is the
 * chatter, whatever day words it held; "好啦 / 行了" before the turn belong to it.
 */
export const BACK_TO_POINT =
  "(?:(?:好了|好啦|好吧|行了|行啦|ok|okay)[，,\\s]*)?(?:言归正传|(?:说|讲|聊)回?正(?:事|经的)(?:吧|啦|了)?|(?:回|说回|讲回)(?:到)?正题(?:吧|啦|了)?|不扯了|不闹了|扯远了)";

/** "…dead tired lol. anyway can u check …", "…好累。话说明天有课吗": the story before anyway / 话说 asks nothing. */
export const STORY_THEN_ANYWAY = new RegExp(`^.{12,}?[。.!！~～\\s](?:anyways?|btw|by the way|话说|${BACK_TO_POINT})[，,:：\\s]+(?=\\S)`, "i");
