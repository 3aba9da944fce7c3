/** Small text surgery shared by the note, creation and query readers: cutting phrases out and tidying what is left. */

const CLAUSE_SPLIT = /([，,；;。\n]+)/;
const EDGE_JUNK = /^[\s，,；;。：:、!！?？~～\-—"'“”‘’]+|[\s，,；;。：:、!！?？~～\-—"'“”‘’]+$/g;
const CJK_OR_PUNCTUATION = "[\\p{Script=Han}，。：；！？、（）]";
const SPACE_NEXT_TO_CJK = new RegExp(`(?<=${CJK_OR_PUNCTUATION})\\s+|\\s+(?=${CJK_OR_PUNCTUATION})`, "gu");
/**
 * In an English sentence ("return the 图书馆 books by friday") the space between a Latin word and a Chinese name is how
 * it is written, and stays; only spaces between Chinese characters, or beside a Chinese mark, go.
 */
const SPACE_BETWEEN_CJK = new RegExp(
  `(?<=${CJK_OR_PUNCTUATION})\\s+(?=${CJK_OR_PUNCTUATION}|[^A-Za-z])|(?<=[^A-Za-z\\s])\\s+(?=${CJK_OR_PUNCTUATION})|(?<=[，。：；！？、（）])\\s+|\\s+(?=[，。：；！？、（）])`,
  "gu",
);
const LATIN_WORDS = /[A-Za-z]{2,}/g;

/** Replaces text[index, index+length) with a space, so the words on either side stay apart. */
export function cutSpan(text: string, index: number, length: number): string {
  return `${text.slice(0, index)} ${text.slice(index + length)}`;
}

/** Removes leading phrases ("提醒我", "记一下：") as long as one of the patterns matches at the start. */
export function stripLeading(text: string, patterns: readonly RegExp[]): string {
  let current = text.trim();
  for (let changed = true; changed; ) {
    changed = false;
    for (const pattern of patterns) {
      const match = pattern.exec(current);
      if (match && match.index === 0 && match[0].length > 0) {
        current = current.slice(match[0].length).trim();
        changed = true;
      }
    }
  }
  return current;
}

/** Drops every clause (between ，,；;。) for which `isDroppable` says it carries no title words. */
export function dropClauses(text: string, isDroppable: (clause: string) => boolean): string {
  const pieces = text.split(CLAUSE_SPLIT);
  const kept: string[] = [];
  for (let position = 0; position < pieces.length; position += 2) {
    const clause = pieces[position];
    const separator = pieces[position + 1] ?? "";
    if (clause.trim() === "" || isDroppable(clause.trim())) continue;
    kept.push(clause + separator);
  }
  return kept.join("");
}

/**
 * Collapses spaces (none between Chinese characters; beside them too, but in an English sentence of three words or
 * more), repeated separators and punctuation at the ends.
 */
export function tidyText(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .replace((text.match(LATIN_WORDS)?.length ?? 0) >= 3 ? SPACE_BETWEEN_CJK : SPACE_NEXT_TO_CJK, "")
    .replace(/([，,；;])(?:\s*[，,；;])+/g, "$1")
    .replace(EDGE_JUNK, "")
    .trim();
}
