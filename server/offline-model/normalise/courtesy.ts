/**
 * Politeness around a request: "不好意思又来打扰～", "抱歉打扰，想请你帮我…", "麻烦帮我记一下", "…，谢谢啦", "辛苦你了",
 * "…，谢谢你一直提醒我", and internet slang that only voices a mood ("卷不动了，…", "nsdd，…"). None of it is the
 * request, and none of it may end up in a title or a note, so the reading leaves it out before any reader (a follow-up answer's reader too: "第二个吧，麻烦你了") sees the message. Each row is
 * one habit, with sentences it reads and sentences it must leave as they are (checked in courtesy.test.ts).
 *
 * A message that is only courtesy, or a nod with it ("好的，谢谢", "不用了，谢谢"), stays whole: small talk answers the
 * thanks, and a follow-up reader reads the nod as it always has.
 */
import type { FormRow } from "./form-row";
import type { Reading } from "./reading";
import { replacedAll } from "./rewrite";

/**
 * A row of the normaliser's tables (form-row.ts) that reads its match off rather than rewriting it; its pattern is
 * global (every match goes).
 */
export interface CourtesyRow extends Omit<FormRow, "replace"> {
  /** When set, the row reads only a message this says yes to. */
  appliesTo?: (text: string) => boolean;
}

/** The marks that close a clause of courtesy; a question mark is kept, since it may be the request's own. */
const PAUSE = "[，,、。.！!~～；;\\s]";
/** Where a clause begins. */
const CLAUSE_START = "(?<=^|[，,、。.！!？?~～；;：:\\s])";
const TRAILING_MARKS = "(?:[，,。.！!~～\\s]|\\p{Extended_Pictographic}|\\u{FE0F})*";

// English only opening the message: "I'm sorry, …" and "sorry" inside a sentence are the student's words.
const APOLOGY = "(?:(?:真的?|实在|太|非常|很)?(?:不好意思|抱歉|对不起)(?:啊|呀|哈|哦)?|^sorry)";
const BOTHER = "(?:又|再)?(?:来)?打扰(?:你|您)?(?:一下|了|啦)*(?!到)";
/** The words a request opens with, right after an apology said without a pause ("不好意思麻烦帮我…"). */
const REQUEST_LEAD = "(?:又|再|麻烦|劳驾|拜托|请|想|我想|能|可以|可不可以|帮|给我|把)";

/**
 * An apology before a bare value takes the last request back ("sorry, Friday", "不好意思，时间应为8:40"): the
 * follow-up reader reads it as a correction, so it is courtesy only before words that ask for something.
 */
const ASKS = /帮|请|麻烦|劳驾|拜托|能不能|可不可以|能否|可以|想|吗|记|删|排|挪|加|提醒|查|看看|\b(?:can|could|please)\b/i;
const TAKES_BACK = /应为|应该是|应是|应当是|我是说|我的意思是|说错|写错|打错|记错|搞错|弄错|不对|\bi\s+mean/i;

/**
 * Thanks, alone or for help already given ("谢谢你一直提醒我", "感谢你这段时间的帮忙"); in English only closing the
 * message ("write a thanks note" keeps its word).
 */
const THANKS =
  `(?:(?:谢谢|多谢|感谢|谢啦|谢了|蟹蟹)(?:你|您)?(?:啦|了|哈|呀|哦|喔|咯)*(?:(?:一直|总是|每次|又|之前|上次|这段时间|这些天|这么久|的帮忙|的帮助)[^，,。.！!？?~～；;]{0,12})?|(?:thanks|thank you|thx|ty)(?=${TRAILING_MARKS}$))`;
/**
 * Internet slang that only voices a mood or a nod: yyds (the best), nsdd (you're right), xswl (dying of laughter),
 * 卷不动了 (can't keep up the grind), 蚌埠住了 (can't hold it together), 破防了, 麻了, 绝绝子.
 */
const MOOD_SLANG =
  "(?:yyds|nsdd|xswl|awsl|u1s1|yysy|绝绝子|好家伙|家人们|谁懂啊?|救命|离谱|我?(?:真的|是真的|实在)?(?:卷不动了?|卷麻了|卷死了|躺平了|摆烂了|蚌埠住了|绷不住了|破防了|麻了|裂开了?|栓q了?|芭比q了|会谢))(?:啊|呀|哇|哈|了|啦)*";

/** "麻烦你了", "辛苦啦", "拜托了": thanks for the trouble about to be taken; a bare 麻烦 / 辛苦 is no thanks. */
const TROUBLE = "(?:麻烦|辛苦|拜托|有劳)(?:(?:你|您)(?:啦|了|哈|咯|喽|喔|哦)*|(?:啦|了|哈|咯|喽|喔|哦)+)";

export const COURTESY_ROWS: readonly CourtesyRow[] = [
  {
    family: "an apology or 'sorry to bother you' opening a clause",
    pattern: new RegExp(`${CLAUSE_START}(?:(?:${APOLOGY}|${BOTHER})(?:${PAUSE}+|(?=${APOLOGY}|${BOTHER}|${REQUEST_LEAD})))+`, "giu"),
    appliesTo: (text) => ASKS.test(text) && !TAKES_BACK.test(text),
    examples: [
      ["不好意思又来打扰～帮我看看明天下午有没有空", "帮我看看明天下午有没有空"],
      ["抱歉打扰，周四的组会帮我记一下", "周四的组会帮我记一下"],
      ["实在不好意思，把刚才那条删了吧", "把刚才那条删了吧"],
    ],
    // An apology that is the thing itself, or 打扰 done to someone, is the student's words.
    counterexamples: [
      "不好意思拒绝室友，提醒我周五回他消息",
      "提醒我跟室友说声对不起",
      "打扰到室友了",
      // A correction, which the follow-up reader reads with its apology.
      "sorry, Friday",
      "抱歉，时间应该是周四下午",
      "remind me to tell Amy I'm sorry, can you",
    ],
  },
  {
    family: "'could I trouble you to' before what is asked",
    // 想请你 / 麻烦你 / 劳驾 right before a request's own words: what is left asks the same ("帮我…", "把…"). A bare
    // 请 stays: it is what makes "请把那个排了" an order, and the readers know it.
    pattern: new RegExp(
      `(?<=^|${PAUSE}|：|:|能不能|可不可以|能否|可以|能)(?:我)?(?:(?:想|想要)?(?:麻烦|劳驾|拜托)|(?:想|想要)请)(?:你|您)?(?:一下)?(?=帮|给我|替我|把|将|记|加|删|看|查|排|挪|改|提醒|勾|标|安排|列|再)`,
      "gu",
    ),
    examples: [
      ["麻烦帮我记一下周五交开题报告", "帮我记一下周五交开题报告"],
      ["想请你帮我加个待办：读完第四章", "帮我加个待办：读完第四章"],
      ["能不能麻烦你把英语作业排到周六", "能不能把英语作业排到周六"],
    ],
    // 麻烦 as trouble, 请 inside a word of its own (申请, 请假) or alone, stay.
    counterexamples: ["提醒我周四交请假条", "申请表帮我记一下", "这事好麻烦，提醒我明天再弄", "请把那个排了"],
  },
  {
    family: "a clause that only thanks, or thanks for the trouble",
    pattern: new RegExp(
      `${CLAUSE_START}(?:${THANKS}|${TROUBLE})(?:${PAUSE}*(?:${THANKS}|${TROUBLE}))*(?=[，,、。.！!？?~～；;\\s]|\\p{Extended_Pictographic}|$)${TRAILING_MARKS}`,
      "giu",
    ),
    examples: [
      ["把洗衣液那条删掉，谢谢～", "把洗衣液那条删掉"],
      ["这周就好～辛苦你了，排得松一点", "这周就好～排得松一点"],
      ["第一个吧，麻烦你了", "第一个吧"],
      ["英语作业交了，帮我勾掉，谢谢你一直提醒我", "英语作业交了，帮我勾掉"],
      ["周五有什么课？谢谢啦", "周五有什么课？"],
      ["remind me to email the TA at 5pm, thanks!", "remind me to email the TA at 5pm"],
    ],
    // Thanks inside the thing to do, trouble that is the student's own, and a message that is only thanks stay.
    counterexamples: [
      "提醒我给王老师发个谢谢",
      "周五写感谢信",
      "这下麻烦了",
      "谢谢你一直提醒我",
      "好的，谢谢",
      "不用了，谢谢",
      "remind me to write a thanks note to my TA",
    ],
  },
  {
    // "…，晚安": signing off for the night after the request is no part of it (left alone, a clause-by-clause reader
    // notes 晚安 as a second note). A message that asks nothing keeps it: the sign-off is then the small talk.
    family: "a good night closing a request",
    pattern: new RegExp(`(?<=[，,、。.！!~～；;\\s])(?:(?:我|那)?(?:先|去)?睡了(?:睡了)?${PAUSE}*)?晚安(?:啦|了|哦|呀|哈|咯|喽|安)*${TRAILING_MARKS}$`, "gu"),
    appliesTo: (text) => ASKS.test(text) || /叫我|喊我/.test(text),
    examples: [
      ["明早七点叫我起床，晚安", "明早七点叫我起床"],
      ["周四前交实验报告，帮我记一下，先睡了，晚安啦～", "周四前交实验报告，帮我记一下"],
      ["把明天的复习挪到下午吧。晚安！", "把明天的复习挪到下午吧。"],
    ],
    // A good night that is the thing to do, or a message that only signs off, stays.
    counterexamples: ["提醒我给妈妈发晚安", "今天好累，晚安", "晚安啦"],
  },
  {
    family: "a clause of internet slang that only voices a mood or a nod",
    pattern: new RegExp(`${CLAUSE_START}(?:${MOOD_SLANG}(?:(?:${PAUSE}|\\p{Extended_Pictographic}|\\u{FE0F})+|$))+`, "giu"),
    examples: [
      ["yyds，明天下午有空吗", "明天下午有空吗"],
      ["卷不动了！！这周的复习排松一点", "这周的复习排松一点"],
      ["蚌埠住了 把高数作业删了吧", "把高数作业删了吧"],
      ["nsdd，线代是该早点复习了，排到下周", "线代是该早点复习了，排到下周"],
      ["帮我把周六的复习挪到周日，麻了😵", "帮我把周六的复习挪到周日"],
    ],
    // Slang inside the thing to do or to note, or a message that is only slang, stays.
    counterexamples: ["提醒我跟室友说yyds", "卷不动了", "nsdd", "周五交离谱的报告"],
  },
];

/** Marks left at either end once courtesy is read off ("，这周吧"). */
const LOOSE_ENDS = new RegExp(`^(?:[，,、。.！!~～；;\\s])+|(?:[，,、；;\\s])+$`, "gu");

/** What a message is when only a nod, a no or nothing is left of it: then the courtesy is the message. */
const ONLY_A_NOD = /^(?:好的?|好滴|好嘞|行|可以|嗯+|哦+|噢+|ok|okay|收到|了解|明白|知道了|没问题|没事|不用了?|不必了?|算了|[\s\p{P}\p{S}])*$/iu;

/** The reading with the courtesy around its request left out (see the module comment). */
export function withoutCourtesy(reading: Reading): Reading {
  let read = reading;
  for (const row of COURTESY_ROWS) if (!row.appliesTo || row.appliesTo(read.text)) read = replacedAll(read, row.pattern, () => "");
  if (read === reading) return reading;
  read = replacedAll(read, LOOSE_ENDS, () => "");
  return ONLY_A_NOD.test(read.text) ? reading : read;
}
