/**
 * Questions that weigh the student's own things against each other: "四级真题和错题本，哪个更该先做", "物理实验报告和
 * 线代作业哪个先到期", "离散课和概率论课这周哪个先上", "两个复习计划哪个完成得更好", "离散复习里耗时最长的是哪块".
 * The names said only bound the comparison; the answer is the list the tools already rank (deadlines, the week's
 * classes, progress, the pending work with its periods), so no name is searched and nothing is changed. 哪个先 alone
 * reads as an exam's order in exam-rows.ts; the verb after it says which things are weighed.
 */
import type { Intent } from "./intent-types";

/** "哪个", "哪一个", "哪项", "哪门": which of the things said. */
const WHICH = "哪(?:一)?(?:个|项|件|样|门|节|份)";

/** How soon, how urgent, or which first to do: the to-dos ranked by their deadlines. */
const TODO_ORDER = new RegExp(
  `${WHICH}(?:更|最|比较)?(?:应该|该|需要|要|得)?(?:先|优先|最先|更早|最早)(?:做|写|搞|弄|完成|处理|交|赶|到期|截止|due)|` +
    `${WHICH}(?:的)?(?:截止|ddl|deadline|到期)(?:日期|时间)?(?:更|最|比较)?(?:早|近|急)|` +
    `${WHICH}(?:更|最|比较)(?:急|紧急|要紧|赶|紧迫)|(?:截止|ddl|到期)(?:日期|时间)?(?:更|最)(?:早|近)的?(?:是|那个)?${WHICH}`,
  "i",
);

/** Which class meets first in the week: the week's classes, in order. */
const CLASS_ORDER = new RegExp(`${WHICH}(?:课)?(?:更|最)?(?:先|早|更早|最早|最先)(?:上|开课)(?!完|交|传|报)`);

/** How far along: the plans' progress. */
const PROGRESS_ORDER = new RegExp(
  `${WHICH}(?:计划|复习)?(?:完成|做|推进|进行|学|落实)(?:得|的)(?:更|最|比较)(?:好|快|多|顺)|${WHICH}(?:的)?进度(?:更|最|比较)(?:快|好|多|靠前)|${WHICH}(?:落下|拖|欠)(?:得|的)?(?:更|最)多`,
);

/** Which part costs most time or effort: the pending work with its periods. */
const COST_ORDER = /(?:耗时|用时|花(?:的)?时间|费时间?|工作量|节数)(?:最|更)(?:长|多|久|大)[^，,。？?]{0,4}哪(?:块|个|项|部分|章|节|门)|(?:最|更)(?:耗时|费时|花时间|费劲|难啃|难)(?:的)?(?:是)?哪(?:块|个|项|部分|章|节)|哪(?:块|个|项|部分|章)(?:最|更)(?:耗时|费时|花时间|费劲|难啃|难|占时间)/;

/** The week the classes are weighed in, as said ("这周", "下周"); this week when unsaid. */
const WEEK = /(?:这|本|下|上)(?:个)?(?:周|星期|礼拜)/;

/**
 * "物理实验是单周上还是双周上来着": the two kinds of week weighed for a course, which its meetings this week show. A
 * week said first ("这周是单周还是双周") asks the term (term-intents.ts).
 */
const COURSE_PARITY =
  /^(?:我的?|那个?|那门)?(?!这|本|下|上|现在|今天|明天|目前)(\p{Script=Han}{2,10}?)(?:课)?(?:是|在)?(?:单周|双周)(?:上)?(?:课)?还是(?:单周|双周)|^(?:我的?|那门)?(?!这|本|下|上|现在|今天|明天|目前)(\p{Script=Han}{2,10}?)(?:课)?(?:是)?(?:单双周|隔周)(?:上)?(?:吗|么|嘛|来着)?[？?]?$/u;

/**
 * "错题本的截止要比四级真题早一点，就定这周五吧": one to-do's deadline weighed against another's, then the day it is
 * set to. The other to-do only explains the day; the first is the one re-dated.
 */
const RELATIVE_DEADLINE =
  /^(?:把)?(?<name>[^，,。比]{2,20}?)的?(?:截止|ddl|deadline|交的?)(?:时间|日期|日)?(?:要|得|应该|最好)?(?:比|早于|晚于)(?:[^，,。]{2,20}?)(?:早|晚|提前|靠前|靠后)?(?:一点|一些|点|些|[一两二三几]天)?(?:才行|才对)?[，,]\s*(?:那)?(?:就)?(?:定|改|设|放|挪)(?:成|到|在|为)?(?<when>[^，,。]{2,12}?)(?:截止)?(?:吧|好了|呗|就行)?[。！!~～\s]*$/i;

/** The weighing of the student's things in `text`, or undefined when it weighs nothing of theirs. */
/** "哪个最急就先排哪个，你帮我排一下": the ranking is the rule of a plan asked for, not a question. */
const PLAN_ASKED = /(?:就|先)(?:排|做|安排)哪|(?:帮我|给我|你)(?:排|安排)|(?:排|安排)(?:一下|下)(?!哪)/;

export function comparedQuestion(text: string, read: (text: string) => Intent): Intent | undefined {
  const relative = RELATIVE_DEADLINE.exec(text)?.groups;
  if (relative) {
    const set = read(`把${relative.name}的截止改到${relative.when}`);
    if (set.family === "task_edit" && set.action === "update") return set;
  }
  if (PLAN_ASKED.test(text)) return undefined;
  const parity = COURSE_PARITY.exec(text);
  const course = parity?.[1] ?? parity?.[2];
  if (course) return { family: "schedule_question", question: { toolName: "query_day", input: { when: "这周", course } } };
  // "哪个先考" weighs exams (exam-rows.ts), "哪个先排" asks for a plan: neither is a ranking of what is listed here.
  if (COST_ORDER.test(text)) return { family: "schedule_question", question: { toolName: "list_tasks", input: { status: "pending" } } };
  if (PROGRESS_ORDER.test(text)) return { family: "progress", focus: "summary" };
  if (CLASS_ORDER.test(text)) return { family: "schedule_question", question: { toolName: "query_day", input: { when: WEEK.exec(text)?.[0] ?? "这周" } } };
  if (TODO_ORDER.test(text)) return { family: "query_tasks", input: {} };
  return undefined;
}
