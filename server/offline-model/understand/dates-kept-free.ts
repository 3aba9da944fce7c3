/**
 * Days of the month kept out of a plan, said as dates: "元旦我回家，1号到3号别排", "31号不要排", "30号到2号都不排"
 * (across a month's end). Which weekdays they fall on depends on the stretch planned, which only the call's calendar
 * knows: the days are passed on as said (days of the month), and decide/dates-off.ts finds them in the plan's week.
 */

const DATES_KEPT_FREE =
  /(?:^|[，,])\s*(?:但是?|不过)?\s*(\d{1,2})\s*[号日](?:\s*(?:到|至|-|~|～)\s*(\d{1,2})\s*[号日])?(?:这|那)?(?:几|两|三|四|五)?(?:天)?(?:都|就|也|我)?(?:别|不要|不用|莫|甭|不)(?:给我|帮我)?(?:排|安排)(?:了|吧|哈|啊)?(?=[，,。！!~～\s]|$)/g;

/** The days from one to the other, across the month's end when the second is smaller ("30号到2号"). */
function spanOf(from: number, to: number): number[] {
  if (to >= from) return Array.from({ length: to - from + 1 }, (_, index) => from + index);
  return [...spanOf(from, 31), ...spanOf(1, to)];
}

/** The days of the month the text keeps free, and the text without the clauses that said so. */
export function datesKeptFree(text: string): { rest: string; dates: number[] } {
  const dates = new Set<number>();
  const rest = text.replace(DATES_KEPT_FREE, (clause: string, from: string, to: string | undefined) => {
    const first = Number(from);
    const last = to === undefined ? first : Number(to);
    if (first < 1 || first > 31 || last < 1 || last > 31) return clause;
    spanOf(first, last).forEach((day) => dates.add(day));
    return "";
  });
  return { rest, dates: [...dates] };
}
