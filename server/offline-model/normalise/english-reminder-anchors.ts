/**
 * An English reminder timed from something on the timetable: "remind me 10 min before my Thursday morning first
 * class", "remind me a week before the 离散 exam to start doing mock papers", "the night before the 高数 exam, remind
 * me at 9pm to pack my calculator", "remind me 5 minutes before my 谓词逻辑 block starts to go to the library". The
 * class, the exam and the block are found by the readers of the Chinese sentence (decide/course-anchored.ts,
 * decide/exam-anchored.ts, the block's own clock), which know no English; so the reminder is read as the Chinese one
 * ("离散考试前一周提醒我start doing mock papers"). What is to be done stays the student's words.
 */
import { englishClassInChinese } from "./english-class-places";
import type { Reading } from "./reading";
import { rewritten, type Piece } from "./rewrite";

/** How long before: "10 min", "half an hour", "a week", "2 days"; or "the night before", "the day before". */
const LEAD = String.raw`(?:(\d{1,2}|half an|an|a|one|two|three)\s*(min(?:ute)?s?|hours?|hrs?|days?|weeks?)|the\s+(night|day|evening))`;
const OPENING = String.raw`^\s*(?:(?:please|pls|plz|can you|could you)\s+)*(?:remind|ping|nudge|alert)\s+me`;
const CLOCK = String.raw`(\d{1,2}(?::\d{2})?\s*(?:am|pm)?)`;

/** "remind me (to Y) LEAD before ANCHOR (to Y)". Groups: Y, the lead's three, the anchor, Y. */
const REMINDED_BEFORE = new RegExp(String.raw`${OPENING}(?:\s+to\s+(.+?))?\s+${LEAD}\s+before\s+(.+?)(?:\s+to\s+(.+?))?\s*[.!]*\s*$`, "iu");
/** "LEAD before ANCHOR, remind me (at CLOCK) (to Y)". Groups: the lead's three, the anchor, the clock, Y. */
const BEFORE_THEN_REMINDED = new RegExp(
  String.raw`^\s*${LEAD}\s+before\s+(.+?)\s*[,，]\s*(?:(?:please|pls|plz)\s+)?(?:remind|ping)\s+me(?:\s+at\s+${CLOCK})?(?:\s+to\s+(.+?))?\s*[.!]*\s*$`,
  "iu",
);

const COUNTS: Record<string, string> = { a: "一", an: "一", one: "一", two: "两", three: "三" };
const EXAM_WORDS: Record<string, string> = { exam: "考试", final: "期末考试", finals: "期末考试", midterm: "期中考试", test: "考试", quiz: "小测" };
/** The few English course names students give their exams; a name said in Chinese is kept as it is. */
const SUBJECTS: readonly [RegExp, string][] = [
  [/^(?:prob(?:ability)?|stat(?:s|istics))$/i, "概率论"],
  [/^(?:calculus|advanced math(?:s|ematics)?)$/i, "高数"],
  [/^discrete(?: math(?:s|ematics)?)?$/i, "离散"],
  [/^linear algebra$/i, "线代"],
];

/** "10 min" → "10分钟", "a week" → "一周", "the night before" → "一天晚上" (after 前). */
function leadInChinese(count: string | undefined, unit: string | undefined, dayPart: string | undefined): string | undefined {
  if (dayPart !== undefined) return /night|evening/i.test(dayPart) ? "一天晚上" : "一天";
  if (count === undefined || unit === undefined) return undefined;
  if (/^half/i.test(count)) return /^h/i.test(unit) ? "半小时" : undefined;
  const figure = /^\d/.test(count) ? count : COUNTS[count.toLowerCase()];
  if (/^min/i.test(unit)) return `${figure}分钟`;
  if (/^h/i.test(unit)) return `${figure}小时`;
  return `${figure}${/^d/i.test(unit) ? "天" : "周"}`;
}

interface Anchor {
  /** In Chinese, ending where 前 follows it: "周四上午第一节课", "离散考试", "谓词逻辑那块开始". */
  words: string;
  /** The name in it the student wrote as it is ("离散", "谓词逻辑"); "" when none. */
  name: string;
}

/** The class, the exam or the block the reminder is timed from. */
function anchorInChinese(said: string): Anchor | undefined {
  const words = said.trim();
  const taught = englishClassInChinese(words);
  if (taught) return { words: taught, name: /\p{Script=Han}{2,}/u.exec(words)?.[0] ?? "" };
  const exam = /^(?:my\s+|the\s+)?(\p{Script=Han}[^\s]*|[a-z]+(?:\s+[a-z]+)?)\s+(exam|finals?|midterm|test|quiz)$/iu.exec(words);
  if (exam) {
    const own = /\p{Script=Han}/u.test(exam[1]);
    const name = own ? exam[1] : SUBJECTS.find(([subject]) => subject.test(exam[1]))?.[1];
    return name === undefined ? undefined : { words: `${name}${EXAM_WORDS[exam[2].toLowerCase()]}`, name: own ? name : "" };
  }
  const block = /^(?:my\s+|the\s+)?(\p{Script=Han}+)\s+(?:block|session|review)(?:\s+starts)?$/iu.exec(words);
  return block ? { words: `${block[1]}那块开始`, name: block[1] } : undefined;
}

/** "9pm" → "9点" with the evening's hour, "8:30am" → "8点30分". */
function clockInChinese(clock: string | undefined): string {
  const said = clock === undefined ? null : /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)?$/i.exec(clock.trim());
  if (!said) return "";
  const hour = Number(said[1]) + (said[3]?.toLowerCase() === "pm" && Number(said[1]) < 12 ? 12 : 0);
  return `${hour}点${said[2] && said[2] !== "00" ? `${said[2]}分` : ""}`;
}

interface Said {
  words: string;
  /** The student's words the Chinese repeats (the anchor's name, what is to be done): copied, so they keep their origin. */
  kept: string[];
}

function reminded(lead: string | undefined, anchor: Anchor | undefined, clock: string, what: string | undefined): Said | undefined {
  if (lead === undefined || anchor === undefined) return undefined;
  return { words: `${anchor.words}前${lead}${clock}提醒我${what ?? ""}`, kept: [anchor.name, what ?? ""].filter((word) => word.length >= 2) };
}

/**
 * The match replaced by the words, the kept stretches copied from where the student wrote them. The new words between
 * two kept stretches stand for the student's words between them when both say them in the same order ("高数 exam,
 * remind me at 9pm to"), for the whole match otherwise.
 */
function replacedKeeping(reading: Reading, match: RegExpExecArray, said: Said): Reading {
  const span = [match.index, match.index + match[0].length] as const;
  const placed = said.kept
    .map((word) => ({ word, inWords: said.words.indexOf(word), from: span[0] + match[0].indexOf(word) }))
    .filter(({ inWords, from }) => inWords !== -1 && from >= span[0])
    .sort((a, b) => a.inWords - b.inWords);
  const inOrder = placed.every((stretch, index) => index === 0 || stretch.from >= placed[index - 1].from + placed[index - 1].word.length);
  const pieces: Piece[] = [{ copy: [0, span[0]] }];
  let cursor = 0;
  let origin = span[0];
  const gap = (words: string, to: number) => {
    if (words !== "") pieces.push({ words, for: inOrder && to > origin ? [origin, to] : span });
  };
  for (const { word, inWords, from } of placed) {
    if (inWords < cursor) continue;
    gap(said.words.slice(cursor, inWords), from);
    pieces.push({ copy: [from, from + word.length] });
    cursor = inWords + word.length;
    origin = from + word.length;
  }
  gap(said.words.slice(cursor), span[1]);
  pieces.push({ copy: [span[1], reading.text.length] });
  return rewritten(reading, pieces);
}

/** True when the message is one of the shapes read here: the mixed-English table leaves its words to this reader. */
export function saysEnglishReminderAnchor(text: string): boolean {
  return /\bbefore\b/i.test(text) && (REMINDED_BEFORE.test(text) || BEFORE_THEN_REMINDED.test(text));
}

function saidInChinese(text: string): { match: RegExpExecArray; said: Said } | undefined {
  const first = REMINDED_BEFORE.exec(text);
  const firstSaid = first ? reminded(leadInChinese(first[2], first[3], first[4]), anchorInChinese(first[5]), "", first[1] ?? first[6]) : undefined;
  if (first && firstSaid) return { match: first, said: firstSaid };
  const second = BEFORE_THEN_REMINDED.exec(text);
  const secondSaid = second ? reminded(leadInChinese(second[1], second[2], second[3]), anchorInChinese(second[4]), clockInChinese(second[5]), second[6]) : undefined;
  return second && secondSaid ? { match: second, said: secondSaid } : undefined;
}

export function withEnglishReminderAnchors(reading: Reading): Reading {
  if (!/\bbefore\b/i.test(reading.text)) return reading;
  const read = saidInChinese(reading.text);
  return read ? replacedKeeping(reading, read.match, read.said) : reading;
}
