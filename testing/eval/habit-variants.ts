/**
 * Writing habits the later students show (variants.ts has the first ones): the whole message in Traditional script,
 * the pinyin keyboard's sound-alike slips, English and Cantonese day words inside Chinese, a voice typist's fillers and
 * words said twice inside the sentence, pauses typed as "…", a laugh or a row of marks closing it. Each keeps the
 * case's labels valid: a field still said whole in the rewritten text, or the case left out.
 */
import { ConverterFactory, type ConverterFunction } from "opencc-js/core";
import fromMainland from "opencc-js/from/cn";
import toTaiwan from "opencc-js/to/tw";
import type { EvalCase } from "./cases";
import { ASKING, CLOSING_MARKS, type SurfaceVariant, withFieldsKept, withText } from "./variant-text";

type Row = readonly [pattern: RegExp, replacement: string | ((match: string, ...groups: string[]) => string)];

function withRows(evalCase: EvalCase, rows: readonly Row[]): EvalCase | undefined {
  // Each row's replacement is typed as a string or a function, but String.replace takes either.
  const text = rows.reduce((words, [pattern, replacement]) => words.replace(pattern, replacement as string), evalCase.text);
  return withFieldsKept(evalCase, text);
}

let toTraditional: ConverterFunction | undefined;

/** The whole message and its fields in Taiwan's Traditional script: the scorer folds fields back (score.ts). */
function inTraditional(evalCase: EvalCase): EvalCase | undefined {
  toTraditional ??= ConverterFactory(fromMainland, toTaiwan);
  const convert = toTraditional;
  const text = convert(evalCase.text);
  if (text === evalCase.text) return undefined;
  const fields = evalCase.fields && Object.fromEntries(Object.entries(evalCase.fields).map(([key, value]) => [key, typeof value === "string" ? convert(value) : value]));
  return { ...evalCase, text, ...(fields ? { fields } : {}) };
}

/** Slips a pinyin keyboard gives where the sentence stays plain to a person reading it. */
const TYPING_SLIPS: readonly Row[] = [
  [/已经/g, "以经"],
  [/时候/g, "时侯"],
  [/截止/g, "截至"],
  [/账/g, "帐"],
  [/做(?![作业])/g, "作"],
  [/(?<![不一])再(?=[记排加提约改看帮放挪安把])/g, "在"],
  [/(?<=[做作写来记排赶改弄看学背])得(?=[完及了好过])/g, "的"],
  [/(?<=好好|认真|慢慢|赶紧|偷偷)地/g, "的"],
];

const ENGLISH_WEEKDAYS: Record<string, string> = { 一: "Monday", 二: "Tuesday", 三: "Wednesday", 四: "Thursday", 五: "Friday", 六: "Saturday", 日: "Sunday", 天: "Sunday" };

/** English day and time words where the Chinese stood: tmr, tonight, Friday, next week, 3pm. */
const ENGLISH_DAY_WORDS: readonly Row[] = [
  [/今天晚上|今晚/g, "tonight"],
  [/明天/g, "tmr"],
  [/(?<![上下这本第每\d零一二三四五六七八九十两])(?:周|星期)([一二三四五六日天])/g, (_, day) => ENGLISH_WEEKDAYS[day]],
  [/下周(?![一二三四五六日末])/g, "next week"],
  [/这周(?![一二三四五六日末])/g, "this week"],
  [/(?<![上下这])周末/g, "weekend"],
  [/下午([1-9]|1[0-2])点(?![半\d一二三四五六七八九十过])/g, (_, hour) => ` ${hour}pm `],
  [/(?:上午|早上)([1-9]|1[01])点(?![半\d一二三四五六七八九十过])/g, (_, hour) => ` ${hour}am `],
];

/** Cantonese day words where the Mandarin stood: 听日, 琴日, 后日, 今朝, 下昼, 夜晚, 礼拜X. */
const CANTONESE_DAY_WORDS: readonly Row[] = [
  [/明天/g, "听日"],
  [/昨天/g, "琴日"],
  [/后天/g, "后日"],
  [/今天早上|今早/g, "今朝"],
  [/今天/g, "今日"],
  [/下午/g, "下昼"],
  [/晚上/g, "夜晚"],
  [/(?<![上下这本第每\d零一二三四五六七八九十两])(?:周|星期)(?=[一二三四五六日])/g, "礼拜"],
];

/** A day said whole (明天, 下周三, 这周末, 星期五): never 周 of 第13周, nor 下周 of 下周一. */
const WHOLE_DAY = "(?<![第每\\d零一二三四五六七八九十两])(?:大?后天|今天|明天|昨天|(?:下下|下|这|上|本)(?:个)?(?:周|星期|礼拜)[一二三四五六日天末]?|(?:周|星期|礼拜)[一二三四五六日天末])(?![一二三四五六日天末期])";
/** Where a voice typist pauses: after the request's opening words before its verb, or else after the first day said whole. */
const SEAM = new RegExp(`^(?:帮我记一下|帮我|提醒我|记一下)(?=[\\p{Script=Han}])|${WHOLE_DAY}(?![）)\\]】，,。？?！!\\s]|$)`, "u");
/** Where a 那个 cannot point at anything: after the opening before a verb, or between a day and its clock ("明天那个早上8点"). */
const FILLER_SEAM = new RegExp(`^(?:帮我|提醒我)(?=记|建|新建|创建|设|加|查|把)|${WHOLE_DAY}(?=(?:上午|下午|早上|中午|晚上|[早晚午])?(?:\\d{1,2}[点:：]|[零一二两三四五六七八九十]+点))`, "u");
/** After the first day said whole, where the day's part or clock follows. */
const DAY_BEFORE_TIME = new RegExp(`${WHOLE_DAY}(?=[上下早中晚傍凌]|[\\d零一二两三四五六七八九十]+[点:：])`);

function withBetween(evalCase: EvalCase, at: RegExp, filler: (word: string) => string): EvalCase | undefined {
  const found = at.exec(evalCase.text);
  if (!found) return undefined;
  const end = found.index + found[0].length;
  if (end >= evalCase.text.replace(CLOSING_MARKS, "").length) return undefined;
  return withFieldsKept(evalCase, `${evalCase.text.slice(0, end)}${filler(found[0])}${evalCase.text.slice(end)}`);
}

const QUESTION_CLOSING = /[？?]\s*$/;

export const HABIT_VARIANTS: readonly SurfaceVariant[] = [
  { name: "traditional", habit: "the whole message in Traditional characters", rewrite: inTraditional },
  { name: "typing-slips", habit: "以经, 时侯, 作完, 在记, 来的及 (a pinyin keyboard's sound-alikes)", rewrite: (c) => withRows(c, TYPING_SLIPS) },
  { name: "english-days", habit: "Friday, tmr, tonight, next week, 3pm inside Chinese", rewrite: (c) => withRows(c, ENGLISH_DAY_WORDS) },
  { name: "cantonese-days", habit: "听日, 琴日, 后日, 今朝, 下昼, 夜晚, 礼拜X", rewrite: (c) => withRows(c, CANTONESE_DAY_WORDS) },
  { name: "filler-inside", habit: "…那个… (a filler inside the sentence)", rewrite: (c) => withBetween(c, FILLER_SEAM, () => "那个") },
  { name: "filler-uh", habit: "…呃… / …就是说… (a voice typist's pause after the day)", rewrite: (c) => withBetween(c, DAY_BEFORE_TIME, () => (c.text.length % 2 ? "就是说" : "呃")) },
  { name: "word-twice", habit: "明天明天, 帮我帮我 (a word said twice)", rewrite: (c) => withBetween(c, SEAM, (word) => word) },
  {
    name: "ellipsis-pauses",
    habit: "… for the commas, or after the opening words",
    rewrite: (c) => (/[，,]/.test(c.text) ? withFieldsKept(c, c.text.replace(/[，,]\s*/g, "…")) : withBetween(c, SEAM, () => "…")),
  },
  { name: "closing-laugh", habit: "… 哈哈哈 (a laugh after the request)", rewrite: (c) => withText(c, `${c.text.replace(CLOSING_MARKS, "")} 哈哈哈`) },
  {
    name: "repeated-marks",
    habit: "！！！ / ？？？ closing the message",
    rewrite: (c) => (ASKING.has(c.category) && !QUESTION_CLOSING.test(c.text) ? undefined : withText(c, `${c.text.replace(/[。！!？?～~\s]*$/u, "")}${QUESTION_CLOSING.test(c.text) ? "？？？" : "！！！"}`)),
  },
];
