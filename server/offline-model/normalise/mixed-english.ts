/**
 * English words a student drops into a Chinese sentence ("昨天的review都done了", "这个week的复习", "yesterday's
 * session 没去"), read as the Chinese words the readers know. Only in a message that holds Chinese, and only as whole
 * words (no Latin letter on either side): an English message keeps its words for the English readers.
 */
import type { WordRow } from "./word-row";

const NOT_LATIN_BEFORE = /[A-Za-z]/;
const NOT_LATIN_AFTER = /^[A-Za-z]/;

const PAIRS: readonly (readonly [string, string])[] = [
  ["this week", "这周"],
  ["last week", "上周"],
  ["next week", "下周"],
  ["week", "周"],
  // 谓词逻辑嗰part, 第二个part: the part of a subject a block or to-do covers.
  ["parts", "部分"],
  ["part", "部分"],
  ["yesterday's ", "昨天的"],
  ["yesterday's", "昨天的"],
  ["yesterday", "昨天"],
  ["today's ", "今天的"],
  ["today's", "今天的"],
  ["today", "今天"],
  ["tomorrow", "明天"],
  ["reviews", "复习"],
  ["review", "复习"],
  ["sessions", "复习"],
  ["session", "复习"],
  // "哪天最 empty": how empty a day is, asked.
  ["empty", "空"],
  ["done", "做完"],
  ["finished", "做完"],
];

const ROWS: readonly WordRow[] = PAIRS.flatMap(([from, to]) =>
  [from, from[0].toUpperCase() + from.slice(1)].map((spelling) => ({ from: spelling, to, notBefore: NOT_LATIN_BEFORE, notAfter: NOT_LATIN_AFTER })),
).sort((a, b) => b.from.length - a.from.length);

const HOLDS_CHINESE = /\p{Script=Han}/u;
/** "I finished the 四级真题", "When is my 体育 class": an English sentence with a Chinese name in it stays English. */
const ENGLISH_SENTENCE = /\b(?:i|i'?ve|i'?m|me|my|the|a|an|is|are|was|can|could|you|to|of|at|in|on|what|when|which|does|do|did|have|has|also|and|it|isn'?t|not|please|one)\b/i;
/** "done了", "finished了": a word that says it is done reads so only with the Chinese it closes right after it. */
const DONE_WORD = /^(?:done|finished)$/i;

const HAN = /\p{Script=Han}/u;
/** "哪天最 empty": a word that ends a Chinese phrase as one of its characters, so the space before it goes too. */
const JOINS_PHRASE = /^empty$/i;

const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const WEEKDAY_WORDS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];
/**
 * "下周 Monday 到 Wednesday": weekdays said in English as the two ends of a span read as the Chinese span, with the
 * spaces around them, so the week said before it is the span's ("下周周一到周三"). A weekday alone ("那 Saturday 的
 * morning 呢") is left to the English readers.
 */
const ENGLISH_SPAN = new RegExp(`\\b(?:${WEEKDAYS.join("|")})\\s*(?:到|至|~|～|-)\\s*(?:${WEEKDAYS.join("|")})\\b`, "i");

function spanWeekdayAt(text: string, index: number): WordRow | undefined {
  const word = /^[A-Za-z]+/.exec(text.slice(index))?.[0] ?? "";
  const day = WEEKDAYS.indexOf(word.toLowerCase());
  if (day === -1 || !ENGLISH_SPAN.test(text)) return undefined;
  const trailing = /^ +(?=\p{Script=Han})/u.exec(text.slice(index + word.length))?.[0] ?? "";
  return { from: `${word}${trailing}`, to: WEEKDAY_WORDS[day] };
}

/** The row that reads the English word at `index`, when the message is a Chinese sentence around it. */
export function mixedEnglishAt(text: string, index: number): WordRow | undefined {
  // "哪天最 empty" reads "哪天最空": the space set it apart from the Chinese, not from the phrase.
  const spaced = text[index] === " " && index > 0 && HAN.test(text[index - 1]);
  const at = spaced ? index + 1 : index;
  const span = HOLDS_CHINESE.test(text) ? spanWeekdayAt(text, at) : undefined;
  if (span) return spaced ? { ...span, from: ` ${span.from}` } : span;
  const row = wordAt(text, at);
  if (spaced) return row && JOINS_PHRASE.test(row.from) ? { ...row, from: ` ${row.from}` } : undefined;
  return row;
}

function wordAt(text: string, index: number): WordRow | undefined {
  if (!/[A-Za-z]/.test(text[index]) || !HOLDS_CHINESE.test(text) || ENGLISH_SENTENCE.test(text)) return undefined;
  return ROWS.find((row) => {
    const after = text.slice(index + row.from.length, index + row.from.length + 1);
    if (!text.startsWith(row.from, index) || (index > 0 && row.notBefore?.test(text[index - 1])) || row.notAfter?.test(after)) return false;
    return !DONE_WORD.test(row.from) || HOLDS_CHINESE.test(after);
  });
}
