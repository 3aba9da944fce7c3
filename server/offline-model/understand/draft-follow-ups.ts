/**
 * Follow-ups that move what the assistant's last answer just pre-placed ("已预排：集合与二元关系 → 12月4日 周五
 * 16:00–17:40"), with no name of their own:
 * - "往后挪一大节", "往后推两天，还是晚上七点", "两个都顺延一天，时间别动": the block shifted from where it was put;
 * - "还是提前到早上吧，八点开做", "后面那个推到下午两点开始", "两点那段就行": the block at a new time of its own day.
 * The request is said again with the block named by where it was put ("把12月4日16:00那块集合与二元关系…"), which is
 * how the move knows it is a block of the draft even when a listing still calls it pending (decide/placed-where.ts).
 */
import { startsAtSaid } from "./clock-words";
import { CLOCK, dayIn, PART_OF_DAY, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { shiftedMove } from "./shifted-moves";

/**
 * A block the answer said it pre-placed: its name, its day ("12月4日"), its weekday ("五", when said) and its start
 * ("16:00", or "第7节" when a rough plan gave periods).
 */
export interface DraftPlace {
  name: string;
  day: string;
  weekday?: string;
  start: string;
  /** Where it ends ("17:40"), or how many periods it runs ("19:00起3节"), when the answer said so. */
  end?: string;
  periods?: number;
}

/**
 * What follows the answer's lead ("已预排：…", "粗排完成：…", a plan's "已生成方案，请在卡片上确认：…"): its entries, set
 * apart by ； or one a line.
 */
// "好的，已经改在方案里了：第三章 → 12月12日 周六 14:00起3节": a block just moved is in the draft too, and so is one
// "已移动：… （待确认）", still waiting for the card's 确认.
const LEAD = /预排了?[：:]|粗排完成[：:]|生成方案[，,]\s*请在卡片上确认[：:]|改在方案里了?[：:]|已移动[：:](?=[^]*待确认)/;
/**
 * "集合与二元关系 → 12月4日 周五 16:00–17:40", "集合与二元关系 → 12月7日 周一 第7-8节": a name (which may hold a
 * colon itself), its day and its start.
 */
const ENTRY = /^\s*(.+?)\s*→\s*(\d{1,2}月\d{1,2}日)(?:\s*(?:周|星期)([一二三四五六日天]))?\s*(?:(\d{1,2}:\d{2})|第(\d{1,2})(?:[-–~至]\d{1,2})?节)(?:\s*[–~-]\s*(\d{1,2}:\d{2})|起(\d{1,2})节)?/;

/**
 * "已把「谓词逻辑与推理理论」挪到12月3日 周四 19:00–20:40，确认后生效。": one block moved in the draft, said as a
 * sentence rather than an entry; it is as much a draft place as "X → 12月3日 周四 19:00–20:40".
 */
const MOVED_SENTENCE =
  /已把「([^」]+)」(?:挪|移|调|放)到(\d{1,2}月\d{1,2}日)(?:\s*(?:周|星期)([一二三四五六日天]))?\s*(\d{1,2}:\d{2})(?:\s*[–~-]\s*(\d{1,2}:\d{2})|起(\d{1,2})节)?[^]*确认后(?:生效|写入)/;

function movedSentencePlace(said: string): DraftPlace[] {
  const moved = MOVED_SENTENCE.exec(said);
  if (!moved) return [];
  const span = { ...(moved[5] ? { end: moved[5] } : {}), ...(moved[6] ? { periods: Number(moved[6]) } : {}) };
  return [{ name: moved[1], day: moved[2], ...(moved[3] ? { weekday: moved[3] } : {}), start: moved[4], ...span }];
}

/** Whether the answer before moved one block in a sentence of its own, not as an entry of a plan. */
export function movedAlone(previous: PreviousRequest): boolean {
  return previous.said !== undefined && !LEAD.test(previous.said) && MOVED_SENTENCE.test(previous.said);
}

/** The blocks the answer before said it pre-placed, in its order; none when it placed nothing. */
export function draftPlaces(previous: PreviousRequest): DraftPlace[] {
  const lead = previous.said === undefined ? null : LEAD.exec(previous.said);
  if (!lead && previous.said !== undefined) return movedSentencePlace(previous.said);
  if (!lead || previous.said === undefined) return [];
  return previous.said
    .slice(lead.index + lead[0].length)
    .split(/[；;\n]/)
    .flatMap((item) => {
      const entry = ENTRY.exec(item);
      if (!entry) return [];
      const start = entry[4] ?? `第${entry[5]}节`;
      const span = { ...(entry[6] ? { end: entry[6] } : {}), ...(entry[7] ? { periods: Number(entry[7]) } : {}) };
      return [{ name: entry[1], day: entry[2], ...(entry[3] ? { weekday: entry[3] } : {}), start, ...span }];
    });
}

/** A block named by where it was put: "12月4日16:00那块集合与二元关系", "12月7日第7节那块集合与二元关系". */
export function placedName(place: DraftPlace): string {
  return `${place.day}${place.start}那块${place.name}`;
}

/** "后面那个", "前一个", "两个都", "都": which of the blocks the answer placed the message is about. */
// "所有的都", "整体", "全部", "这几个都": every block the answer put.
const WHICH = /^(?:(后面|后边|后一个|第二个|下面)|(前面|前边|前一个|第一个|上面)|(两个|俩|这两个|那两个|两块|两节|所有的?|全部的?|每个|每一个|每块|这些|这几个|这几块|那几个|整个方案)?(都|全都|一起|全部|整体|整个))(?:的?那?(?:个|块|节))?/;

/** "第五章和第六章都", "四级跟错题本一起": two or more blocks of the plan named, then "all of them". */
const NAMED_ALL = /^(?:那|那就|就)?(?:把)?(.+?)(?:这|那)?(?:两个|俩|几个|两块|几块)?(?:都|全都|一起)/;
const NAME_JOINER = /和|跟|、|以及|还有/;

/** The blocks the names pick, one each and in the plan's order; undefined when a name fits none or several. */
function namedPlaces(text: string, places: readonly DraftPlace[]): { picked: DraftPlace[]; rest: string } | undefined {
  const named = NAMED_ALL.exec(text);
  const names = named?.[1].split(NAME_JOINER).map((name) => name.trim());
  if (!named || !names || names.length < 2 || names.some((name) => name.length < 2)) return undefined;
  const picked = names.map((name) => places.filter((place) => place.name.includes(name)));
  if (picked.some((fits) => fits.length !== 1)) return undefined;
  const chosen = places.filter((place) => picked.some(([fit]) => fit === place));
  return chosen.length === names.length ? { picked: chosen, rest: text.slice(named[0].length) } : undefined;
}

/** "16:00那两个都", "下午四点的那几块": the blocks the plan started at the clock said. */
const AT_CLOCK_ALL = new RegExp(`^(?:那|那就|就)?(?:把)?(${PART_OF_DAY})?(${CLOCK})(?:开始)?(?:的)?(?:那|这)?(?:两个|俩|几个|两块|几块|些)(?:都|全都|一起)?`);
/** "最后两个", "前两块都": a run of blocks at either end of the plan. */
const AT_END = /^(?:那|那就|就)?(?:把)?(最后|后|后面|前|前面|头)(两|三|[23])(?:个|块|节|项)(?:都|全都|一起)?/;

function clockOrEndPlaces(text: string, places: readonly DraftPlace[]): { picked: DraftPlace[]; rest: string } | undefined {
  const clock = AT_CLOCK_ALL.exec(text);
  if (clock) {
    const picked = places.filter((place) => startsAtSaid(clock[1], clock[2], place.start));
    return picked.length >= 2 ? { picked, rest: text.slice(clock[0].length) } : undefined;
  }
  const end = AT_END.exec(text);
  if (!end) return undefined;
  const count = /[三3]/.test(end[2]) ? 3 : 2;
  if (places.length <= count) return undefined;
  const picked = /^(?:最后|后)/.test(end[1]) ? places.slice(-count) : places.slice(0, count);
  return { picked, rest: text.slice(end[0].length) };
}

export function pickedPlaces(text: string, places: readonly DraftPlace[]): { picked: DraftPlace[]; rest: string } | undefined {
  const byName = namedPlaces(text, places) ?? clockOrEndPlaces(text, places);
  if (byName) return byName;
  const which = WHICH.exec(text);
  if (!which) return places.length === 1 ? { picked: [...places], rest: text } : undefined;
  const rest = text.slice(which[0].length);
  if (which[3] !== undefined || which[4] !== undefined) return places.length >= 2 ? { picked: [...places], rest } : undefined;
  if (places.length !== 2) return undefined;
  return { picked: [places[which[1] !== undefined ? 1 : 0]], rest };
}

/**
 * What may stand around the new time of the block's own day: a lead, a verb of moving, when the work starts, a nod.
 * "还是提前到早上吧，八点开做" → 早上 and 八点; "两点那段就行" → 两点.
 */
const AROUND_TIME = /还是|那就|就行|就好|就|再|帮我|给我|时间|时候|(?:提前|推迟|延后|推|挪|改|换|移|调|放)(?:到|至|成|在)?|开始|开做|开工|开写|起|那段|那个时段|这段|好了|也行|吧|呗|的|[，,。.!！~～\s]/g;
const PART = new RegExp(PART_OF_DAY);
const CLOCK_SAID = new RegExp(CLOCK);

/** The new time a message gives on the block's own day ("早上八点", "下午两点", "两点"), or undefined. */
function timeOnSameDay(rest: string): string | undefined {
  if (dayIn(rest)) return undefined;
  const part = PART.exec(rest)?.[0] ?? "";
  const clock = CLOCK_SAID.exec(rest)?.[0] ?? "";
  if (part === "" && clock === "") return undefined;
  const left = rest.replace(part, "").replace(clock, "").replace(AROUND_TIME, "");
  return left === "" ? `${part}${clock}` : undefined;
}

/** The request each picked block is moved by, one clause each. */
function movedBy(picked: readonly DraftPlace[], rest: string): string | undefined {
  // "往后挪一大节", "顺延一天，时间别动": the shift reader reads the words as they come after a block's name.
  const shift = shiftedMove(`它${rest}`);
  if (shift) {
    // "全部往后挪一天": the last block moves first, so no block is moved onto one that has not moved yet.
    const later = (shift.target.dayShift ?? 0) > 0 || (shift.target.slotShift ?? 0) > 0;
    const ordered = later ? [...picked].reverse() : picked;
    return ordered.map((place) => `把${placedName(place)}${rest.replace(/(?:吧|呗)?[。.!！~～\s]*$/, "")}`).join("；");
  }
  const time = timeOnSameDay(rest);
  return time === undefined ? undefined : picked.map((place) => `把${placedName(place)}挪到${place.day}${time}`).join("；");
}

export function draftMoved(text: string, previous: PreviousRequest): FollowUp | undefined {
  const places = draftPlaces(previous);
  if (places.length === 0) return undefined;
  const which = pickedPlaces(text.trim(), places);
  const said = which ? movedBy(which.picked, which.rest) : undefined;
  return said === undefined ? undefined : { family: "pointed", text: said };
}

/**
 * "换成另一段吧，四点那段" read by another follow-up as "把函数与等价关系挪到12月3日16:00": a block the answer before
 * pre-placed is named by where it was put, so the move knows it is in the draft.
 */
export function withDraftPlace(followUp: FollowUp, previous: PreviousRequest): FollowUp {
  // "还是改到周日吧" said of a block just put moves it too: 改 is the student's word, the block is in the draft.
  const moved = /^把(.+?)((?:挪|移|调|换|放|改)(?:到|至).*)$/s.exec(followUp.text);
  // Named by where it was put already (draftMoved): nothing to add.
  if (!moved || /^\d{1,2}月\d{1,2}日(?:\d{1,2}:\d{2}|第\d{1,2}节)那块/.test(moved[1])) return followUp;
  // "代数系统" as the request said it, "代数系统：群、环、域" as the answer put it.
  const places = draftPlaces(previous).filter((place) => place.name.includes(moved[1]) || moved[1].includes(place.name));
  return places.length === 1 ? { ...followUp, text: `把${placedName(places[0])}${moved[2]}` } : followUp;
}
