/** Which language the student wrote in: Chinese unless the message is plainly English. */
import type { Language } from "../types";

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

const LATIN_WORDS = /[A-Za-z]{2,}/g;
const HAN_CHARACTERS = /\p{Script=Han}/gu;

/**
 * An English sentence with the student's Chinese names in it ("my 大学物理 final is jan 8 at 2pm", "remind me every
 * monday morning to top up my 校园卡"): three English words or more, and more of them than half its Chinese characters.
 * "昨天的review都done了", "帮我把 lab report 的 deadline 改到周五" are Chinese with English words in them.
 */
function englishAroundNames(text: string): boolean {
  const words = text.match(LATIN_WORDS)?.length ?? 0;
  const characters = text.match(HAN_CHARACTERS)?.length ?? 0;
  return words >= 3 && words * 2 > characters;
}

/** "zh" or "en" when the text decides it; undefined for text without words ("3", "[12]", "👍"). */
function languageOf(text: string): Language | undefined {
  if (HAN.test(text)) return englishAroundNames(text) ? "en" : "zh";
  if (LATIN_WORD.test(text)) return "en";
  return undefined;
}

/**
 * The reply language: the latest message's, unless it says nothing either way (an answer such as "3"), then the
 * earlier messages', and Chinese by default.
 */
export function replyLanguage(textsNewestFirst: readonly string[]): Language {
  for (const text of textsNewestFirst) {
    const language = languageOf(text);
    if (language) return language;
  }
  return "zh";
}

export function say(language: Language, chinese: string, english: string): string {
  return language === "en" ? english : chinese;
}
