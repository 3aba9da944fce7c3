/**
 * A thing given a part of a day the answer just told free ("12月5日 周六 下午 空闲：14:00–17:40（4节）"): "那周日早上我刷
 * 一套四级", "好，那整个下午拿来做四级那套卷子" → the thing put where that part's free time starts, on that day.
 */
import { DAY_WORD } from "./day-words";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const GIVEN = new RegExp(
  `^(?:(?:好的?|行|嗯|ok)[，,\\s]*)?(?:那就?|就|那)?(?<day>${DAY_WORD.source})?(?:一?整个)?(?<part>早上|上午|下午|晚上)(?:一?整个)?(?:我)?(?:就)?(?:拿来|用来)?(?:刷|做|写|弄|学|复习|练)(?:一套|一份|一下|一遍)?(?<name>[^，,。]{2,16}?)(?:吧|呗)?[。.!！~～\\s]*$`,
  "i",
);
/** "四级那套卷子", "一套四级", "图论那块": the thing's own words, without the pointer or the count. */
const POINTER_TAIL = /(?:的)?(?:(?:那套|这套|那份|这份|那个)(?:卷子|真题|题|试卷)?|那块|这块|那部分)$/;

/** "12月6日 周日 全天 空闲：08:00–22:30（12节）": a free day told, its runs after the colon. */
const FREE_LINE = /(\d{1,2}月\d{1,2}日)\s*(周[一二三四五六日天])[^\n：:]*空闲[：:]([^\n]+)/g;
const RUN = /(\d{1,2}):(\d{2})\s*[–-]\s*(\d{1,2}):(\d{2})/g;
/** Each part of the day as [from, first period, to] in minutes: the timetable's afternoon starts at 14:00, its evening at 19:00. */
const PARTS: Record<string, [number, number, number]> = { 早上: [0, 0, 720], 上午: [0, 0, 720], 下午: [720, 840, 1080], 晚上: [1080, 1140, 1440] };

function clockOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/** The first free minute of `part` in a told line's runs. */
function freeStart(runs: string, part: string): string | undefined {
  const [from, first, to] = PARTS[part];
  for (const run of runs.matchAll(RUN)) {
    const start = Number(run[1]) * 60 + Number(run[2]);
    const end = Number(run[3]) * 60 + Number(run[4]);
    const at = start >= from ? start : Math.max(start, first);
    if (at < end && at < to) return clockOf(at);
  }
  return undefined;
}

export function givenFreePart(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = GIVEN.exec(text.trim())?.groups;
  if (!said || previous.said === undefined) return undefined;
  const day = said.day?.replace(/^(?:星期|礼拜)/, "周").replace("天", "日");
  const told = [...previous.said.matchAll(FREE_LINE)].filter((line) => day === undefined || line[2].replace("天", "日") === day);
  if (told.length !== 1) return undefined;
  const clock = freeStart(told[0][3], said.part);
  const name = said.name.replace(POINTER_TAIL, "").replace(/^(?:一套|一份)/, "");
  return clock && name.length >= 2 ? { family: "that_day", text: `把${name}放到${told[0][1]}${clock}` } : undefined;
}
