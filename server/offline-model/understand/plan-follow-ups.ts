/**
 * Follow-ups of a plan just proposed:
 * - "那英语的也照这样排", "高数也这么排吧": the same plan, over the same range, for another subject;
 * - "这俩换一下位置", "那两个互换": the two blocks the answer listed, swapped;
 * - "那剩下的六个下周排完" after how far a study plan has come: what of that plan is not placed yet, over that range;
 * - "算了不排了，周六我要回家", "算了，这个方案先不要了" after free time was told or a plan proposed: declined, the
 *   reason after it no note, and the plan left for the card's own 取消.
 * Only after a plan: "线代也这么排" with nothing planned before says nothing of when.
 */
import { answeredThings } from "./answered-things";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** "确认好了，", "好的，": the plan before was taken; the lead says nothing of the next one. */
const TAKEN = /^(?:(?:确认好了|确认了|已确认|好了|行|好的?|可以|ok)[，,\s]*)?(?:那就?|然后)?/i;
/** The stretches a follow-up may say again for a subject it adds. */
const RANGE_WORDS = "(?:这|本|下下?)(?:个)?(?:周|星期|礼拜)末?|周末";
const SAME_FOR = new RegExp(`^(?:把)?([^，,。\\s]{2,12}?)(?:的)?(?:也|同样)(?:照这样|照这个|按这样|按这个|照着|这样|这么|一样)(?:子)?(?:排|安排|来|弄|排一下|排下)?(?:一下|一遍)?${TAIL}`);

/**
 * "概率论复习也一起塞进去，同样排下周", "英语也加进来吧": one more subject into the plan's stretch (or the one said after
 * it, "…，也排下周"), as "线代也这么排" puts it there.
 */
const ALSO_IN = new RegExp(
  `^(?:把)?([^，,。\\s]{2,12}?)(?:的)?也(?:一起|一块儿?|一并|顺便)?(?:塞|加|放|排|安排)(?:进去|进来|进|上)(?:吧|哈)?(?:[，,]\\s*(?:也|同样|一样|还是)?(?:排|放)?(?:到|在)?(${RANGE_WORDS})(?:吧|哈)?)?[。.!！~～\\s]*$`,
);

export function samePlanFor(text: string, previous: PreviousRequest): FollowUp | undefined {
  const taken = text.replace(TAKEN, "");
  const match = SAME_FOR.exec(taken) ?? ALSO_IN.exec(taken);
  if (!match) return undefined;
  const before = detectIntent(previous.text);
  if (before.family !== "schedule" || before.range === undefined) return undefined;
  return { family: "plan_again", text: `把${match[1]}排到${match[2] ?? before.range}` };
}

const SWAP = new RegExp(`^(?:那就?|就)?(?:帮我)?(?:把)?(?:这两个|这俩|那两个|那俩|两个|这两块)(?:的)?(?:位置|时间|顺序|先后)?(?:对调|调换|互换|交换|换)(?:一下)?(?:位置|顺序)?${TAIL}`);

export function swapListed(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!SWAP.test(text)) return undefined;
  const things = answeredThings(previous);
  if (things.length !== 2) return undefined;
  const said = `把${things[0].name}和${things[1].name}对调一下`;
  const intent = detectIntent(said);
  return intent.family === "edit" && intent.action === "swap" ? { family: "pointed", text: said } : undefined;
}

const BARE_WEEKDAY = /^(?:周|星期|礼拜)[一二三四五六日天]$/;

/**
 * "函数那块换到周三" after a plan over next week: a bare weekday is that week's, where the plan's blocks are, not
 * this week's. A weekday with its own week ("这周三", "下下周三") is taken as said.
 */
export function dayOfPlanWeek(text: string, previous: PreviousRequest): FollowUp | undefined {
  const before = detectIntent(previous.text);
  if (before.family !== "schedule" || !/^(?:下周|下个?星期|下个?礼拜)$/.test(before.range ?? "")) return undefined;
  const intent = detectIntent(text);
  if (intent.family !== "edit" || intent.action !== "move" || !BARE_WEEKDAY.test(intent.target.dayWord ?? "")) return undefined;
  const day = intent.target.dayWord ?? "";
  const at = text.lastIndexOf(day);
  return { family: "pointed", text: `${text.slice(0, at)}下${day}${text.slice(at + day.length)}` };
}

/**
 * "离散数学期末复习：7个任务，已安排1个…", "离散数学期末复习：「谓词逻辑与推理理论」已安排，还有6个没排进日程。": an
 * answer on how far a study plan has come, which names the plan.
 */
const PLAN_PROGRESS = /^([^：:\n，,。]{2,20}?)[：:]\s*(?:\d+\s*个任务|[^\n]*?(?:已安排|还有\s*\d+\s*个没排))/m;
const RANGE = "(?:这|本|下下?)(?:个)?(?:周|星期|礼拜)末?|周末|这几天|明天|后天";
/** "剩下的六个下周排完", "把剩余的都排到这周末": the rest, counted or not, over a range. */
const REST_PLANNED = new RegExp(
  `^(?:那就?|就)?(?:把)?剩(?:下|余)(?:的|那)?(?:那)?(?:[\\d一二两三四五六七八九十几]+\\s*(?:个|项|章|节|块|部分))?(?:都|全)?(?:帮我)?(?:排|放)?(?:在|到|进)?(${RANGE})(?:都|全)?(?:排完|排了|排掉|排上|排进去|排)?(?:掉|了)?${TAIL}`,
);

export function restPlanned(text: string, previous: PreviousRequest): FollowUp | undefined {
  const rest = REST_PLANNED.exec(text);
  const plan = previous.said === undefined ? undefined : PLAN_PROGRESS.exec(previous.said)?.[1].trim();
  return rest && plan ? { family: "plan_again", text: `把${plan}剩下的排到${rest[1]}` } : undefined;
}

/** "算了不排了", "这个方案先不要了", "那就不用了", "要不算了，这版不要了": planning declined, what was offered or proposed left as it is. */
const DECLINE = /^(?:(?:要不然?)?(?:还是)?算了吧?|那就?算了)?[，,\s]*(?:这个|那个|这版|这套)?(?:方案|计划|安排|草稿)?(?:就|也)?(?:先)?(?:不排了|不要了|不用了|别排了|不弄了|不安排了)(?:吧|哈)?(?:[，,。]\s*([^，,。]+))?[。！!~～\s]*$/;
/** A reason that asks for something after all: "…，提醒我周六回家" is a request of its own. */
const ASKS = /提醒|记|帮|排|放|挪|改|删|换|安排|[？?吗]/;
/** What a reason reads as when it only tells: a statement a note reader would take, or nothing it knows. */
const TOLD = new Set(["quick_note", "unknown", "small_talk"]);

export function planDeclined(text: string, previous: PreviousRequest): FollowUp | undefined {
  const declined = DECLINE.exec(text);
  // Only a reason told may follow: a question or a request after it ("今天还有啥课呢") is read on its own.
  const reason = declined?.[1];
  if (!declined || (reason !== undefined && (ASKS.test(reason) || !TOLD.has(detectIntent(reason).family)))) return undefined;
  const before = detectIntent(previous.text);
  return before.family === "schedule" || before.family === "schedule_question" ? { family: "declined", text: "算了，不排了" } : undefined;
}
