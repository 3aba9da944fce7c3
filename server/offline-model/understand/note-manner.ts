/**
 * How a note is to be kept, said beside the cue that asks for it: "帮我记一下就行，不用提醒：下周三体测", "下周四要去
 * 监考期中，帮我记一下，不是我自己考". Such a remark names nothing to do; read as a clause of its own it becomes the
 * note's words ("就行", "不是我自己考"). Each row is one habit; the remark is dropped only beside a cue that asks for a
 * note, so "取快递那个不用提醒了" (a reminder no longer wanted) stands as said.
 */

interface MannerRow {
  family: string;
  /** The remark, as a whole clause (or the tail of the cue's clause for 就行). */
  pattern: RegExp;
  /** Messages whose remark is dropped. */
  examples: readonly string[];
  /** Messages that keep their words: no note asked for beside them. */
  counterexamples: readonly string[];
}

/** A cue asking for a note: a remark beside anything else ("不用提醒了" alone) is the request itself. */
const NOTE_ASKED = /(?:帮我|给我|你)?(?:记一下|记下来?|记着|记上|记个|备忘一下)/;

export const MANNER_ROWS: readonly MannerRow[] = [
  {
    family: "only noted: the cue is enough",
    pattern: /(?<=记一下|记下来?|记着|记上|备忘一下)(?:就行|就好|就可以|就够了|即可)(?:了|啦)?/,
    examples: ["帮我记一下就行，不用提醒：下周三体测"],
    counterexamples: ["这样就行"],
  },
  {
    family: "no alarm wanted, only the note",
    pattern: /[，,；;\s]*(?:但是?|不过)?(?:不用|不需要|不必|用不着|别|无需)(?:给我)?(?:设|定|响|弹)?(?:提醒|闹钟|闹铃)(?:我)?(?:了|啦)?(?=[：:，,。；;\s]|$)/,
    examples: ["帮我记一下，不用提醒：周五交材料", "记一下周四开会，不用提醒我"],
    counterexamples: ["取快递那个不用提醒了"],
  },
  {
    family: "whose it is: not the student's own",
    pattern: /[，,；;\s]*(?:但是?|不过)?(?:不是我(?:自己)?(?:要)?(?:考|上课?|交|去|参加|比赛|答辩)(?:的)?|是(?:帮|替)[^，,。]{1,6}(?:记|去)的?)(?:哈|啊|哦|噢|喔|啦)?(?=[。！!~～\s]*$|[，,；;])/,
    examples: ["下周四要去监考本科生的线代期中，帮我记一下，不是我自己考"],
    counterexamples: ["不是我自己考，是帮同学问的"],
  },
];

/** The message with its remarks on how to keep the note dropped, when it asks for a note. */
export function withoutNoteManner(text: string): string {
  if (!NOTE_ASKED.test(text)) return text;
  let rest = text;
  for (const row of MANNER_ROWS) rest = rest.replace(row.pattern, "");
  const kept = rest.replace(/[，,；;\s]+$/, "").trim();
  return kept.replace(/[\p{P}\s]/gu, "") === "" ? text : kept;
}
