/**
 * "电脑那个等周六上午再弄", "错题本留到周日晚上再做吧", "四级那套周五下午再说" after a plan was drafted: one block
 * put off until a later time, said as when the student will get to it rather than with a verb that moves it. Read as
 * that block moved there ("…挪到周六上午"); a thing named that is no block of the draft is left to the other readers.
 */
import { CLOCK, PART_OF_DAY } from "./clock-words";
import { DAY_WORD } from "./day-words";
import type { PreviousRequest } from "./follow-up-words";
import { draftPlaces } from "./draft-follow-ups";
import { pointedPlace } from "./draft-pointers";

const WHEN = `(?:${DAY_WORD.source})\\s*(?:${PART_OF_DAY})?\\s*(?:${CLOCK})?`;
/** The block's words, then (等 / 留到 / 拖到) the time, then 再 and a verb of getting to it. */
const PUT_OFF = new RegExp(
  `^(?:那|那就)?(.+?)(?:就|先|还是)?(?:等(?:到)?|留到|拖到|放到)?(${WHEN})(?:的时候)?再(?:弄|做|搞|学|写|看|练|复习|说|处理|整理|动)(?:它|吧|好了|啦|了)*[。!！~～\\s]*$`,
);

/** The message as the move it means, or undefined when it puts off no block of the plan. */
export function putOffBlock(text: string, previous: PreviousRequest): string | undefined {
  const said = PUT_OFF.exec(text.trim());
  if (!said) return undefined;
  const places = draftPlaces(previous);
  const place = places.length === 0 ? undefined : pointedPlace(said[1], places);
  return place ? `${said[1]}挪到${said[2]}` : undefined;
}
