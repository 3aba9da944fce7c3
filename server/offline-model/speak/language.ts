/** Which language the student wrote in: Chinese unless the message is plainly English. */
import type { Language } from "../types";

const HAN = /\p{Script=Han}/u;
const LATIN_WORD = /[A-Za-z]{2,}/;

/** "zh" or "en" when the text decides it; undefined for text without words ("3", "[12]", "👍"). */
function languageOf(text: string): Language | undefined {
  if (HAN.test(text)) return "zh";
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
