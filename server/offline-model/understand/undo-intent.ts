/**
 * "撤销刚才的安排" / "undo that": the student takes back the last write of the schedule. The built-in model calls
 * undo_schedule, which puts that write's card (with 撤销) into the answer; the click is what undoes.
 */
import type { Intent } from "./intent-types";
import { say } from "../speak/language";
import { callTool, latestStep, reply } from "../decide/steps";
import type { Decision, DecisionContext } from "../types";

/**
 * "刚排的我瞅了一眼，太挤了，退回吧": what was planned, what is wrong with it, then sent back in a closing clause. Its
 * "我看了" is a look at the plan, no study done, so intents.ts reads it before the check-ins.
 */
// "刚才那版安排我看了就心累，……，撤掉撤掉": the plan named as such, and 撤 said twice in the closing clause.
export const SENT_BACK =
  /(?:刚才|刚刚|上次|上一次)(?:(?:帮我|给我|你)?(?:排|安排|改|挪|调)的|(?:那个|那版|那次|的)(?:排程|安排|方案|计划|预排))[^。]*?[，,\s](?:还是)?(?:给我|帮我)?(?:全部|都|整个)?(?:退回去|退回|回退|撤回去|撤回|还原|撤了|撤掉|不要了)(?:吧|掉|了吧)?(?:[，,\s]*(?:撤了|撤掉|撤回|退回)(?:吧)?)*[。！!～~]*$/;

const UNDO_ZH = [
  /(撤销|撤回|还原|退回|回退|取消)(一下)?(刚才|刚刚|上次|上一次|上一步|之前|这次|最近一次)/,
  // The time word first: "刚刚的排程撤回一下", "把上次确认的安排撤销掉", "刚才排的不要了", "上一步撤销".
  /(刚才|刚刚|上次|上一次|上一步|最近一次)[^，,。]{0,6}(安排|改动|方案|排程|调整|操作|挪动|排的|改的|挪的)?[^，,。]{0,3}(撤销|撤回|还原|退回|回退|撤了|撤掉|不要了)/,
  /^(请你?|帮我)?(撤销|撤回|还原|回退)(一下)?(吧|了|掉)?[。！!]?$/,
  // "变回之前那样", "弄回原来那个样子": the timetable put back the way it was.
  // "恢复到原来的样子", "恢复成以前那样": 恢复 says 回 itself; "恢复到没排之前", "回到还没确认前": before the write.
  /(?:(?:变|改|弄|搞|调|恢复)回|恢复)(?:到|成)?(?:之前|以前|原来)(?:的样子|那样|那个样子|的那样)|恢复原样|恢复成原来|改回原来的样子|回到(?:排程|安排|确认|改动)?(?:之前|以前|原来)的?样子|(?:恢复|回到|退回)到?(?:还)?(?:没|未)?(?:排|改|调整|挪|确认|写入)(?:之前|以前|前)/,
  // "刚才那次排得不好，撤销吧": the earlier write named anywhere, then undone (撤销安排 takes one block off).
  /(刚才|刚刚|上次|上一次)[^。]*?(撤销|撤回|还原)(?!安排|预排)/,
  /刚才(的|那个|那次)?(安排|改动|方案|排程)(不要了|算了|撤了|取消了?|撤销)/,
  SENT_BACK,
  // "刚确认的排程撤了", "刚排好的不要了": what was just confirmed or placed, taken back; "刚加进日程的", "刚写进去的"
  // say the write itself.
  /刚(?:才|刚)?(?:确认|写入|保存|排好|排|改|挪|(?:写|加|放|排|塞)进(?:去|日程|课表)?)的[^，,。]{0,4}(撤销|撤回|还原|退回|回退|撤了|撤掉|不要了|取消)/,
  // "刚确认的那版方案跟值班冲突，全部撤回": the version just confirmed, a reason, then all of it taken back. "之前确认的
  // 那版安排作废吧", "上次保存的那版计划不算了，帮我撤回": a version confirmed before, void or taken back.
  // "刚确认那版我不认": the 的 left out when the version is pointed at.
  /(?:刚(?:才|刚)?|之前|先前|上次)(?:确认|写入|保存|排好)(?:的(?:那|这)?|那|这)(?:版|次|个)?[^。]{0,16}?(?:[，,\s]+(?:帮我|给我)?(?:整个|全部|全都|都|整体)?(?:撤销|撤回|还原|退回|回退|撤了|撤掉|不要了)|作废|不算了?(?=[，,。！!吧\s]|$))/,
  // "室友拿我手机点了确认，这版方案撤回", "手滑按了确认，那次改动还原一下": a confirmation made by slip (or by someone
  // else), then the write it made taken back; "那个排程撤销掉" alone points at it too (安排 alone may be one block).
  // "手快点了确认，其实还不想要，怎么退回去": the way back asked is the taking back itself.
  /(?:点|按)(?:了|到)?(?:一下)?确认[^。]*?[，,\s](?:把)?(?:那个|这个|那次|这次|那版|这版)?(?:排程|安排|方案|改动)?(?:怎么|咋|能不能|能|可以)?(?:给我|帮我)?(?:撤销|撤回|还原|退回|回退|撤了|撤掉|不要了)/,
  /^(?:把)?(?:那个|这个|那次|这次|那版|这版)(?:排程|方案|改动)(?:给我|帮我)?(?:撤销|撤回|还原|退回|回退)(?:一下)?(?:掉|了|吧)*[。！!]?$/,
];
/**
 * "我刚才没细看就点了确认，结果周末全是复习。这谁顶得住啊，你帮我把那次撤掉": the confirmation told in the story, then
 * the write it made pointed at (那次, 那版) and taken back sentences later. Read before the story's last sentence alone
 * reads 那次 as a block.
 */
const CONFIRM_THEN_TAKEN_BACK =
  /(?:点|按)(?:了|到)?(?:一下)?确认[^]{0,80}?(?:你)?(?:给我|帮我)?(?:把)?(?:那个|这个|那次|这次|那版|这版)(?:的)?(?:排程|安排|方案|改动|确认)?(?:给我|帮我)?(?:撤销|撤回|还原|退回|回退|撤了|撤掉|不要了)/;

/**
 * "刚点完确认就后悔了，那版把周末全塞满了，撤回去", "刚才那版排程写进去了但我不想要了，退回到之前的": the write told
 * (a confirmation, a plan written in), then a last clause that only takes something back, naming nothing — what it
 * takes back is that write.
 */
const WRITE_TOLD = /(?:点|按)(?:完|了|到)?(?:一下)?确认|确认(?:完|了|之后|以后)|(?:写|存|加|排)进(?:去|日程|课表)了|刚(?:才|刚)?确认/;
const BARE_TAKE_BACK =
  /[，,。！!\s](?:但|可是)?(?:我)?(?:还是)?(?:你)?(?:给我|帮我)?(?:全部|都|整个)?(?:撤销|撤回去?|撤了|撤掉|退回去?|回退|还原)(?:到(?:之前|原来|以前)(?:的|那样|的样子)?)?(?:吧|掉|了吧|一下)?[。！!～~]*$/;

export function confirmedThenTakenBack(text: string): Intent | undefined {
  const told = CONFIRM_THEN_TAKEN_BACK.test(text) || (WRITE_TOLD.test(text) && BARE_TAKE_BACK.test(text));
  return told && !NOT_UNDO.test(text) ? { family: "undo" } : undefined;
}

const UNDO_EN = /\b(undo|revert|roll ?back)\b( (that|it|the last (change|plan)|my last (change|plan)))?/i;
/**
 * "cancel the plan you just made", "scrap that schedule", "get rid of the new plan": the plan just made, taken back —
 * the card's 取消 while it is a draft, its 撤销 once confirmed (decideUndo says which).
 */
const PLAN_DROPPED_EN =
  /\b(?:cancel|scrap|discard|ditch|drop|bin|trash|throw (?:away|out)|get rid of|take back|forget)\s+(?:the|that|this|your)\s+(?:new\s+|last\s+)?(?:plan|schedule|draft)\b(?!\s+(?:for|on)\s+(?:next|this|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday))/i;
// "撤销" also reads "取消" in 取消刚才的安排; a draft's 取消 is the card's own button, not this.
const NOT_UNDO = /(待办|任务清单|提醒)/;

export function detectUndo(text: string): Intent | undefined {
  if (NOT_UNDO.test(text)) return undefined;
  if (UNDO_ZH.some((pattern) => pattern.test(text)) || UNDO_EN.test(text) || PLAN_DROPPED_EN.test(text)) return { family: "undo" };
  return undefined;
}

/** The draft's own button throws it away; nothing was written, so there is nothing to undo. */
const DRAFT_CANCEL = {
  zh: "刚排的方案还没确认，没有写入日程：点它卡片上的“取消”就作废了。",
  en: "That plan hasn't been confirmed, so nothing was written to your schedule: press 取消 on its card to throw it away.",
};

export function decideUndo(context: DecisionContext): Decision {
  const done = latestStep(context.steps, ["undo_schedule"]);
  // "cancel the plan you just made" while its card still waits: the card's 取消, not the plan confirmed before it.
  // "刚确认的那版撤回" names the plan confirmed, whatever draft came after it.
  if (!done && context.draftOpen && !/确认|保存|写入|confirm|saved/i.test(context.request.text)) return reply(say(context.language, DRAFT_CANCEL.zh, DRAFT_CANCEL.en));
  if (!done) return callTool("undo_schedule", {});
  // Nothing confirmed yet: a plan just made is still a draft, which its own card's 取消 throws away.
  if (!done.result.ok) {
    return reply(
      say(
        context.language,
        "还没有写入过日程的安排，没有可以撤销的。如果是刚排的草稿，点它卡片上的“取消”就作废了。",
        "Nothing has been written to your schedule yet, so there is nothing to undo. If it's the draft I just made, press 取消 on its card to throw it away.",
      ),
    );
  }
  // undo_schedule says in its facts whether its card puts back what the last undo took away (lib/protocol/model-facts.ts).
  const redo = done.result.facts?.kind === "undo_offer" && done.result.facts.redo;
  return reply(
    redo
      ? say(context.language, "上一次是撤销操作：点下面卡片上的“恢复”就会重新排回去。", "Your last change was an undo: press 恢复 on the card below to put it back.")
      : say(context.language, "好的，点下面卡片上的“撤销”，日程就会回到确认之前的样子。", "Sure — press 撤销 on the card below and your schedule goes back to how it was."),
  );
}
