/**
 * Check-ins, progress questions and missed work in English (issue 23 #6, issue 27): "finished chapter 1 and 2, skipped
 * chapter 3", "I skipped this afternoon's session", "only got through half of today's 线代 block", "what did I miss
 * last week?", "how much have I done this week?", "can you reschedule the stuff I missed". The days go to the tools in
 * the words they read ("yesterday" → 昨天, "this afternoon" → 今天下午); a chapter goes as 第N章.
 */
import type { CheckinEntry, CheckinStatus } from "./checkin-types";

/** English day words → the words the check-in and progress tools read. */
const DAYS: readonly [RegExp, string][] = [
  [/\blast night(?:'s)?\b/, "昨天晚上"],
  [/\byesterday(?:'s)?\b/, "昨天"],
  [/\b(?:tonight(?:'s)?|today(?:'s)?)\b/, "今天"],
  [/\blast week(?:'s)?\b/, "上周"],
  [/\b(?:this week(?:'s)?|(?:the )?whole week|all week)\b/, "这周"],
  [/\b(?:lately|recently|so far|past two weeks|last two weeks)\b/, "最近"],
  [/\b(?:on )?mon(?:day)?(?:'s)?\b/, "周一"],
  [/\b(?:on )?tue(?:s|sday)?(?:'s)?\b/, "周二"],
  [/\b(?:on )?wed(?:nesday)?(?:'s)?\b/, "周三"],
  [/\b(?:on )?thu(?:rs|rsday)?(?:'s)?\b/, "周四"],
  [/\b(?:on )?fri(?:day)?(?:'s)?\b/, "周五"],
  [/\b(?:on )?sat(?:urday)?(?:'s)?\b/, "周六"],
  [/\b(?:on )?sun(?:day)?(?:'s)?\b/, "周日"],
];
/** Parts of a day; "this afternoon" and "the morning session" are today's unless another day is named. */
const PARTS: readonly [RegExp, string][] = [
  [/\b(?:this )?morning(?:'s)?\b/, "上午"],
  [/\b(?:this )?afternoon(?:'s)?\b/, "下午"],
  [/\b(?:this )?(?:evening|night)(?:'s)?\b|\btonight(?:'s)?\b/, "晚上"],
];

function englishDays(text: string): string | undefined {
  const lower = text.toLowerCase();
  const day = DAYS.find(([pattern]) => pattern.test(lower))?.[1];
  const part = PARTS.find(([pattern]) => pattern.test(lower))?.[1];
  if (!part || day === "昨天晚上") return day;
  if (day === undefined) return `今天${part}`;
  return ["上周", "这周", "最近"].includes(day) ? day : `${day}${part}`;
}

function withoutDays(text: string): string {
  return [...DAYS, ...PARTS].reduce((rest, [pattern]) => rest.replace(new RegExp(pattern.source, "g"), " "), text);
}

const LATIN = /[a-z]{2,}/i;
/** Things a to-do is ("finished the lab report" completes a to-do); a study block is a chapter, a review, a session. */
const TASK_WORDS = /\b(?:report|homework|assignment|essay|paper|email|e-mail|laundry|lab|task|to-?do|submit(?:ted)?|hand(?:ed)? in|reading|project|form|parcel|package)s?\b|作业|报告|周报|论文|待办|任务|交/i;
const STUDY_WORDS = /\b(?:chapters?|ch\.?\s*\d|reviews?|revision|sessions?|blocks?|stud(?:y|ied|ying)|lessons?|units?|periods?)\b|第\s*\d+\s*章/i;
/** "I skipped 早饭 today", "missed lunch": a meal or a chore skipped is no study block of the plan. */
const NOT_A_BLOCK = /\b(?:breakfast|lunch|dinner|supper|brunch|meals?|shower|nap|gym|workout|practice|class(?:es)?|lectures?)\b|早饭|午饭|晚饭|早餐|午餐|晚餐|夜宵|饭|健身|跑步|课/i;
const FUTURE = /\b(?:tomorrow|will|going to|gonna|plan(?:ning)? to|want to|need to|next week|later|remind)\b/i;

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, a: 1, an: 1 };

function numberOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : NUMBER_WORDS[word.toLowerCase()];
}

/** Clause cues, checked in this order: partial before skipped before done. */
const STATUS_CUES: readonly [RegExp, CheckinStatus][] = [
  [/\b(?:half(?:-| )?(?:done|finished|way)|(?:only )?(?:got|get) through half|half of|halfway through|partially|part of|some of|only (?:did|got through|finished|managed|studied|covered) (?:one|two|three|\d+|a|an) (?:periods?|sessions?|hours?|of))\b/i, "partial"],
  [/^not\b|[❌✗✘❎]|\bhaven'?t (?:done|started|touched|gotten to|got to|studied|reviewed)\b|\bhave not (?:done|started)\b|\bnot (?:done|started) yet\b|\b(?:skipped|skip|missed|didn'?t (?:do|get to|study|go|touch|make it|review|open)|did not (?:do|get to|study|go|touch|review)|never got to|bailed on|blew off|no time for|forgot)\b/i, "skipped"],
  [/\b(?:(?:finished|finish|done) with|finished|finish|did|done|completed|complete|got through|wrapped up|went through|covered|studied|reviewed)\b|✅|✔️?|☑️?/i, "done"],
];

const CHAPTERS = /\b(?:chapters?|ch\.?)\s*((?:\d+|one|two|three|four|five|six)(?:\s*(?:,|and|&|\+)\s*(?:\d+|one|two|three|four|five|six))*)/gi;

/** Words around a block's name that are not part of it. */
const NAME_NOISE =
  /\b(?:(?:was|were|too|so|really) )*(?:tired|busy|sick|sleepy|exhausted)\b|\boverslept\b|'(?:ve|m|d|ll)\b|\b(?:i|i've|i'd|i'm|have|has|had|did|my|the|all|of|for|only|just|already|also|too|both|got|get|through|half|part|some|session|sessions|block|blocks|review|reviews|revision|study|studying|periods?|it|them|that|those|this|one|two|three|and|was|were|on|in|at|a|an|today's|s)\b|'s\b/gi;

function entriesOfClause(clause: string): CheckinEntry[] | undefined {
  const cue = STATUS_CUES.map(([pattern, status]) => ({ match: pattern.exec(clause), status })).find((found) => found.match);
  if (!cue?.match) return undefined;
  const periodsWord = /only (?:did|got through|finished|managed|studied|covered) (one|two|three|\d+|a|an) (?:periods?|sessions?|hours?|of)/i.exec(clause)?.[1];
  const periods = cue.status === "partial" ? (periodsWord ? numberOf(periodsWord) : 1) : undefined;
  const extra = periods !== undefined ? { periods_done: periods } : {};
  const blocks: string[] = [];
  for (const [, numbers] of clause.matchAll(CHAPTERS)) {
    for (const number of numbers.split(/\s*(?:,|and|&|\+)\s*/)) {
      const value = numberOf(number.trim());
      if (value !== undefined) blocks.push(`第${value}章`);
    }
  }
  if (blocks.length === 0) {
    const rest = withoutDays(clause.replace(cue.match[0], " ").replace(CHAPTERS, " "))
      .replace(STATUS_CUES[0][0], " ")
      .replace(/\b(?:so|but|then|yeah|ok|okay|well|lol|lmao|ugh|everything|anything|whole|finally|officially|again|now)\b/gi, " ")
      .replace(NAME_NOISE, " ")
      .replace(/[\p{P}\p{S}]/gu, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (rest !== "") blocks.push(rest);
  }
  if (blocks.length === 0) return [{ status: cue.status, ...extra }];
  return blocks.map((block) => ({ block, status: cue.status, ...extra }));
}

/** "finished chapter 1 and 2, skipped chapter 3", "did all my review yesterday", "I skipped this afternoon's session". */
export function englishCheckin(text: string): { entries: CheckinEntry[]; when?: string } | undefined {
  if (!LATIN.test(text) || /[?？]\s*$/.test(text) || FUTURE.test(text) || TASK_WORDS.test(text)) return undefined;
  if (/^\s*(?:what|which|how|can|could|would|please|help|show|list|mark|remind|add|create)\b/i.test(text)) return undefined;
  const entries: CheckinEntry[] = [];
  const marked = text.replace(/(?<!^\s*)([✅✔☑❌✗✘❎]\uFE0F?)\s*/gu, "$1,");
  for (const clause of marked.split(/[,;.!]|\bbut\b|\bthen\b/i).map((part) => part.trim()).filter(Boolean)) {
    entries.push(...(entriesOfClause(clause) ?? []));
  }
  if (entries.length === 0) return undefined;
  const when = englishDays(text);
  // "i skipped everything today": with no study word, a check-in only when it names nothing and is no "done".
  const bare = entries.every((entry) => entry.block === undefined);
  // "skipped 英语 today, was sick": a block named in Chinese and missed or half done is a block of the plan; "done"
  // with such a name may be a to-do's, which the to-do readers take.
  const namedInChinese = entries.every((entry) => entry.block !== undefined && /^\p{Script=Han}+$/u.test(entry.block));
  const notDone = entries.every((entry) => entry.status !== "done");
  if (entries.some((entry) => entry.block !== undefined && NOT_A_BLOCK.test(entry.block))) return undefined;
  if (!STUDY_WORDS.test(text) && !((bare || namedInChinese) && notDone)) return undefined;
  return { entries, ...(when ? { when } : {}) };
}

const MISSED_QUESTION =
  /\bwhat (?:did|have) i (?:miss(?:ed)?|skip(?:ped)?)\b|\bwhat i (?:missed|skipped)\b|\b(?:which|what) (?:sessions?|blocks?|reviews?|study blocks?) (?:did|have) i (?:miss(?:ed)?|skip(?:ped)?)\b|\banything i (?:missed|skipped)\b|\bnot (?:yet )?checked in\b|\bunchecked\b|\bwhat(?:'s| is) (?:still )?(?:waiting for|awaiting) (?:a )?check-?in\b|\b(?:have|did) i (?:miss(?:ed)?|skip(?:ped)?) (?:any|anything)|\bhow many (?:\w+ )?(?:did|have) i (?:miss(?:ed)?|skip(?:ped)?)\b|\bleft to check in\b|\bany (?:missed|skipped) (?:sessions?|blocks?|reviews?)\b|\bhaven'?t (?:yet )?checked in\b|\bwaiting for (?:a )?check-?in\b/i;
const SUMMARY_QUESTION =
  /\bhow much (?:have i|did i|i've|i have) (?:done|do|finished|finish|completed|complete|studied|study|got done|get done)\b|\bhow many (?:sessions?|blocks?|periods?|reviews?) (?:have i|did i|i've) (?:done|do|finished|finish|completed|complete)\b|\bprogress (?:check|report|so far|update)\b|\b(?:check|show|see) my progress\b|\bhow(?:'s| is| has) my (?:study )?progress\b|\bhow am i doing\b|\bcheck-?in (?:status|summary)\b|\bhow did (?:i|my week) go\b|\bhow far along\b|\bhow did i do\b|\bcompletion(?: rate)?\b/i;

/** "what did I miss last week?" (missed), "how much have I done this week?" (summary). */
export function englishProgress(text: string): { focus: "missed" | "summary"; range?: string } | undefined {
  if (!LATIN.test(text) || /\b(?:tasks?|to-?dos?|homework|assignments?)\b/i.test(text)) return undefined;
  const focus = MISSED_QUESTION.test(text) ? "missed" : SUMMARY_QUESTION.test(text) ? "summary" : undefined;
  if (!focus) return undefined;
  const range = englishDays(text);
  return { focus, ...(range ? { range } : {}) };
}

const REPLAN_WORDS = /\b(?:re-?schedule|re-?plan|re-?arrange|re-?do|re-?organi[sz]e|move|put|fit|slot|catch up|make up|push|plan)\b/i;
const MISSED_WORDS = /\b(?:missed|skipped|didn'?t (?:do|get to|finish)|did not (?:do|get to|finish)|fell behind|behind on|i'?m behind|behind|what i missed|unfinished|undone|missed stuff)\b|落下|没做|没完成/i;

/**
 * "can u find time next week to make them up?", "fit them into next week", "squeeze those in somewhere": the blocks a
 * clause before said missed ("周末那几块复习全没做"), pointed back at and made up (checkin-compounds.ts reads the pair).
 */
export const MADE_UP =
  /\b(?:make (?:them|those|these|it|that) up|fit (?:them|those|these) (?:in|into|back in)|squeeze (?:them|those|these) (?:in|into)|catch up on (?:them|those|these)|redo (?:them|those|these)|(?:re-?schedule|re-?plan|move|push) (?:them|those|these)(?: (?:to|into|for) (?:next|this|the)\b| somewhere| later))/i;

/** "can you reschedule the stuff I missed", "help me catch up on what I skipped", "missed 的那些帮我 reschedule 一下". */
export function englishReplan(text: string): boolean {
  if (!LATIN.test(text)) return false;
  if (/\b(?:what|which|how much|how many)\b[^,]*\?/i.test(text) && !/\b(?:can|could|would|please)\b/i.test(text)) return false;
  if (/\bcatch(?:ing)? up on (?:the )?(?:stuff|what|everything|work|reviews?|sessions?) (?:i|that i) (?:missed|skipped)\b|\bhelp me catch up\b/i.test(text)) return true;
  return REPLAN_WORDS.test(text) && MISSED_WORDS.test(text);
}
