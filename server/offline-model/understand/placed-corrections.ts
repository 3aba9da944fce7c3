/**
 * "不是集合，我说的是函数与等价关系放那儿" after "把集合与二元关系放到周四下午两点" was placed: the wrong thing went to
 * that time. It is taken off, and the one meant put where it was asked for, as one request in two parts. The
 * normaliser keeps only the name meant ("不是X，是Y" → Y), so this reads the student's own words.
 */
import type { FollowUp, PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** "不是X，(我说的)是Y(放那儿)": the wrong name, then the one meant, with at most a pointer back at the place. */
const WRONG_THEN_MEANT =
  /^(?:不对[，,\s]*)?不是([^，,。]{1,12}?)(?:那个|这个|那块)?[，,\s]*(?:我说的是|我是说|应该是|要的是|是)([^，,。]{2,16}?)(?:放|排|搁)?(?:在)?(?:那儿|那里|那边|那|这儿|这里|那个位置|那个时间|那个点)?(?:吧|啊|哈)?[。.!！~～\s]*$/;

export function wrongThingPlaced(said: string, previous: PreviousRequest): FollowUp | undefined {
  const words = WRONG_THEN_MEANT.exec(said.trim());
  if (!words) return undefined;
  const placed = detectIntent(previous.text);
  if (placed.family !== "edit" || placed.action !== "move") return undefined;
  const name = "name" in placed.reference ? placed.reference.name : undefined;
  const [, wrong, meant] = words;
  if (name === undefined || !name.includes(wrong.trim()) || name.includes(meant)) return undefined;
  return { family: "correction", text: `${name}先拿掉；另外${previous.text.replace(name, meant.trim())}` };
}
