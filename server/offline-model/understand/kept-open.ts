/**
 * "班费那个先别标完成，钱还没转过去", "实验报告别勾掉，还差数据": a to-do the student keeps open, said by the mark they
 * forbid. It is no chat: the to-do stays (or goes back to) not done — a reopen of the one named.
 */
import type { Intent } from "./intent-types";
import { isName } from "./name-guard";

const POINTER = "(?:那个|这个|那条|这条|那项|这项|那件|这件)";
/** The mark forbidden: 别标完成, 先不要勾掉, 还不能算做完. */
const FORBIDDEN_MARK =
  "(?:先|暂时|还是|也)?(?:别|不要|先别|先不要|别急着|还不能|不能|不用|甭)(?:给我|帮我)?(?:把它)?(?:标|打|勾|记|算|改|设)(?:成|为|上|掉)?(?:完成|已完成|做完|完了?|勾|已做|done)?(?:了|啊|哈|呀)?";
const KEPT_OPEN = new RegExp(`^(?:${POINTER})?(\\p{Script=Han}{2,12}?)(?:的)?${POINTER}?${FORBIDDEN_MARK}(?=$|[，,。！!～~\\s])`, "u");
/** "怎么不能标完成", "不用标完成了，直接删掉": a question about marking, or the to-do dropped instead. */
const NOT_KEPT = /怎么|为什么|为啥|咋|删|去掉|不要了|不做了|取消/;
/** The forbidden mark must be one of being done, or 勾 / 打勾 that stands for it. */
const MARK_OF_DONE = /完成|做完|完了?|勾|已做|done/;

export function keptOpen(text: string): Intent | undefined {
  const match = KEPT_OPEN.exec(text.trim());
  if (!match || NOT_KEPT.test(text) || !MARK_OF_DONE.test(match[0].slice(match[1].length))) return undefined;
  return isName(match[1]) ? { family: "task_edit", action: "reopen", task: match[1] } : undefined;
}
