/**
 * "第二个", "最后一个", "倒数第二个", "中间那个": an item of a list said by where it stood. One reading for both
 * readers of such words: references.ts (against what earlier cards named) and pointing-follow-ups.ts (against what
 * the last answer listed).
 */
const NUMBERS: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8 };
const NUMBER = "[一二两三四五六七八1-8]";

/** A block of a plan or a day counted off: "最后那块", "第二块" (never 第二节, which is a period of the day). */
const ITEM_OR_BLOCK = "(?:个|项|条|块)";

/** The words as a pronoun is written with them: "第三个", "最后那条", "倒数第二个", "中间那个", "最后那块". */
export const PLACE_WORDS = `第${NUMBER}${ITEM_OR_BLOCK}|最后[一那]${ITEM_OR_BLOCK}|倒数第${NUMBER}${ITEM_OR_BLOCK}|中间(?:的?那|的)${ITEM_OR_BLOCK}`;

const PLACE = new RegExp(`^(?:第(${NUMBER})|倒数第(${NUMBER})|(最后)|(中间))`);

function numberOf(word: string): number {
  return NUMBERS[word] ?? Number(word);
}

/**
 * Where the words put the item: 1 the first, -1 the last, -2 the one before it, 0 the middle one; undefined when they
 * say no place.
 */
export function placeOf(words: string): number | undefined {
  const match = PLACE.exec(words);
  if (!match) return undefined;
  if (match[1] !== undefined) return numberOf(match[1]);
  if (match[2] !== undefined) return -numberOf(match[2]);
  return match[3] !== undefined ? -1 : 0;
}

/** How long a list must be for the place to be in it (a middle one needs three at least). */
export function lengthFor(place: number): number {
  return place === 0 ? 3 : Math.abs(place);
}

/** The item at the place the words say; the middle one only of an odd count, where one item is in the middle. */
export function atPlace<Item>(list: readonly Item[], words: string): Item | undefined {
  const place = placeOf(words);
  if (place === undefined || list.length < lengthFor(place)) return undefined;
  if (place === 0) return list.length % 2 === 1 ? list[(list.length - 1) / 2] : undefined;
  return place < 0 ? list.at(place) : list[place - 1];
}
