/**
 * What happened to the plan, in the student's words (issue 23 #3, #6): check-ins said in a sentence ("第一章和第二章
 * 复习完了，第三章没做", "昨天的复习都做了", "今天下午那节没去"), questions about progress ("这周完成了多少？",
 * "上周落下了哪些复习？") and re-planning what was missed ("把没完成的重新排一下", "把落下的补上"). Each reader is a
 * row of cue words; a message without a study word (第N章, 那节, 的复习, 学习计划) is left to the to-do readers, so
 * "高数作业做完了" stays a to-do completion.
 */
import type { Intent } from "./intent-types";

type CheckinStatus = "done" | "partial" | "skipped";

/** The days a check-in or a question is about, as the student said them; the tools read them. */
const WHEN = /(?:上|这|本)?(?:周|星期|礼拜)[一二三四五六日天](?:上午|下午|晚上)?|(?:今天|昨天|前天)(?:上午|下午|晚上)?|今早|今晚|昨晚|上午|下午|晚上/;
const SPAN = /上(?:个)?(?:周|星期|礼拜)|(?:这|本)(?:个)?(?:周|星期|礼拜)|最近|这两周|今天|昨天|前天/;

/** Clause cues, checked in this order (没做 before 做了). */
const STATUS_CUES: readonly [RegExp, CheckinStatus][] = [
  [/做了一(?:部分|半)|只(?:做|学|复习)了(?:一|两|\d)节|没(?:做|学|复习)完/, "partial"],
  [/没(?:有)?(?:做|去|学|复习|完成|上|看|弄)|翘了|鸽了|(?<!都)落下了|漏了|错过了|跳过了/, "skipped"],
  [/(?:复习|学|做|看|写|弄|刷)(?:完|好)了|完成了|搞定了|(?:都|也)(?:做|学|复习|去)了|(?<![交上回出])(?:做|学|复习)了|做完/, "done"],
];

/** A study block named in the sentence: a chapter, "那节", "的复习", a study plan, a block. */
const STUDY_WORD = /第[一二三四五六七八九十\d]+[章节讲单元课]|那节|这节|那一节|学习块|的复习|复习都|复习(?:完|没)|打卡|学习计划/;
const NOT_A_CHECKIN = /^(?:提醒|记(?:一下|下)|别忘|帮我记|创建|新建|添加|把|帮我把|将)|[?？吗]$|排一下|安排|重新|补|作业|报告|论文|交(?:了|上|掉)|提交/;

/** Words around a block's name that are not part of it. */
const NAME_NOISE = new RegExp(
  `${WHEN.source}|${SPAN.source}|的复习|复习|那节课?|这节课?|那一节|学习块|都|也|还|我|已经|的|了|课$`,
  "g",
);

function clauseStatus(clause: string): { status: CheckinStatus; at: number; periods?: number } | undefined {
  for (const [cue, status] of STATUS_CUES) {
    const match = cue.exec(clause);
    if (!match) continue;
    const periods = status === "partial" ? /(一|两|\d)节/.exec(match[0])?.[1] : undefined;
    return { status, at: match.index, ...(periods ? { periods: periods === "一" ? 1 : periods === "两" ? 2 : Number(periods) } : {}) };
  }
  return undefined;
}

/** "第一章和第二章复习完了，第三章没做" → entries by block; "昨天的复习都做了" → one entry for every block of the day. */
function detectCheckin(text: string): Intent | undefined {
  if (!STUDY_WORD.test(text) || NOT_A_CHECKIN.test(text.trim())) return undefined;
  const when = WHEN.exec(text)?.[0];
  const entries: { block?: string; status: CheckinStatus; periods_done?: number }[] = [];
  for (const clause of text.split(/[，,；;。！!]|但是?|不过|可是/).map((part) => part.trim()).filter(Boolean)) {
    const said = clauseStatus(clause);
    if (!said) continue;
    const names = clause
      .slice(0, said.at)
      .split(/和|、|跟|与|及|以及/)
      .map((name) => name.replace(NAME_NOISE, "").trim())
      .filter((name) => name.length > 0);
    const periods = said.periods !== undefined ? { periods_done: said.periods } : {};
    if (names.length === 0) entries.push({ status: said.status, ...periods });
    else entries.push(...names.map((block) => ({ block, status: said.status, ...periods })));
  }
  if (entries.length === 0) return undefined;
  return { family: "checkin", entries, ...(when ? { when } : {}) };
}

const MISSED = /没完成|没做完?|落下|落了|漏掉|漏了|没复习|错过|欠下?|没学/;
const REPLAN = /重新(?:排|安排|规划|计划)|补(?:上|排|回来|一下|起来)|再排|重排/;

/** "把没完成的重新排一下", "把落下的补上", "重新安排没做的". */
function detectReplanMissed(text: string): Intent | undefined {
  if (!MISSED.test(text) || !REPLAN.test(text)) return undefined;
  return { family: "replan_missed" };
}

const MISSED_QUESTION = /(?:落下|落了|漏了|漏掉|没做|没完成|没打卡|欠下?|错过)了?(?:哪些|什么|啥|多少|几)|(?:哪些|什么|啥).{0,6}(?:没做|没完成|落下|漏了|没打卡|待打卡)/;
const DONE_QUESTION = /完成了?(?:多少|几(?:节|个|成)|百分之|情况|得怎么样|怎么样|度)|完成率|完成情况|学习进度|进度(?:怎么样|如何|咋样)|做了多少|学了多少/;

/** "这周完成了多少？", "我这周落下了哪些复习？": how the plan went, with numbers or with the blocks missed. */
function detectProgressQuestion(text: string): Intent | undefined {
  // "还有哪些这周的任务没做" asks about to-dos, not study blocks.
  if (/待办/.test(text) || REPLAN.test(text) || (/任务|作业|事项|事情/.test(text) && !/复习|学习/.test(text))) return undefined;
  const range = SPAN.exec(text)?.[0];
  const studies = /复习|学习|计划|节|学习块|课/.test(text);
  if (MISSED_QUESTION.test(text) && (studies || range)) return { family: "progress", focus: "missed", ...(range ? { range } : {}) };
  if (DONE_QUESTION.test(text) && (studies || range)) return { family: "progress", focus: "summary", ...(range ? { range } : {}) };
  return undefined;
}

/** The three readers, most specific first. */
export function detectPlanOutcome(text: string): Intent | undefined {
  return detectReplanMissed(text) ?? detectProgressQuestion(text) ?? detectCheckin(text);
}
