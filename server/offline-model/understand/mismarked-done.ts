/**
 * A done mark set by mistake, owned in so many words ("X刚才点成完成了，其实没学完", "X我手快标成完成了，实际上才整理到
 * 一半"): the slip, then the truth. What the truth says was not finished tells what the mark was on: a study block is
 * studied (学, 看, 复习, 背 — its check-in is put right: half done, or not done at all), a to-do is done (写, 整理, 交 —
 * its done mark is taken back).
 */
import type { Intent } from "./intent-types";
import { withTask } from "./task-edit-words";

/** "刚才点成完成了", "我手快标成已完成了", "不小心勾成完成": the mark, set by a slip of the hand. */
const SLIP = "(?:那个|这个|那块|那节)?(?:我)?(?:刚才|刚刚)?(?:我)?(?:手快|手滑|不小心|误)?(?:点|标|勾|按|打)(?:成|为|了)(?:已)?完成(?:了)?";
/** "其实没学完", "实际上才整理到一半", "但我还没看": what is true, after the slip. */
const TRUTH = "[，,\\s]*(?:其实|实际上|但是?|可是)?(?:我)?(?:(还|才|只))?";
const MISMARKED = new RegExp(`^(?:我)?(.{2,16}?)${SLIP}${TRUTH}(.+)$`);
/**
 * "线代作业其实还没交，刚才手滑点成完成了", "X还没写完呢，不小心标成已完成了": the truth first, then the slip owned as
 * the clause that ends the message.
 */
const TRUTH_FIRST = new RegExp(`^(?:我)?(.{2,16}?)(?:其实|实际上|明明)?(?:我)?((?:还没|没|并没)(?:有)?[^，,。]{1,4}?)(?:呢|啊|哦)?[，,\\s]+${SLIP}(?:[，,\\s]*(?:点错了|手滑了|搞错了))?[。!！~～\\s]*$`);
/** What the truth says was left undone: not done at all, or only so far ("才整理到一半"). */
const UNDONE = /^(?:没|还没|并没)|一半|一部分|一点/;

/** The verbs of studying a block; any other deed is a to-do's. */
const STUDIED = /^(?:没有?|没怎么)?(?:来得及)?(?:学|看|复习|背|预习|听)(完|好)?/;

function readSlipFirst(text: string): { name: string; only: string | undefined; truth: string } | undefined {
  const said = MISMARKED.exec(text);
  return said ? { name: said[1], only: said[2], truth: said[3] } : undefined;
}

export function mismarkedDone(text: string): Intent | undefined {
  const first = TRUTH_FIRST.exec(text.trim());
  const said = first ? { name: first[1], only: undefined, truth: first[2] } : readSlipFirst(text.trim());
  if (!said) return undefined;
  const { name, only, truth } = said;
  const studied = STUDIED.exec(truth);
  // "其实没学完" is a block partly studied (how much is unsaid: one period, as readMarked reads 一部分); "其实没看"
  // one not studied at all.
  if (studied) {
    const block = name.trim();
    return { family: "checkin", entries: [studied[1] ? { block, status: "partial", periods_done: 1 } : { block, status: "skipped" }] };
  }
  // "…，然后看看还有啥没做" tells nothing undone: what follows the mark must say so from its start.
  return UNDONE.test(truth) || (only !== undefined && /^(?:差|剩)/.test(truth)) ? withTask("reopen", name) : undefined;
}
