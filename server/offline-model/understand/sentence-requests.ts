/**
 * Three or more sentences in one message ("现在第几周？下一场考试在哪天？这周五前要交啥", a numbered list the normaliser
 * joined with "；"): each sentence that is a request of its own is asked, and one that only sighs or tells ("今天食堂的
 * 麻辣烫难吃死了") is passed over. The two-part reader splits once, so it would read the rest as one request and
 * lose all but one of it.
 */
import type { Intent } from "./intent-types";
import { isRequest, isWhole } from "./whole-requests";

type Detect = (part: string) => Intent;

/** A sentence's end: the break a list's items and a run of questions are set apart by. */
const SENTENCE_END = /\s*[；;。！!？?]+\s*/;

/**
 * The requests of a message of three or more sentences, in order; undefined when fewer than two are whole requests,
 * or when one leans on another (a bare "改成周四" has no to-do of its own). Each neighbouring pair of requests must
 * read as two requests to `pairOf` as well, which keeps the pair rules (a range that belongs to the plan before it,
 * a note about the day just asked) for sentences that come in threes.
 */
export function sentenceParts(text: string, detect: Detect, pairOf: (text: string, detect: Detect) => Intent[] | undefined): Intent[] | undefined {
  const sentences = text.split(SENTENCE_END).filter((sentence) => sentence !== "");
  if (sentences.length < 3) return undefined;
  const asked: string[] = [];
  for (const sentence of sentences) {
    // A sentence that holds two requests itself is read by the two-part reader.
    if (pairOf(sentence, detect)) return undefined;
    const intent = detect(sentence);
    if (isWhole(intent)) asked.push(sentence);
    else if (isRequest(intent)) return undefined;
  }
  if (asked.length < 2) return undefined;
  const parts: Intent[] = [];
  for (let index = 1; index < asked.length; index += 1) {
    const pair = pairOf(`${asked[index - 1]}。${asked[index]}`, detect);
    if (pair?.length !== 2) return undefined;
    if (index === 1) parts.push(pair[0]);
    parts.push(pair[1]);
  }
  return parts;
}
