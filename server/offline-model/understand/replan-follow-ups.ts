/**
 * Follow-ups of a plan just proposed (or just confirmed) that ask for it again under the student's constraints:
 * - "一天最多两节就够了，多了我顶不住，再排一遍", "这个前面挤后面空，给我摊匀一点": how to spread it → the plan again,
 *   with that option (the complaint and how it feels are the reason, not part of it);
 * - "整体往后挪，别排下周了，排到下下周": another stretch → the plan again over it;
 * - "概率论那部分去掉，这次只排离散": one of its subjects alone → that subject over the plan's stretch;
 * - "电脑那个不用排，其他两个留着": one thing of the draft left out → that block taken off;
 * - "还是撤了吧，确认完才发现排得太狠了": the plan taken back whole;
 * - "还是刚才那版吧" after it was redone: the plan as it was first asked.
 */
import { detectIntent } from "./intents";
import type { Intent } from "./intent-types";
import { optionsOnly, OVERFLOW_LATER } from "./schedule-options";
import { rangeWords } from "./schedule-words";
import { withoutVenting } from "./vented-clauses";
import { withoutAwayReasons } from "./away-reasons";
import { answeredStretchAgain } from "./answered-stretch";
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { onwardOfDraft } from "./onward-blocks";
import { keptOut } from "./kept-out";
import { wholePlanWeekLater } from "./whole-plan-week-later";

type ScheduleIntent = Extract<Intent, { family: "schedule" }>;

/** "重新排一下", "重来", "再来一遍": the plan asked for again. */
// "你再排一遍", "重来一版": who is asked and what comes again are part of the redo.
// "按这个重排", "照这个上限再来一版": the limit just said is what the redo goes by.
const REDO = /(?:(?:就)?(?:按|照)(?:这个|这|此)(?:标准|要求|上限|限制)?(?:来)?)?(?:你|您)?(?:帮我|给我)?(?:重新(?:排|来|弄|安排|出)?|重排|再排|重来|再来|再出)(?:一下|一遍|一次|一回|一版|一份|一个(?:版本|方案))?(?:吧|哈|啊|呗)?/;

/**
 * "太密了，", "排得太满了，", "这样太赶了，", "太集中了，", "这个前面挤后面空，": what is wrong with the plan just proposed, said before
 * how to redo it.
 */
const PLAN_COMPLAINT =
  /^(?:这样|这个|这)?(?:排得|安排得|排的)?(?:(?:有点|太|过于)(?:密|挤|满|赶|紧|松|散|累|集中|密集)了?(?:点|些)?|前(?:面|头|几天)?(?:太)?(?:挤|满|密|紧)[，,、]?后(?:面|头|几天)?(?:太)?(?:空|松|闲))(?:吧|啊|呀)?[，,\s]+/;

/** "多了我顶不住", "再多就吃不消了": how much the student can bear, said as the reason for a cap. */
const BEARING = /(?:^|[，,])\s*(?:多了|再多|太多|超了)?(?:的话)?我?(?:就|会|真的|实在|肯定)?(?:顶不住|扛不住|吃不消|受不了|撑不住|hold不住|坚持不下来|撑不下来|熬不住|学不过来|忙不过来)了?(?:啊|呀)?(?=[，,。！!\s]|$)/g;

function scheduleOf(text: string): ScheduleIntent | undefined {
  const intent = detectIntent(text);
  return intent.family === "schedule" ? intent : undefined;
}

const EDGES = /^[，,\s]+|[，,。.!！~～\s]+$/g;

/** The how of a follow-up once its complaint, redo word and reasons are gone. */
/**
 * "周六一天五节太多了，", "有一天排了四节，太累了，": a day of the plan said to hold too much, before the cap that
 * fixes it; the day named is the one that was too full, not one kept free.
 */
const LOAD_COMPLAINT =
  /^(?:(?:这|本|下)?(?:周|星期|礼拜)[一二三四五六日天]|周末|有(?:一|的)天|某天|那天)?(?:那天|这天|一天|一整天|当天)?(?:排了?|就|有)?(?:[一二两三四五六七八九十\d]{1,2}(?:节|个|块|大节))?(?:[，,])?(?:也|实在|真的)?(?:太多|太满|太挤|太密|太累|吃不消|扛不住|顶不住)了?(?:吧|啊|呀)?[，,\s]+/;

/** "…，太满了", "…，这样太累了我坚持不下来": what is wrong with the plan, said after how to redo it. */
const LATER_COMPLAINT = /(?<=[，,])\s*(?:这样|这个|这)?(?:排得|安排得)?(?:有点|太|过于)(?:密|挤|满|赶|紧|累|多|集中|密集)了?(?:点|些)?(?:吧|啊|呀)?(?=[，,。！!\s]|$|我)/g;

/** "改成每天最多三节": the change word before the option it changes to. */
const CHANGED_TO_OPTION = /(?:^|(?<=[，,]))\s*(?:那就|就)?(?:改成|换成|调成|变成|改为)(?=每天|一天|每日|最多|早八|晚上|上午|下午|周)/g;

/** "其余照刚才的", "别的不变": the rest of the plan stays as it was asked, which asking it again does anyway. */
const REST_KEPT = /(?:^|[，,])\s*(?:其他|其它|其余|别的|剩下)(?:的)?(?:都|也|就)?(?:(?:照|按)(?:刚才|之前|原来|上一版|上次|刚刚)(?:的|那样|那版)?(?:来)?|照旧|不变|照常|一样|不动)(?:吧|就行|就好)?(?=[，,。！!\s]|$)/;

/**
 * "离散考试前想把这些都学完": the goal the plan already serves (everything done by the exam), said as why the plan
 * should change; it sets nothing of its own.
 */
const DONE_BY_EXAM =
  /(?:^|[，,])\s*[\p{Script=Han}A-Za-z]{0,6}?考(?:试)?(?:之)?前(?:我)?(?:想|要|得|必须|希望|打算)?(?:把)?(?:这些|它们|这几个|这几门|所有的?|全部)?(?:都|全)?(?:学完|复习完|做完|过一遍|搞完|弄完)(?:吧|啊)?(?=[，,。！!\s]|$)/u;

function howSaid(text: string, redo: string | undefined): string {
  // "超了的往后排": what a cap leaves over goes later, as the planner does anyway; "再铺匀一点": 再 only says again.
  const said = text.replace(PLAN_COMPLAINT, "").replace(LOAD_COMPLAINT, "").replace(redo ?? "", "").replace(BEARING, "").replace(OVERFLOW_LATER, "").replace(LATER_COMPLAINT, "").replace(BEARING, "").replace(CHANGED_TO_OPTION, "").replace(REST_KEPT, "").replace(DONE_BY_EXAM, "");
  // "能不能一天只排两节", "一天最多三节吧": the asking around the option is no part of it.
  const bare = said.replace(/^(?:能不能|可不可以|能否|要不|那就)/, "").replace(EDGES, "").replace(/(?:吧|哈|啊|呀|呗)+$/, "");
  return withoutVenting(withoutAwayReasons(bare)).replace(EDGES, "").replace(/^再(?=\p{Script=Han})/u, "");
}

/**
 * "考前回顾那几块别排在晚上", "模拟卷那些都放白天": the blocks of the plan the limit is about, named as its answer
 * called them; the limit is the plan's, so the pointer is no subject of a plan of its own.
 */
const DRAFT_POINTER = /^([\p{Script=Han}A-Za-z0-9]{2,10}?)(?:那几块|那几个|那几节|那些|这几块|这几个|这些)(?:都|也|全)?/u;

/** "策划案能塞多少先塞多少": a thing the answer named (placed or left out), then how to plan it, with no pointer word. */
const NAMED_LEAD = /^([\p{Script=Han}A-Za-z0-9]{2,10}?)(?:的话|呢)?[，,\s]*(?=能|先|就|也)/u;

function withoutDraftPointer(text: string, previous: PreviousRequest): string {
  const pointer = DRAFT_POINTER.exec(text.trim());
  if (pointer && previous.said?.includes(pointer[1])) return text.trim().slice(pointer[0].length);
  const named = NAMED_LEAD.exec(text.trim());
  const rest = named ? text.trim().slice(named[0].length) : "";
  return named && previous.said?.includes(named[1]) && optionsOnly(rest) ? rest : text;
}

/**
 * "每天别超过2节，重新排一下", "一天最多三节，重来", "给我摊匀一点" after a plan was proposed: how to spread it, with no
 * subject or range of its own, asks for the previous plan again under that condition. Without a redo word only a
 * clause that sets the plan's options reads so.
 */
function planAgain(whole: string, previous: PreviousRequest): FollowUp | undefined {
  const said = withoutDraftPointer(whole, previous);
  const text = said.replace(PLAN_COMPLAINT, "").replace(LOAD_COMPLAINT, "");
  const redo = REDO.exec(text)?.[0];
  const how = howSaid(said, redo);
  const onlyHow = how !== "" && optionsOnly(how);
  if (!redo && !onlyHow) return undefined;
  // "太挤了，重新排": nothing said but the redo (and what is wrong) asks for the plan again as it was.
  const intent = detectIntent(how === "" ? "重新排一下" : how);
  if (!onlyHow && (intent.family !== "schedule" || intent.hints.length > 0 || intent.range !== undefined || intent.forExams)) return undefined;
  if (!scheduleOf(previous.text)) return undefined;
  // A plan already asked again ends in its redo word; the new limit goes beside the old ones, before one redo.
  const asked = previous.text.replace(/[。.!！~～\s]+$/, "").replace(/[，,]重新排一下$/, "");
  return { family: "plan_again", text: `${asked}，${how === "" ? "" : `${how}，`}重新排一下` };
}

/** "整体往后挪，别排下周了，排到下下周": the stretch the plan goes into, said again; the old one refused before it. */
// "改成这周吧": 成 leads the stretch the plan is changed to, as 到 does.
const NEW_STRETCH = /(?:排|放|挪|推|移|改|换|调)(?:到|进|在|成)\s*([^，,。]+?)(?:吧|去)?[。.!！~～\s]*$/;

/**
 * "算了全提到这周吧，能排多少排多少": the whole plan into another stretch, said first, with how to plan it after; the
 * stretch replaces the plan's own and the options go with it.
 */
const WHOLE_MOVED = /^(?:算了|那|那就|干脆|还是)?[，,\s]*(?:全部?|都|全都|整体|统统)(?:给我)?(?:提|挪|排|放|移|调|改|推)(?:前)?(?:到|进)\s*([^，,。]+?)(?:吧|去)?(?=[，,。]|$)/;

function stretchWithOptions(text: string, previous: PreviousRequest): FollowUp | undefined {
  const before = scheduleOf(previous.text);
  const moved = WHOLE_MOVED.exec(text.trim());
  if (!before?.range || !moved || !previous.text.includes(before.range)) return undefined;
  const range = rangeWords(moved[1]);
  const how = text.trim().slice(moved[0].length).replace(EDGES, "");
  if (range === undefined || !WHOLE_STRETCH.test(range) || range === before.range || (how !== "" && !optionsOnly(how))) return undefined;
  return { family: "plan_again", text: `${previous.text.replace(before.range, range).replace(/[。.!！~～\s]+$/, "")}${how === "" ? "" : `，${how}`}` };
}

/** A stretch a whole plan goes into: a week, the weekend, a month. */
const WHOLE_STRETCH = /^(?:(?:这|本|下下?)(?:个)?(?:周|星期|礼拜)末?|(?:这|本|下下?)?周末|(?:这|本|下)个?月)$/;

/** "还是排下下周吧": the stretch right after the verb, with no 到, when the verb opens the message. */
const BARE_STRETCH = /^(?:算了|那|那就|还是|就|干脆)*[，,\s]*(?:排|放)\s*([^，,。到进在]+?)(?:吧|去)?[。.!！~～\s]*$/;

export function otherStretch(text: string, previous: PreviousRequest): FollowUp | undefined {
  const before = scheduleOf(previous.text);
  const into = NEW_STRETCH.exec(text) ?? BARE_STRETCH.exec(text.trim());
  if (!before?.range || !into) return undefined;
  const range = rangeWords(into[1]);
  // A weekday or a clock ("图论那块挪到周四下午两点") moves one block; only a whole stretch is the plan's.
  if (range === undefined || !WHOLE_STRETCH.test(range) || range === before.range || !previous.text.includes(before.range)) return undefined;
  // Only the stretch is said: no subject of its own ("把英语排到下下周" is a plan of its own).
  const rest = text.replace(into[0], "").replace(/(?:别|不要|不用)(?:再)?(?:排|放)(?:在|到)?[^，,。]*/g, "");
  if (/[把将]|复习|待办|那块|那节|那个|为啥|为什么|怎么/.test(rest)) return undefined;
  return { family: "plan_again", text: previous.text.replace(before.range, range) };
}

/** "这次只排离散", "只要线代就行", "只排离散的": one of the plan's subjects alone. */
// "这次只管离散": 管 minds one of them alone, as 排 does.
const ONLY_SUBJECT = /(?:^|[，,])\s*(?:这次|这回|那就|就)?只(?:排|要|留|保留|管)(?:一下)?([^，,。]{2,12}?)(?:的?(?:复习|部分|那部分)|的)?(?:就行|就好|吧)?[。.!！~～\s]*$/;
/** "…，概率论的回头再说": the other subject put off, said after the one kept; it only says what the plan leaves. */
const OTHER_PUT_OFF = /[，,]\s*[^，,。]{2,10}?(?:的|那部分|那些)?(?:就|先)?(?:回头|以后|下次|之后|后面|过两天)再(?:说|排|安排|弄)(?:吧|哈)?[。.!！~～\s]*$/;

export function onlySubject(text: string, previous: PreviousRequest): FollowUp | undefined {
  const before = scheduleOf(previous.text);
  const subject = ONLY_SUBJECT.exec(text.replace(OTHER_PUT_OFF, ""))?.[1];
  if (subject === undefined) return undefined;
  // "按考试时间把复习排一下" → "只管离散": that subject, still measured by its exam; it was named in the answer.
  if (before?.forExams && previous.said?.includes(subject)) return { family: "plan_again", text: `按考试时间把${subject}的复习排一下` };
  if (!before?.range || !previous.text.includes(subject)) return undefined;
  return { family: "plan_again", text: `把${subject}排到${before.range}` };
}

/**
 * "电脑那个不用排，我自己零碎时间弄，其他两个留着": one thing of the draft the student will do on their own; the others
 * stay as placed.
 */
const LEFT_OUT =
  /^([^，,。]{2,10}?)(?:那个|这个|那块|那项|那条)?(?:就|也)?(?:不用|不要|别|先别|先不)(?:给我)?排了?(?:吧)?[，,](?=[^]*(?:其他|其余|别的|剩下)[^，,。]*(?:留着|不变|照旧|保留|就行|可以))/;

/** "别的照旧", "其他不变": what stays, said beside what is left out of a plan asked again. */
const REST_AS_IS = /^(?:其他|其它|其余|别的|剩下)(?:的)?(?:都|也)?(?:照旧|不变|照常|一样|留着|保留|不动)(?:吧)?$/;

/**
 * "四级那条先别排，别的照旧，重新来一版", "错题本先不排了，再排一遍": the plan asked for again with those left out
 * (rough_schedule's exclude), not a block taken off the plan as it stands.
 */
export function planAgainWithout(text: string, previous: PreviousRequest): FollowUp | undefined {
  const redo = text.split(/[，,。；;\s]+/).filter((clause) => clause !== "");
  if (!scheduleOf(previous.text) || !redo.some((clause) => REDO.exec(clause)?.[0] === clause)) return undefined;
  const said = redo.filter((clause) => REDO.exec(clause)?.[0] !== clause && !REST_AS_IS.test(clause));
  const kept = keptOut(said.join("，"));
  if (kept.names.length === 0 || kept.rest.trim() !== "" || !kept.names.every((name) => previous.said?.includes(name))) return undefined;
  return { family: "plan_again", text: `${previous.text.replace(/[。.!！~～\s]+$/, "")}，${said.join("，")}，重新排一下` };
}

export function draftLeftOut(text: string, previous: PreviousRequest): FollowUp | undefined {
  const name = LEFT_OUT.exec(text)?.[1];
  if (name === undefined || !scheduleOf(previous.text) || !previous.said?.includes(name)) return undefined;
  return { family: "pointed", text: `把${name}那个从日程上拿掉` };
}

/** "还是撤了吧", "算了全撤回": the plan taken back whole; what follows it is only why. */
const TAKEN_BACK = /^(?:算了|那|那就|还是)?[，,\s]*(?:还是)?(?:全部|都|整个|全)?(?:撤了|撤回|撤销|撤掉|退回)(?:吧|算了)?(?:[，,。]|$)/;

export function planTakenBack(text: string, previous: PreviousRequest): FollowUp | undefined {
  if (!TAKEN_BACK.test(text) || !scheduleOf(previous.text)) return undefined;
  return { family: "plan_again", text: "撤销刚才的安排" };
}

/** "周三以后的都先别排" after a plan whose answer said where its blocks went: those blocks, by name. */
function onwardOfPlan(text: string, previous: PreviousRequest): FollowUp | undefined {
  const said = scheduleOf(previous.text) ? onwardOfDraft(text, previous.said) : undefined;
  return said === undefined ? undefined : { family: "pointed", text: said };
}

/**
 * "还是刚才那版吧", "算了，用第一版", "回到之前那个方案", "还是换成前一个方案": the plan as it was asked before it was redone; what follows the
 * first clause only says why ("第一版起码模拟卷排上了").
 */
const EARLIER_VERSION =
  /^(?:算了|那|那就|那还|还|那倒)?[，,\s]*(?:不如|还是)?(?:就用|就按|就照|就|用回|用|要|按|照|换回|换成|改成|回到|退回|改回|恢复)?(?:到|成)?(?:刚才|刚刚|上一|之前|原来|第一|最开始|最早|前一)(?:那|的)?(?:一)?(?:版|个方案|个版本|版方案|种排法|个排法)(?:更好|好一点|好些|比较好|来)?(?:吧|好了|就行|就好|好|算了)?(?:[，,。！!\s]|$)/;

export function earlierPlan(text: string, previous: PreviousRequest, before: PreviousRequest | undefined): FollowUp | undefined {
  // Only a plan that was redone has an earlier version: the request before it was a plan of its own.
  // "两节封顶的话图论和模拟卷都没了，那还不如最开始那版，换回去": why first, then the version wished back.
  const clauses = text.trim().split(/[，,。；;！!]+/).map((clause, at, all) => all.slice(at).join("，"));
  if (!before || !clauses.some((clause) => EARLIER_VERSION.test(clause)) || !scheduleOf(previous.text) || !scheduleOf(before.text)) return undefined;
  return { family: "plan_again", text: before.text };
}

/** The plan's follow-ups, most particular first. */
export function replanned(text: string, previous: PreviousRequest): FollowUp | undefined {
  return (
    planTakenBack(text, previous) ?? onwardOfPlan(text, previous) ?? planAgainWithout(text, previous) ?? draftLeftOut(text, previous) ?? onlySubject(text, previous) ?? otherStretch(text, previous) ?? answeredStretchAgain(text, previous) ?? stretchWithOptions(text, previous) ?? wholePlanWeekLater(text, previous) ?? planAgain(text, previous)
  );
}
