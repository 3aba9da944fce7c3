/**
 * An earlier check-in corrected: "上周四那节我当时点了没做，其实晚上回宿舍补上了，帮我改成完成", "上周五那节点错了，
 * 应该是做了一半不是完成", "前天的复习其实做完了，当时手滑点成了没做，帮我改一下". The block is the day's (那节, 那块,
 * 的复习); what it is to become is said as the change asked (改成完成), as what it should be (应该是…), or as what really
 * happened (其实做完了). A check-in records over the earlier one, so the correction is record_checkin again — not a
 * to-do completed, nor the block made up by a re-plan (the 补上了 of the story is already done).
 */
import { clauseStatus, WHEN } from "./checkin-cues";
import type { CheckinEntry } from "./checkin-types";
import type { Intent } from "./intent-types";

/** The day's block first: "上周四那节", "前天的复习", "周日那块". */
const DAYS_BLOCK = new RegExp(`^(?:我)?(${WHEN.source})(?:的|那)?(?:那)?(?:一)?(?:节|块|次)?(?:的)?(?:复习|学习块)?`);
const POINTED = /^[^，,。]{0,8}(?:那[节块次]|复习|学习块)/;
/** The earlier check-in said wrong: clicked, marked or recorded as something else. */
const WRONG = /点(?:了|成|错|到)|(?:记|标|打)(?:成|错|了)|手滑|误(?:点|标|打)|弄错|搞错|其实|应该是/;
/** What it is to become, said as the change asked or as what it should have been. */
const BECOME = /(?:改成|改为|改回|换成|标成|标为|记成|记为|应该是|应该算)(?:已)?(完成|做完了?|没做|未完成|没完成|做了一半|一半|一部分|部分完成)/g;
/** A re-plan asked beside it is read by the re-plan readers ("其实没去，帮我重新排一下"). */
const REPLAN = /重新|挪|排(?:一下|到|进|在)|找(?:个)?时间|补(?:一下|回来|排|到)/;
/** What really happened, said after 其实. */
const REALLY = /其实([^，,。]{0,16})/;

function asStatus(word: string): CheckinEntry {
  if (/没|未/.test(word)) return { status: "skipped" };
  if (/一半|部分/.test(word)) return { status: "partial", periods_done: 1 };
  return { status: "done" };
}

function becomes(text: string): CheckinEntry | undefined {
  const asked = [...text.matchAll(BECOME)].at(-1)?.[1];
  if (asked) return asStatus(asked);
  const really = REALLY.exec(text)?.[1];
  const said = really === undefined ? undefined : clauseStatus(really);
  if (!said) return undefined;
  return { status: said.status, ...(said.periods !== undefined ? { periods_done: said.periods } : {}) };
}

export function correctedCheckin(text: string): Intent | undefined {
  const day = DAYS_BLOCK.exec(text.trim());
  if (!day || !POINTED.test(text.trim()) || !WRONG.test(text) || /[?？吗]/.test(text) || REPLAN.test(text)) return undefined;
  // The earlier check-in named, and the change asked for: a correction has both, or says what really happened.
  if (!/改|标|记|应该|其实/.test(text.slice(day[0].length))) return undefined;
  const entry = becomes(text);
  return entry ? { family: "checkin", when: day[1], entries: [entry] } : undefined;
}
