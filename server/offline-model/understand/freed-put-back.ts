/**
 * "还是放回去吧，原来那个周六下午两点挺好", "算了还是排回原来的周日上午十点吧" after "已把「X」从日程上拿下来…": the
 * block just taken off put back, at the day and time the student says it had. The answer names the block; the student
 * names where it was, so no listing is needed to know either.
 */
import { dayIn, TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "放回去", "排回原来的", "加回到": put back where it was. */
const BACK = /(?:放|排|加|挪|塞|安排)回(?:去|来|原来|到)?/;
/** The answer that took one block off the timetable (or the draft). */
const TAKEN_OFF = /^已把「([^」]+)」从日程上拿下来/;

export function freedPutBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  const name = TAKEN_OFF.exec(previous.said ?? "")?.[1];
  const day = BACK.test(text) ? dayIn(text) : null;
  if (!name || !day) return undefined;
  const time = TIME.exec(text.slice(day.index + day[0].length))?.[0];
  return time ? { family: "pointed", text: `把${name}放到${day[0]}${time}` } : undefined;
}
