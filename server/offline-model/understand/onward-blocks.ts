/**
 * "只要周一周二那两块，周三以后的都先别排", "下周四及以后的先拿掉": the blocks from a day on taken off the plan, the ones
 * before it kept. Said with 的 it points at blocks; "周三以后别排" without it keeps days free in a plan still to be made
 * (schedule-options.ts), which this does not read.
 */
import type { Intent } from "./intent-types";

const ONWARD =
  /(?:^|[，,。])\s*(?:把|将)?((?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天])(?:及|和)?(?:以后|之后|往后|后面|后|开始|起)的(?:那些|那几块|那几个|几块|块)?(?:都|全部|全都|全)?(?:先|暂时)?(?:别排|不排|不要排|不用排|拿掉|撤掉|去掉|删掉|不要)了?(?:吧|啊)?(?=[，,。！!\s]|$)/;

/** A clause that asks for a plan of its own: the blocks onward are then its constraint, not a change of the draft. */
const PLANS = /排(?:到|进|在|一下)|安排(?:到|进|一下)/;

/** The follow-up's own wording of the draft's blocks from that day on, each name quoted (a name may hold 、). */
const NAMED = /^(\S+?)起的((?:「[^」]+」)+)这几块从日程上拿掉$/;

export function onwardBlocks(text: string): Intent | undefined {
  const named = NAMED.exec(text);
  if (named) return { family: "edit", action: "unplace_from", dayWord: named[1], names: [...named[2].matchAll(/「([^」]+)」/g)].map((name) => name[1]) };
  const match = ONWARD.exec(text);
  if (!match || PLANS.test(text)) return undefined;
  return { family: "edit", action: "unplace_from", dayWord: match[1] };
}

const WEEKDAYS = "一二三四五六日";
/** What precedes the answer's entries: "请在卡片上确认：", "已预排：", "粗排完成：". */
const LEAD = /(?:确认|预排了?|粗排完成|方案)[：:]/;
/** "图论基础：欧拉图与哈密顿图 → 12月9日 周三 19:00起3节": a block the answer said it put (its name may hold a colon). */
const PUT = /^\s*(.+?)\s*→\s*(\d{1,2})月(\d{1,2})日\s*(?:周|星期)([一二三四五六日天])/;

interface DraftEntry {
  name: string;
  order: number;
  weekday: number;
}

/** The blocks the answer said it put, in the order of their days. */
function draftEntries(said: string): DraftEntry[] {
  const lead = LEAD.exec(said);
  const entries = (lead ? said.slice(lead.index + lead[0].length) : said).split(/[；;\n]/).flatMap((item) => {
    const entry = PUT.exec(item);
    return entry ? [entry] : [];
  });
  const put = entries.map((entry) => ({ name: entry[1].trim(), order: Number(entry[2]) * 100 + Number(entry[3]), weekday: WEEKDAYS.indexOf(entry[4].replace("天", "日")) }));
  return put.sort((a, b) => a.order - b.order);
}

/** The follow-up's own wording of the blocks from `from` on, said as the day the first of them is on. */
function takenOffFrom(put: readonly DraftEntry[], from: number): string {
  return `周${WEEKDAYS[put[from].weekday]}起的${put.slice(from).map((entry) => `「${entry.name}」`).join("")}这几块从日程上拿掉`;
}

/**
 * "只排前三个就行，后面几个先拿掉", "前两块留着，剩下的都撤掉": the first blocks of the plan kept, counted, and the
 * rest taken off.
 */
const FIRST_KEPT =
  /^(?:那就?|就)?(?:只(?:排|要|留|保留)|(?:先)?留(?:着)?|保留)?(?:着)?前([一二两三四五六\d])(?:个|块|项|节|章)(?:留着)?(?:就行|就好|就够了|吧)?[，,]\s*(?:后面|剩下|其余|其他|其它|别的)(?:的)?(?:那)?(?:几个|几块|那些)?(?:都|全)?(?:先|暂时)?(?:拿掉|撤掉|去掉|删掉|别排|不排|不要|不用排)了?(?:吧|啊)?[。！!\s]*$/;

function firstKept(text: string, said: string): string | undefined {
  const match = FIRST_KEPT.exec(text.trim());
  const kept = match ? "一二三四五六".indexOf(match[1].replace("两", "二")) + 1 || Number(match[1]) : 0;
  const put = draftEntries(said);
  return kept > 0 && kept < put.length ? takenOffFrom(put, kept) : undefined;
}

/**
 * "周三以后的都先别排" after a plan whose answer said where each block went: those blocks from that weekday of the
 * plan's days on, by name; "只排前三个就行，后面几个先拿掉": those after the first ones. Undefined when the answer named
 * no such blocks.
 */
export function onwardOfDraft(text: string, said: string | undefined): string | undefined {
  if (said === undefined) return undefined;
  const match = ONWARD.exec(text);
  if (!match || !onwardBlocks(text)) return firstKept(text, said);
  const weekday = WEEKDAYS.indexOf(match[1].slice(-1).replace("天", "日"));
  const put = draftEntries(said);
  const from = put.findIndex((entry) => entry.weekday >= weekday);
  if (from === -1 || from === 0 || weekday < 0) return undefined;
  return `${match[1]}起的${put.slice(from).map((entry) => `「${entry.name}」`).join("")}这几块从日程上拿掉`;
}
