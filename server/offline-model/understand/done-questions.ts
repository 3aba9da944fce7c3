/**
 * "线代作业这周写完了没", "实验报告交了没有", "英语作文写好了吗": whether a to-do is done, asked. The to-do list answers
 * it (query_tasks with the done ones included, so a finished to-do shows as finished); the stretch said (这周) is when
 * it was to be done, not a day whose agenda is asked, and the sentence reports nothing done, so it is no check-in.
 */
import type { Intent } from "./intent-types";

/** The verbs of finishing a to-do; 上 (a class met) and 复习 (a study block) are asked elsewhere. */
const DONE_ASKED =
  /^(?:我的?)?(\p{Script=Han}{2,12}?|[A-Za-z][\w ]{1,20}?)(?:的)?(?:(?:这|本)(?:周|星期|礼拜)|今天|昨天|这两天|上周)?(?:都|已经|到底)?(?:写|做|交|弄|搞|干|填|提交)(?:完|好)?了(?:没有?|吗|么|嘛|没)[？?。~～\s]*$/u;
/** Subjects that are a stretch or a person, not a to-do: "这周写完了没", "你做完了吗". */
const NOT_A_TASK = /^(?:这周|本周|今天|昨天|你|他|她|大家|我们|室友)$|课$/;

export function doneAsked(text: string): Intent | undefined {
  const match = DONE_ASKED.exec(text.trim());
  const keyword = match?.[1].replace(/^(?:这周|本周|今天|昨天)的?/, "").trim();
  if (!keyword || NOT_A_TASK.test(keyword)) return undefined;
  return { family: "query_tasks", input: { keyword, include_completed: true } };
}
