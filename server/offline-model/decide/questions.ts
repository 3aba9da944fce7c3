/**
 * The questions the offline model asks with ask_user, in one place: the planners ask them, the planner says them as
 * text when ask_user is not offered, and the prompt reader recognises them in a history that kept only the text.
 */
import { say } from "../speak/language";
import type { AskedQuestion, Language } from "../types";

export interface Bilingual {
  zh: string;
  en: string;
}

export const RANGE_QUESTION: Bilingual = { zh: "想排到哪段时间？", en: "Which period should I schedule it into?" };
export const RANGE_OPTIONS = { zh: ["这周", "下周"], en: ["this week", "next week"] };
export const CLASS_QUESTION: Bilingual = { zh: "想排哪一类任务？", en: "Which task class should I schedule?" };
export const ALL_CLASSES: Bilingual = { zh: "全部", en: "all" };
export const TARGET_QUESTION: Bilingual = {
  zh: "想放到哪天的什么时间？说日期或周几，再加第几节或几点（例如“周四第3节”“12月3日下午2点”）",
  en: 'Which day and time should it go to? Say a date or weekday with a period or a time (e.g. "Thursday period 3", "Friday 2pm")',
};

/** "晚自习之后还有空吗": when the student's 晚自习 ends is theirs to tell. */
export const ROUTINE_END_QUESTION: Bilingual = {
  zh: "你们晚自习几点结束？告诉我时间（例如“九点以后”），我再帮你看有没有空。",
  en: 'When does your evening study hall end? Tell me the time (e.g. "after 9pm") and I\'ll check.',
};

/** "帮我改一下截止时间": a to-do edit that names no to-do. */
// Asked for every change of a to-do (done, deleted, re-dated, renamed), so it names none: "要改哪一个" read oddly after
// "取消那个提醒".
export const WHICH_TASK_QUESTION: Bilingual = { zh: "是哪一个待办？告诉我它的名字。", en: "Which to-do is it? Tell me its name." };

/** "有场考试要记一下": an exam told without its course or day. */
export const EXAM_QUESTION: Bilingual = { zh: "是哪门课的考试？哪天考？", en: "Which course is the exam for, and when is it?" };
/** "有门线代考试要记一下": the course said, its day not. */
export const EXAM_DAY_QUESTION: Bilingual = { zh: "这场考试是哪天、几点考？", en: "Which day and time is the exam?" };
/** "有个考试要记一下，明天下午三点": the day said, the course not. */
export const EXAM_COURSE_QUESTION: Bilingual = { zh: "是哪门课的考试？", en: "Which course is the exam for?" };

export function isQuestion(asked: AskedQuestion, question: Bilingual): boolean {
  return asked.question === question.zh || asked.question === question.en;
}

/** "想挪到哪天、几点开始？", "挪到什么时候？": a day or a time asked for in any words, with no options to pick. */
const WHEN_ASKED = /哪(?:一)?天|几点|几号|第几节|什么时(?:候|间)|哪个时(?:间|段)|哪段时间|when\b|what time|which day/i;

/** Whether a question asks where a block should go: ours, or another's asking a day or a time and offering none. */
export function asksTarget(asked: AskedQuestion): boolean {
  return isQuestion(asked, TARGET_QUESTION) || (asked.options.length === 0 && WHEN_ASKED.test(asked.question));
}

/** "今天下午4点": a block pointed at only by its day and the hour it starts (english-time-pointed.ts, "那节" cut). */
const TIME_POINTED = /^(今天|明天|周[一二三四五六日])(上午|下午|晚上)(\d{1,2})点(?:(\d{1,2})分)?$/;
const ENGLISH_DAYS: Record<string, string> = { 今天: "today", 明天: "tomorrow", 周一: "Monday", 周二: "Tuesday", 周三: "Wednesday", 周四: "Thursday", 周五: "Friday", 周六: "Saturday", 周日: "Sunday" };

/**
 * "没有找到今天下午4点开始的学习块，你指的是哪一块？": no block starts then, so the placed blocks are offered, never a task
 * asked for by a name the student did not say.
 */
function whichDayQuestion(label: string, language: Language): string | undefined {
  const said = TIME_POINTED.exec(label);
  if (!said) return undefined;
  const [, day, part, hour, minute] = said;
  const clock = `${hour}${minute ? `:${minute.padStart(2, "0")}` : ""}${part === "上午" ? "am" : "pm"}`;
  const dayEn = ENGLISH_DAYS[day];
  return say(language, `没有找到${label}开始的学习块，你指的是哪一块？`, `I couldn't find a block starting at ${clock} ${dayEn === "today" || dayEn === "tomorrow" ? dayEn : `on ${dayEn}`}. Which one do you mean?`);
}

/** "你说的“随机”是指哪一个任务？" / "没有找到“化学”，你指的是哪一个任务？". */
export function whichTaskQuestion(label: string, missing: boolean, language: Language): string {
  const dayAsked = missing ? whichDayQuestion(label, language) : undefined;
  if (dayAsked) return dayAsked;
  return missing
    ? say(language, `没有找到“${label}”，你指的是哪一个任务？`, `I couldn't find "${label}". Which task do you mean?`)
    : say(language, `你说的“${label}”是指哪一个任务？`, `Which task do you mean by "${label}"?`);
}

/** "没有找到“高数作业”，要先把它记成一条待办吗？": a scheduling request that names nothing the student has. */
export function createOfferQuestion(label: string, language: Language): string {
  return say(language, `没有找到“${label}”，要先把它记成一条待办吗？`, `I couldn't find "${label}". Shall I note it down as a to-do first?`);
}
export const CREATE_OFFER_OPTIONS = { zh: ["记下来", "不用了"], en: ["note it", "no thanks"] };
const CREATE_OFFER = /要先把它记成一条待办吗？$|Shall I note it down as a to-do first\?$/;

export function isCreateOffer(asked: AskedQuestion): boolean {
  return CREATE_OFFER.test(asked.question);
}

/** Whether a which-task question was about this label. */
export function asksAbout(asked: AskedQuestion, label: string): boolean {
  return asked.question.includes(`“${label}”`) || asked.question.includes(`"${label}"`);
}

/** A question with its options, as the model says it. */
export function questionAsText(asked: AskedQuestion, language: Language): string {
  if (asked.options.length === 0) return asked.question;
  const options = asked.options.join(" / ");
  return say(language, `${asked.question}（可选：${options}）`, `${asked.question} (options: ${options})`);
}

const OPTIONS_SUFFIX = /^([\s\S]*?)(?:（可选：(.+)）| \(options: (.+)\))$/;
const FIXED_QUESTIONS = [RANGE_QUESTION, CLASS_QUESTION, TARGET_QUESTION, ROUTINE_END_QUESTION, WHICH_TASK_QUESTION, EXAM_QUESTION, EXAM_DAY_QUESTION, EXAM_COURSE_QUESTION].flatMap((question) => [question.zh, question.en]);
const WHICH_TASK = /是指哪一个任务？$|Which task do you mean/;

/** "你说的“实验”是指哪一个任务？": a question about which task a name means. */
export function isWhichTask(asked: AskedQuestion): boolean {
  return WHICH_TASK.test(asked.question);
}

/** Reads back a question said by questionAsText; any other text is not one of the model's questions. */
export function questionInText(text: string): AskedQuestion | undefined {
  const trimmed = text.trim();
  const suffixed = OPTIONS_SUFFIX.exec(trimmed);
  const asked = suffixed
    ? { question: suffixed[1].trim(), options: (suffixed[2] ?? suffixed[3]).split(" / ") }
    : { question: trimmed, options: [] };
  return FIXED_QUESTIONS.includes(asked.question) || WHICH_TASK.test(asked.question) || CREATE_OFFER.test(asked.question) ? asked : undefined;
}
