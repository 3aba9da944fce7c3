/**
 * How students type in a hurry on a phone: pinyin initials for the days the readers key on (jt 今天, mt 明天, zm 周末),
 * an English verb of waking (call我起床 → 叫我起床), the keycap emoji that answer a which-one question (2️⃣ → 2), and
 * 冲 / 肝 (pushing through work) as the doing the check-in readers know (错题本冲完了, 肝了两节).
 * Rows of normalise.ts's everyday-word table, so the words saved (a note's text) stay the student's own.
 */
import type { WordRow } from "./word-row";

/**
 * The initials are read only as a word of their own right before Chinese, a digit or a space and a Chinese word
 * ("mt晚上有空不", "记一哈 mt下午2点"): "Mt. Everest", "MT翻译" (machine translation, capitals), or an id like "zm2024"
 * keep their letters.
 */
const INITIALS: readonly (readonly [string, string])[] = [
  ["jt", "今天"],
  ["mt", "明天"],
  ["ht", "后天"],
  ["zt", "昨天"],
  ["jw", "今晚"],
  ["mw", "明晚"],
  ["zm", "周末"],
  ["xzm", "下周末"],
];

const BEFORE_CHINESE = /^\s?(?:\p{Script=Han}|\d{1,2}(?:点|[:：]\d))/u;

/** What was pushed through, counted: 两节, 三章, 一套. */
const DONE_COUNT = /^[0-9一二两三四五六七八九十几半]+\s*(?:节|章|套|篇|道|个小时|小时)/;

/** "2️⃣", "2⃣": a keycap is the digit on it (with or without the emoji's variation selector). */
const KEYCAPS: readonly WordRow[] = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"].flatMap((digit) => [
  { from: `${digit}\u{FE0F}\u{20E3}`, to: digit },
  { from: `${digit}\u{20E3}`, to: digit },
]);

export const INTERNET_WORDS: readonly WordRow[] = [
  ...INITIALS.map(([from, to]) => ({ from, to, notBefore: /[A-Za-z]/, needsAfter: BEFORE_CHINESE })),
  // "6:50 call我起床", "明早call我": waking or ringing the student is 叫我; "打call" (cheering someone on) is not.
  { from: "call我", to: "叫我", notBefore: /[打A-Za-z]/ },
  { from: "call 我", to: "叫我", notBefore: /[打A-Za-z]/ },
  ...KEYCAPS,
  // 冲完了, 肝完了, 冲了两节: done at a push. 冲完澡, 冲了杯咖啡, 肝功能 keep theirs.
  { from: "冲完", to: "做完", notAfter: /^[澡凉头杯]/ },
  { from: "肝完", to: "做完" },
  { from: "冲了", to: "做了", needsAfter: DONE_COUNT },
  { from: "肝了", to: "做了", needsAfter: DONE_COUNT },
  { from: "🔟", to: "10" },
];
