/**
 * Questions about what the study plans hold, not how far they have come: "线代复习计划里都有哪几项", "概率论复习一共几
 * 章、每章几节", "我现在一共有几个学习计划". The listing of every task (list_tasks, all) names each plan's items with
 * their lengths; a progress question ("完成几项了") is progress-questions.ts's.
 */
import type { Intent } from "./intent-types";

/** "…计划里都有哪几项", "…复习包括哪些章": the items of a plan, asked. */
const ITEMS_ASKED = /(?:计划|复习|学习|备考)(?:里|中|里面|当中)?(?:都|一共|总共|共)?(?:有|包括|包含|分)(?:哪几|哪些|什么|几)(?:个)?(?:项|章|个|块|部分|条|篇|本|单元)/;
/** "一共几章、每章几节", "总共多少项": how a plan is counted, asked. */
const COUNT_ASKED = /(?:一共|总共|共)(?:有)?(?:几|多少)(?:个)?(?:章|项|单元|篇|部分)[^，,。？?]{0,3}(?:[，,、]?\s*每(?:章|项|个|篇|单元)(?:是|有|要|占)?(?:几|多少)节)?/;
/** "我现在一共有几个学习计划", "我都建了哪些复习计划": the plans themselves, counted or listed. */
const PLANS_ASKED = /(?:几个|多少个|哪些|哪几个|什么)(?:学习|复习)?计划|(?:学习|复习)计划(?:都)?(?:有)?(?:几个|多少个|哪些|哪几个)/;
/** Progress, a plan asked for, or a change: no question about what the plans hold. */
const NOT_CONTENTS = /完成|做完|学完|打卡|落下|没做|进度|帮我|给我|(?:新建|建|排|删|改|加)(?:一个|个|到|进|掉|成|一下)/;

export function planContentsQuestion(text: string): Intent | undefined {
  if (NOT_CONTENTS.test(text) || !(ITEMS_ASKED.test(text) || COUNT_ASKED.test(text) || PLANS_ASKED.test(text))) return undefined;
  return { family: "schedule_question", question: { toolName: "list_tasks", input: { status: "all" } } };
}
