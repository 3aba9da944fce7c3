/**
 * "代数系统也放到下周六的同一个时间", "集合与二元关系也放周五同一时间" after "已把「X」放到12月5日 周六 14:00–15:40":
 * another block placed the way the last one was — on the day said, at the clock the answer told — not a block added
 * to a plan over the week the day is in.
 */
import { DAY_WORD } from "./day-words";
import type { FollowUp, PreviousRequest } from "./follow-up-words";

const ALSO_SAME_TIME = new RegExp(
  `^(?:那|那就)?(?:把)?([^，,。]{2,16}?)也(?:帮我)?(?:放|排|挪|安排|塞)(?:到|在|进)?(${DAY_WORD.source})的?(?:同一个?时间|同样的?时间|一样的时间|这个时间|同一个?点)(?:吧|呗)?[。！!\\s]*$`,
);
/** The answer that placed (or moved) one block, and the clock it starts at. */
const PLACED_AT = /^已把「[^」]+」(?:放到|挪到|移到)[^，,。]*?(\d{1,2}:\d{2})/;

export function alsoAtSameTime(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = ALSO_SAME_TIME.exec(text.trim());
  const clock = PLACED_AT.exec(previous.said ?? "")?.[1];
  return match && clock ? { family: "pointed", text: `把${match[1]}放到${match[2]} ${clock}` } : undefined;
}
