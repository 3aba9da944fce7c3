/**
 * A follow-up said in one clause and why in the other: "导师说这周不用碰了，那条删掉", "导师临时要开会，改成周五下午
 * 三点", "早半个钟头吧，去晚了抢不到座", "这条不要了，别再提醒我". The reason asks nothing a reader takes, so the
 * clause that leans on the request before is the follow-up; a pointer said with the reason ("啊这条是乱输的测试，帮我
 * 删掉") is the follow-up's. A correction may say the wrong value again after the right one ("…，不是周五").
 */
import { detectIntent } from "./intents";
import { HAS_TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { notedTitle } from "./noted-title";
import { isAbbreviation } from "@/lib/tasks/short-names";

const CLAUSE_MARKS = /[，,。！!；;]\s*/;
/** "别再提醒我了": asked not to be reminded again, which only says the drop again. */
const NO_MORE_REMINDERS = /^(?:也|就)?(?:别|不要|不用)(?:再)?(?:提醒|叫|催|烦)(?:我)?(?:了|啦)?$/;
/** "啊这条…", "那个…": the thing pointed at, at the start of the reason. */
const POINTER = /^(?:啊|哦|噢|呃|额|唉)?[，,\s]*(这条|那条|这个|那个|这项|那项)/;
const POINTED = /这条|那条|这个|那个|这项|那项|它/;

/** A day named ("下周一再去"): the clause says when, which a reason does not. */
const NAMES_DAY = /(?:周|星期|礼拜)[一二三四五六日天]|\d{1,2}\s*[月号日]|[今明后]天/;

/** A clause that asks nothing on its own and carries no day or time the follow-up would need. */
function asksNothing(clause: string): boolean {
  return NO_MORE_REMINDERS.test(clause) || (!HAS_TIME.test(clause) && !NAMES_DAY.test(clause) && detectIntent(clause).family === "unknown");
}

/** "…，不是周五": the value taken back, said after the right one, adds nothing to the correction. */
const DENIED_TAIL = /[，,]\s*(?:而|可)?不是[^，,。！!？?]{1,8}?(?:了|啊|哈)?[。！!\s]*$/;

/** "不对不对，是周六晚上七点，不是周五", "啊我是想说下周，不是这周": the correction, its wrong value said again after it. */
function deniedTailFollowUp(text: string, lean: (clause: string) => FollowUp | undefined): FollowUp | undefined {
  const denied = DENIED_TAIL.exec(text);
  return denied && denied.index > 0 ? lean(text.slice(0, denied.index)) : undefined;
}

/** The follow-up read from the one clause that leans, when the other only gives the reason. */
function reasonedFollowUp(text: string, lean: (clause: string) => FollowUp | undefined): FollowUp | undefined {
  const clauses = text.split(CLAUSE_MARKS).filter((clause) => clause.trim() !== "");
  if (clauses.length !== 2) return undefined;
  for (const [index, clause] of clauses.entries()) {
    const reason = clauses[1 - index];
    if (!asksNothing(reason)) continue;
    const pointer = POINTER.exec(reason)?.[1];
    const found = lean(clause) ?? (pointer && !POINTED.test(clause) ? lean(`${pointer}${clause}`) : undefined);
    if (found) return found;
  }
  return undefined;
}

/** "四级那个还没做", "四级其实没交": a thing said not done, in a clause of its own. */
const NOT_DONE_CLAUSE = /^(\p{Script=Han}{2,8}?)(?:那个|那条|这个|这条)?(?:其实|实际上)?(?:还没|没有?|并没有?)(?:做|交|写|弄|动|碰|完成|整理|做完|写完|交上)(?:呢|啊|呀|哦)?$/u;

/**
 * "不是四级，是错题本整理完了，四级那个还没做" (read as "错题本整理完了，四级那个还没做") after "已完成：做一套英语四级真
 * 题。": the thing just marked done said not done, beside what was — its mark taken back (改回未完成) as the clause.
 */
function markedNotDone(text: string, previous: { text: string; said?: string }): FollowUp | undefined {
  if (!previous.said?.startsWith("已完成")) return undefined;
  const clauses = text.split(/([，,。；;]\s*)/);
  let changed = false;
  const read = clauses.map((clause) => {
    const name = NOT_DONE_CLAUSE.exec(clause.trim())?.[1];
    if (!name || !(previous.said ?? "").includes(name)) return clause;
    changed = true;
    return `${name}那个改回未完成`;
  });
  return changed ? { family: "pointed", text: read.join("") } : undefined;
}

/** "交的其实是物理", "写完的是离散错题本": what was really done, said as the thing the deed was of. */
const DONE_INSTEAD = /^(?:其实)?(交|提交|写完|做完|完成|整理完|弄完)的(?:其实)?是([^，,。；;]{2,12}?)(?:才对)?$/;

/**
 * "等下，线代那个还没动呢，交的其实是物理，帮我弄对" after "已完成：提交线性代数第五章作业。": the wrong thing was
 * marked — its mark taken back (by its short name too), then the thing really done marked.
 */
function markedOther(text: string, previous: { said?: string }): FollowUp | undefined {
  const said = previous.said ?? "";
  if (!said.startsWith("已完成")) return undefined;
  let undone: string | undefined;
  let done: string | undefined;
  for (const clause of text.split(/[，,。；;]\s*/)) {
    const name = NOT_DONE_CLAUSE.exec(clause.trim())?.[1];
    if (name && isAbbreviation(name, said)) undone = name;
    const instead = DONE_INSTEAD.exec(clause.trim());
    if (instead) done = `${instead[2]}${instead[1]}了`;
  }
  return undone && done ? { family: "pointed", text: `${undone}那个改回未完成；另外${done}` } : undefined;
}

/** "已记下：…", "已创建任务：…": the answer that says the request before saved a to-do. */
const NOTED_SAID = /^已(?:记下|创建|修改)/;

/**
 * The follow-up with what is said around it read apart: a mark just made taken back beside what was done, the wrong
 * value said again after a correction, and (after a note only) the reason in a clause of its own.
 */
export function toldAround(text: string, previous: PreviousRequest, lean: (clause: string) => FollowUp | undefined): FollowUp | undefined {
  const noted = Boolean(notedTitle(detectIntent(previous.text))) || NOTED_SAID.test(previous.said ?? "");
  return markedOther(text, previous) ?? markedNotDone(text, previous) ?? deniedTailFollowUp(text, lean) ?? (noted ? reasonedFollowUp(text, lean) : undefined);
}
