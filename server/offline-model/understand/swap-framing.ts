/**
 * Two blocks swapped, said around the pair rather than as "A和B对调": framed by the day they share ("明天那两块复习，
 * 随机事件和谓词逻辑，前后对调一下", "明天那两个复习块调个个儿，随机事件和谓词逻辑"), with what is traded after the
 * verb ("调换一下先后") or before it ("前后换一换"), or said as where each goes ("谓词逻辑挪到上午，随机事件放下午",
 * with a word that says they trade places). Each is said plainly as "A和B对调", which the swap reader reads.
 */
const DAY = "(?:今天|明天|后天|大后天|今晚|明晚|(?:这|本|下)?(?:周|星期|礼拜)[一二三四五六日天])";
/** "明天那两块复习", "明天的两块复习", "明天那两个复习块": the pair pointed at by its day. */
const PAIR_AFTER_DAY = "(?:上午|下午|晚上)?(?:的)?(?:那|这)?(?:两|俩)(?:块|个|节|段)?(?:复习块|学习块|复习|学习)?";
const PAIR = `(?:把)?(${DAY})${PAIR_AFTER_DAY}`;
/** What is traded: the order or the places. */
const TRADED = "(?:的)?(?:前后顺序|先后顺序|前后|先后|顺序|次序|位置|时间)";
const VERB = "(?:对调|调换|互换|对换|交换|换一下|换一换|换下|换个?位置|换过来|调个个儿?|颠倒|倒过来|反过来|调过来)";
const TAIL = "(?:一下|下)?(?:吧|呗|哈|啊)?";
const JOINER = "(?:和|跟|与|、)";

// Groups: the day the pair is on (when the frame says it), then the two names.
const FRAMED = [
  // "明天那两块复习，随机事件和谓词逻辑，前后对调一下", "明天那两块，概率论和离散，调换一下先后"
  new RegExp(`^${PAIR}[，,\\s]+(.+?)${JOINER}(.+?)[，,\\s]*${TRADED}?(?:一下)?${VERB}${TAIL}${TRADED}?${TAIL}$`),
  // "明天那两个复习块调个个儿，随机事件和谓词逻辑"
  new RegExp(`^${PAIR}[，,\\s]*${TRADED}?(?:一下)?${VERB}${TAIL}${TRADED}?[，,\\s]+(.+?)${JOINER}(.+?)$`),
  // "明天谓词逻辑和随机事件前后换一换": the pair named, then what is traded before the verb.
  new RegExp(`^(?:把)?()(.+?)${JOINER}(.+?)(?:这两块|那两块|两块)?[，,\\s]*${TRADED}(?:给我)?(?:一下)?${VERB}${TAIL}${TRADED}?${TAIL}$`),
];
const STARTS_WITH_DAY = new RegExp(`^${DAY}`);

/** "明天" + "概率论": each name on the pair's day, so a class's name points at that day's block of it. */
function pair(day: string, first: string, second: string): string {
  const on = (name: string) => (day === "" || STARTS_WITH_DAY.test(name) ? name : `${day}的${name}`);
  return `${on(first)}和${on(second)}对调`;
}

/** "谓词逻辑挪到上午", "概率论那块放下午": one block and the part of the day it goes to. */
const GOES_TO = new RegExp(`^(?:把)?(?:${DAY})?(?:的)?(.+?)(?:那块|这块|那个|那节)?(?:挪到|放到|放在|放|换到|移到|调到|改到|挪)(上午|下午|晚上|早上|中午|前面|后面)(?:去)?(?:吧)?$`);
/** The words that say the two trade places, in a clause of their own or beside the pair. */
const TRADES = /对调|调换|互换|对换|交换|换(?:一下|个|下)?位置|换过来|调个个/;
/** A framing clause that says nothing but the pair and the trade. */
const FRAME_ONLY = new RegExp(`^(?:(?:把)?${DAY}${PAIR_AFTER_DAY}|两个|这两个|俩)?${TRADED}?(?:一下)?(?:${VERB})?${TAIL}${TRADED}?${TAIL}$`);

function eachGoes(text: string): string | undefined {
  if (!TRADES.test(text)) return undefined;
  const clauses = text.split(/[，,]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const goes = clauses.map((clause) => GOES_TO.exec(clause));
  const said = goes.filter((match) => match !== null);
  if (said.length !== 2 || said[0][2] === said[1][2]) return undefined;
  if (!clauses.every((clause, at) => goes[at] !== null || FRAME_ONLY.test(clause))) return undefined;
  return pair(new RegExp(DAY).exec(text)?.[0] ?? "", said[0][1], said[1][1]);
}

/** The swap said plainly as "A和B对调", or the text itself when it says no framed swap. */
export function swapSaidPlainly(text: string): string {
  for (const pattern of FRAMED) {
    const match = pattern.exec(text);
    if (match) return pair(match[1], match[2], match[3]);
  }
  return eachGoes(text) ?? text;
}
