/**
 * A stretch of days counted back from today, as a student tells a check-in over it: "前两天的复习都没做" (the two days
 * before today), "这两天一节都没碰" (yesterday and today), "最近三天", "这几天" (几 taken as three), and the first days
 * of a week counted from its Monday ("这周前三天", "上周后两天"). Pure: today and that week's Monday are parameters.
 */
import { addDays } from "@/lib/calendar/zoned-time";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";

interface CountedSpan {
  from: string;
  to: string;
  label: string;
}

const COUNT = "[两二三四五六七\\d几]";
const OF_WEEK = new RegExp(`(上|这|本)(?:个)?(?:周|星期|礼拜)(?:的)?([前后])(${COUNT})天`);
const BACK = new RegExp(`(前|这|最近|过去|近)(?:的)?(${COUNT})天`);

function days(word: string): number | undefined {
  if (word === "几") return 3;
  const count = /^\d+$/.test(word) ? Number(word) : parseSmallNumber(word);
  return count !== null && count >= 1 && count <= 7 ? count : undefined;
}

/** The counted stretch `words` name, or undefined when they count none. */
export function countedDays(words: string, today: string, monday: string): CountedSpan | undefined {
  const ofWeek = OF_WEEK.exec(words);
  if (ofWeek) {
    const count = days(ofWeek[3]);
    if (count === undefined) return undefined;
    const start = ofWeek[1] === "上" ? addDays(monday, -7) : monday;
    const label = `${ofWeek[1] === "上" ? "上周" : "这周"}${ofWeek[2]}${ofWeek[3]}天`;
    return ofWeek[2] === "前" ? { from: start, to: addDays(start, count - 1), label } : { from: addDays(start, 7 - count), to: addDays(start, 6), label };
  }
  const back = BACK.exec(words);
  if (!back) return undefined;
  const count = days(back[2]);
  if (count === undefined) return undefined;
  // "前两天": the days before today; "这两天", "最近三天": up to today.
  const label = `${back[1]}${back[2]}天`;
  return back[1] === "前" ? { from: addDays(today, -count), to: addDays(today, -1), label } : { from: addDays(today, 1 - count), to: today, label };
}
