/**
 * A plan asked for after a story (round 39, M): a sentence that only keeps times free leans on the plan before it
 * ("想下周把复习都排上。…这两个晚上别给我排"), a limit said after the request is the plan's ("…倒着排好？周日想留给自己
 * 休息"), a plan for 它 is for what the story says the student can now study, and a study plan named by no subject is
 * for the course the story opens with.
 */
import type { Intent } from "./intent-types";
import { storySubject } from "./class-intents";

export const LIMIT_ONLY = /(?:别|不要|不用)(?:给我|帮我)?(?:排|安排)(?:东西|了|吧|哈)*[。！!~～\s]*$/;

/** The plan read again with the sentences after it, when they add a limit (days off, a cap, hours kept free) and nothing else. */
export function withLimitsAfter(plan: Extract<Intent, { family: "schedule" }>, said: string, after: string, detect: (part: string) => Intent): Intent | undefined {
  if (after.trim() === "" || plan.daysOff || plan.dailyCap || plan.keepFree) return undefined;
  const whole = detect(`${said.replace(/[？?。！!]+$/, "")}，${after}`);
  const added = whole.family === "schedule" && (whole.daysOff || whole.dailyCap || whole.keepFree);
  return added && whole.family === "schedule" && whole.hints.length === plan.hints.length && whole.forExams === plan.forExams ? whole : undefined;
}

/** "可以专心复习概率论了。帮我把它排进下周吧": the subject the story says the student can now study. */
const NOW_STUDIED = /(?:专心|安心|好好|开始|终于能|可以)(?:复习|学|准备|攻)(\p{Script=Han}{2,8}?)(?:了|啦|吧)?[。！!，,…\s]*$/u;

export function studiedSubject(story: string): string | undefined {
  return NOW_STUDIED.exec(story)?.[1];
}

/** "自动控制原理学得我头都大了。帮我建个复习计划：…": the plan, named by no subject, is for the story's course. */
export function withStoryCourse(plan: Extract<Intent, { family: "propose_class" }>, story: string): Intent | undefined {
  const course = /^(?:复习|学习)?(?:计划)?$/.test(plan.name) ? storySubject(story) : undefined;
  return course ? { ...plan, name: `${course}复习` } : undefined;
}
