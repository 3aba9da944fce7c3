/**
 * A to-do put in another quadrant in everyday words, with no 改成 before the quadrant:
 * - moved into it like into a box: "X那条先降一档，放到重要但不急里", "把X挪进不重要不紧急那一栏";
 * - judged first, then the change asked with no value: "X那个不算重要，但挺费功夫的，改一下象限" — the judgement
 *   (lib/tasks/priority.ts reads its words) is the new quadrant.
 * - pointed at, then only judged: "X那条其实无所谓，算简单不重要", "X那个其实又急又要紧" — words that say a quadrant
 *   and nothing else (quadrant-words.ts) after the to-do are its new quadrant; "X那个不急，先别排" says more, and
 *   "不急" alone names no quadrant;
 * - made not urgent: "X那个任务改成不急的吧" keeps its importance (madeNotUrgent).
 * All name the to-do the way the other edits do (task-edit-words.ts).
 */
import { detectPriority } from "@/lib/tasks/priority";
import { onlyQuadrant } from "./quadrant-words";
import { taskWords, type TaskEdit } from "./task-edit-words";

/** "先降一档", "再升一级": a step up or down, said beside the quadrant it lands in, adds nothing to it. */
const STEP = /[，,\s]*(?:先|再|就|给它|帮我)?(?:降|升|调低|调高|往下调|往上调|下调|上调)(?:一|两)?(?:档|级|格|个档次|个等级)[，,\s]*$/;

/** "放到重要但不急里", "挪进第二象限", "归到不重要不紧急那一栏": the quadrant as a place, and what stands after it. */
const MOVED_INTO =
  /^(.+?)[，,\s]*(?:先|就|再|帮我|给我)?(?:放|挪|移|调|归|划|丢|扔|塞|分)(?:到|进|去|入)(.+?)(?:里面|里头|里|那(?:一)?(?:栏|类|格|档|组|个象限)|这(?:一)?(?:栏|类|格))?(?:吧|呗|去|就行|就好)?[。.!！~～\s]*$/;

/** "改一下象限", "换个象限吧", "优先级调一下": the change asked, its value left to the words before it. */
const CHANGE_ASKED =
  /^(?:那|就|那就)?(?:帮我|给我|麻烦)?(?:(?:把)?(?:它的?|这个的?)?(?:象限|优先级|分类)(?:也)?(?:改|调|换|调整|重新分)(?:一下|下|一改)?|(?:改|调|换|调整|重新分)(?:一下|下|个)?(?:它的?)?(?:象限|优先级|分类))(?:吧|呗|呀)?[。.!！~～\s]*$/;

/** "X那个…", "X这条…": the to-do, pointed at, opening the judgement. */
const POINTED = /^(.+?)(?:那个|这个|那条|这条|那件|这件)(?:任务|待办)?(.*)$/;

function movedInto(text: string): TaskEdit | undefined {
  const match = MOVED_INTO.exec(text);
  // "把X放到明天" or "放到周五那一栏" puts it somewhere in time: only a place that is a quadrant and nothing else is one.
  const group = match ? onlyQuadrant(match[2]) : undefined;
  if (!match || group === undefined) return undefined;
  const task = taskWords(match[1].replace(STEP, ""));
  return task ? { family: "task_edit", action: "update", task, priorityGroup: group } : undefined;
}

function judgedThenChanged(text: string): TaskEdit | undefined {
  const clauses = text.split(/[，,。；;]+/).filter((clause) => clause.trim() !== "");
  if (clauses.length < 2 || !CHANGE_ASKED.test(clauses.at(-1) ?? "")) return undefined;
  const pointed = POINTED.exec(clauses[0]);
  if (!pointed) return undefined;
  const group = detectPriority([pointed[2], ...clauses.slice(1, -1)].join("，"))?.priority_group;
  const task = taskWords(pointed[1]);
  return task && group !== undefined ? { family: "task_edit", action: "update", task, priorityGroup: group } : undefined;
}

/** "…吧", "…了": the closing particles of a judgement, which say no quadrant. */
const CLOSING = /(?:吧|了|啦|哈|呀|哦|嘛|呗|就行|就好)*[。.!！~～\s]*$/;

/** A quadrant said by its number or its whole label ("第三象限", "简单不重要", "重要且紧急"). */
const QUADRANT_NAMED = /象限|\bQ[1-4]\b|简单.*不重要|复杂.*不重要|重要.*不紧急|重要.*紧急|紧急.*重要/i;

function onlyJudged(text: string): TaskEdit | undefined {
  const pointed = POINTED.exec(text.trim());
  if (!pointed) return undefined;
  const judged = pointed[2].replace(/^[，,\s]+/, "").replace(CLOSING, "");
  const group = onlyQuadrant(judged);
  // One half alone ("X那个不算重要", before "…，改一下象限") is a judgement still to be acted on; both halves or a
  // quadrant by its name or number file it.
  const found = detectPriority(judged);
  const whole = found !== null && (found.matches.length >= 2 || found.matches.some((word) => QUADRANT_NAMED.test(word)));
  const task = group === undefined || !whole ? undefined : taskWords(pointed[1]);
  return task && group !== undefined ? { family: "task_edit", action: "update", task, priorityGroup: group } : undefined;
}

/**
 * "错题本那个任务改成不急的吧", "四级真题那个不急了": 不急 alone keeps the to-do's importance and drops its urgency. Said of
 * a to-do it is said of an urgent one, and an urgent to-do is always important (quadrant 1, lib/tasks/priority.ts),
 * so it lands in 重要不紧急.
 */
const MADE_NOT_URGENT =
  /^(?:帮我|给我)?(?:把|将)?(.+?)(?:(?:的)?(?:优先级)?(?:改成|改为|标成|标为|设成|设为|调成|换成|算)(?:不急|不着急|不紧急)(?:的)?(?:了)?|(?:那个|这个|那条|这条|那件)(?:任务|待办)?(?:现在|其实|已经)?(?:不急|不着急|不紧急)了)(?:吧|呗|哈)?[。.!！~～\s]*$/;
const NOT_URGENT_GROUP = 2;

function madeNotUrgent(text: string): TaskEdit | undefined {
  const match = MADE_NOT_URGENT.exec(text.trim());
  const task = match ? taskWords(match[1]) : undefined;
  return task ? { family: "task_edit", action: "update", task, priorityGroup: NOT_URGENT_GROUP } : undefined;
}

export function quadrantChange(text: string): TaskEdit | undefined {
  return movedInto(text) ?? judgedThenChanged(text) ?? onlyJudged(text) ?? madeNotUrgent(text);
}
