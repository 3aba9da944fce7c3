/**
 * Surface variants of the tuned cases: the same request with a filler opening it, courtesy around it, no punctuation,
 * 星期 / 礼拜 for 周, 明儿 for 明天, a clock in Chinese numerals, asked as can-you or told as a wish, closed with an emoji,
 * typed with English marks. A student who writes that way asks for the same thing, so a case the model
 * passes should pass in each variant too. The blind rounds say how the model reads the next student's words; the
 * variants say which habits of writing it has not learnt yet, over thousands of requests at once — each variant that
 * keeps fewer of the passes than the others is one habit to read in the normaliser, not one sentence to fix.
 * `npm run eval:agent -- --variants` prints how many of the passes each keeps.
 */
import type { EvalCase } from "./cases";
import { HABIT_VARIANTS } from "./habit-variants";
import { ASKING, CLOSING_MARKS, replacedEverywhere, respelt, type SurfaceVariant, withText } from "./variant-text";

/** The request's own first words, which "能不能…？" and "我想…" wrap: 帮我 / 给我 / 提醒我 as said, 把 / 记一下 after 帮我. */
const PLAIN_REQUEST = /^(?:(帮我|给我|提醒我)|把|记一下)/;
const ENGLISH_MARKS: Record<string, string> = { "，": ", ", "。": ". ", "？": "? ", "！": "! ", "：": ": ", "；": "; " };

function askedCanYou(evalCase: EvalCase): EvalCase | undefined {
  const opening = PLAIN_REQUEST.exec(evalCase.text);
  if (ASKING.has(evalCase.category) || !opening || /[？?吗呢]\s*$/.test(evalCase.text)) return undefined;
  return withText(evalCase, `能不能${opening[1] ? "" : "帮我"}${evalCase.text.replace(CLOSING_MARKS, "")}？`);
}

const CHINESE_DIGITS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];


export const SURFACE_VARIANTS: readonly SurfaceVariant[] = [
  { name: "opener-filler", habit: "那个那个，… (a filler before the request)", rewrite: (c) => withText(c, `那个那个，${c.text}`) },
  { name: "opener-courtesy", habit: "麻烦你一下，… (asking for attention first)", rewrite: (c) => (ASKING.has(c.category) ? undefined : withText(c, `麻烦你一下，${c.text}`)) },
  { name: "opener-hesitation", habit: "嗯，… (a hesitation first)", rewrite: (c) => withText(c, `嗯，${c.text}`) },
  { name: "closing-thanks", habit: "…，谢谢 (thanks after the request)", rewrite: (c) => (ASKING.has(c.category) ? undefined : withText(c, `${c.text.replace(CLOSING_MARKS, "")}，谢谢`)) },
  {
    name: "closing-particle",
    habit: "…哈 (a particle closing a statement)",
    rewrite: (c) => (/[？?]\s*$/.test(c.text) ? undefined : withText(c, `${c.text.replace(CLOSING_MARKS, "")}哈`)),
  },
  { name: "no-punctuation", habit: "no commas or full stops, spaces between clauses", rewrite: (c) => withText(c, c.text.replace(/[，,]\s*/g, " ").replace(/[。]/g, " ").trim()) },
  { name: "xingqi", habit: "星期三 for 周三", rewrite: (c) => replacedEverywhere(c, /(?<![上下这本第\d零一二三四五六七八九十两])周([一二三四五六日])/g, (_, day) => `星期${day}`) },
  {
    name: "clock-in-words",
    habit: "三点 for 3点",
    rewrite: (c) => replacedEverywhere(c, /(?<![\d:：.])(\d{1,2})点/g, (match, hour) => (Number(hour) <= 12 ? `${CHINESE_DIGITS[Number(hour)]}点` : match)),
  },
  {
    name: "asked-politely",
    habit: "…，可以吗？ (a request asked as a question)",
    rewrite: (c) => (ASKING.has(c.category) || /[？?吗]\s*$/.test(c.text) ? undefined : withText(c, `${c.text.replace(CLOSING_MARKS, "")}，可以吗？`)),
  },
  { name: "asked-can-you", habit: "能不能帮我…？ (the request asked as can-you)", rewrite: askedCanYou },
  {
    name: "i-want",
    habit: "我想… (the request told as a wish)",
    rewrite: (c) => (ASKING.has(c.category) || !/^(?:把|排|记一下|看看|看一下|查一下)/.test(c.text) ? undefined : withText(c, `我想${c.text}`)),
  },
  {
    name: "libai",
    habit: "礼拜三 for 周三, 下礼拜 for 下周",
    rewrite: (c) =>
      respelt(c, /(?<![第\d零一二三四五六七八九十两每])周(?=[一二三四五六日])|(?<=[上下这本])周(?![末一二三四五六日])/g, () => "礼拜", /^(?:[上下这本]?周[一二三四五六日]|[上下这本]周)$/, (field) =>
        /^[上下这本]周./.test(field) ? undefined : field.replace("周", "").slice(0, 1),
      ),
  },
  {
    name: "erhua-days",
    habit: "明儿 for 明天, 今儿 for 今天, 昨儿 for 昨天",
    rewrite: (c) => respelt(c, /(?<![每前后])[今明昨]天/g, (day) => `${day[0]}儿`, /^[今明昨]天$/, (field) => field[0]),
  },
  { name: "closing-emoji", habit: "…😭 (an emoji closing the message)", rewrite: (c) => withText(c, `${c.text.replace(CLOSING_MARKS, "")}😭`) },
  {
    name: "english-marks",
    habit: ", . ? for ，。？ (English punctuation)",
    rewrite: (c) => {
      const rewritten = replacedEverywhere(c, /[，。？！：；]\s*/g, (mark) => ENGLISH_MARKS[mark.trim()]);
      return rewritten && { ...rewritten, text: rewritten.text.trim() };
    },
  },
  ...HABIT_VARIANTS,
];

/** Every `stride`-th case: a sample spread over the whole set (its rounds are in order), the same on every run. */
export function spreadSample<Case>(cases: readonly Case[], stride: number): Case[] {
  return cases.filter((_, index) => index % stride === 0);
}
