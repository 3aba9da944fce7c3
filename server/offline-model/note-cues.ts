/**
 * Where a student says "note this": a cue at the start ("提醒我…", "随手记：…", "note: …"), at the end ("…，记一下",
 * "…，帮我记着", "…, note that down") or after a short aside ("哦对了，…，帮我记上"). What is left is the note's own
 * words, passed on as they are (the task tools read its time in the student's zone).
 */
import { stripLeading, tidyText } from "@/lib/tasks/task-text";

const PARTICLES = "(?:吧|哈|哦|噢|嘛|呗|啊|呀|哟|喔|咯|一下|一哈|谢谢|谢啦|thx|!|！|~|～|。|\\.|\\s|\\p{Extended_Pictographic})*";
const HELP = "(?:能不能|可不可以|可以|请|麻烦|劳驾)?你?(?:千万|务必|一定)?(?:帮我|帮忙|给我|替我|帮)?";

/** The cue words themselves, longest forms first. */
const CHINESE_CUES =
  "(?:提醒我?一下我?|提醒下我|提醒我|提醒一下|记得提醒我|记一下下(?![周星礼个])|记一下|记一哈|记个待办|记个提醒|记一个|备注一下|备注|记下来|记下(?![周星礼个午])|记着点?|记住了?|记上|记一笔|记一条|记个事儿?|记录一下|记录下|记得|别忘了|别忘记|别让我忘了|备忘一下|备忘|随手记一下|随手记|笔记|记(?=下[周星礼个]))";

const NOTE_LEAD_INS: readonly RegExp[] = [
  new RegExp(`^${HELP}${CHINESE_CUES}${PARTICLES}[：:，,\\s]*`, "u"),
  /^(?:please\s+|pls\s+|plz\s+)?(?:can you\s+|could you\s+)?(?:remind me to|remind me|note to self|make a note(?: to)?|jot down|note down|note|remember to|don'?t (?:let me )?forget to)\b[:,\s]*/i,
];

const NOTE_TAILS: readonly RegExp[] = [
  new RegExp(`[，,。.！!；;\\s]*${HELP}${CHINESE_CUES}${PARTICLES}$`, "u"),
  /[,，.\s]*(?:please\s+)?(?:note (?:that|it) down|make a note(?: of (?:it|that))?|jot (?:that|it) down|remind me)[.!\s]*$/i,
];

/** Little words before the note itself: "哦对了，…". */
const ASIDE = /^(?:哦对了|对了|噢对|还有|另外|那个)[，,\s]*/;

/** The note's words when the message is a note (a cue at the start or the end), else undefined. */
export function noteContent(text: string): string | undefined {
  const trimmed = text.trim();
  const led = stripLeading(trimmed, NOTE_LEAD_INS);
  if (led !== trimmed) return tidyText(led);
  for (const tail of NOTE_TAILS) {
    const match = tail.exec(trimmed);
    if (match && match.index > 0) return tidyText(trimmed.slice(0, match.index).replace(ASIDE, ""));
  }
  return undefined;
}
