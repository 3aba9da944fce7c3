/**
 * "记一下：线代期末1月7号上午八点半，逸夫楼102；记完按考试把复习排一下", "高数考试改到1月5号了，复习也按新日子重新排
 * 一遍": one exam stated (or moved), then the revision planned by it, is the record and then a plan for the exams, in
 * that order — the plan read after the record counts the exam just told.
 */
import type { Intent } from "./intent-types";
import { detectExam } from "./exam-intents";
import { detectScheduleRequest } from "./schedule-intents";

/** "记完", "记上以后", "记好了再": the exam kept first, said before the plan that follows it. */
const KEPT_FIRST = /^(?:先)?(?:帮我)?(?:记|录|存|加)(?:完|好|上|下)(?:了)?(?:以后|之后|后)?/;
/** "然后", "顺便", "再": the turn to the plan. */
const TURN = /^(?:然后|再|顺便|接着|之后|就)(?:帮我|给我|请)?/;
/**
 * "按新日子", "照改后的时间": the exam's day as it now is, which is the exams' own days as the plan's measure.
 */
const NEW_DAYS = /(?:按|照|根据|依照)着?(?:新的?|改后的?|改过的?|新定的?|更新后的?)(?:日子|时间|日期|考期)/;
/** The plan is for revision: a plan of anything else after an exam is no plan by it. */
const REVIEW = /复习|备考|温书|温习/;

function planAfter(clause: string): Intent | undefined {
  const asked = clause.replace(KEPT_FIRST, "").replace(TURN, "").replace(NEW_DAYS, "按考试时间");
  // "…，都记上再倒排复习": a cue to keep several exams is the reader of exams in a row's (exam-compounds.ts).
  if (!REVIEW.test(asked) || /记|录/.test(asked)) return undefined;
  const plan = detectScheduleRequest(asked);
  if (plan?.family !== "schedule" || (plan.range !== undefined && plan.range !== "期末前")) return undefined;
  const { range: _stretch, ...rest } = plan;
  return { ...rest, forExams: true };
}

export function examThenPlan(message: string): Intent | undefined {
  const cut = Math.max(...[...message.matchAll(/[，,；;。！!]/g)].map((mark) => mark.index));
  if (!Number.isFinite(cut) || cut <= 0) return undefined;
  const plan = planAfter(message.slice(cut + 1).trim());
  const head = plan ? detectExam(message.slice(0, cut)) : undefined;
  return plan && head?.family === "exam_record" ? { family: "compound", parts: [head, plan] } : undefined;
}
