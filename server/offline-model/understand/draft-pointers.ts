/**
 * Which block of a plan just proposed the student's words point at ("已生成方案，请在卡片上确认：集合与二元关系 →
 * 12月3日 周四 16:00–17:40；…"). A block is pointed at by
 * - a part of its name: "模拟卷", "四级那套", "代数系统那章";
 * - its place in the plan: "第一个", "第二块", "最后那个", "中间那个";
 * - the clock it starts at: "下午两点那块", "七点那个";
 * - its weekday, with the part of the day or a part of its name when the day holds more than one: "周一那块",
 *   "周四早上那个", "周日那个模拟卷", "周六下午的树".
 * Words that fit no block, or more than one, point at none: the move is then asked about, never guessed.
 */
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { CLOCK, PART_OF_DAY, startsAtSaid } from "./clock-words";
import type { DraftPlace } from "./draft-follow-ups";

/** A lead before the block ("就模拟卷…", "把错题本…"). */
// "都定下来了，但周四晚上那个…": a but before the block is no part of what names it.
export const POINTER_LEAD = /^(?:但是?|不过|可是|只是)?(?:那就?|就|还是|那)?(?:帮我|给我)?(?:把|将)?/;
/** The words that point at it after its name ("那块", "那套", "也"); "能不能…" asks it as a favour. */
// "周五那个再往后延一天": 再 before the verb is no part of the name.
// "图论那三节": the periods the block runs said as its pointer; "模拟卷四节连着", "第三章连着三节": the run it was put as.
export const POINTER_TAIL = /(?:的)?(?:那块|那个|那段|那节|那套|那章|那份|那部分|那项|那条|这块|这个|这段|那[一二两三四五六\d]节|[一二两三四五六\d]节连着|连着[一二两三四五六\d]节)?(?:复习|学习)?(?:也|都|就|还是|再)?(?:能不能|能否|可不可以|可以|能)?$/;
/** "这个", "它": the one block, when the plan put one. */
export const THIS_ONE = /^(?:这个|这块|这段|它|那个|那块|那段)?$/;

/** "第一个", "第2块", "最后那个", "头一个": a block by its place in the plan's order. */
// "倒数第二个": counted from the end.
// "中间那个": the middle one of an odd number of blocks.
const RANK = /^(?:(倒数)?第([一二两三四五六七八九十\d]{1,2})|(头|最前面|最后|最后面|中间|最中间))(?:一)?(?:个|块|节|段|项|条|那个|那块)?$/;
const NUMBERS = "一二三四五六七八九十";

function rankedPlace(words: string, places: readonly DraftPlace[]): DraftPlace | undefined {
  const rank = RANK.exec(words);
  if (!rank) return undefined;
  if (rank[3]?.endsWith("中间")) return places.length % 2 === 1 && places.length > 1 ? places[(places.length - 1) / 2] : undefined;
  if (rank[3] !== undefined) return rank[3].startsWith("最后") ? places.at(-1) : places[0];
  const said = rank[2].replace("两", "二");
  const number = /^\d+$/.test(said) ? Number(said) : said.length === 1 ? NUMBERS.indexOf(said) + 1 : said === "十" ? 10 : NUMBERS.indexOf(said[1]) + 11;
  if (number < 1 || number > places.length) return undefined;
  return places[rank[1] === undefined ? number - 1 : places.length - number];
}

/** "周四早上那个", "周日那个模拟卷", "周六下午的树": a weekday first, then a part of the day or of the name. */
// "周四早八那个": 早八 is the first period of the morning.
// "周日一下午", "周六整个上午": the whole part of that day, which points at the block in it all the same.
const ON_WEEKDAY = /^(?:这|本|下)?(?:周|星期|礼拜)([一二三四五六日天])(?:一|一整个|整个)?(早上|早晨|早八|上午|中午|下午|傍晚|晚上)?(?:的)?(?:那个|那块|那节|那段|那套)?(?:的)?(.*)$/;

/** Whether a block starting at "16:00" (or "第7节") falls in the part of the day said. */
function inPart(place: DraftPlace, part: string): boolean {
  const clock = /^(\d{1,2}):/.exec(place.start);
  const period = /^第(\d{1,2})节$/.exec(place.start);
  // A rough plan's "第7节" starts when the usual timetable's 7th period does.
  const start = clock ? clock[1] : period ? DEFAULT_SECTION_TIMES[Number(period[1]) - 1]?.start.slice(0, 2) : undefined;
  if (start === undefined) return false;
  const hour = Number(start);
  if (part === "中午") return hour >= 11 && hour < 14;
  if (part === "下午" || part === "傍晚") return hour >= 12 && hour < 18;
  if (part === "晚上") return hour >= 18;
  return hour < 12;
}

function named(words: string, place: DraftPlace): boolean {
  return words === place.day || place.name.includes(words) || isAbbreviation(words, place.name);
}

/** "错题本周四", "四级真题从周六上午": a part of the name, then the weekday (and part of the day) it was put on. */
const NAME_THEN_DAY = /^(.+?)(?:从|在)?(?:这|本|下)?(?:周|星期|礼拜)([一二三四五六日天])(早上|早晨|早八|上午|中午|下午|傍晚|晚上)?(?:的)?(?:那个|那块|那节|那段|那套)?$/;

function namedOnDay(words: string, places: readonly DraftPlace[]): DraftPlace | undefined {
  const said = NAME_THEN_DAY.exec(words);
  if (!said) return undefined;
  const found = places.filter(
    (place) => place.weekday?.replace("天", "日") === said[2].replace("天", "日") && (said[3] === undefined || inPart(place, said[3])) && named(said[1], place),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** "下午两点那块", "七点那个", "16:00的": a block by the clock the plan started it at. */
const AT_CLOCK = new RegExp(`^(?:(?:这|本|下)?(?:周|星期|礼拜)([一二三四五六日天]))?(${PART_OF_DAY})?(${CLOCK})(?:开始|开始的|起)?(?:的)?$`);

function placeAtClock(words: string, places: readonly DraftPlace[]): DraftPlace | undefined {
  const said = AT_CLOCK.exec(words);
  if (!said) return undefined;
  const found = places.filter(
    (place) => startsAtSaid(said[2], said[3], place.start) && (said[1] === undefined || place.weekday?.replace("天", "日") === said[1].replace("天", "日")),
  );
  return found.length === 1 ? found[0] : undefined;
}

/** The one block the words point at, or undefined (none, or more than one). */
export function pointedPlace(said: string, places: readonly DraftPlace[]): DraftPlace | undefined {
  const words = said.replace(POINTER_LEAD, "").replace(POINTER_TAIL, "");
  if (THIS_ONE.test(words)) return places.length === 1 ? places[0] : undefined;
  const ranked = rankedPlace(words, places) ?? placeAtClock(words, places);
  if (ranked) return ranked;
  const onDay = ON_WEEKDAY.exec(words);
  const found = places.filter((place) =>
    onDay
      ? place.weekday?.replace("天", "日") === onDay[1].replace("天", "日") &&
        (onDay[2] === undefined || inPart(place, onDay[2])) &&
        (onDay[3] === "" || named(onDay[3].replace(POINTER_TAIL, ""), place))
      : named(words, place),
  );
  return found.length === 1 ? found[0] : onDay ? undefined : namedOnDay(words, places);
}
