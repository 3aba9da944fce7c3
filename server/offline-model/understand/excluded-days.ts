/**
 * Whole weekdays a plan must leave alone, said as an exclusion rather than a 别排: "除了周三都行" (all but), "周六周日不行"
 * (refused), "周日留着休息" (kept for rest), "只排周一周二" (only these, so the others are off). Each row reads one habit;
 * the clause it matched is taken out, so its words name no subject. Days of another week ("下周三") are no weekday.
 */

/** A run of weekdays: "周三", "周六周日", "周三和周四", "周三到周五", "周六日", "周末". */
export const DAYS = "(?:(?<![上下这本])(?:周|星期|礼拜)[一二三四五六日天]|(?<![上下这本])周末)(?:(?:和|跟|、|到|至|~|-|\\s)?(?:(?:周|星期|礼拜)?[一二三四五六日天](?![点号])|周末)){0,6}";
const END = "(?=[，,。！!~～\\s]|$)";

const WEEKDAY_NUMBERS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };

/** The weekdays a run names, a span ("周三到周五") taken whole. */
export function weekdaysOf(days: string): number[] {
  const found = new Set<number>();
  if (/周末/.test(days)) [6, 7].forEach((day) => found.add(day));
  const said = days.replace(/周末/g, "");
  for (const span of said.matchAll(/([一二三四五六日天])\s*(?:到|至|~|-)\s*(?:周|星期|礼拜)?([一二三四五六日天])/g)) {
    for (let day = WEEKDAY_NUMBERS[span[1]]; day <= WEEKDAY_NUMBERS[span[2]]; day++) found.add(day);
  }
  for (const day of said.matchAll(/[一二三四五六日天]/g)) found.add(WEEKDAY_NUMBERS[day[0]]);
  return [...found].sort((a, b) => a - b);
}

interface ExclusionRow {
  family: string;
  pattern: RegExp;
  /** The days kept free, from the days the clause named. */
  off: (named: number[]) => number[];
  examples: readonly string[];
  counterexamples: readonly string[];
}

const same = (named: number[]) => named;
const others = (named: number[]) => [1, 2, 3, 4, 5, 6, 7].filter((day) => !named.includes(day));

export const EXCLUSION_ROWS: readonly ExclusionRow[] = [
  {
    family: "all but",
    pattern: new RegExp(`[，,]?\\s*除了?(${DAYS})(?:之外|以外)?[，,]?\\s*(?:其他|其余|别的|剩下的?)?(?:几天|日子|时间|天)?(?:哪天)?(?:都|全都|随便)(?:行|可以|能排|成|随便排|能行|没问题|ok)(?:的|吧|哈)?${END}`, "gi"),
    off: same,
    examples: ["下周排高数，除了周五都行", "除了周二周四，其他时间都可以"],
    counterexamples: ["除了高数都行"],
  },
  {
    family: "refused",
    pattern: new RegExp(`(?:^|[，,])\\s*(?:但是?|不过)?\\s*(${DAYS})(?:都|也|我)?(?:都|也)?(?:不行|不可以|不成|没空|没时间|不方便|不太行|没法排|不在(?:学校|家)?|在外地|回不来)(?:了|哦|哈|啊)?${END}`, "g"),
    off: same,
    examples: ["补一下落下的，周五周六不行", "周日没空", "下周吧，周六周日我都不在"],
    counterexamples: ["周三晚上不行", "下周三不行"],
  },
  {
    family: "kept for rest",
    pattern: new RegExp(`(?:^|[，,])\\s*(?:但是?|不过)?\\s*(${DAYS})(?:都|就|也|我)?(?:给我)?(?:要|想|得)?(?:留着|留出来|留给自己|留给我|留给我自己|空出来|空着)(?:休息|歇着|歇歇|放松|玩|睡觉|补觉|睡懒觉|躺平|打游戏)?(?:吧|哈|啊)?${END}`, "g"),
    off: same,
    examples: ["周六留着休息", "周末留出来", "周日留给我补觉", "周六空着睡懒觉吧"],
    counterexamples: ["周六留着复习高数"],
  },
  {
    // The day told with what takes it (going home, going out), then a bare 别排 / 莫排 / 那两天不排 pointing back at it.
    family: "away, then not planned",
    pattern: new RegExp(`(?:^|[，,])\\s*(?:但是?|不过)?\\s*(${DAYS})(?:我|我们)?(?:都|也|就)?(?:要|得|想|准备|打算|会|有事|去|回|出)[^，,。；;]{0,12}?[，,]?\\s*(?:那(?:两|几|一)?天|那天|这(?:两|几)?天)?(?:就|都|也)?(?:别|不要|不用|不|莫)(?:给我|帮我)?(?:排|安排)(?:了|哈|吧|啊|嘛)?${END}`, "g"),
    off: same,
    examples: ["周日我要出去玩，别排", "周末我要回家那两天不排", "星期六我有事，就不要安排了"],
    counterexamples: ["周三到周五排高数，别排太满", "周六要去图书馆，别排英语"],
  },
  {
    family: "only these",
    pattern: new RegExp(`[，,]?\\s*(?:就)?只(?:排|安排|放|在|用)(?:在)?(${DAYS})(?:排|安排|学|复习)?(?:就行|就好|吧)?${END}`, "g"),
    off: others,
    examples: ["下周的复习只排周一周二", "只在周末排"],
    counterexamples: ["只排四级真题那一条", "只排周三晚上"],
  },
];

const PART_OF_DAY = /早上|上午|中午|下午|傍晚|晚上|晚自习|午休|凌晨|\d|[一二三四五六七八九十两]点|节/;

/** The weekdays the text's exclusions keep free, and the text without them. */
export function excludedDays(text: string): { rest: string; days: number[] } {
  let rest = text;
  const days = new Set<number>();
  for (const row of EXCLUSION_ROWS) {
    rest = rest.replace(row.pattern, (clause: string, named: string) => {
      if (PART_OF_DAY.test(clause)) return clause;
      const off = row.off(weekdaysOf(named));
      if (off.length === 0 || off.length === 7) return clause;
      off.forEach((day) => days.add(day));
      return "";
    });
  }
  return { rest, days: [...days].sort((a, b) => a - b) };
}
