/**
 * "四五章对调", "三四单元互换": two chapters said with one 章, as a pair is said aloud, are two names (第四章, 第五章).
 * 十 is never split: "十五章", "二十章" are one chapter.
 */
const CHAPTER_PAIR = /^(那就?|就|还是)?(?:把)?第?([一二三四五六七八九])(?:和|跟|、)?([一二三四五六七八九])(章|讲|单元)/;

export function withChapterPair(text: string): string {
  return text.replace(CHAPTER_PAIR, (_all, lead: string | undefined, first: string, second: string, unit: string) => `${lead ?? ""}第${first}${unit}和第${second}${unit}`);
}
