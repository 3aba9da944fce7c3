/**
 * Follow-ups that change a study plan the answer before just put in the draft ("已生成学习计划草稿「…」"), with no name
 * of their own:
 * - "再加一项：魏晋南北朝，2节", "把《论语》也加上": an item added at the end;
 * - "把X去掉，别的不变", "X不要了": an item taken out;
 * - "X放第一个，其他顺序别动", "X挪到最后": an item moved to the front or the end;
 * - "每篇都改成2节吧", "X改成3节": the periods of every item, or of one;
 * - "名字改成…", "改名叫…": the plan's name;
 * - "就这样，排到下周": the plan as drafted, scheduled over that range (it is in the draft already).
 * Each change is the plan proposed again with it (the draft is replaced, nothing is saved yet), said in the words the
 * class readers know ("建个X计划：A2节、B2节"), so the same reader builds it.
 */
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { TAIL, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";

type ClassIntent = Extract<Intent, { family: "propose_class" }>;
interface Item {
  content: string;
  duration: number;
}
interface Draft {
  name: string;
  items: Item[];
  /** Numbered chapters ("6章，每章2节") rather than named items. */
  numbered: boolean;
  intent: ClassIntent;
}

const NUMBER = "(\\d{1,2}|[一二两三四五六七八九十]{1,3})";
const PART = "(?:项|个|章|篇|本|步|块|样|部分|节课|单元|讲|课)";
/** "，别的不变", "，其他顺序别动", "，其余照旧": the rest of the plan kept as it is, which changes nothing. */
const REST_KEPT = /[，,\s]*(?:别的|其他|其它|其余|剩下的?)(?:的)?(?:顺序|都|也)?(?:不变|别动|不动|不用动|照旧|保持不变|一样)(?:吧|哈|啊)?/;
/** "好，", "嗯嗯，": a nod before the change says nothing of it. */
const NOD = /^(?:好的?|行|嗯+|可以|ok)[，,\s]+/i;

/** The plan the request before proposed, as its items; undefined when it proposed none. */
function draftOf(previous: PreviousRequest): Draft | undefined {
  const intent = detectIntent(previous.text);
  if (intent.family !== "propose_class" || intent.partsUnsaid) return undefined;
  const numbered = intent.items === undefined;
  const items = intent.items ?? Array.from({ length: intent.chapters }, (_, index) => ({ content: `第${index + 1}章`, duration: intent.periodsEach }));
  return { name: intent.name, items, numbered, intent };
}

/** The plan said again as one request the class readers take whole: its name, items, and what else was asked. */
function saidAgain(draft: Draft, name: string, items: readonly Item[], numbered = draft.numbered): string {
  const even = items.every((item) => item.duration === items[0].duration);
  const parts = numbered && even ? `${items.length}章，每章${items[0].duration}节` : items.map((item) => `${item.content}${item.duration}节`).join("、");
  const start = draft.intent.startsOn;
  const from = draft.intent.startsFrom;
  const startWords = start ? `，${start.year ? `${start.year}年` : ""}${start.month}月${start.day}日开始` : from ? `，${from}开始` : "";
  const pace = draft.intent.strategy === "rapid" ? "，越快越好" : draft.intent.strategy === "steady" ? "，均匀一点" : "";
  return `建个${name}计划：${parts}${pace}${startWords}`;
}

/** The one item a name points at ("明清", "齐桓公" for "齐桓公伐楚"); undefined when none or several do. */
function itemNamed(items: readonly Item[], said: string): number | undefined {
  const name = said.replace(/^(?:把|将)/, "").replace(/(?:这|那)(?:一)?(?:项|个|章|篇|本|步|块)$/, "").trim();
  if (name === "") return undefined;
  const exact = items.findIndex((item) => item.content === name);
  if (exact !== -1) return exact;
  const found = items.flatMap((item, index) => (item.content.includes(name) || name.includes(item.content) ? [index] : []));
  return found.length === 1 ? found[0] : undefined;
}

// "再加一项：魏晋南北朝，2节", "另外加上《论语》、《孟子》，各2节", "把宋词也加进去".
const ADDED_BEFORE = new RegExp(`^(?:再|还|另外|然后)?(?:要|得)?(?:加|添|增加|添加|补)(?:上|进|一下)?(?:${NUMBER}?${PART})?[：:，,\\s]*(.+?)(?:[，,\\s]*(?:各|每${PART})?\\s*${NUMBER}\\s*节)?(?:吧|哈)?${TAIL}`);
const ADDED_AFTER = new RegExp(`^(?:把|将)?(.+?)(?:也)(?:加|添|放|补)(?:上|进去|进来|进)(?:吧)?(?:[，,\\s]*(?:各|每${PART})?\\s*${NUMBER}\\s*节)?${TAIL}`);

function added(text: string, draft: Draft): string | undefined {
  const before = ADDED_BEFORE.exec(text);
  const after = before ? null : ADDED_AFTER.exec(text);
  const names = before?.[2] ?? after?.[1];
  const count = before?.[3] ?? after?.[2];
  if (names === undefined) return undefined;
  const duration = count === undefined ? draft.items.at(-1)?.duration : (parseSmallNumber(count) ?? undefined);
  const contents = names.split(/[、,，和]/).map((name) => name.trim()).filter((name) => name !== "");
  // "再加一章" on a plan of numbered chapters: one more chapter; a name that is already an item is no new one.
  if (contents.length === 0 || duration === undefined || contents.some((content) => /\d\s*节|节$/.test(content) || itemNamed(draft.items, content) !== undefined)) return undefined;
  return saidAgain(draft, draft.name, [...draft.items, ...contents.map((content) => ({ content, duration }))], false);
}

const MORE_CHAPTERS = new RegExp(`^(?:再|还)(?:要|得)?(?:加|添|多加|增加)${NUMBER}(?:章|单元|讲)(?:吧|哈)?${TAIL}`);

function moreChapters(text: string, draft: Draft): string | undefined {
  const more = MORE_CHAPTERS.exec(text);
  const count = more ? parseSmallNumber(more[1]) : null;
  if (!draft.numbered || count === null) return undefined;
  const duration = draft.items[0].duration;
  const items = [...draft.items, ...Array.from({ length: count }, (_, index) => ({ content: `第${draft.items.length + index + 1}章`, duration }))];
  return saidAgain(draft, draft.name, items);
}

// "把齐桓公伐楚去掉", "宋元那项删了吧", "不要触龙说赵太后了".
const REMOVED = /^(?:(?:把|将)?(.+?)(?:去掉|删掉|删了|删去|拿掉|划掉|去了|不要了|不用了|不学了|不要|不用)|不要(.+?)了)(?:吧|哈)?$/;

function removed(text: string, draft: Draft): string | undefined {
  const match = REMOVED.exec(text);
  const at = match ? itemNamed(draft.items, match[1] ?? match[2]) : undefined;
  if (at === undefined || draft.items.length < 2) return undefined;
  return saidAgain(draft, draft.name, draft.items.filter((_, index) => index !== at), false);
}

// "明清放第一个", "把宋元挪到最后", "先学明清".
const MOVED = /^(?:(?:把|将)?(.+?)(?:放|挪|移|调|排|换)(?:到|在|成)?(?:(第一个?|第一位|最前面?|最前头|开头|最开始|前面)|(最后一?个?|最后面|末尾|最后头))|先(?:学|复习|读|做)(.+?))(?:吧|哈)?$/;

function moved(text: string, draft: Draft): string | undefined {
  const match = MOVED.exec(text);
  if (!match) return undefined;
  const at = itemNamed(draft.items, match[1] ?? match[4]);
  if (at === undefined) return undefined;
  const rest = draft.items.filter((_, index) => index !== at);
  const items = match[3] !== undefined ? [...rest, draft.items[at]] : [draft.items[at], ...rest];
  return saidAgain(draft, draft.name, items, false);
}

// "每篇都改成2节吧", "都改成三节", "X改成3节", "X要两节", "每章得四节才够".
const PERIODS_CHANGED = new RegExp(`^(?:(?:每${PART}|全部|所有的?|各)(?:都)?|都|(?:把)?(.+?))(?:改成|改为|换成|变成|调成|调到|改到|要|得|需要|至少要|至少得|给)\\s*${NUMBER}\\s*节(?:才够|才行|就够了?|够了)?(?:吧|哈)?$`);

/** "每章一节就够了", "每篇两节就行": the new length said with no verb, only that it is enough. */
const PERIODS_ENOUGH = new RegExp(`^(?:(?:每${PART}|全部|所有的?|各)(?:都)?|都)()\\s*${NUMBER}\\s*节(?:就够了?|够了|就行|就可以了?)(?:吧|哈)?$`);

function periodsChanged(text: string, draft: Draft): string | undefined {
  const match = PERIODS_CHANGED.exec(text) ?? PERIODS_ENOUGH.exec(text);
  const duration = match ? parseSmallNumber(match[2]) : null;
  if (!match || duration === null || duration < 1) return undefined;
  if (!match[1]) return saidAgain(draft, draft.name, draft.items.map((item) => ({ ...item, duration })));
  const at = itemNamed(draft.items, match[1]);
  if (at === undefined) return undefined;
  return saidAgain(draft, draft.name, draft.items.map((item, index) => (index === at ? { ...item, duration } : item)), false);
}

// "名字改成世界史期末冲刺", "改名叫X", "计划名换成X", "就叫X吧".
const RENAMED = /^(?:(?:计划|这个计划|它)?(?:的)?(?:名字|名称|计划名|标题)(?:就)?(?:改成|改为|换成|改叫|叫|用)|改(?:个)?名(?:字)?(?:为|成|叫)?|(?:那)?就叫)[：:，,\s“"「]*(?:叫)?([^，,。”"」]+?)[”"」]?(?:吧|哈)?$/;

function renamed(text: string, draft: Draft): string | undefined {
  const match = RENAMED.exec(text);
  const name = match?.[1].replace(/计划$/, "").trim();
  return name ? saidAgain(draft, name, draft.items) : undefined;
}

/**
 * "就这样，排到下周", "好，放这周吧", "确认了，从下周开始排，一天最多三节": the plan as drafted, over the range said,
 * with the options said beside it (a daily cap, weekdays kept free) said again in the words the planner reads.
 */
function scheduled(text: string, draft: Draft): string | undefined {
  const asked = detectIntent(text.replace(/^(?:就这样(?:吧)?|这样就行|这样可以|没问题|可以了?|好了?|行|(?:我)?确(?:认|定)(?:好|过)?了?(?:吧)?)[，,\s]*/, ""));
  if (asked.family !== "schedule" || asked.hints.length > 0 || asked.range === undefined) return undefined;
  const cap = asked.dailyCap === undefined ? "" : `，每天最多${asked.dailyCap}节`;
  const off = asked.daysOff === undefined ? "" : `，${asked.daysOff.map((day) => `周${"一二三四五六日"[day - 1]}`).join("、")}不排`;
  // Said as a study plan ("毕设计划"): the card just confirmed made it, though the pending list read may not hold it yet.
  const plan = /(?:计划|复习|学习)$/.test(draft.name) ? draft.name : `${draft.name}计划`;
  return `把${plan}排到${asked.range}${cap}${off}`;
}

export function draftClassChanged(said: string, previous: PreviousRequest): FollowUp | undefined {
  const draft = draftOf(previous);
  if (!draft) return undefined;
  const text = said.trim().replace(NOD, "").replace(REST_KEPT, "").replace(/[。.!！~～\s]+$/, "");
  const changed = scheduled(text, draft) ?? renamed(text, draft) ?? periodsChanged(text, draft) ?? moreChapters(text, draft) ?? removed(text, draft) ?? moved(text, draft) ?? added(text, draft);
  return changed === undefined ? undefined : { family: "plan_again", text: changed };
}
