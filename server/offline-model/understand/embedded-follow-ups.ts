/**
 * "英语课里嵌的那个撤了", "嵌在英语课里的那节挪到晚上", "体育课上塞的那块删了" after a day's agenda that told a
 * block set inside a course's meeting ("思想政治（课，内嵌 第一章 随机事件与概率）"): the block is pointed at by the
 * course it sits in, which the student names short; the request is said again with the block's own name.
 */
import { isAbbreviation } from "@/lib/tasks/short-names";
import { detectIntent } from "./intents";
import { answeredDay } from "./answered-things";
import { dayIn, type FollowUp, type PreviousRequest } from "./follow-up-words";

/** "思想政治（课，内嵌 第一章 随机事件与概率）", "英语（课，嵌入 单词）": a course and the block inside it. */
const EMBEDDED_ENTRY = /([^\s；;：:。，,）)]{2,20})[（(]课[，,]\s*(?:内嵌|嵌入|嵌着)\s*([^）)]{2,40})[）)]/g;
/** "思政课里嵌的那个", "嵌在英语课里的那节", "体育课上塞的那块": the course, and a verb of setting inside it. */
const POINTED =
  /^((?:那就?|就)?(?:把)?)((?:嵌在|塞在|夹在|插在)?(\p{Script=Han}{1,10}?)课?(?:里面|里头|里|上|中)?(?:嵌|塞|夹|插)?(?:着|进去|进来)?的?)(?:那个|那节|那块|那段)(?:复习|学习)?/u;

function courseNamed(word: string, course: string): boolean {
  return course === word || course.includes(word) || isAbbreviation(word, course);
}

export function pointedByCourse(text: string, previous: PreviousRequest): FollowUp | undefined {
  const pointed = POINTED.exec(text.trim());
  if (!pointed || !/[嵌塞夹插]/.test(pointed[2]) || previous.said === undefined) return undefined;
  const inside = [...previous.said.matchAll(EMBEDDED_ENTRY)].filter((entry) => courseNamed(pointed[3], entry[1]));
  if (inside.length !== 1) return undefined;
  const lead = pointed[1].includes("把") ? pointed[1] : `${pointed[1]}把`;
  // "…挪到晚上七点": a time with no day stays on the day the answer told.
  const rest = text.trim().slice(pointed[0].length);
  const day = answeredDay(previous);
  const dated = !dayIn(rest) && day ? rest.replace(/^((?:先|就|再)?(?:挪|移|推|调|放|换)(?:到|至|在))/, `$1${day}`) : rest;
  const said = `${lead}${inside[0][2].trim()}${dated}`;
  const intent = detectIntent(said);
  return intent.family === "edit" || intent.family === "task_edit" ? { family: "pointed", text: said } : undefined;
}
