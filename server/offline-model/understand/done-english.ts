/**
 * A to-do said done in English, with the words around it that are no part of its name: "I finished 四级真题 today,
 * mark it done pls" (the mark asked for the thing just said done), "线代作业 finally handed in this morning", "I
 * handed in 线代作业 this morning" (when it was done). What is left is read by the English done patterns.
 */

/** ", mark it done please", ". tick it off": the mark asked for the to-do the clause before said done. */
const MARK_IT_TAIL =
  /[,;.]?\s*(?:so\s+|and\s+)?(?:(?:please|can you|could you|pls)\s+)*(?:mark|tick|check|cross)\s+it\s+(?:off|(?:as\s+)?(?:done|complete|completed|finished))(?:\s+(?:please|for me|thanks))?[.!?\s]*$/i;
/** "… this morning", "… today", "… just now": when it was done, said last. */
const WHEN_TAIL = /\s+(?:today|tonight|this (?:morning|afternoon|evening)|yesterday|last night|just now|earlier(?: today)?|at last)(?=[.!\s]*$)/i;
/** The English verbs that say a thing is done. */
const DONE_SAID = /\b(?:finished|done|completed|submitted|handed in|turned in|sent off|paid)\b/i;

export function withoutEnglishDoneExtras(text: string): string {
  if (!DONE_SAID.test(text) || !/^[\x20-\x7e\p{Script=Han}]+$/u.test(text)) return text;
  const marked = text.replace(MARK_IT_TAIL, "");
  return marked.replace(WHEN_TAIL, "").replace(/^(?:(?:btw|anyway|anyways|ok|so|also)[,\s]+)+/i, "");
}
