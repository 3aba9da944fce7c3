/**
 * A day's blocks told in counted shares: "前天三块，两块做完了一块没动", "昨天两块 一块完成一块只做了一半",
 * "昨天安排了三块，做完两块，剩下那块没碰". No block is named apart, so the check-in carries one unnamed entry per
 * block, in the order the student told them; record_checkin does not guess which was which — it asks, listing the
 * day's blocks (server/schedule/checkins/unnamed-shares.ts). A count alone with one outcome ("昨天三块只做了一块")
 * tells no shares and is left to the other readers.
 */
import { clauseStatus, N, WHEN } from "./checkin-cues";
import type { CheckinEntry, OutcomeRule } from "./checkin-types";
import type { Intent } from "./intent-types";

const COUNT = `(?:一|两|俩|三|四|五|六|\\d)`;
/** The day's count, said before the shares and apart from them: "前天三块，", "昨天安排了三块 ", "周一三块：". */
const TOTAL = new RegExp(`^(?:的)?(?:本来)?(?:排了|排的|安排了|安排的|计划了|有|一共|总共|共)?(?:那)?(${COUNT})块(?:复习|学习)?(?=[，,：:\\s])`);
/**
 * Where a share starts: a count of 块 ("两块", "一块"), the rest ("剩下那块", "另一块", "还有一块", "最后那块") or the
 * share as the object of its verb ("做完两块"). A price (两块钱) is no share.
 */
const SHARE = new RegExp(
  `(?:剩下的?|剩|另外?|其余的?|其他的?|还有|最后|前面?|后面?)(?:那|的)?(${COUNT})?块|(?<![第那这前后])(${COUNT})块(?![钱元])`,
  "g",
);
const COUNTS: Record<string, number> = { 一: 1, 两: 2, 俩: 2, 三: 3, 四: 4, 五: 5, 六: 6 };
/** A question, a to-do or a plan ahead is not a report of shares. */
const NOT_SHARES = /[?？吗]|作业|报告|论文|钱|元|明天|下周|打算|准备/;

function countOf(word: string | undefined): number | undefined {
  if (word === undefined) return undefined;
  return /^\d$/.test(word) ? Number(word) : COUNTS[word];
}

interface Share {
  count: number;
  entry: CheckinEntry;
}

/** The shares after the day's count: each share's text runs to the next share; its status is read from that text. */
function sharesOf(text: string, total: number | undefined): Share[] | undefined {
  const heads = [...text.matchAll(SHARE)];
  if (heads.length < 2) return undefined;
  // "做完两块，剩下那块没碰": the verb before the first share is that share's.
  const lead = clauseStatus(text.slice(0, heads[0].index));
  const shares: Share[] = [];
  for (const [index, head] of heads.entries()) {
    const said = text.slice(head.index + head[0].length, heads[index + 1]?.index ?? text.length);
    const status = clauseStatus(said)?.status ?? (index === 0 ? lead?.status : undefined);
    if (!status) return undefined;
    const counted = countOf(head[1] ?? head[2]);
    const told = shares.reduce((sum, share) => sum + share.count, 0);
    const rest = total !== undefined && /^(?:剩|其余|其他)/.test(head[0]) ? total - told : 1;
    shares.push({ count: Math.min(counted ?? Math.max(rest, 1), 6), entry: { status } });
  }
  return shares;
}

/** "三块做了两块，…": the first count is the day's, the second the share done — read once the count stands apart. */
const COUNT_THEN_SHARE = new RegExp(`^((?:的)?${COUNT}块)(?=(?:只|就|才)?(?:做|完成|搞定|学|弄|看|复习)[完好了]{0,2}${COUNT}块)`);

function sharesAfterDay(after: string): Share[] | undefined {
  const total = TOTAL.exec(after);
  return sharesOf(total ? after.slice(total[0].length) : after, total ? countOf(total[1]) : undefined);
}

function readCountedShares(text: string): Intent | undefined {
  if (NOT_SHARES.test(text)) return undefined;
  const day = WHEN.exec(text);
  if (!day || day.index > 2) return undefined;
  const after = text.slice(day.index + day[0].length);
  // "两块做完了一块没动" is two shares; "三块做了两块，最后那块没来得及" a count, then its shares.
  const shares = sharesAfterDay(after) ?? sharesAfterDay(after.replace(COUNT_THEN_SHARE, "$1，"));
  // Shares of one outcome only ("两块都做完了") are read by the other rows as every block alike.
  if (!shares || new Set(shares.map((share) => share.entry.status)).size < 2) return undefined;
  return { family: "checkin", when: day[0], entries: shares.flatMap((share) => Array.from({ length: share.count }, () => share.entry)) };
}

export const COUNTED_SHARES_ROW: OutcomeRule = {
  family: "checkin",
  name: "a day's blocks told in counted shares: 前天三块，两块做完了一块没动",
  priority: 0,
  pattern: new RegExp(`${N}块[^。]*块`),
  extract: readCountedShares,
  examples: [
    ["前天三块，两块做完了一块没动", { family: "checkin", when: "前天", entries: [{ status: "done" }, { status: "done" }, { status: "skipped" }] }],
    ["昨天两块 一块完成一块只做了一半", { family: "checkin", when: "昨天", entries: [{ status: "done" }, { status: "partial" }] }],
    ["昨天安排了三块，做完两块，剩下那块没碰", { family: "checkin", when: "昨天", entries: [{ status: "done" }, { status: "done" }, { status: "skipped" }] }],
    ["周日两块复习，一块弄完了另一块压根没打开", { family: "checkin", when: "周日", entries: [{ status: "done" }, { status: "skipped" }] }],
    ["今天三块做了两块，最后那块没来得及", { family: "checkin", when: "今天", entries: [{ status: "done" }, { status: "done" }, { status: "skipped" }] }],
  ],
  counterexamples: [
    ["昨天三块只做了一块", "unknown"],
    ["那两块钱没花", "unknown"],
  ],
};
