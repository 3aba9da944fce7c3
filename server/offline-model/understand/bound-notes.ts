/**
 * To-dos said with no cue word, their bound first or in a clause of its own (issue 27 #3): "12月20号前还图书馆的书",
 * "这周内把体检表交了", "明晚十点之前网上选课", "十天后交中期表", "元旦前把贺卡寄出去", and the clause-by-clause form
 * "读书报告，估计三个钟头，周五要交" / "大概要2节，把实验数据整理好，周六前". The bound may be any date the shared
 * reader knows, a holiday or the end of a stretch; what follows it must be a deed (把 the thing, or a verb of doing),
 * so a day followed by a remark ("明天好冷") or a question is none. An estimate makes it a new to-do, since periods
 * are the structured detail create_task is for; without one it is a note, whose tool reads the deadline itself.
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { tidyText } from "@/lib/tasks/task-text";
import type { Intent } from "./intent-types";
import { PLANNED_BLOCK_TO_DO } from "./planned-block-deeds";
import { estimatedSections } from "./task-intents";

const LOCATE = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/**
 * Bounds the date reader does not know: holidays, a month, the ends of stretches ("圣诞节前", "三月前", "这周内"), and
 * the term's own weeks ("第12周周三前", "第9周内", "期末周前"), which the note's tool reads against the term.
 */
const NAMED_BOUND =
  /^(?:(?:圣诞节?|平安夜|元旦|国庆节?|中秋节?|春节|寒假|暑假|放假|月底|年底|学期末|期末周|(?:[一二三四五六七八九十]{1,2}|\d{1,2})月(?:底|份)?)(?:之|以)?前|(?:这周|本周|这个?月|本月|下周)(?:之|以)?内|(?:这个?)?周末|第(?:[一二三四五六七八九十]{1,3}|\d{1,2})(?:周|个?星期|个?礼拜)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天1-7])?(?:(?:之|以)?(?:前|内))?)/;
/** A bound that has passed is no deadline: "上周交的那个报告…" tells. */
const PAST = /^(?:昨天|前天|上周|上个|上礼拜|刚才|刚刚|之前|以前|前几天)/;
/** What the bound is followed by before the deed: 内 / 之前, a mark, an obligation. */
const JOIN = /^(?:之|以)?(?:内|前)?[\s，,]*(?:我)?(?:一定|必须|就)?(?:要|得|需要|必须|该)?(?:在|去)?/;
/** A deed: 把 the thing, or a verb of handing in, returning, signing up, writing, buying, reading, going… */
const DEED =
  /^(?:把\p{Script=Han}{2,}|(?:还|交|提交|上交|报名|评教|写|做|打印|买|取|寄|办|缴|续|退|领|预约|填|发|准备|整理|背|找|打扫|收拾|网上|读|看完|学完|刷完|练完)(?:\p{Script=Han}|《))/u;

/** A question ("周五前交作业吗"), not a deed to note; 检查表 and 列表 are things, so 查 and 列 are no asking here. */
// "急不急": a word, 不 and the word again asks.
const ASKS = /(\p{Script=Han})不\1|[？?吗呢么嘛]|什么|啥|哪|多少|有没有|是不是|是否|怎么|咋/u;

/** How it feels ("明天要交报告了好紧张") or a deed already done ("12.10 交了课设"): told, not to be noted. */
const TOLD = /紧张|慌|焦虑|好烦|崩溃|害怕|担心|哈哈|累死|^(?:还|交|提交|上交|报名|写|做|买|取|寄|办|缴|领|填|发)(?:了|过|完了)/;

/** Where the bound ends, when the text opens with one; undefined when it does not. */
function boundEnd(text: string): number | undefined {
  if (PAST.test(text)) return undefined;
  const named = NAMED_BOUND.exec(text);
  if (named) return named[0].length;
  const date = parseDateTime(text, LOCATE);
  if (!date || date.index !== 0 || date.relation === "from") return undefined;
  return date.matchedText.length;
}

/** "这周六前", "周四要用", "12月28日截止": a clause that is only a bound. */
function boundOnly(clause: string): boolean {
  const end = boundEnd(clause);
  return end !== undefined && /^(?:之|以)?(?:前|内)?(?:要用|要交|交|截止|到期|用)?$/.test(clause.slice(end));
}

/** "12月20号前还图书馆的书": the bound, then the deed. */
function boundThenDeed(text: string): boolean {
  const end = boundEnd(text);
  if (end === undefined || PLANNED_BLOCK_TO_DO.test(text)) return false;
  const rest = text.slice(end).replace(JOIN, "");
  return DEED.test(rest) && !TOLD.test(rest) && !TOLD.test(text);
}

/** "读书报告，估计三个钟头，周五要交": the thing, an estimate and a bound, each in a clause of its own. */
function clausesWithEstimate(text: string): number | undefined {
  const clauses = text.split(/[，,；;]\s*/).filter((clause) => clause.trim() !== "");
  if (clauses.length < 3) return undefined;
  const estimate = clauses.findIndex((clause) => clause.length <= 8 && estimatedSections(clause) !== undefined);
  const bound = clauses.findIndex(boundOnly);
  if (estimate === -1 || bound === -1) return undefined;
  const things = clauses.filter((_, index) => index !== estimate && index !== bound);
  return things.length === 1 && /\p{Script=Han}{2,}/u.test(things[0]) ? estimatedSections(clauses[estimate]) : undefined;
}

/** The note or new to-do of a message that says a bound and a deed with no cue word, or undefined. */
export function boundNote(text: string): Intent | undefined {
  const trimmed = text.trim();
  if (ASKS.test(trimmed)) return undefined;
  const sections = clausesWithEstimate(trimmed);
  if (sections !== undefined) return { family: "create_task", content: tidyText(trimmed), estimatedSections: sections };
  return boundThenDeed(trimmed) ? { family: "quick_note", content: tidyText(trimmed) } : undefined;
}
