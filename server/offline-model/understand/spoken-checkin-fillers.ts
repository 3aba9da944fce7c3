/**
 * A check-in typed by voice (round 38, H): "呃就是 昨天晚上那个 那个离散的 我没学 对 没学" — pauses (呃, 嗯, 就是,
 * 对), a pointer said twice (那个 那个) and the outcome said again to confirm it. What is left is the check-in said
 * once: "昨天晚上那个离散的 我没学".
 */

/** A pause standing alone between spaces (or at an end): no word of the check-in. */
const PAUSE = /(?<=^|\s)(?:呃|嗯|额|唔|啊|就是|就是说|对|对对|对的|是的)+(?=\s|$)/gu;
/** The same words said twice across a pause: "那个 那个离散的", "没学 没学". */
const SAID_TWICE = /(\p{Script=Han}{1,4})\s+\1/gu;

/** The message with its spoken pauses and repeats taken out; a message typed with no spaces is left as it is. */
export function withoutSpokenFillers(text: string): string {
  if (!/\p{Script=Han}\s+\p{Script=Han}/u.test(text)) return text;
  const leading = text.replace(/^(?:呃|嗯|额|唔)+(?=就是)/u, "");
  return leading
    .replace(PAUSE, " ")
    .replace(/\s{2,}/g, " ")
    .replace(SAID_TWICE, "$1")
    .trim();
}
