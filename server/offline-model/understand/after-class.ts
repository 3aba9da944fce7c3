/**
 * A block pointed at by the day and the class it follows ("周三下午上完课之后那节复习", "明天下午最后一节课后面那个学习块",
 * "周三下午上完体育以后的那个复习块"): the day, its part when said, and the course when named. The day's agenda then
 * says which block that is (decide/block-after-class.ts); the day is looked up first (decide/class-day-lookup.ts).
 */
import { DAY_WORD } from "./day-words";

/**
 * Right after the day and its part: "上完课之后", "最后一节课后面", "上完体育以后", "体育课后面", "线代下课之后".
 * Group: the course named, when one is.
 */
const AFTER_CLASS = /^(?:的)?(?:最后|第一)?(?:一|两)?(?:门|节|堂)?(?:上完|下了?)?(\p{Script=Han}{0,6}?)课?(?:上完|下了?课?|结束|完)?了?(?:以后|之后|后面|过后|后头|后)/u;
const PART_SAID = /^(?:的)?(早上|上午|中午|下午|晚上)/;

export interface AfterClass {
  dayWord: string;
  /** The part of the day said before the class ("下午"), when one is. */
  part?: string;
  /** The course named ("体育"), empty when the class is said by its part of the day only. */
  course: string;
}

export function afterClassSaid(words: string): AfterClass | undefined {
  const dayWord = DAY_WORD.exec(words);
  if (!dayWord) return undefined;
  const afterDay = words.slice(dayWord.index + dayWord[0].length);
  const part = PART_SAID.exec(afterDay);
  const said = AFTER_CLASS.exec(afterDay.slice(part?.[0].length ?? 0));
  return said ? { dayWord: dayWord[0], part: part?.[1], course: said[1] } : undefined;
}
