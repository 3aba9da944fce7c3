/**
 * A change taken back without 撤销: "刚才那个改回去，周六我有事", "想了想还是原来那样吧", "手滑了，不该点确认的",
 * "恢复一下，钱还没转过去呢". The words only say "back to before"; what goes back is what the last answer said it
 * wrote — a plan written into the timetable (its card's 撤销), a to-do ticked off (open again), or the undo just
 * offered (its 恢复 puts the plan back). Reasons may stand around the take-back; a clause asking something else may not.
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { recordIn } from "./said-records";

/** Words that stop, hesitate or think again before the take-back; and the pointer at the change just made. */
const LEAD =
  "(?:(?:啊|哎|唉|哎呀|呃|额|嗯|诶|欸|不对|不行|算了|想了想|想想|仔细想想|等下|等等|要不|那|那就|我|还是|又|刚才|刚刚|刚|那个|那次|这个|这次|那版|这版|的|安排|改动|操作|你|帮我|给我|把|它)[，,、\\s]*)*";
/** 改回去, 放回原位, 恢复一下, 还原, 还是原来那样好: back to how it was. */
const BACK =
  "(?:(?:改|弄|变|调|换|放|挪|退|搞|撤|排)回(?:去|来|原位|原处|原样|原来的?(?:样子|那样|时间|位置|那个)?|之前的?(?:样子|那样)?)?|恢复(?:一下|原样|成原样|成原来的?样子|过来|回来)?|还原(?:一下)?|复原|(?:原来|之前|以前|原先)(?:那样|的样子|那个样子|的那样|的)(?:好|挺好|就行|就好)?)";
const TAIL = "(?:吧|了|啊|呀|呗|哈|就行|就好|好了|一下)*";
const TAKE_BACK = new RegExp(`^${LEAD}${BACK}${TAIL}$`);
/** "手滑了", "不该点确认的", "确认按早了", "点错了": the confirmation itself owned up to as a slip. */
const SLIP = new RegExp(`^${LEAD}(?:手滑了?|手抖了?|点错了|按错了|(?:不该|不应该)(?:点|按)确认的?|确认(?:点|按)(?:早|快|错)了)${TAIL}$`);
/** A clause that asks for something else (a new place, a new day, a deletion): a request of its own. */
// The old place said with its day ("还是原来周五那个位置好") is a place of its own, which the block readers take.
const OWN_REQUEST = /改成|改到|挪到|排到|放到|换到|推到|提前|推迟|往后|往前|删|记一下|提醒|[？?]|(?:原来|之前|原先|本来)[^，,。]*?(?:周[一二三四五六日天]|星期|礼拜)/;
/** "找到了…确认的那次安排…点卡片上的“撤销”就能改回去": an undo offered, whose 恢复 puts the plan back. */
const UNDO_OFFERED = /[“"]撤销[”"]/;

function clausesOf(text: string): string[] {
  return text
    .split(/[，,。.！!；;～~\s]+/)
    .map((clause) => clause.trim())
    .filter((clause) => clause !== "");
}

/** True when one clause takes the change back and the rest only say why. */
function takenBack(text: string, slipCounts: boolean): boolean {
  const clauses = clausesOf(text);
  const back = clauses.filter((clause) => TAKE_BACK.test(clause) || (slipCounts && SLIP.test(clause)));
  if (back.length === 0) return false;
  return clauses.every((clause) => back.includes(clause) || !OWN_REQUEST.test(clause));
}

/** "线代作业其实尚未交出": the to-do named in a clause of its own, which the readers of a named reopening keep. */
const NAMED_NOT_DONE = /^(?!这个|那个|刚才|它)(?:(?!其实|实际|还|并|尚|没|未)\p{Script=Han}){2,}(?:其实|实际上)?(?:还|并|尚)?(?:没|未)/u;

export function changeTakenBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  const record = recordIn(previous.said);
  if (record?.kind === "plan" || (!record && UNDO_OFFERED.test(previous.said ?? ""))) {
    return takenBack(text, true) ? { family: "drop_noted", text: "撤销刚才的排程" } : undefined;
  }
  if (record?.kind === "done" && takenBack(text, false) && !clausesOf(text).some((clause) => NAMED_NOT_DONE.test(clause))) return { family: "correction", text: `把${record.name}改回未完成` };
  return undefined;
}
