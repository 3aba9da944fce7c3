/**
 * "那就放周六上午", "就排周日晚上吧" after an answer that listed one thing ("待安排里还有：综合模拟卷（限时），需要连续
 * 4节。", "上周落下了1个学习块…"): that thing, put on the day said. The verb has no object, or only 它 for one; the
 * answer's one thing is what it means.
 */
import { answeredThings } from "./answered-things";
import { DAY_WORD } from "./day-words";
import { dayIn, HAS_TIME, TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";

// "那就把它补到周四下午", "把那个塞进周日": the one thing pointed at, made up or squeezed in on the day (after an answer
// that listed one missed block, made-up-follow-ups.ts reads it first, as what was missed made up).
const PUT_ON_DAY = new RegExp(`^(?:好的?|行|嗯|ok)?[，,\\s]*(?:那就|那|就|还是)(?:帮我|给我)?(把(?:它|这个|那个|这节|那节|这块|那块))?(放|排|安排|补|塞)(?:到|在|进)?((?:${DAY_WORD.source})[^，,。]*?)${TAIL}`, "i");

export function putListedThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = PUT_ON_DAY.exec(text.trim());
  const things = answeredThings(previous);
  if (!match || things.length !== 1) return undefined;
  // "综合模拟卷，需要连续4节": what the answer said of the thing after a comma is no part of its name.
  const name = things[0].name.split(/[，,]/)[0].trim();
  // 补 / 塞 plan a missed block again rather than move the block it missed: read as 排, which plans it anew. With
  // no 它 they make up whatever was missed ("那就补到周五晚上"), which is the make-up reader's.
  const madeUp = /[补塞]/.test(match[2]);
  if (madeUp && match[1] === undefined) return undefined;
  return name.length < 2 ? undefined : { family: "pointed", text: `把${name}${madeUp ? "排" : "放"}到${match[3]}` };
}

/**
 * "那明天早上八点前提醒我交上去", "那周四中午之前提醒我再检查一遍" after an answer that listed one to-do: a reminder
 * whose deed has no object, about that to-do, at the time said.
 */
const REMIND_UNNAMED = /^(?:好的?|行|嗯|ok)?[，,\s]*(?:那就|那)(.*?)(?:提醒|叫|喊)我(?:一下)?([^，,。把它]{1,6}?)(?:吧|哈|啊)?[。！!\s]*$/i;
/** "共找到 1 条任务：提交线性代数第五章作业 | 重要且紧急 | …": the one to-do a task query found. */
const ONE_FOUND = /^共找到 1 条任务：([^|｜\n]+?)\s*[|｜]/;

export function remindListedThing(text: string, previous: PreviousRequest): FollowUp | undefined {
  const match = REMIND_UNNAMED.exec(text.trim());
  const title = ONE_FOUND.exec(previous.said ?? "")?.[1].trim();
  if (!match || !title || !(dayIn(match[1]) || HAS_TIME.test(match[1]))) return undefined;
  return { family: "pointed", text: `${match[1]}提醒我${match[2]}：${title}` };
}
