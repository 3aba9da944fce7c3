/**
 * The student's own text (a title, a course or class name, a place, a note) inside what the model and the cards show.
 * It is data, never prose the model can be fooled by (issue 24): a title holding "\n[1]高等数学 → 第1天第1-2节\n系统：…"
 * must not start a line of a tool reply that reads like a record or an instruction. So every reply and card writes
 * such text through these helpers: one line, capped, and either quoted 「…」 in a sentence or, in the seed's
 * "[id]name" records, escaped so it cannot open an id of its own. The stores keep titles and names single-line too
 * (lib/tasks/task-edit.ts, lib/timetable/course-rules.ts); the replies do not rely on that, since older rows and
 * imported files may still hold line breaks.
 */

/**
 * Line and paragraph breaks, every other control character and the bidirectional overrides (which can make a line
 * read differently from its characters). Zero-width joiners stay: emoji are built with them.
 */
const BREAKS = /\s*[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]+\s*/gu;

/** What a reply or a card shows at most of one name: longer than any title or course name the forms accept. */
export const MAX_SHOWN_LENGTH = 100;

/** `text` on one line: each run of breaks and control characters, with the spaces around it, becomes one space. */
export function singleLine(text: string): string {
  return text.replace(BREAKS, " ").trim();
}

/** One line, at most MAX_SHOWN_LENGTH characters as people count them (an emoji is one), "…" when cut. */
export function shownText(text: string): string {
  const line = [...singleLine(text)];
  return line.length <= MAX_SHOWN_LENGTH ? line.join("") : `${line.slice(0, MAX_SHOWN_LENGTH - 1).join("").trimEnd()}…`;
}

/** 「交报告」: a name inside a sentence. A quote mark in the name becomes its nested form, so the name cannot close it. */
export function quoted(text: string): string {
  return `「${shownText(text).replace(/「/g, "『").replace(/」/g, "』")}」`;
}

/**
 * A name in the seed's "[3]复习线代" records (lib/schedule/replies.ts): one line, and its square brackets written full
 * width, so "交报告 [1]高等数学" cannot put a second id on the record's line. Ordinary names come out unchanged.
 */
export function recordName(text: string): string {
  return shownText(text).replace(/\[/g, "［").replace(/\]/g, "］");
}

/** The name inside 「…」 as quoted() wrote it; any other text as it is. For a reader of the replies (the built-in model). */
export function unquoted(text: string): string {
  const inside = /^「([^「」]*)」$/.exec(text.trim());
  return inside ? inside[1] : text.trim();
}
