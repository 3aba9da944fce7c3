/**
 * "电脑那个还是加回去吧，原来那个时间", "四级还是放回周六下午原来那个位置" a few turns after a plan was proposed, once
 * that block was moved or taken off it: the block back where the proposal first put it. The proposal may be more than
 * a turn back (a move, then another block taken off), so every earlier answer is read, newest first; "back" only
 * names a place when a later answer changed that block.
 */
import { draftPlaces, placedName, type DraftPlace } from "./draft-follow-ups";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

/** The thing named, then "back": "电脑那个还是加回去", "四级还是放回", "第四章也挪回". */
const NAMED_BACK = /^(?:算了|那就|那(?!个)|还是|不对)?[，,\s]*(?:把)?(?:那个|这个)?([\p{Script=Han}A-Za-z0-9]{2,12}?)(?:那个|这个|那块|那节|的)?(?:还是|就|也|再)*(?:给我|帮我)?(加|放|挪|排|塞|搬|改|换)回(?:去|来|到)?/u;
/** "原来那个时间", "原来的位置", "原位", "之前那个时段": where it was, said beside "back". */
const WHERE_IT_WAS = /(?:原来|原先|本来|之前|最开始)(?:的|那个)?(?:时间|位置|地方|时段|那儿|那里)|原位/;
const WEEKDAY_SAID = /(?:周|星期|礼拜)([一二三四五六日天])/;

/** The latest proposal among the earlier answers, and the answers after it. */
function proposalBefore(earlier: readonly PreviousRequest[]): { places: DraftPlace[]; after: readonly PreviousRequest[] } | undefined {
  for (let at = earlier.length - 1; at >= 0; at -= 1) {
    const said = earlier[at].said ?? "";
    if (!/生成方案|预排/.test(said)) continue;
    const places = draftPlaces(earlier[at]);
    return places.length > 0 ? { places, after: earlier.slice(at + 1) } : undefined;
  }
  return undefined;
}

export function planPutBack(text: string, earlier: readonly PreviousRequest[]): FollowUp | undefined {
  const named = NAMED_BACK.exec(text.trim());
  if (!named) return undefined;
  const proposal = proposalBefore(earlier);
  const matches = proposal?.places.filter((place) => place.name.includes(named[1])) ?? [];
  if (!proposal || matches.length !== 1) return undefined;
  const [place] = matches;
  // Only a block a later answer moved or took off has somewhere to go back to.
  if (!proposal.after.some((turn) => turn.said?.includes(place.name))) return undefined;
  const weekday = WEEKDAY_SAID.exec(text)?.[1];
  if (weekday !== undefined && place.weekday?.replace("天", "日") !== weekday.replace("天", "日")) return undefined;
  // A block a later answer moved is in the draft where that answer put it: named there, it is moved back, not placed
  // as if it were still waiting (one taken off is waiting again, and is placed).
  const movedTo = movedPlaceOf(place.name, proposal.after);
  // "第三章还是放回去": a block a later answer moved has one place to go back to; one taken off needs it said
  // ("原来那个时间"), and "加回去" adds, which is no way back for a block still in the plan.
  if (!WHERE_IT_WAS.test(text) && (!movedTo || !/[放挪搬改换]/.test(named[2]))) return undefined;
  return { family: "pointed", text: `把${movedTo ? placedName(movedTo) : place.name}挪到${place.day}${place.start}` };
}

/** Where the latest answer that moved the block put it, unless an answer after that took it off. */
function movedPlaceOf(name: string, after: readonly PreviousRequest[]): DraftPlace | undefined {
  for (let at = after.length - 1; at >= 0; at -= 1) {
    const said = after[at].said ?? "";
    if (!said.includes(name)) continue;
    if (/拿掉|回到待安排|不排了/.test(said)) return undefined;
    const moved = draftPlaces(after[at]).find((place) => place.name === name);
    if (moved) return moved;
  }
  return undefined;
}
