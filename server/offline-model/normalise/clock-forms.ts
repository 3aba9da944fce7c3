/**
 * Clock times written in ways the time readers do not key on, read as the clock they stand for: minutes short of
 * the hour (差五分八点, 九点差一刻 → 7点55分, 8点45分), a 24-hour clock in four figures after a day or a part of it
 * (晚2000, 明天0730 → 20:00, 07:30), and a lone a/p after the hour (晚9P, 明天10a → 9pm, 10am). Each row is a family
 * with the sentences it reads and the ones it leaves as they are (forms.test.ts checks them with the other forms).
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import type { FormRow } from "./form-row";

const NUMBER = "(\\d{1,2}|[零〇一二两三四五六七八九十]{1,3})";
/** "一刻" before the hour is fifteen minutes short of it; 三刻 short is said by nobody. */
const SHORT_BY = `(?:${NUMBER}\\s*分(?:钟)?|(一刻|1刻))`;

/** The clock `short` minutes before `hourText` o'clock; 差五分一点 is 0点55分, which the parts of the day place. */
function shortOf(hourText: string, minuteText: string | undefined, quarter: string | undefined): string | undefined {
  const hour = parseSmallNumber(hourText);
  const short = quarter ? 15 : minuteText === undefined ? null : parseSmallNumber(minuteText);
  if (hour === null || short === null || hour < 1 || hour > 24 || short < 1 || short > 59) return undefined;
  return `${hour - 1}点${60 - short}分`;
}

/** A day or a part of the day said right before: only then are four bare figures or a lone a/p a clock time. */
const DAY_BEFORE =
  "(?<=(?:凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|[早晚]|[今明后]天|今晚|明晚|明早|(?:周|星期)[一二三四五六日天]|\\d[日号])\\s*)";

export const CLOCK_FORM_ROWS: readonly FormRow[] = [
  {
    family: "minutes short of the hour (差五分八点, 八点差一刻)",
    pattern: new RegExp(`差\\s*${SHORT_BY}\\s*${NUMBER}\\s*点(?!\\s*(?:半|一刻|三刻|\\d|[零一二两三四五六七八九十]))|${NUMBER}\\s*点\\s*差\\s*${SHORT_BY}`, "g"),
    replace: (match) => (match[3] !== undefined ? shortOf(match[3], match[1], match[2]) : shortOf(match[4], match[5], match[6])),
    examples: [
      ["明早差十分九点叫我起床", "明早8点50分叫我起床"],
      ["周五下午差一刻三点去答辩", "周五下午2点45分去答辩"],
      ["今晚十点差五分提醒我关电脑", "今晚9点55分提醒我关电脑"],
      ["差5分钟7点记得抢课", "6点55分记得抢课"],
    ],
    counterexamples: ["还差五分就及格了", "八点差不多到教室", "差两分钟没赶上车", "差10分8点半"],
  },
  {
    family: "a 24-hour clock in four figures after a day or a part of the day",
    pattern: new RegExp(`${DAY_BEFORE}([01]\\d|2[0-3])([0-5]\\d)(?![\\d.:：年元块字词米个份人次题页分步秒张条kKmMwW%])`, "g"),
    replace: (match) => `${match[1]}:${match[2]}`,
    examples: [
      ["周二晚1930前交实验预习", "周二晚19:30前交实验预习"],
      ["明天0800开班会", "明天08:00开班会"],
      ["下午1545去取快递", "下午15:45去取快递"],
    ],
    counterexamples: ["明天2000字的读后感要交", "周三1500米体测", "晚上2400块的兼职", "2026年的计划", "第1930题"],
  },
  {
    // "晚上六到九点别排": the first 点 of a span is left for the second to say; the readers of a span key on both.
    family: "a span of hours with the first 点 left out (六到九点)",
    pattern: new RegExp(`(?<![\\d零〇一二两三四五六七八九十第.:：])(\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*(到|至)\\s*(?=(?:\\d{1,2}|[一二两三四五六七八九十]{1,3})\\s*点)`, "g"),
    replace: (match) => {
      const hour = parseSmallNumber(match[1]);
      return hour === null || hour < 1 || hour > 24 ? undefined : `${match[1]}点${match[2]}`;
    },
    examples: [
      ["晚上六到九点别排，要上班", "晚上六点到九点别排，要上班"],
      ["下午2到4点我有实验", "下午2点到4点我有实验"],
      ["周三上午十到十二点开组会", "周三上午十点到十二点开组会"],
    ],
    counterexamples: ["每天三到四节就够了", "一到两个小时", "第三到五点", "10.5到11点", "上午9-11点有空吗"],
  },
  {
    family: "a lone a/p after the hour, for am and pm",
    pattern: new RegExp(`${DAY_BEFORE}(1[0-2]|0?[1-9])\\s*([AaPp])(?![A-Za-z]|\\s*级)`, "g"),
    replace: (match) => `${Number(match[1])}${match[2].toLowerCase()}m`,
    examples: [
      ["明晚9P给家里打电话", "明晚9pm给家里打电话"],
      ["周二10a 交实习周报", "周二10am 交实习周报"],
    ],
    counterexamples: ["明天去5A级景区", "周五打3A大作", "买一台8P的空调"],
  },
];
