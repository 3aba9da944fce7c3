/**
 * A block of several periods stopped partway, told by the period reached: "昨天排了三节的欧拉图，做到第二节就撑不住了",
 * "昨晚那三节只撑到第一节结束就睡了". Reaching a period and stopping there is the periods before it done; a period
 * told finished (第一节结束, 做完第一节) is done itself. The block is the day's, named when the sentence names it
 * (三节的欧拉图).
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { N, WHEN } from "./checkin-cues";
import type { CheckinEntry, OutcomeRule } from "./checkin-types";
import type { Intent } from "./intent-types";

/** The block's periods, and its name after 的: "排了三节的欧拉图", "那三节". */
const BLOCK = new RegExp(`^(?:我)?(?:的)?(?:本来)?(?:排了|排的|安排了|安排的)?(?:那)?(${N})节(?:课)?(?:的([^，,。]{2,12}))?`);
/** The period reached, then stopping: "做到第二节就撑不住了", "只撑到第一节结束就睡了". */
const REACHED = new RegExp(`(?:做|学|看|复习|撑|坚持|刷|弄|背)到(?:了)?第(${N})节(结束|完|末|下课)?(?:就|便|然后|之后|后)?`);
/** What stopped it, or 就 / 只 saying it went no further. */
const STOPPED = /撑不住|坚持不住|顶不住|扛不住|睡|困|累|停|走|没(?:再|继续)|不行|放弃|溜|歇|就/;

function periodsOf(word: string): number | undefined {
  return /^\d+$/.test(word) ? Number(word) : (parseSmallNumber(word) ?? undefined);
}

function readStoppedMidway(text: string): Intent | undefined {
  const day = WHEN.exec(text);
  if (!day || day.index > 2 || /[?？吗]|明天|下周|打算/.test(text)) return undefined;
  const block = BLOCK.exec(text.slice(day.index + day[0].length));
  const reached = REACHED.exec(text);
  if (!block || !reached || !STOPPED.test(text.slice(reached.index))) return undefined;
  const periods = periodsOf(block[1]);
  const at = periodsOf(reached[1]);
  if (periods === undefined || at === undefined || at > periods) return undefined;
  const done = reached[2] ? at : at - 1;
  const name = block[2]?.replace(/(?:复习|那块)$/, "");
  const entry: CheckinEntry = { ...(name ? { block: name } : {}), status: "partial", ...(done > 0 ? { periods_done: done } : {}) };
  return { family: "checkin", when: day[0], entries: [entry] };
}

export const STOPPED_MIDWAY_ROW: OutcomeRule = {
  family: "checkin",
  name: "a block stopped partway, told by the period reached: 做到第二节就撑不住了",
  priority: 0,
  pattern: new RegExp(`到(?:了)?第${N}节`),
  extract: readStoppedMidway,
  examples: [
    ["昨天排了三节的欧拉图，做到第二节就撑不住了", { family: "checkin", when: "昨天", entries: [{ block: "欧拉图", status: "partial", periods_done: 1 }] }],
    ["昨晚那三节只撑到第一节结束就睡了", { family: "checkin", when: "昨晚", entries: [{ status: "partial", periods_done: 1 }] }],
  ],
  counterexamples: [["明天那三节做到第二节就去吃饭", "unknown"]],
};
