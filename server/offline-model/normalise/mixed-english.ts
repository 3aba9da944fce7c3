/**
 * English words a student drops into a Chinese sentence ("昨天的review都done了", "ddl 帮我 push 后一天", "move 到
 * Saturday 下午 two o'clock", "tonight 11 点 submit 数据库 assignment"), read as the Chinese words the readers know
 * (the table is mixed-english-words.ts, English clock times mixed-english-clocks.ts). Only in a message that holds
 * Chinese, and only as whole words (no Latin letter on either side): an English message keeps its words for the
 * English readers. The spaces a student types around an English word only set it apart from the Chinese, so they go
 * with it ("物理 report 已经 submit 了" reads 物理报告已经交了); the reading keeps where each word came from, so what is
 * saved (a title, a note) is still the student's own words.
 */
import { saysEnglishClassPlace } from "./english-class-places";
import { saysEnglishReminderAnchor } from "./english-reminder-anchors";
import { englishClockAt } from "./mixed-english-clocks";
import { DAY_ROWS, ENGLISH_ROWS, type EnglishRow } from "./mixed-english-words";
import type { WordRow } from "./word-row";

const LATIN = /[A-Za-z]/;
const HOLDS_CHINESE = /\p{Script=Han}/u;
/**
 * "I finished the 四级真题", "When is my 体育 class", "schedule 函数与等价关系 for Thu 4pm": an English sentence with a
 * Chinese name in it stays English. A letter after a dash is a room's code ("喺LT-A考"), no English word.
 */
export const ENGLISH_SENTENCE = /(?<![-－])\b(?:i|i'?ve|i'?m|me|my|the|a|an|is|are|was|can|could|you|to|of|at|in|on|what|when|which|does|do|did|have|has|also|and|it|isn'?t|not|please|one|for)\b/i;

/** The English row or clock time that starts at `index`, as a whole word. */
function englishWordAt(text: string, index: number): { from: string; to: string; day?: boolean } | undefined {
  if (index > 0 && LATIN.test(text[index - 1])) return undefined;
  if (/\d/.test(text[index])) return englishClockAt(text, index);
  if (!LATIN.test(text[index])) return undefined;
  const lower = text.toLowerCase();
  const row = ENGLISH_ROWS.find((candidate: EnglishRow) => {
    if (!lower.startsWith(candidate.from, index)) return false;
    const after = text.slice(index + candidate.from.length);
    if (candidate.before && !candidate.before.test(text.slice(0, index))) return false;
    return !LATIN.test(after[0] ?? "") && (!candidate.after || candidate.after.test(after));
  });
  return row ? { from: text.slice(index, index + row.from.length), to: row.to, day: DAY_ROWS.has(row.from) } : englishClockAt(text, index);
}

/** The end of the message or of its clause. */
const CLAUSE_END = /^[ \t]*(?:$|[,，.。!！?？;；])/;
/** "放到 next Tuesday", "是 tomorrow": Chinese words that lead into the day said after them. */
const LEADS_INTO_DAY = /[到在至于是成为从和跟就]$/;

/** Spaces after a word that go with it: those before Chinese, a digit, a mark, or another English word read here. */
function spacesAfter(text: string, end: number): string {
  const spaces = /^[ \t]+/.exec(text.slice(end))?.[0] ?? "";
  if (spaces === "" || end + spaces.length >= text.length) return "";
  const next = end + spaces.length;
  return !LATIN.test(text[next]) || englishWordAt(text, next) ? spaces : "";
}

/** The row that reads the English word at `index` (with the spaces around it), when the message is Chinese around it. */
export function mixedEnglishAt(text: string, index: number): WordRow | undefined {
  if (!/[A-Za-z\d \t]/.test(text[index]) || !HOLDS_CHINESE.test(text) || ENGLISH_SENTENCE.test(text)) return undefined;
  // "put 错题本 right after Thursday's linear algebra class", "remind me a week before the 离散 exam": read as a whole
  // by english-class-places.ts and english-reminder-anchors.ts.
  if (saysEnglishClassPlace(text) || saysEnglishReminderAnchor(text)) return undefined;
  // "那块 move 到": the spaces before the word, when what comes before them is no English word of its own.
  const before = /^[ \t]+/.exec(text.slice(index))?.[0] ?? "";
  if (before !== "" && (index === 0 || LATIN.test(text[index - 1]) || /[ \t]/.test(text[index - 1]))) return undefined;
  const word = englishWordAt(text, index + before.length);
  if (!word) return undefined;
  // "missed 线代 yesterday": a day said last, in English word order, stays apart from the name before it.
  const dayLast = word.day && CLAUSE_END.test(text.slice(index + before.length + word.from.length)) && !LEADS_INTO_DAY.test(text.slice(0, index));
  if (before !== "" && dayLast) return undefined;
  const from = before + word.from + spacesAfter(text, index + before.length + word.from.length);
  return { from, to: word.to };
}
