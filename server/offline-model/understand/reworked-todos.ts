/**
 * A done to-do sent back or taken back, told by what happened to it: "离散错题本不算完成，老师要求每道题都写订正思路，
 * 我还得重弄", "物理实验报告被助教打回来重写了，改回没做完", "整理电脑文件那条我误标了完成，恢复一下". The to-do is
 * named first; what follows is why it is open again — returned, redone, marked by mistake — and the reopening asked,
 * said or not. The reason is never part of the name.
 */
import type { Intent } from "./intent-types";
import { withTask } from "./task-edit-words";

/** Where the name ends: the first word of what happened to the to-do. */
const AFTER_NAME =
  /(?:那条|那个|这条|这个)?(?:我)?(?:(?:先)?(?:不|别)(?:能|要)?算(?:是|我)?(?:已经?)?(?:完成|做完)|被[^，,。]{0,8}?(?:打回|退回|驳回|退了|拒了)|误(?:标|点|勾)|(?:标|点|勾)错|没(?:通过|过关))/;
/** Asked back in so many words, or not counted done. */
const ASKED_BACK = /改回|标回|恢复|撤回|撤销|不算(?:是)?(?:已经?)?(?:完成|做完)|别算|不要算/;
/** Sent back to be done again: returned, and redone. */
const RETURNED = /打回|退回|驳回/;
const REDONE = /重写|重做|重弄|重交|重新(?:写|做|弄|交|改)|还得(?:改|重)|要重/;
/** A study block's check-in is put right by the check-in readers; a question asks, it does not reopen. */
const NOT_A_LOOSE_TASK = /那节|那块|复习|[?？吗]/;
/** Someone else's work sent back is their news: "室友的报告被打回来了". */
const SOMEONE_ELSES = /(?:同桌|室友|舍友|同学|朋友|队友|组员|他|她|别人)的/;

export function reworkedTodo(text: string): Intent | undefined {
  if (NOT_A_LOOSE_TASK.test(text) || SOMEONE_ELSES.test(text)) return undefined;
  const cut = AFTER_NAME.exec(text);
  // "刚才勾错了，X还没做完呢": a when before the slip names no to-do; the other readers find X.
  if (!cut || cut.index < 2 || /^(?:我|刚才|刚刚|之前|当时|昨天|今天|前天)+$/.test(text.slice(0, cut.index))) return undefined;
  const rest = text.slice(cut.index);
  if (!ASKED_BACK.test(rest) && !(RETURNED.test(rest) && REDONE.test(rest))) return undefined;
  // "读书笔记其实还没写完，别算我完成": the name is the first clause's, before what is true of it.
  const name = text.slice(0, cut.index).split(/[，,。；;\s]/)[0].replace(/(?:其实|实际上|还没|没有|并没|没).*$/, "");
  return name.length >= 2 ? withTask("reopen", name) : undefined;
}
