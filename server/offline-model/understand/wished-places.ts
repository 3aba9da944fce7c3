/**
 * The thing a request wants a time for, when the assistant answered it with places to choose from: "图论那块找个能连着
 * 放三节的地方", "函数与等价关系找个两节的空", "模拟卷我想找个上午整块做", "函数与等价关系排两节". The place picked
 * is where that thing goes, so the request is said again as "把图论放到…".
 */

/** "那块", "那个": a pointer after the thing's name, which names it no further. */
const POINTER = "(?:那块|那个|那节|那部分|这块|这个)?";
/** "我想", "帮我", "给我": who wants it and how politely, between the thing and the verb. */
const WHO = "(?:我)?(?:想|要|得)?(?:帮我|给我)?";
/** The verb that asks for time: find, pick, fit or put it somewhere. */
const FIND = "(?:找|挑|抽|排|安排|放|塞)";
// The name holds no verb of finding and no 把: "帮我找个时间把X做完" names its thing after them, for other readers.
const THING_THEN_FIND = new RegExp(`^(?:帮我|给我)?(?:把)?((?:(?![把找挑抽排放塞])\\p{Script=Han}){2,12}?)${POINTER}${WHO}${FIND}(.*)$`, "u");
/** What the rest asks for: a stretch of time, its length, or the part of a day. */
const TIME_ASKED = /空|时间|地方|时段|节|上午|下午|晚上|一口气|整块|连着/;

/** "树那块给我": a name read by a looser reader, without the pointer and the asking after it. */
const TRAILING = new RegExp(`(?<=\\p{Script=Han})${POINTER}${WHO}$`, "u");

export function bareThing(name: string): string {
  return name.replace(TRAILING, "");
}

export function wishedThing(text: string): string | undefined {
  const match = THING_THEN_FIND.exec(text.trim());
  // "帮我找个时间…" read with its asking words taken for the name: no thing was named before the verb.
  if (!match || !TIME_ASKED.test(match[2]) || /^(?:帮|给|我|你)/.test(match[1])) return undefined;
  return match[1];
}
