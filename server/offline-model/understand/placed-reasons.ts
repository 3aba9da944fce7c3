/**
 * "为啥模拟卷要放周六上午一口气做四节？", "为啥电脑文件那个给我排到周五晚上了": why a block of the plan just proposed is
 * where it is. Nothing is to change: the answer tells the block's place and length from the plan's own words and how
 * to move it (decide/placed-reasons.ts). The question is said again with the block named by where it was put:
 * "为什么12月12日周六08:00–11:40那块综合模拟卷（限时）排在那里" (draft-block-moves.ts).
 * "为啥概率论第一章塞在思政课里？思政要点名的，挪到周四下午两点": the question, then the move asked with no object of
 * its own — the block the question named is moved; the reason between is no part of it.
 */
import type { Intent } from "./intent-types";

/**
 * A block as the plan said it (draft-follow-ups.ts DraftPlace has this shape); said here, not imported, since the
 * intents read this module and the follow-up readers read the intents.
 */
interface SaidBlock {
  name: string;
  day: string;
  weekday?: string;
  start: string;
  end?: string;
  periods?: number;
}

/** "为啥模拟卷要放…", "为什么把电脑文件那个排到…": the block asked about, before the verb that put it somewhere. */
export const WHY = /^(?:那|可)?(?:为啥|为什么|为何|咋|怎么)(?:要|会|又)?(?:把)?(.+?)(?:要|会|就|又|被|都)?(?:给我|给)?(?:放|排|塞|安排|弄|挪)(?:在|到|进|去)?/;
/** The move asked after the question: a verb and where, no object of its own. */
/** "模拟卷为什么排到12号那么后面": the thing said first, then why it went where it did. */
export const WHY_AFTER_THING = /^(?:那)?([^，,。？?]{2,12}?)(?:为啥|为什么|为何|咋|怎么)(?:要|会|又|被|就)?(?:给我|给)?(?:放|排|塞|安排|弄|挪)(?:得|在|到|进|去)?/;
export const MOVE_AFTER = /^(?:那就?|就|还是)?(?:帮我|给我)?(?:挪|移|调|换|改|放)(?:到|至|去)(.+)$/;
export const CLAUSE_BREAK = /[，,。？?！!]+/;

export function reasonAsked(place: SaidBlock): string {
  const weekday = place.weekday === undefined ? "" : `周${place.weekday}`;
  const span = place.end !== undefined ? `–${place.end}` : place.periods !== undefined ? `起${place.periods}节` : "";
  return `为什么${place.day}${weekday}${place.start}${span}那块${place.name}排在那里`;
}

const ASKED = /^为什么(\d{1,2}月\d{1,2}日)(?:周([一二三四五六日天]))?(\d{1,2}:\d{2}|第\d{1,2}节)(?:–(\d{1,2}:\d{2})|起(\d{1,2})节)?那块(.+)排在那里$/;

/** The why-question as draftReasonAsked says it again. */
export function placedReason(text: string): Intent | undefined {
  const said = ASKED.exec(text);
  if (!said) return undefined;
  const [, day, weekday, start, end, periods, name] = said;
  return { family: "placed_reason", name, day, start, ...(weekday ? { weekday } : {}), ...(end ? { end } : {}), ...(periods ? { periods: Number(periods) } : {}) };
}

/** "为啥X塞在思政课里？思政要点名的，挪到周四下午两点" → "把X挪到周四下午两点". */
export function whyThenMove(text: string): string | undefined {
  const clauses = text.trim().split(CLAUSE_BREAK).filter((clause) => clause !== "");
  const why = clauses.length > 1 ? WHY.exec(clauses[0]) : null;
  const move = clauses.length > 1 ? MOVE_AFTER.exec(clauses[clauses.length - 1]) : null;
  const name = why?.[1].replace(/(?:的)?(?:那块|那个|那段|那节)$/, "");
  return name && move && name.length >= 2 ? `把${name}挪到${move[1]}` : undefined;
}

/** "换一下吧" after a plan of more than two blocks, said again with the blocks it could mean. */
const SWAP_ASKED = /^对调方案里的两块：(.+)$/;

export function swapAsked(names: readonly string[]): string {
  return `对调方案里的两块：${names.join("；")}`;
}

/** The swap with no pair said, as swapAsked says it again: which two is asked, the plan's blocks named. */
export function swapUnsaid(text: string): Intent | undefined {
  const said = SWAP_ASKED.exec(text);
  return said ? { family: "swap_unsaid", names: said[1].split("；") } : undefined;
}
