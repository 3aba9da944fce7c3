/**
 * A long message that only tells of the student's days — how tired they are, what the roommate said, the moon on the
 * way back, a chapter's exercises finished in the library — asks for nothing, though one sentence in it alone would
 * read as a check-in ("把概率论第三章的题全刷完了") or a note ("晚上还要去社团排练到十点多"). Told among other
 * sentences about the day, with no word that asks, it is small talk.
 */
import type { Intent } from "./intent-types";

/**
 * Any word that asks, plans, notes or changes. A verb alone is no ask ("每天都在改论文", "排队排到门口"): only with
 * what makes it a request of the planner. 几乎 is "almost"; 吧 is left out on purpose: "再咬咬牙坚持一下吧" cheers
 * the student on.
 */
const ASKS =
  /[？?]|吗|帮我|帮忙|给我|替我|麻烦|提醒|记(?:一下|下来|上|着|住|得)|别忘|查(?:一下|下|查)|看看|看一下|看下|安排|计划|(?:排|挪|移|改|删|勾|标|加|建)(?:一下|进|上去|掉|了吧|成|个)|有没有|是不是|几(?!乎)|什么|啥|哪|怎么|多少|打卡|算(?:我|作|成)/;

/** The sentences of a message, each with its closing mark; a comma keeps clauses together. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^。！!…~～]+(?:[。！!…~～]+|$)/gu) ?? []).map((sentence) => sentence.trim()).filter((sentence) => sentence.replace(/[\p{P}\s]/gu, "") !== "");
}

/** "每天都在改论文，晚上还要去健身房练到九点": what the student does every day is their routine, not a thing to note. */
const ROUTINE = /每天|天天|每晚|每个晚上|每周|经常|总是|老是|一直/;

/**
 * Questions read from a sentence with no asking word in it ("下午的课老师讲得很有意思" is no question about the
 * afternoon): the message holds none, so none of its sentences asks.
 */
const QUESTIONS = new Set<Intent["family"]>(["schedule_question", "query_tasks", "exam_countdown", "progress", "term_question"]);

/** What a sentence of a diary may read as on its own: nothing asked, a block of study told as done, a routine. */
function toldOnly(intent: Intent, sentence: string): boolean {
  if (intent.family === "quick_note") return ROUTINE.test(sentence);
  return intent.family === "small_talk" || intent.family === "unknown" || intent.family === "checkin" || QUESTIONS.has(intent.family);
}

const MIN_SENTENCES = 3;
const MIN_LENGTH = 40;

/** Whether the message only narrates: three sentences or more, none asking, at least two of them plain talk. */
export function narratedOnly(text: string, detect: (part: string) => Intent): boolean {
  if (text.length < MIN_LENGTH || ASKS.test(text)) return false;
  const sentences = sentencesOf(text);
  if (sentences.length < MIN_SENTENCES) return false;
  const read = sentences.map((sentence) => detect(sentence.replace(/[。！!…~～\s]+$/u, "")));
  const plain = read.filter((intent) => intent.family === "small_talk" || intent.family === "unknown").length;
  return read.every((intent, index) => toldOnly(intent, sentences[index])) && plain >= 2;
}
