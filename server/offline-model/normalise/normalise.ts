/**
 * What the offline model reads instead of the student's raw message: full-width letters, digits and symbols as
 * half-width, Traditional characters as Simplified (opencc-js, Hong Kong and Taiwan variants included), and
 * Cantonese and Taiwan everyday words as the Mandarin the readers know (听日 → 明天, 下昼 → 下午, 礼拜 → 星期,
 * 冇 → 没有, 咗 → 了 …). Reading only: every character of the reading remembers the stretch of the original message
 * it came from, so the words that end up saved (a to-do's title, a note) are cut from what the student wrote.
 *
 * opencc-js is built from OpenCC's own dictionaries (the converter Wikipedia and most Chinese input tools use), so
 * the character and phrase tables are maintained upstream rather than here. Only its Traditional → Simplified half
 * is loaded (about 60 KB of dictionaries, not the 1 MB Simplified → Traditional phrase list), once, on the first
 * message, and only by the server: the converter is lib/text/search-key.ts's (the to-do search reads titles the same
 * way), which nothing under components/ or client/ imports.
 */
import { RecentResults } from "@/lib/recent-results";
import { toSimplified } from "@/lib/text/search-key";
import { withoutCourtesy } from "./courtesy";
import { withChineseMarks } from "./chinese-marks";
import { withOpenersRead } from "./openers";
import { withRequestUnwrapped } from "./request-wrappers";
import { withSpacedClausesRead } from "./spaced-clauses";
import { withVoiceFillersRead } from "./voice-fillers";
import { EVERYDAY_WORDS } from "./everyday-words";
import { mixedEnglishAt } from "./mixed-english";
import { englishShorthandAt, readsAsEnglish } from "./english-shorthands";
import { withCorrections } from "./corrections";
import { withEventDays } from "./event-days";
import { withDailyRoutine } from "./daily-routine";
import { withPointedTimes } from "./pointed-times";
import { withForms } from "./forms";
import { withListJoined } from "./lists";
import { withForwardedChat } from "./forwarded-chat";
import { withEnglishClassPlaces } from "./english-class-places";
import { withEnglishReminderAnchors } from "./english-reminder-anchors";
import type { Reading } from "./reading";
import { TYPO_WORDS } from "./typo-words";
import { guardsHold, type WordRow } from "./word-row";

/** Full-width ASCII (Ａ, ３, ％) as half-width; the Chinese sentence marks the readers key on (，！？：；（）～) stay. */
const KEPT_FULL_WIDTH = new Set(["！", "，", "：", "；", "？", "（", "）", "～"]);

function halfWidth(char: string): string {
  const code = char.charCodeAt(0);
  if (char === "\u3000") return " ";
  if (code >= 0xff01 && code <= 0xff5e && !KEPT_FULL_WIDTH.has(char)) return String.fromCharCode(code - 0xfee0);
  return char;
}

/** Each character as OpenCC converts it alone, remembered: most messages hold no Traditional character at all. */
const singleCharacters = new Map<string, string>();

/** False when no character of the text changes on its own, so the phrase-level pass can be skipped. */
function holdsTraditional(text: string): boolean {
  for (const char of text) {
    if (char.charCodeAt(0) < 0x2e80) continue;
    let converted = singleCharacters.get(char);
    if (converted === undefined) {
      converted = toSimplified(char);
      singleCharacters.set(char, converted);
    }
    if (converted !== char) return true;
  }
  return false;
}

/** The table's rows by their first character, longest first. */
let rowsByFirst: Map<string, WordRow[]> | undefined;

function rowsStartingWith(char: string): readonly WordRow[] {
  if (!rowsByFirst) {
    rowsByFirst = new Map();
    for (const row of EVERYDAY_WORDS) rowsByFirst.set(row.from[0], [...(rowsByFirst.get(row.from[0]) ?? []), row]);
  }
  return rowsByFirst.get(char) ?? [];
}

function wordAt(text: string, index: number): WordRow | undefined {
  let best: WordRow | undefined;
  for (const row of rowsStartingWith(text[index])) {
    if (best && row.from.length <= best.from.length) continue;
    if (!text.startsWith(row.from, index)) continue;
    if (row.notBefore && index > 0 && row.notBefore.test(text[index - 1])) continue;
    if (row.notAfter && row.notAfter.test(text.slice(index + row.from.length, index + row.from.length + 1))) continue;
    if (!guardsHold(row, text, index)) continue;
    best = row;
  }
  return best;
}

// Pure in the message: the model reads the whole conversation again after each tool call, and a message's readers
// normalise its clauses again (the agent eval: 36 186 readings of 12 179 texts). Its origin arrays are read-only.
const recentReadings = new RecentResults<Reading>(2000, (reading) => ({ ...reading }));

/** The student's message as the readers read it (see the module comment). */
export function normalise(original: string): Reading {
  return recentReadings.get(original, () => readingOf(original));
}

function readingOf(original: string): Reading {
  // 1. Width, one unit for one unit; an English mark in a Chinese sentence as the Chinese one (chinese-marks.ts).
  const widened = withChineseMarks(Array.from({ length: original.length }, (_, index) => halfWidth(original[index])).join(""));
  // 2. Traditional → Simplified: OpenCC keeps the length (phrase by phrase); if it ever did not, unit by unit.
  let simplified = holdsTraditional(widened) ? toSimplified(widened) : widened;
  if (simplified.length !== widened.length) {
    simplified = Array.from(widened, (char) => {
      const converted = toSimplified(char);
      return converted.length === char.length ? converted : char;
    }).join("");
  }
  // The Hong Kong table reads 么 as its form of 幺 (one), but a 么 typed here is the mainland particle (能改么, 有空么).
  if (simplified.includes("幺")) simplified = simplified.split("").map((unit, index) => (widened[index] === "么" ? "么" : unit)).join("");
  // 3. Everyday words, each replacement standing for the whole word it replaced.
  let text = "";
  const starts: number[] = [];
  const ends: number[] = [];
  const english = readsAsEnglish(simplified);
  for (let index = 0; index < simplified.length; ) {
    // "昨天的review都done了": English words in a Chinese sentence read as Chinese (mixed-english.ts); "plz move X to
    // Sun 4pm": an English message's shorthands as the full words (english-shorthands.ts).
    const row = wordAt(simplified, index) ?? mixedEnglishAt(simplified, index) ?? (english ? englishShorthandAt(simplified, index) : undefined);
    const length = row ? row.from.length : 1;
    const replacement = row ? row.to : simplified[index];
    for (let unit = 0; unit < replacement.length; unit += 1) {
      starts.push(index);
      ends.push(index + length);
    }
    text += replacement;
    index += length;
  }
  // 4. Openers that only ask for attention and a closing "可以吗" read first (openers.ts), then a voice typist's
  //    fillers and repeats inside the sentence (voice-fillers.ts), then clauses parted by
  //    spaces as by commas (spaced-clauses.ts), then a request wrapped as can-you or as a wish said as the command
  //    (request-wrappers.ts);
  //    a chat copied from a group as one notice (forwarded-chat.ts), a list as one line, the courtesy around the
  //    request left out (courtesy.ts), a form's labels and figures as words, the student's own corrections applied.
  // 5. A day named by an exam, with its date said in a clause of its own: the date in its place.
  // 6. The school day's routine: clauses that only tell it dropped, its anchors (午休前, 晚自习) as parts of the day.
  // 7. A time said first, then something sent there by pointing back (…，把X调过去): the move to that time.
  // 8. Before all of these, an English request beside a class, or a reminder timed from the timetable, as the Chinese
  //    one (english-class-places.ts, english-reminder-anchors.ts).
  const read = withEnglishReminderAnchors(withEnglishClassPlaces({ text, original, starts, ends }));
  return withPointedTimes(withDailyRoutine(withEventDays(withCorrectionsReread(withForms(withoutCourtesy(withListJoined(withForwardedChat(withRequestUnwrapped(withSpacedClausesRead(withVoiceFillersRead(withOpenersRead(read))))))))))));
}

/**
 * "排到这周 啊不对 下周 周末别排": the correction joins what was said either side of it, so the spaces left around the
 * corrected value are read again as the pauses they are.
 */
function withCorrectionsReread(reading: Reading): Reading {
  const corrected = withCorrections(reading);
  return corrected.text === reading.text ? corrected : withSpacedClausesRead(corrected);
}

const SLIPS = new Set<WordRow>(TYPO_WORDS);

/**
 * Words given back in the student's own characters (inOriginalWords) with their keyboard slips mended: a to-do named
 * to be found (四级真提) is looked up by the title it was saved under (四级真题), which the slip never was.
 */
export function withSlipsMended(words: string): string {
  let mended = "";
  for (let index = 0; index < words.length; ) {
    const row = wordAt(words, index);
    const slip = row && SLIPS.has(row) ? row : undefined;
    mended += slip ? slip.to : words[index];
    index += slip ? slip.from.length : 1;
  }
  return mended;
}

/** The student's own words for the stretch [start, end) of the reading. */
export function originalSpan(reading: Reading, start: number, end: number): string {
  if (end <= start) return "";
  return reading.original.slice(reading.starts[start], reading.ends[end - 1]);
}

/**
 * Words a reader took from the reading (a title, a note's text), put back in the student's own characters: each
 * longest run found in the reading, left to right, is replaced by the original words it came from; anything a
 * reader added itself stays as it is.
 */
export function inOriginalWords(reading: Reading, words: string): string {
  if (reading.text === reading.original || words === "") return words;
  let result = "";
  let cursor = 0;
  let lastEnd = 0;
  for (let index = 0; index < words.length; ) {
    let found = -1;
    let length = 0;
    for (let size = words.length - index; size > 0; size -= 1) {
      const piece = words.slice(index, index + size);
      const after = reading.text.indexOf(piece, cursor);
      const position = after !== -1 ? after : reading.text.indexOf(piece);
      if (position !== -1) {
        found = position;
        length = size;
        break;
      }
    }
    if (found === -1) {
      result += words[index];
      index += 1;
      continue;
    }
    // A reading whose later steps moved words ("…周三交X，不对，是周四" read as 周四交X) runs through the original in
    // more than one stretch: each is given back in turn.
    let segmentStart = reading.starts[found];
    let segmentEnd = reading.ends[found];
    const segments: [number, number][] = [];
    for (let unit = found + 1; unit < found + length; unit += 1) {
      if (reading.starts[unit] >= segmentStart && reading.starts[unit] <= segmentEnd) {
        segmentEnd = Math.max(segmentEnd, reading.ends[unit]);
      } else {
        segments.push([segmentStart, segmentEnd]);
        segmentStart = reading.starts[unit];
        segmentEnd = reading.ends[unit];
      }
    }
    segments.push([segmentStart, segmentEnd]);
    segments.forEach(([from, end], index) => {
      const start = index === 0 ? Math.max(from, found >= cursor ? lastEnd : 0) : from;
      result += reading.original.slice(Math.min(start, end), end);
      lastEnd = end;
    });
    cursor = found + length;
    index += length;
  }
  // A word read with the spaces typed around it ("物理 report 已经", mixed-english.ts) gives back no edge space.
  return words === words.trim() ? result.trim() : result;
}
