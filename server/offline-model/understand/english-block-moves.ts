/**
 * "move the 模拟卷 block to Sunday morning", "push the last two back a day" after a plan was proposed: an English
 * sentence keeps its words for the English readers, which know no block of the plan, so a pending block would be
 * placed again. Said in Chinese ("模拟卷挪到周日上午", "最后两个往后推一天"), the plan's readers move the block where
 * the plan has it. Only the shapes below; anything else stays English.
 */
import { normalise } from "../normalise/normalise";
import { draftPlaces } from "./draft-follow-ups";
import type { PreviousRequest } from "./follow-up-words";

const MOVED_TO = /^(?:please\s+|can you\s+|could you\s+)*(?:move|put|shift|switch)\s+(?:the\s+)?(.+?)\s+(?:block\s+|one\s+|session\s+)?to\s+(.+?)[.!?\s]*$/i;
const PUSHED =
  /^(?:please\s+|can you\s+|could you\s+)*(?:push|move|shift)\s+(?:the\s+)?(.+?)\s+(?:blocks?\s+|ones?\s+|sessions?\s+)?(back|later|forward|earlier)\s+(?:by\s+)?(a|one|two|three|[1-3])\s+(days?|weeks?)[.!?\s]*$/i;
const COUNTS: Record<string, string> = { a: "一", one: "一", "1": "一", two: "两", "2": "两", three: "三", "3": "三" };
/** "the last two", "the first one", "the middle one": the plan's order in Chinese. */
const ORDER = /^(last|first|middle)(?:\s+(one|two|three))?(?:\s+(?:blocks?|ones?|sessions?))?$/i;

function blocksSaid(words: string): string | undefined {
  const order = ORDER.exec(words.trim());
  if (!order) return /\p{Script=Han}/u.test(words) ? words.replace(/\s+/g, "") : undefined;
  const [where, count = "one"] = [order[1].toLowerCase(), order[2]?.toLowerCase()];
  if (where === "middle") return count === "one" ? "中间那个" : undefined;
  if (count === "one") return where === "last" ? "最后那个" : "第一个";
  return `${where === "last" ? "最后" : "前"}${COUNTS[count]}个`;
}

/** The sentence said in Chinese, or undefined when it is not a move of the plan's blocks in a shape read here. */
export function englishBlockMove(text: string, plan: PreviousRequest): string | undefined {
  if (draftPlaces(plan).length === 0 || !/^[\x20-\x7e\p{Script=Han}（）：]+$/u.test(text.trim())) return undefined;
  const pushed = PUSHED.exec(text.trim());
  if (pushed) {
    const who = blocksSaid(pushed[1]);
    const way = /back|later/i.test(pushed[2]) ? "往后推" : "提前";
    return who === undefined ? undefined : `${who}${way}${COUNTS[pushed[3].toLowerCase()]}${/week/i.test(pushed[4]) ? "周" : "天"}`;
  }
  const moved = MOVED_TO.exec(text.trim());
  const who = moved ? blocksSaid(moved[1]) : undefined;
  if (!moved || who === undefined) return undefined;
  // "Sunday morning" in a Chinese sentence is read by the mixed-English table as 周日上午.
  const said = normalise(`${who}挪到 ${moved[2]}`).text;
  return /[A-Za-z]/.test(said) ? undefined : said;
}
