/**
 * The chat shorthands of an English message, read as the full words the English readers know: short days ("Sun 4pm",
 * "on Fri", "Thurs"), "tmr", "ddl", "u", "hw", "open" asked of a time (free), and an hour with its part of the day
 * said in words ("8 in the evening", "9 in the morning") as the clock form "8pm" / "9am". The readers of English
 * requests key on "Sunday", "deadline", "8pm"; a student types "Sun", "ddl", "8 in the evening" — one table here
 * instead of the short forms in every reader. Only in a message read as English (a Chinese one goes through
 * mixed-english.ts, where ddl is a word the readers know as it is), and only as whole words; "plz" / "pls" stay, as the
 * courtesy readers drop them. The reading keeps where each word came from, so what is saved is the student's words.
 */
import { ENGLISH_SENTENCE } from "./mixed-english";
import type { WordRow } from "./word-row";

const HOLDS_CHINESE = /\p{Script=Han}/u;

/** What leads into a day said short: "on Sat", "to Sun", "by Fri", "next Mon", "this Wed". */
const LEADS_INTO_DAY = /(?:^|\b(?:on|to|by|till|until|this|next|last|every|before|after|from|for|due|and|or|deadline|ddl|move|put|push)\s+|[,(/&-]\s*)$/i;
/** What follows a day said short: its hour, its part, or the end of the clause ("Sun 4pm", "Fri at 10", "Sat morning"). */
const DAY_FOLLOWED = /^(?:\s+(?:\d|at\b|morning|afternoon|evening|night|noon|arvo|am\b|pm\b)|\s+(?:and|or)\b|\s*(?:$|[,.!?;:)/&-]))/i;

interface ShortRow {
  from: string;
  to: string;
  /** A short form that is also a word ("sun", "sat", "wed", "mon") reads as the day only beside day words. */
  guarded?: boolean;
  /** The text after the word must match. */
  after?: RegExp;
  /** The text before the word (to its end) must match. */
  before?: RegExp;
}

const SHORT_DAYS: readonly ShortRow[] = [
  { from: "mon", to: "Monday", guarded: true },
  { from: "tues", to: "Tuesday" },
  { from: "tue", to: "Tuesday" },
  { from: "weds", to: "Wednesday" },
  { from: "wed", to: "Wednesday", guarded: true },
  { from: "thurs", to: "Thursday" },
  { from: "thur", to: "Thursday" },
  { from: "thu", to: "Thursday" },
  { from: "fri", to: "Friday" },
  { from: "sat", to: "Saturday", guarded: true },
  { from: "sun", to: "Sunday", guarded: true },
];

/** The chat spellings of the words the English readers key on. */
const SHORT_WORDS: readonly ShortRow[] = [
  { from: "tmrw", to: "tomorrow" },
  { from: "tmr", to: "tomorrow" },
  { from: "tmw", to: "tomorrow" },
  { from: "2moro", to: "tomorrow" },
  { from: "tonite", to: "tonight" },
  { from: "2nite", to: "tonight" },
  { from: "ddl", to: "deadline" },
  { from: "ddls", to: "deadlines" },
  { from: "u", to: "you" },
  { from: "ur", to: "your" },
  { from: "hw", to: "homework" },
  { from: "b4", to: "before" },
  { from: "cuz", to: "because" },
  { from: "coz", to: "because" },
  { from: "bc", to: "because" },
  { from: "abt", to: "about" },
  // "is that slot open for me?", "is Friday open?": open asked of a time is free, the word the readers know.
  {
    from: "open",
    to: "free",
    after: /^(?:\s+(?:for me|then|at all))?\s*[?？]/,
    before: /\b(?:slot|slots|time|that|it|then|morning|afternoon|evening|night|[a-z]+day|weekend|tomorrow|tonight|\d{1,2}\s*(?:am|pm))\s+$/i,
  },
];

const ROWS = [...SHORT_DAYS, ...SHORT_WORDS].sort((a, b) => b.from.length - a.from.length);

const NUMBER_WORDS = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve"];
/** "8 in the evening", "9:30 in the morning", "seven at night", "3 o'clock in the afternoon". */
const HOUR_WITH_PART = new RegExp(
  String.raw`(\d{1,2}|${NUMBER_WORDS.join("|")})(?::([0-5]\d))?(?:\s*o['’]?clock)?\s+(?:in the (morning|afternoon|evening)|at (night))\b`,
  "iy",
);

/** "8 in the evening" at `index` as "8pm", "9 in the morning" as "9am". */
function hourWithPartAt(text: string, index: number): WordRow | undefined {
  HOUR_WITH_PART.lastIndex = index;
  const said = HOUR_WITH_PART.exec(text);
  if (!said) return undefined;
  const word = NUMBER_WORDS.indexOf(said[1].toLowerCase());
  const hour = word === -1 ? Number(said[1]) : word + 1;
  if (hour < 1 || hour > 12) return undefined;
  const part = (said[3] ?? said[4]).toLowerCase();
  // 12 in the morning is no one's hour; "12 at night" is midnight, which the readers keep as 12am.
  const suffix = part === "morning" || (hour === 12 && part === "night") ? "am" : "pm";
  return { from: said[0], to: `${hour}${said[2] === undefined ? "" : `:${said[2]}`}${suffix}` };
}

/** The shorthand that starts at `index` in an English message, as a whole word, and the full word it reads as. */
export function englishShorthandAt(text: string, index: number): WordRow | undefined {
  if (index > 0 && /[A-Za-z\d'’]/.test(text[index - 1])) return undefined;
  if (/[\dA-Za-z]/.test(text[index])) {
    const clock = hourWithPartAt(text, index);
    if (clock) return clock;
  }
  if (!/[A-Za-z2b]/i.test(text[index])) return undefined;
  const lower = text.toLowerCase();
  const row = ROWS.find((candidate) => {
    if (!lower.startsWith(candidate.from, index)) return false;
    const after = text.slice(index + candidate.from.length);
    // A letter, digit or apostrophe after it makes it part of a longer word.
    if (/^[A-Za-z\d'’]/.test(after)) return false;
    if (candidate.after && !candidate.after.test(after)) return false;
    if (candidate.before && !candidate.before.test(text.slice(0, index))) return false;
    if (!candidate.guarded) return true;
    return LEADS_INTO_DAY.test(text.slice(0, index)) && DAY_FOLLOWED.test(after);
  });
  return row ? { from: text.slice(index, index + row.from.length), to: row.to } : undefined;
}

/** A message read as English: no Chinese at all, or English words around the Chinese names in it (mixed-english.ts). */
export function readsAsEnglish(text: string): boolean {
  return !HOLDS_CHINESE.test(text) || ENGLISH_SENTENCE.test(text);
}
