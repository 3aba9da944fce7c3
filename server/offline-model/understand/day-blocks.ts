/**
 * "周三排的那两块复习，整体往后推一周，时间都不变", "周五晚上那几节学习都提前一天": the study blocks of one day (and
 * part of it), said by where they are rather than by name, shifted together. Said of several (两块, 那几节) or of all
 * of them (都, 整体, 全部); one block named by where it is stays an ordinary move (edit-intents.ts). The whole draft
 * shifted is the same with no day.
 */
import { DAY_WORD } from "./day-words";
import type { Intent } from "./intent-types";
import { slotTarget } from "./slot-words";
import { shiftedMove } from "./shifted-moves";

const COUNTS: Record<string, number> = { 两: 2, 二: 2, 三: 3, 四: 4 };

/** "周三排的那两块复习，", "周五晚上那几节学习都": where the blocks are, how many, and that all of them move. */
const DAY_BLOCKS = new RegExp(
  `^(?:把)?((?:${DAY_WORD.source}))(?:的)?(上午|下午|晚上)?(?:排的|安排的|的)?(?:那|这)?([两二三四几]|所有|全部)?(?:块|节|个)(?:复习|学习|自习)?(?:块)?[，,\\s]*((?:都|全部|整体|一起|统一)*)`,
  "i",
);

/**
 * "复习计划整体往后挪一天", "预排的都往后推一天", "这版方案全部提前一天": the whole draft (every block still to be
 * confirmed) shifted together, said by the plan rather than a day.
 */
const WHOLE_DRAFT = /^(?:把)?(?:(?:这|本|下)周的?)?(?:复习计划|学习计划|复习|学习|计划|预排的?|草稿(?:里的)?|(?:这版|这套|整个)?方案)(?:的)?(?:块|那些)?[，,\s]*(?:整体|全部|全都|都|一起|统一|整个)+/;

function wholeDraftShift(text: string): Intent | undefined {
  const said = WHOLE_DRAFT.exec(text.trim());
  const shifted = said ? shiftedMove(`它${text.trim().slice(said[0].length)}`) : undefined;
  return shifted ? { family: "edit", action: "shift_day", target: shifted.target } : undefined;
}

/**
 * "这周已经排好的两块复习整体往后推一周", "已经排进日程的那两块复习统一推到下周同一时间": the placed study blocks of a week
 * (this one when none is said), several or all, shifted together.
 */
// "那两块已经排上的复习": the count said before where they are.
const WEEK_BLOCKS =
  /^(?:把)?(这周|本周|下周)?(?:(?:那|这)?([两二三四几])(?:块|节|个))?(?:已经|之前)?(?:排好|安排好|排上|排进日程|排进课表|放好|排)?的?(?:那|这)?([两二三四几]|所有|全部)?(?:块|节|个)?(?:复习|学习|自习)(?:块)?[，,\s]*((?:都|全部|整体|一起|统一)*)/;

function weekBlocksShift(text: string): Intent | undefined {
  const said = WEEK_BLOCKS.exec(text.trim());
  // Placed ones, said as placed (排好, 排进日程): else "复习都往后挪一周" is the whole draft's (above).
  const many = said?.[2] ?? said?.[3];
  if (!said || !/排|放/.test(said[0]) || (many === undefined && said[4] === "")) return undefined;
  const shifted = shiftedMove(`它${text.trim().slice(said[0].length)}`) ?? shiftedMove(`它${text.trim().slice(said[0].length).replace(/推到下周同一?时间/, "往后推一周")}`);
  if (!shifted) return undefined;
  const count = many === undefined ? undefined : COUNTS[many];
  return { family: "edit", action: "shift_day", dayWord: said[1] ?? "这周", ...(count === undefined ? {} : { count }), target: shifted.target };
}

export function detectDayBlocksShift(text: string): Intent | undefined {
  const draft = wholeDraftShift(text);
  if (draft) return draft;
  const week = weekBlocksShift(text);
  if (week) return week;
  const said = DAY_BLOCKS.exec(text.trim());
  if (!said) return undefined;
  const [whole, dayWord] = said;
  const [part, many, all] = said.slice(-3);
  if (many === undefined && all === "") return undefined;
  const shifted = shiftedMove(`它${text.trim().slice(whole.length)}`);
  if (!shifted) return undefined;
  const count = many === undefined ? undefined : COUNTS[many];
  return {
    family: "edit",
    action: "shift_day",
    dayWord,
    ...(part === undefined ? {} : { dayPart: slotTarget(part).dayPart }),
    ...(count === undefined ? {} : { count }),
    target: shifted.target,
  };
}
