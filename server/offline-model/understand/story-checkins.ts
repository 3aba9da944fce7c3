/**
 * A block's fate told as a story that ends on it: "唉，昨天本来排了集合与二元关系，结果下午…，回来人都累瘫了，那块完全
 * 没动。先这么记着吧", "昨天本来要看代数系统，结果社团开会开到十点，回来一页都没翻，就这么记吧". The last clause says
 * what happened to the block, and the story's first day says which day's. "先这么记着吧" asks the check-in kept, not a
 * note: recording it is keeping it.
 */
import { detectPlanOutcome } from "./checkin-intents";
import { WHEN } from "./checkin-cues";
import type { Intent } from "./intent-types";

/** "先这么记着吧", "就这么记吧", "帮我记着", "记一下": the check-in asked kept, at the message's end. */
const KEEP_IT = /[，,。！!~～\s]+(?:那)?(?:就|先|也)?(?:这么|这样)?(?:帮我|给我)?(?:记着|记下来?|记一下|记上|记录一下|记)(?:吧|呗|哈|啊|了)?[。！!~～\s]*$/;
/** The block the story says was planned: "本来排了集合与二元关系", "原本要看代数系统". */
const PLANNED = /(?:本来|原本|原来)(?:是)?(?:(?:排了|排的|安排了|计划)(?:要)?|(?:要|想|打算|准备)(?:看|复习|学|做|刷|背))(?:的)?[^，,。；;]{2,12}/;
/** The fate points at a study block: "那块完全没动", "那节复习没赶上", "一页都没翻". */
const BLOCK_POINTED = /那[节块]|这[节块]|复习|学习块|第.{1,3}[章节讲]|一页/;
/**
 * A to-do, an exam or someone else's work is the other readers' ("同桌的作业昨天就交了，我还一个字没写"), and so is a
 * fate only imagined ("要是没去看电影，复习早就做完了").
 */
const NOT_A_BLOCK = /作业|报告|论文|交|考|期中|期末|测验|同桌|室友|舍友|同学|[他她]的|要是|如果|假如|要不是|早就/;
/** A story that asks something, or plans ahead, is read by the request readers. */
const ASKS = /[?？吗]|重新|补|挪|推|排一下|排到|提醒|帮我(?!记)|明天|下周/;
/** How the story came back to the block: "回来一页都没翻", "结果那块没动" — no part of the block's name. */
const CAME_BACK = /^(?:结果|最后|然后|回来(?:以?后)?|回到?(?:宿舍|寝室|家)(?:以?后)?|到家(?:以?后)?)(?:我)?/;

function lastClause(text: string): { said: string; before: string } {
  const clauses = text.split(/[，,。！!；;]/).map((clause) => clause.trim()).filter(Boolean);
  return { said: clauses.at(-1) ?? "", before: clauses.slice(0, -1).join("，") };
}

export function storyCheckin(text: string): Intent | undefined {
  const kept = text.replace(KEEP_IT, "").trim();
  const { said, before } = lastClause(kept);
  // A story: something before the block's fate, or the fate asked kept.
  if (said === "" || (before === "" && kept === text.trim()) || ASKS.test(kept) || NOT_A_BLOCK.test(kept)) return undefined;
  // "周日排了四块，做完三块，剩下那块没动": several blocks told in the clauses are the check-in readers', read whole.
  const whole = detectPlanOutcome(kept);
  if (whole?.family === "checkin" && whole.entries.length > 1) return kept === text.trim() ? undefined : whole;
  const fate = detectPlanOutcome(said.replace(CAME_BACK, ""));
  if (fate?.family !== "checkin" || fate.when !== undefined || fate.entries.length !== 1) return undefined;
  const day = WHEN.exec(kept)?.[0];
  if (!day) return undefined;
  const [entry] = fate.entries;
  // The day's block, pointed at or said to have been planned; the plan's words are not its name (a block named 线代
  // may be 第三章 under 线代复习), so the day's blocks are checked in.
  if (!BLOCK_POINTED.test(said) && !PLANNED.test(before)) return undefined;
  return { family: "checkin", when: day, entries: [entry] };
}
