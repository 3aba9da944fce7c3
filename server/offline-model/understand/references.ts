/**
 * "把它移到明天", "刚才那个不排了", "把它改到周四", "mark it done": 它 / 这个 / 刚才那个 / 上一个 / it / that one
 * point at what the conversation last mentioned or changed. The conversation reader collects what earlier cards named
 * (a confirm card's blocks, a note's to-do, a query's results) and what earlier to-do edits touched; the latest group
 * is what a pronoun means. One name: the request is read again with the name in the pronoun's place. Several, or
 * none: the student is asked which one, and their answer takes the pronoun's place.
 */
import type { Mention } from "@/lib/protocol/model-context";
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { asksAbout, whichTaskQuestion } from "../decide/questions";
import { atPlace, lengthFor, PLACE_WORDS, placeOf } from "./list-places";
import { slotTarget } from "./slot-words";
import type { Language, Request } from "../types";
import { say } from "../speak/language";
import { allEarlierCheckedIn, EARLIER_CHECKIN_OPTIONS, earlierCheckinQuestion, GROUP_DEED_OPTIONS, groupDeedQuestion, vagueGroupDeed } from "./vague-group-deeds";

const MAX_OPTIONS = 6;

/** "第二个", "最后一个", "倒数第二个", "中间那个": an item of the list the conversation last showed, by its place. */
const ZH_PRONOUN = `(?:(?:刚才|刚刚|刚|上面)的?(?:那个|那条|那项|那一个|这个)|上一个|上一条|这个|那个|这条|那条|这项|那项|它|${PLACE_WORDS})(?:任务|待办|安排|学习块|东西|事儿?|复习)?`;
/**
 * What may follow a pronoun: a verb, an adverb or the end. "那个高数作业改到周五" and "这个周末" name something
 * themselves; the demonstrative there is no reference. When and where it was done may come first too ("第二个昨天
 * 交了", "那个今早弄完了", "第三个在宿舍写完了"), and when it is said of it: "那个刚写好", "第三条定在周日".
 */
const THEN = "(?=[移挪放调改换排安取删去拿不先标设推延提完做已还其也就到撤交发的帮截我是优昨今在写弄搞刚定往，,。！!？?\\s]|$)";
// "那先把第一个…": which comes first is said before the thing, too (a 先 before the verb is read by ZH_PLANNED).
const ZH_LEAD = "(?:请你?|麻烦你?)?(?:那就?|就|还是|再)?(?:先(?=帮我|给我|把|将))?(?:帮我|帮忙|给我)?(?:再)?(?:把|将)?";
/** The pronoun opens the request: "把它移到明天", "刚才那个不排了", "它已经交了". */
// "那个就是把图论基础挪到周四": a spoken filler, not a pronoun. "那个写实验心得的待办删掉": 那个 opens a name said
// by what the to-do is about (…的待办), which names it.
// "第二个周五前交就行": an item counted off may be followed by the day it is due; "这个周五" is a day itself.
const DAY_AFTER_ORDINAL = "(?<=第[一二三四五六七八九十\\d]{1,3}(?:个|条|项))(?=(?:下下?|这|本)?(?:周|星期|礼拜)[一二三四五六日天]|明天|后天|\\d{1,2}月)";
// "那个昨天晚上那块离散做完了": a later pointer of its own (那块, 那节) in the clause makes the opening 那个 a filler too.
const OWN_POINTER_AFTER = "(?![^，,。！!？?]{1,10}?那(?:块|节|段|场|次课))";
const ZH_AT_START = new RegExp(`^(${ZH_LEAD})(${ZH_PRONOUN})(?!就是|然后)(?![^，,。！!？?]{1,12}的(?:待办|任务|事儿?|作业|那个|那条|东西))${OWN_POINTER_AFTER}(?:${THEN}|${DAY_AFTER_ORDINAL})`);
/** "那就挪到周五第7-8节" with no request before it: the verb's object is left out, and means what was last named. */
const ZH_OBJECTLESS = /^((?:请你?|麻烦你?)?(?:那就|那|就)(?:帮我|给我)?(?:再)?)(?=(?:挪|移|放|调|换|搬)(?:到|去|在|至))/;
/** The pronoun closes it after a verb: "删掉它", "取消刚才那个". */
const ZH_AFTER_VERB = new RegExp(`((?:删了|删掉|删除|删(?=一下)|取消|拿掉|去掉|移走|完成|做完)(?:一下)?)(${ZH_PRONOUN})([了吧啊呀。！!~～\\s]*)$`);
/**
 * "那就先排它，放这周", "那就安排这个吧": the pronoun after a verb of planning, anywhere before the clause ends; read as
 * the thing put on the plan ("把X排上"), the rest of the message saying where.
 */
const ZH_PLANNED = new RegExp(`^(${ZH_LEAD})(先|再|就)?(排|安排|放|塞)(?:一下|下)?(它|这个|那个)(?=[，,。！!吧呗\\s]|$)`);
export const PLANNED_POINTER = ZH_PLANNED;
const EN_VERBS = "move|put|shift|reschedule|push|change|set|mark|delete|remove|unschedule|unplace|take|cancel|finish|complete";
/** "move it to tomorrow", "mark that one done", "delete the last one". */
const EN_OBJECT = new RegExp(`^((?:please\\s+)?(?:can you\\s+)?(?:${EN_VERBS})\\s+)(it|that one|this one|that|the last one)\\b`, "i");

/**
 * "帮我弄一下那个", "那个你处理下": a deed that says neither what is done nor to which; the student is asked both,
 * never left with "我没太明白".
 */
const VAGUE_POINTED = /^(?:你)?(?:帮我|给我|麻烦你?|替我)?(?:把)?(?:(?:弄|搞|处理|整|办)(?:一下|下)?(?:那个|这个|它)|(?:那个|这个|它)(?:你)?(?:帮我)?(?:弄|搞|处理|整|办)(?:一下|下))(?:吧|呗|呀|啊)?[。！!~～\s]*$/;

function whatAndWhichQuestion(language: Language): string {
  return say(language, "你想让我处理哪一个任务？要做什么（标成完成、改截止时间、删掉……）？", "Which task do you mean, and what should I do with it (mark it done, change its deadline, delete it…)?");
}

/** A name no request mentions: where it lands tells whether the pronoun was in a task's place. */
const PROBE_NAME = "某项安排";
/** Families whose requests name one task or block; a pronoun anywhere else is not a reference. */
const REFERRING = new Set<Intent["family"]>(["edit", "task_edit"]);

/** "整理照片这件事不要了，删掉它", "X不用做啦，删了它", "X没用了，删掉它": the clause before names the thing 它 stands for, so it points back at nothing. */
const NAMED_BEFORE = /^[^，,。]{2,}?(?:(?:不要|不用(?:做|交|写|弄)?|不做|不交|不需要|没用|没有用|用不着|用不上)(?:了|啦)|取消了)[，,\s]+/;

/** The pronoun as the student wrote it, or undefined when the text points at nothing. */
export function pronounIn(text: string): string | undefined {
  const trimmed = text.trim();
  return (
    ZH_AT_START.exec(trimmed)?.[2] ??
    ZH_PLANNED.exec(trimmed)?.[4] ??
    (NAMED_BEFORE.test(trimmed) ? undefined : ZH_AFTER_VERB.exec(trimmed)?.[2]) ??
    EN_OBJECT.exec(trimmed)?.[2] ??
    (ZH_OBJECTLESS.test(trimmed) ? "那" : undefined)
  );
}

/** The text with `name` in the pronoun's place. */
export function withReferent(text: string, name: string): string {
  const trimmed = text.trim();
  if (ZH_AT_START.test(trimmed)) return trimmed.replace(ZH_AT_START, (_, lead: string) => `${lead}${name}`);
  if (ZH_PLANNED.test(trimmed)) return trimmed.replace(ZH_PLANNED, (_, _lead: string, when = "", verb: string) => `${when}把${name}${verb}上`);
  if (ZH_AFTER_VERB.test(trimmed)) return trimmed.replace(ZH_AFTER_VERB, (_, verb: string, __: string, tail: string) => `${verb}${name}${tail}`);
  if (ZH_OBJECTLESS.test(trimmed)) return trimmed.replace(ZH_OBJECTLESS, `把${name}`);
  return trimmed.replace(EN_OBJECT, (_, verb: string) => `${verb}${name} `).replace(/\s{2,}/g, " ");
}

const MOVE_VERBS = /移动到|移到|挪到|放到|调到|调整到|换到|移至|挪至|放在/;

/**
 * A to-do is re-dated and a block is moved, whichever verb the student used: "把它移到周四" after a note changes its
 * deadline, "把它挪到明天" after a plan moves the block (to-do edits read 挪到 as a new deadline).
 */
function fitKind(intent: Intent, text: string, mention: Mention): Intent {
  if (mention.kind === "task" && intent.family === "edit" && intent.action === "move") {
    const redated = detectIntent(text.replace(MOVE_VERBS, "改到"));
    return redated.family === "task_edit" ? redated : intent;
  }
  if (mention.kind === "block" && intent.family === "task_edit" && intent.action === "update" && intent.deadline && !intent.title) {
    return { family: "edit", action: "move", reference: { name: mention.name }, target: slotTarget(intent.deadline) };
  }
  return intent;
}

function uniqueByName(mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((mention) => !seen.has(mention.name) && seen.add(mention.name));
}

/**
 * The item at a place of the latest list that long: an edit this turn names only the item it touched (one name), so
 * "第二个" still reads the list the card showed.
 */
function listAt(mentionGroups: readonly Mention[][], words: string, place: number): Mention | undefined {
  return atPlace(uniqueByName(mentionGroups.findLast((group) => uniqueByName(group).length >= lengthFor(place)) ?? []), words);
}

export type ReferredRequest =
  | { kind: "intent"; intent: Intent }
  | { kind: "ask"; question: string; options: string[] };

/** The student's answer to "你说的“它”是指哪一个任务？", punctuation trimmed. */
function answeredName(request: Request, pronoun: string): string | undefined {
  const answer = request.answers.findLast((candidate) => asksAbout(candidate.question, pronoun));
  const name = answer?.text.replace(/^[\s，,。.：:"“”'‘’]+|[\s，,。.！!：:"“”'‘’]+$/g, "").replace(/^(?:是|就是|指的是)/, "");
  return name ? name : undefined;
}

/**
 * The request's intent with its pronoun resolved. `mentionGroups` are oldest first; the latest non-empty group is
 * what the conversation last mentioned or changed.
 */
export function referredRequest(request: Request, mentionGroups: readonly Mention[][], language: Language): ReferredRequest {
  const raw = detectIntent(request.text, { nearest: true });
  const pronoun = pronounIn(request.text);
  if (raw.family === "unknown" && VAGUE_POINTED.test(request.text.trim())) {
    const named = uniqueByName(mentionGroups.findLast((group) => group.length > 0) ?? []);
    return { kind: "ask", question: whatAndWhichQuestion(language), options: named.slice(0, MAX_OPTIONS).map((candidate) => candidate.name) };
  }
  if (vagueGroupDeed(request.text)) {
    return { kind: "ask", question: groupDeedQuestion(language), options: GROUP_DEED_OPTIONS[language === "en" ? "en" : "zh"] };
  }
  if (allEarlierCheckedIn(request.text)) {
    return { kind: "ask", question: earlierCheckinQuestion(language), options: EARLIER_CHECKIN_OPTIONS[language === "en" ? "en" : "zh"] };
  }
  if (pronoun === undefined || raw.family === "undo") return { kind: "intent", intent: raw };
  if (!REFERRING.has(detectIntent(withReferent(request.text, PROBE_NAME)).family)) return { kind: "intent", intent: raw };

  // Three sittings of one to-do are one thing to point at: mentions of the same name count once, and a question
  // never offers the same words twice.
  const latest = uniqueByName(mentionGroups.findLast((group) => group.length > 0) ?? []);
  const answered = answeredName(request, pronoun);
  const byPlace = placeOf(pronoun);
  const mention = answered
    ? (latest.find((candidate) => candidate.name === answered) ?? { kind: latest[0]?.kind ?? "block", name: answered })
    : byPlace !== undefined
      ? listAt(mentionGroups, pronoun, byPlace)
      : latest.length === 1
        ? latest[0]
        : undefined;
  if (!mention) {
    return { kind: "ask", question: whichTaskQuestion(pronoun, false, language), options: latest.slice(0, MAX_OPTIONS).map((candidate) => candidate.name) };
  }
  const text = withReferent(request.text, mention.name);
  return { kind: "intent", intent: fitKind(detectIntent(text, { nearest: true }), text, mention) };
}
