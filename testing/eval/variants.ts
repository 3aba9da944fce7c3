/**
 * Surface variants of the tuned cases: the same request with a filler opening it, courtesy around it, no punctuation,
 * 星期 for 周, a clock in Chinese numerals. A student who writes that way asks for the same thing, so a case the model
 * passes should pass in each variant too. The blind rounds say how the model reads the next student's words; the
 * variants say which habits of writing it has not learnt yet, over thousands of requests at once — each variant that
 * keeps fewer of the passes than the others is one habit to read in the normaliser, not one sentence to fix.
 * `npm run eval:agent -- --variants` prints how many of the passes each keeps.
 */
import type { EvalCase } from "./cases";

export interface SurfaceVariant {
  name: string;
  /** What the student does differently, in a few words. */
  habit: string;
  /** The case as that student writes it, or undefined where the habit changes nothing (no 周 to say as 星期). */
  rewrite: (evalCase: EvalCase) => EvalCase | undefined;
}

/** Cases where a request is made: courtesy and a polite "可以吗" belong to them, not to small talk or a story. */
const ASKING = new Set(["small_talk", "look_alike", "clarify", "repeat"]);

function withText(evalCase: EvalCase, text: string): EvalCase | undefined {
  return text === evalCase.text ? undefined : { ...evalCase, text };
}

/** The same words replaced in the text and in the string fields, so a field the words were in still matches. */
function replacedEverywhere(evalCase: EvalCase, pattern: RegExp, replace: (match: string, ...groups: string[]) => string): EvalCase | undefined {
  const text = evalCase.text.replace(pattern, replace);
  if (text === evalCase.text) return undefined;
  const fields = evalCase.fields && Object.fromEntries(Object.entries(evalCase.fields).map(([key, value]) => [key, typeof value === "string" ? value.replace(pattern, replace) : value]));
  return { ...evalCase, text, ...(fields ? { fields } : {}) };
}

const CHINESE_DIGITS = ["零", "一", "二", "三", "四", "五", "六", "七", "八", "九", "十", "十一", "十二"];

/** Ends of a sentence a particle or a courtesy goes before. */
const CLOSING_MARKS = /[。！!～~\s]*$/u;

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
  { name: "xingqi", habit: "星期三 for 周三", rewrite: (c) => replacedEverywhere(c, /(?<![上下这本])周([一二三四五六日])/g, (_, day) => `星期${day}`) },
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
];

/** Every `stride`-th case: a sample spread over the whole set (its rounds are in order), the same on every run. */
export function spreadSample<Case>(cases: readonly Case[], stride: number): Case[] {
  return cases.filter((_, index) => index % stride === 0);
}
