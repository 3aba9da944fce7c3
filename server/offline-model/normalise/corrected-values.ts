/**
 * The value a correction puts in place of a mistaken one (see corrections.ts): the time words of a message read as
 * runs (a day, its part, a clock time, a period, an amount of sections, an offered slot), and the correction's run put
 * where the mistaken run of the same kind stood.
 */
import type { Piece } from "./rewrite";

type Kind = "day" | "part" | "clock" | "period" | "amount" | "ordinal";

const NUMBER = "[\\d一二两三四五六七八九十]{1,3}";
const TOKEN = new RegExp(
  [
    `(?<period>第\\s*${NUMBER}(?:\\s*[-~～到至]\\s*${NUMBER})?\\s*节)`,
    `(?<week>第\\s*${NUMBER}\\s*(?:周|个星期)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天1-7])?)`,
    "(?<day>(?:(?<!一)下下|(?<!一)下个?|这个?|本|上个?)?(?:周|星期|礼拜)(?:[一二三四五六日天1-7]|末)|(?<!一)下下周|(?<!一)下个?(?:周|星期)|这个?(?:周|星期)|本周|上个?(?:周|星期)|大后天|后天|明天|今天|\\d{1,2}\\s*月\\s*\\d{1,2}\\s*[日号]?|\\d{1,2}[./]\\d{1,2}(?![\\d.])|\\d{1,2}\\s*[日号])",
    "(?<part>凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|今晚|明晚)",
    `(?<clock>\\d{1,2}\\s*[:：]\\s*\\d{2}|${NUMBER}\\s*点(?:半|一刻|\\d{1,2}分?|[一二三四五]十分?)?)`,
    // "大概要3节，不对，4节吧": how long a task takes; "放第二段吧，不对，还是第一段": which of the offered slots.
    `(?<amount>(?<![第\\d])${NUMBER}\\s*(?:节(?!课)|个小时|小时|分钟))`,
    `(?<ordinal>第\\s*${NUMBER}\\s*(?:段|个|种|项|条))`,
  ].join("|"),
  "g",
);

interface Run {
  start: number;
  end: number;
  kinds: Set<Kind>;
}

/** The stretches of time words in a text: days, weeks, parts of the day, clock times and periods side by side. */
export function runsIn(text: string): Run[] {
  const runs: Run[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    const kind: Kind = groups.period ? "period" : groups.week || groups.day ? "day" : groups.part ? "part" : groups.amount ? "amount" : groups.ordinal ? "ordinal" : "clock";
    // 今晚 / 明晚 name the day and its part at once.
    const kinds: Kind[] = groups.part && /今晚|明晚/.test(match[0]) ? ["day", "part"] : [kind];
    const last = runs.at(-1);
    const gap = last ? text.slice(last.end, match.index) : "";
    if (last && /^[\s的]*$/.test(gap)) {
      last.end = match.index + match[0].length;
      for (const each of kinds) last.kinds.add(each);
    } else {
      runs.push({ start: match.index, end: match.index + match[0].length, kinds: new Set(kinds) });
    }
  }
  return runs;
}

function sharesKind(a: Run, b: Run): boolean {
  return [...a.kinds].some((kind) => b.kinds.has(kind));
}

/**
 * The value that replaces the mistaken one: `said` (the corrected words, maybe with their verb "排到下周吧") put in
 * the place of the matching time words of `before`. Undefined when `said` starts with no time words or `before`
 * holds none of the same kind.
 */
/** "老师说改到1月13号", "我们校历这周是第14周": a short lead-in ending in 是 / 改到 that introduces the new value. */
const LEAD_IN = /^[^，,。？?]{0,8}?(?:是|改到|改成|改在|换到|定在)$/;

/** The new value's time words in `said` and the verb said before them ("排到下周吧"), if it is one. */
function saidValue(saidText: string): { run: Run; verb: string } | undefined {
  const runs = runsIn(saidText);
  const first = runs[0];
  if (!first) return undefined;
  const verb = saidText.slice(0, first.start).trim();
  // "下周二吧，对，下周二上午十点交表": the value confirmed and said again in full; the full one is the value.
  const again = runs.find((run) => run.start > first.end && CONFIRMED.test(saidText.slice(first.end, run.start)) && saidText.startsWith(saidText.slice(first.start, first.end), run.start));
  if (again && verb.length <= 3) return { run: again, verb: "" };
  if (verb.length <= 3 && !/[，,。]/.test(verb)) return { run: first, verb };
  const introduced = runs.find((run) => LEAD_IN.test(saidText.slice(0, run.start)));
  return introduced ? { run: introduced, verb: "" } : undefined;
}

const CONFIRMED = /^[吧啊呀]?[，,。\s]*(?:对|嗯|没错|是的|对的)+[，,。！!\s]*$/;

/** "…下周吧，这周要交的东西太多": a later clause naming the value taken back again is the reason, not the request. */
function withoutReasons(text: string, range: readonly [number, number], old: string): Piece[] {
  const pieces: Piece[] = [];
  let start = range[0];
  for (const clause of text.slice(...range).matchAll(/[，,。][^，,。]*/g)) {
    const clauseStart = range[0] + clause.index;
    if (!clause[0].includes(old)) continue;
    pieces.push({ copy: [start, clauseStart] });
    start = clauseStart + clause[0].length;
  }
  pieces.push({ copy: [start, range[1]] });
  return pieces;
}

export function corrected(text: string, before: readonly [number, number], said: readonly [number, number]): Piece[] | undefined {
  const saidText = text.slice(...said);
  const value = saidValue(saidText);
  if (!value) return undefined;
  const saidRun = value.run;
  const beforeText = text.slice(...before);
  const sameKind = runsIn(beforeText).filter((run) => sharesKind(run, saidRun));
  // "排到下周吧": a verb before the new value is the verb before the old one, said again; "改到" may change it.
  const verbed = sameKind.filter((run) => value.verb === "" || beforeText.slice(0, run.start).endsWith(value.verb));
  const candidates = verbed.length === 0 && LEAD_IN.test(value.verb) ? sameKind : verbed;
  const old = candidates.at(-1);
  if (!old) return undefined;
  // Only the kinds the correction names are replaced: "周三下午3点…，不对，是周四" keeps 下午3点.
  const oldTokens = [...beforeText.slice(old.start, old.end).matchAll(TOKEN)].map((token) => ({
    start: old.start + token.index,
    end: old.start + token.index + token[0].length,
    kinds: runsIn(token[0])[0]?.kinds ?? new Set<Kind>(),
  }));
  const replaced = oldTokens.filter((token) => [...token.kinds].some((kind) => saidRun.kinds.has(kind)));
  const from = replaced[0]?.start ?? old.start;
  const to = replaced.at(-1)?.end ?? old.end;
  // "现在第13周吧…不对，是第14周": a particle after the old value hedged the old value only.
  const after = /^[吧啊呀吗呢嘛]*$/.test(beforeText.slice(to).trim()) ? "" : beforeText.slice(to);
  const saidAfter = saidText.slice(saidRun.end);
  // "周一上午，哦不，周二上午有空吗": what follows the new value stands in for an old one that ended the clause, or
  // for the same words said again ("周日之前，啊不是，周五之前要交的有哪些").
  if (after.trim() === "" || saidAfter.startsWith(after.trim())) {
    return [{ copy: [before[0], before[0] + from] }, ...withoutReasons(text, [said[0] + saidRun.start, said[1]], beforeText.slice(from, to))];
  }
  // "…还是第一段，把函数放进去": a clause after the new value goes on with the request and is kept.
  const goesOn = /^[吧啊呀哦了]*[，,。]/.exec(saidAfter);
  return [
    { copy: [before[0], before[0] + from] },
    { copy: [said[0] + saidRun.start, said[0] + saidRun.end] },
    { copy: [before[0] + to, before[1]] },
    ...(goesOn ? [{ copy: [said[0] + saidRun.end + goesOn[0].length - 1, said[1]] as const }] : []),
  ];
}
