/**
 * The clock words the follow-up readers and the option picks share, in a module that imports nothing, so a reader the
 * intents use (option-picks.ts) can read a clock without an import circle through follow-up-words.ts.
 */
export const PART_OF_DAY = "(?:上午|早上|早晨|中午|下午|傍晚|晚上)";
/** "五十", "十五", "零五", "一刻": minutes said in words after 点 (a lone "五" is left alone: "八点五" is no clock). */
const WORD_MINUTES = "[一二三四五]十[一二三四五六七八九]?|十[一二三四五六七八九]?|零[一二三四五六七八九]|[一三]刻";
export const CLOCK = `(?:\\d{1,2}\\s*[:：]\\s*\\d{2}|[\\d一二两三四五六七八九十]{1,3}\\s*点(?:半|\\d{1,2}分?|(?:${WORD_MINUTES})分?)?)`;

const HOUR_NUMBERS: Record<string, number> = { 一: 1, 两: 2, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10, 十一: 11, 十二: 12 };

/** "五十" → 50, "零五" → 5, "一刻" → 15. */
function wordMinutes(said: string): number {
  if (said.endsWith("刻")) return said === "一刻" ? 15 : 45;
  const digit = (character: string) => "一二三四五六七八九".indexOf(character) + 1;
  if (said.startsWith("零")) return digit(said[1]);
  const [tens, units] = said.split("十");
  return (tens === "" ? 1 : digit(tens)) * 10 + (units ? digit(units) : 0);
}

/** "晚上8点" → 20:00 in minutes; undefined when the clock is not one the readers know. */
export function minutesOf(part: string | undefined, clock: string): number | undefined {
  const match = new RegExp(`^(\\d{1,2}|[一两二三四五六七八九十]{1,3})\\s*(?:[:：]\\s*(\\d{2})|点(半|(\\d{1,2})分?|(${WORD_MINUTES})分?)?)`).exec(clock);
  if (!match) return undefined;
  let hour = /\d/.test(match[1]) ? Number(match[1]) : HOUR_NUMBERS[match[1]];
  if (hour === undefined) return undefined;
  if (part && /下午|傍晚|晚上/.test(part) && hour < 12) hour += 12;
  const minute = match[2] ? Number(match[2]) : match[3] === "半" ? 30 : match[4] ? Number(match[4]) : match[5] ? wordMinutes(match[5]) : 0;
  return hour * 60 + minute;
}

/**
 * Whether a block starting at "19:00" is the one a clock said points at ("晚上七点", "19:00"); a bare "七点" fits the
 * morning's or the evening's, so it points by whichever the blocks have.
 */
export function startsAtSaid(part: string | undefined, clock: string, start: string): boolean {
  const said = minutesOf(part, clock);
  const begins = minutesOf(undefined, start);
  if (said === undefined || begins === undefined) return false;
  return begins === said || (part === undefined && said < 12 * 60 && begins === said + 12 * 60);
}
