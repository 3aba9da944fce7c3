/**
 * A plan proposed, then one block of it moved ("好的，已经改在方案里了：第四章 → 12月12日 周六 14:00–15:40"): the last
 * answer names only the block moved, yet the student goes on pointing at the whole plan ("那四级真题挪到周四下午两点")
 * or asks for the block back where the plan first put it ("想了想还是原来周四早上那个位置好，放回去"). Both are read
 * from the proposal one turn further back, as the conversation holds it.
 */
import { draftPlaces, placedName, type DraftPlace } from "./draft-follow-ups";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const MOVED_IN_PLAN = /改在方案里了?[：:]|已移动[：:](?=[^]*待确认)/;

/** "第四章 数字特征…" moved: the plan's block of that name as the proposal before put it. */
function firstPlaceOf(moved: DraftPlace, earlier: readonly DraftPlace[]): DraftPlace | undefined {
  return earlier.find((place) => place.name === moved.name);
}

function entry(place: DraftPlace): string {
  const weekday = place.weekday === undefined ? "" : ` 周${place.weekday}`;
  const span = place.end !== undefined ? `–${place.end}` : place.periods !== undefined ? `起${place.periods}节` : "";
  return `${place.name} → ${place.day}${weekday} ${place.start}${span}`;
}

/**
 * The answer before as the whole plan now stands: the blocks just moved where they went, the others where the
 * proposal a turn back put them. Unchanged when the last answer moved nothing of a plan.
 */
export function withEarlierPlan(previous: PreviousRequest, before: PreviousRequest | undefined): PreviousRequest {
  if (!before || previous.said === undefined || !MOVED_IN_PLAN.test(previous.said)) return previous;
  const moved = draftPlaces(previous);
  const earlier = draftPlaces(before);
  if (moved.length === 0 || earlier.length === 0) return previous;
  const kept = earlier.filter((place) => !moved.some((block) => block.name === place.name));
  return kept.length === 0 ? previous : { ...previous, said: `${previous.said}；${kept.map(entry).join("；")}` };
}

/** "放回去", "还是原来那个位置好", "换回原来的时间", "按你一开始排的时间来": the block moved goes back where the plan first put it. */
// "还是按你一开始排的那个时间来": the plan's first time, said as how it was first put; "按第一版的时间来", "放回最初那个
// 位置": the version first proposed, before this block was moved; "放回周三" names the day it first had.
const PUT_BACK =
  /(?:放|挪|换|改|搬)回(?:去|来|原来的?(?:位置|地方|时间)?|原位|(?:到)?(?:周|星期|礼拜)[一二三四五六日天])|还是原来(?:的|那个)?(?:位置|地方|时间)|(?:按|照)(?:你|之前)?(?:一开始|最开始|最初|起初|原来|本来)(?:排|定|放)的(?:那个)?(?:位置|地方|时间|时段)|(?:按|照|用|回到)(?:你的?|之前的?)?(?:第一|最初|最开始|一开始|最早)(?:那)?(?:版|稿)|回(?:到)?(?:最初|最开始|一开始|起初)(?:的那个|的|那个)(?:位置|地方|时间|时段)/;
/** "原来周四早上那个": a day said must be the day the block first had. */
const WEEKDAY_SAID = /(?:周|星期|礼拜)([一二三四五六日天])/;

export function draftPutBack(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  if (!before || previous.said === undefined || !MOVED_IN_PLAN.test(previous.said) || !PUT_BACK.test(text)) return undefined;
  const moved = draftPlaces(previous);
  const first = moved.length === 1 ? firstPlaceOf(moved[0], draftPlaces(before)) : undefined;
  if (!first || (first.day === moved[0].day && first.start === moved[0].start)) return undefined;
  const weekday = WEEKDAY_SAID.exec(text)?.[1];
  if (weekday !== undefined && first.weekday?.replace("天", "日") !== weekday.replace("天", "日")) return undefined;
  return { family: "pointed", text: `把${placedName(moved[0])}挪到${first.day}${first.start}` };
}

/** "已写入日程：概率论复习 6个学习块…", "好的，已写入日程。": the plan just proposed, confirmed. */
const CONFIRMED = /已写入日程/;

/**
 * A plan proposed, then confirmed: the blocks are in the timetable where the proposal put them, so "第五章删了吧，那章
 * 老师说不考" is read from the proposal one turn back (its block taken off the timetable, the to-do kept).
 */
export function confirmedPlanOf(previous: PreviousRequest, before: PreviousRequest | undefined): PreviousRequest | undefined {
  if (!before || previous.said === undefined || !CONFIRMED.test(previous.said) || draftPlaces(previous).length > 0) return undefined;
  return draftPlaces(before).length > 0 ? before : undefined;
}
