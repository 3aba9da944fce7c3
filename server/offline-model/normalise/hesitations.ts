/**
 * "提醒我八点起床 呃 八点半吧，八点太早": a value, a hesitation standing alone, then another value settled with 吧 —
 * the student thinking aloud, and the settled value stands (a row of corrections.ts). Without the 吧 ("…，嗯，周五也
 * 要") the hesitation only agrees, and nothing is replaced.
 */
import { corrected, runsIn } from "./corrected-values";
import type { Piece } from "./rewrite";

const HESITATED = /^(.*?[^，,。？?\s—…])[，,。\s…]+(?:嗯|呃|额|唔)+[，,。\s…]+(?:那|那就|还是|就)?(\S.*)$/;

export function hesitated(text: string): Piece[] | undefined {
  const match = HESITATED.exec(text);
  const value = match ? runsIn(match[2])[0] : undefined;
  if (!match || value?.start !== 0 || !/^(?:吧|好了)/.test(match[2].slice(value.end))) return undefined;
  return corrected(text, [0, match[1].length], [text.length - match[2].length, text.length]) ?? clockAdded(text, match[1], match[2]);
}

/**
 * "……后天，嗯，上午十点吧，去辅导员办公室交材料": a day, a hesitation, then the clock settled on — no day replaced, the
 * clock added to it ("后天上午十点吧，…").
 */
function clockAdded(text: string, before: string, after: string): Piece[] | undefined {
  const day = runsIn(before).at(-1);
  const clock = runsIn(after)[0];
  if (!day || day.end !== before.length || !onlyKinds(day, ["day"]) || !onlyKinds(clock, ["part", "clock"])) return undefined;
  return [{ copy: [0, before.length] }, { copy: [text.length - after.length, text.length] }];
}

function onlyKinds(run: { kinds: ReadonlySet<string> }, kinds: readonly string[]): boolean {
  return [...run.kinds].every((kind) => kinds.includes(kind));
}
