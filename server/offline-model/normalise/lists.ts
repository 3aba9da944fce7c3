/**
 * Students who write in lists: a header line and items under it, with or without bullets ("- ", "• ", "☑ ", "1. ",
 * "（2）"), or a form's lines ("标题：…", "截止：…"). The reading is one line — the header, a colon, then the items
 * set apart by "；" — so the readers see one message; which request the header asks of each item is read in
 * understand/lists.ts. Lines that are no list (a long message broken into paragraphs) are joined by "，"; numbered
 * items with no header, each a sentence of its own, by "；". Items numbered on one line ("记三件事：①… ②… ③…",
 * "1. … 2. … 3. …") are read as the same list written line by line.
 */
import type { Reading } from "./reading";
import { rewritten, type Piece } from "./rewrite";

/** A bullet or a number in front of an item. */
const BULLET = /^(?:[-–—•·*●○▪◦►▶→☐☑✅✔✓√□■]\s*|(?:\d{1,2}|[一二三四五六七八九十])\s*[.、)）:：](?!\d)\s*|[（(]\s*\d{1,2}\s*[)）]\s*|[①②③④⑤⑥⑦⑧⑨⑩]\s*)/u;
/** A bullet that is a tick: the item is done. */
const TICK = /^[☑✅✔✓√]/u;
/** "标题：…", "截止：…": a line of a filled-in form. */
const LABEL_LINE = /^[\p{Script=Han}A-Za-z]{1,6}\s*[：:]/u;
const CLOSED = /[，,。；;：:！!？?~～]$/;

interface Line {
  start: number;
  end: number;
}

/**
 * An item's number on a line of its own: ①, or 1. / 2、 / (3) after a break (a space or a mark), so "第1、2章",
 * "3.5节" and "12.8 交报告" hold none.
 */
const INLINE_NUMBER = /[①②③④⑤⑥⑦⑧⑨⑩]|(?<=^|[\s，,。；;：:！!？?])(?:(\d{1,2})\s*[.、)）]|[（(]\s*(\d{1,2})\s*[)）])(?!\d)/gu;
const CIRCLED = "①②③④⑤⑥⑦⑧⑨⑩";

/**
 * Where the items of a list numbered on one line start: two or more numbers counting up from 1 (or ①), each where
 * an item begins; undefined when the line holds no such count ("第1、2章", one number alone).
 */
function inlineItemStarts(text: string): number[] | undefined {
  const starts: number[] = [];
  for (const match of text.matchAll(INLINE_NUMBER)) {
    const circled = CIRCLED.indexOf(match[0]);
    const number = circled >= 0 ? circled + 1 : Number(match[1] ?? match[2]);
    if (number === starts.length + 1) starts.push(match.index);
  }
  return starts.length >= 2 ? starts : undefined;
}

/** The breaks between lines: new lines, or where the items of a list numbered on one line start. */
function breaksOf(text: string): { start: number; end: number }[] {
  if (/\n/.test(text)) return [...text.matchAll(/\r?\n/g)].map((match) => ({ start: match.index, end: match.index + match[0].length }));
  return (inlineItemStarts(text) ?? []).filter((start) => start > 0).map((start) => ({ start, end: start }));
}

function linesOf(text: string): Line[] {
  const lines: Line[] = [];
  let start = 0;
  for (const line of breaksOf(text)) {
    lines.push({ start, end: line.start });
    start = line.end;
  }
  lines.push({ start, end: text.length });
  // Each line without the spaces around it; empty lines say nothing.
  return lines
    .map(({ start: from, end: to }) => {
      let a = from;
      let b = to;
      while (a < b && /\s/.test(text[a])) a += 1;
      while (b > a && /\s/.test(text[b - 1])) b -= 1;
      return { start: a, end: b };
    })
    .filter((line) => line.end > line.start);
}

/** The reading as one line (see the module comment); a message of one line is left as it is. */
export function withListJoined(reading: Reading): Reading {
  const text = reading.text;
  if (!/\n/.test(text) && !inlineItemStarts(text)) return reading;
  const lines = linesOf(text);
  if (lines.length < 2) return lines.length === 1 ? rewritten(reading, [{ copy: [lines[0].start, lines[0].end] }]) : reading;
  const [first, ...rest] = lines;
  const firstText = text.slice(first.start, first.end);
  const bulleted = rest.map((line) => BULLET.exec(text.slice(line.start, line.end))?.[0].length ?? 0);
  const listed = rest.every((line, index) => bulleted[index] > 0 || LABEL_LINE.test(text.slice(line.start, line.end)));
  const header = /[：:]$/.test(firstText) || (listed && !BULLET.test(firstText));
  const pieces: Piece[] = [];
  if (header) {
    const end = /[：:]$/.test(firstText) ? first.end - 1 : first.end;
    pieces.push({ copy: [first.start, end] }, { words: "：", for: [end, rest[0].start] });
    rest.forEach((line, index) => {
      if (index > 0) pieces.push({ words: "；", for: [rest[index - 1].end, line.start] });
      const itemStart = line.start + bulleted[index];
      // An item's own closing mark ("…；", "…。") gives way to the one between items.
      const itemEnd = index < rest.length - 1 && /[；;，,。]$/.test(text.slice(itemStart, line.end)) ? line.end - 1 : line.end;
      pieces.push({ copy: [itemStart, itemEnd] });
      // "✓ 命题逻辑": a tick in front says the item is done, as a tick after it does ("还书✓").
      const tick = TICK.exec(text.slice(line.start, line.end));
      if (tick) pieces.push({ copy: [line.start + tick.index, line.start + tick.index + tick[0].length] });
    });
    return rewritten(reading, pieces);
  }
  // "1. 记一下周六体检 2. 周六下午有空没": numbered items are sentences of their own, paragraphs one sentence's parts.
  const between = listed && BULLET.test(firstText) ? "；" : "，";
  lines.forEach((line, index) => {
    if (index > 0) {
      const previous = text.slice(lines[index - 1].start, lines[index - 1].end);
      pieces.push(CLOSED.test(previous) ? { words: "", for: [lines[index - 1].end, line.start] } : { words: between, for: [lines[index - 1].end, line.start] });
    }
    pieces.push({ copy: [line.start + (BULLET.exec(text.slice(line.start, line.end))?.[0].length ?? 0), line.end] });
  });
  return rewritten(reading, pieces);
}
