/**
 * A story that ends in a deed said with no object of its own: "…那套四级真题拖了好久了，周六下午两点开始做吧，帮我放进
 * 去" (put it there), "…原来排的那块谓词逻辑肯定做不成了。挪到周五晚上七点吧" (move it), "…把线代第五章作业交了…清单里
 * 那条帮我划掉吧" (mark it done). The last clause says what to do; the story names the thing and the clause before
 * the ask its time, so those two are read together as one plain request.
 */
import type { Intent } from "./intent-types";

const PART = "(?:上午|下午|晚上|早上|中午|傍晚)?";
const CLOCK = "(?:[\\d一二三四五六七八九十两]{1,3}\\s*(?:点|:|：)\\s*(?:半|\\d{2}|[一二三四五]十分?)?)";
/** "周六下午两点", "今天下午两点", "周日晚上七点": when the thing is to be done. */
const WHEN = new RegExp(`((?:今天|明天|后天|今晚|明晚|(?:这|下|本)?(?:周|星期|礼拜)[一二三四五六日天])${PART}${CLOCK}|(?:今晚|明晚|今天|明天|后天)${PART}${CLOCK}?)`);

/** "帮我放进去", "帮我安排上", "帮我排上": put it in, with nothing said of what or when. */
const BARE_PUT = /^(?:你|就|那|麻烦你?)*(?:帮我|给我|替我)?(?:放进去|安排上|排上|放上|加进去|排进去|安排进去|放到日程里)(?:吧|哈|呀)?$/;
/** "挪到周五晚上七点吧": the move with no block named, perhaps why after it. */
const BARE_MOVE = /^(?:那就|就|先|还是|你)*(?:帮我|给我)?((?:挪|移|调|换|改)(?:到|去|在)[^，,。]+?)(?:吧|呗)?$/;

/** What the story names: "那套四级真题", "错题本那个", "原来排的那块谓词逻辑", "整理电脑文件那件事". */
const NAMED_BEFORE = /^(?:那套|这套|那份|这份|那个|这个|那块|这块)?(\p{Script=Han}{2,12}?)(?:那个|这个|那件事|那套|那块|这块|那节|这节|那一块)?(?:拖了|一直|还没|好久|很久|就|先|，|$)/u;
const BLOCK_AFTER_POINTER = /(?:那块|这块|那节|这节|那一块)(\p{Script=Han}{2,12}?)(?:复习)?(?:肯定|估计|可能|就|我|做不|学不|看不|，|$)/u;
const BLOCK_BEFORE_POINTER = /^(\p{Script=Han}{2,12}?)(?:那块|这块|那节|这节|那一块)/u;
const NOT_A_THING = /^(?:今天|明天|后天|周|星期|礼拜|我|你|他|她|本来|原来|天气|室友|同学|与其|下午|晚上|上午|让|往|先|挪|就|还)/;
/**
 * "周三下午那块复习…", "四点那块离散复习…", "后面那节谓词逻辑…": a block named by its time or by another block is
 * read by the readers of timed blocks (story.ts), which know which one it is.
 */
const TIMED_OR_RELATIVE = /周|星期|礼拜|今天|明天|后天|昨天|今晚|明晚|上午|下午|晚上|早上|中午|[点:：]|\d|后面|前面|之后|之前|接下来|下一|上一|随后|紧接着|往后|下面|里/;

function clausesOf(text: string): string[] {
  return text.replace(/[。！!~～\s]+$/u, "").split(/[。！!；;，,]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
}

function asMove(said: string, detect: (part: string) => Intent): Intent | undefined {
  const intent = detect(said);
  return intent.family === "edit" && intent.action === "move" ? intent : undefined;
}

/** The thing named in the clause before the time, or before the time in its own clause. */
function thingBefore(clauses: readonly string[], at: number, when: string): string | undefined {
  const own = clauses[at].slice(0, clauses[at].indexOf(when)).replace(/的?(?:那个|这个|那件事|那套|那块)?(?:就|先)?$/u, "");
  const candidates = [own, clauses[at - 1], clauses[at - 2]].filter((clause): clause is string => clause !== undefined && clause !== "");
  for (const clause of candidates) {
    const name = NAMED_BEFORE.exec(clause)?.[1];
    if (name && !NOT_A_THING.test(name)) return name;
  }
  return undefined;
}

/** "…周六下午两点开始做吧，帮我放进去": the thing and its time from the clauses before the bare ask. */
function putByBareAsk(clauses: readonly string[], detect: (part: string) => Intent): Intent | undefined {
  if (clauses.length < 3 || !BARE_PUT.test(clauses[clauses.length - 1])) return undefined;
  for (let at = clauses.length - 2; at >= clauses.length - 3 && at > 0; at -= 1) {
    const when = WHEN.exec(clauses[at])?.[1];
    const thing = when ? thingBefore(clauses, at, when) : undefined;
    if (when && thing) return asMove(`把${thing}放到${when}`, detect);
  }
  return undefined;
}

/** A clause after the move that only says why ("那天晚上没事"), asking nothing itself. */
const ASKS_ITSELF = /帮|吗|[？?]|提醒|记|看看|查/;

/** "…原来排的那块谓词逻辑肯定做不成了。挪到周五晚上七点吧，那天晚上没事": the block the story named, moved. */
function movedByBareVerb(clauses: readonly string[], detect: (part: string) => Intent): Intent | undefined {
  const last = clauses.length - 1;
  const at = BARE_MOVE.test(clauses[last] ?? "") ? last : last > 0 && !ASKS_ITSELF.test(clauses[last]) && BARE_MOVE.test(clauses[last - 1]) ? last - 1 : -1;
  const move = at > 0 ? BARE_MOVE.exec(clauses[at]) : null;
  if (!move) return undefined;
  for (let index = at - 1; index >= 0 && index >= at - 2; index -= 1) {
    // "谓词逻辑那一块…" names it first; "原来排的那块谓词逻辑" only after the pointer.
    const pointer = /那块|这块|那节|这节|那一块/.exec(clauses[index]);
    if (pointer && TIMED_OR_RELATIVE.test(clauses[index].slice(0, pointer.index))) return undefined;
    const names = [BLOCK_BEFORE_POINTER, BLOCK_AFTER_POINTER].map((pattern) => pattern.exec(clauses[index])?.[1]?.replace(/的$/, ""));
    const name = names.find((found) => found !== undefined && !NOT_A_THING.test(found));
    // 改到 of a to-do is its deadline; of a block the story named, it is where the block goes.
    if (name) return asMove(`把${name}${move[1].replace(/^./, "挪")}`, detect);
  }
  return undefined;
}

/** "清单里那条帮我划掉吧", "待办里那条帮我勾了吧": the to-do marked done is the one the story did. */
const LIST_POINTED_DONE = /^(?:清单|待办|列表|单子|todo)(?:里|上)的?(?:那条|那个|这条|这个|那项)(?:待办)?(?:可以|就|也|你)?(?:帮我|给我)?(?:划掉|勾掉|勾了|划了|勾上|标完成|标成完成)(?:了|吧|哈)?$/i;
const DONE_IN_STORY = /(?:把|将)(?:那套|这套|那份|这份|那个)?(\p{Script=Han}{2,14}?)(?:写完|做完|弄完|搞定|交)(?:交)?(?:了|掉了|上去了)/u;

function markedFromStory(clauses: readonly string[]): Intent | undefined {
  if (clauses.length < 2 || !LIST_POINTED_DONE.test(clauses[clauses.length - 1])) return undefined;
  for (let at = clauses.length - 2; at >= 0; at -= 1) {
    const task = DONE_IN_STORY.exec(clauses[at])?.[1];
    if (task) return { family: "task_edit", action: "complete", task };
  }
  return undefined;
}

/** The deed a story's bare last clause asks for, read with the thing the story named; undefined when none fits. */
export function bareDeedInStory(text: string, detect: (part: string) => Intent): Intent | undefined {
  const clauses = clausesOf(text);
  return putByBareAsk(clauses, detect) ?? movedByBareVerb(clauses, detect) ?? markedFromStory(clauses);
}
