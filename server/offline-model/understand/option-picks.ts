/**
 * Which of the options an ask_user question offered (its structured `options`, never its wording) an answer picks:
 * - by its place: "就第一个吧", "选2", "第二项", "the second one", "最后那个"; by its letter in a lettered list: "B", "选A";
 * - by where it stood in a list of two: "前面那个", "后一个", "后者" (with more options "后面" says nothing);
 * - by what it holds: "电路的", "电分那条" (the characters of 电路分析, in order), "8章的那个" — the one option
 *   holding those words; none when two hold them or none does;
 * - "就那个吧" when only one was offered;
 * - "俩都要", "both": the option that joins two others ("这周和下周");
 * - "10点那个", "十点开始的": the one option at that clock ("10:00"), however either writes it.
 * An answer that is an option as it stands ("下周") is that option.
 */
import type { AskedQuestion } from "../types";
import { CLOCK, minutesOf, PART_OF_DAY } from "./clock-words";
import { dayWordKey } from "./day-words";
import { takenElsewhere } from "./taken-elsewhere";
import { leftToYou, onlyWhy } from "./pick-reasons";

const ORDINALS: Record<string, number> = {
  一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, first: 1, second: 2, third: 3, fourth: 4, last: -1, 最后: -1,
  "1st": 1, "2nd": 2, "3rd": 3, "4th": 4, 头: 1, middle: 0, 中间: 0,
};
/** "就第一个吧", "拣第一个啦", "挑中间那个": the words a pick may open with. */
// "删第二个", "标第一个": the deed the question asked about, said again before the pick.
const PICKING = "(?:就|那就|选|我选|要|拣|挑|我要|我拣|我挑|删|删掉|标)?";
/** "…吧", "…啦", "…好了": the words a pick may close with. */
const PICK_END = "(?:吧|呀|啊|啦|喇|嘞|好了|就行)?[。.!！\\s]*$";
/**
 * "就第一个吧", "选2", "the second one", "最后一个", "要最后那个吧", "头一个", "中间那个" (the middle one of an odd
 * number of options).
 */
const ORDINAL_ANSWER = new RegExp(
  `^${PICKING}(?:第\\s*([一二两三四五六\\d])\\s*(?:个|项|条|种)?|(最后|头|中间)(?:的那|[一那的])?(?:个|项|条)|([1-6]))${PICK_END}|^(?:(?:i'?ll\\s+(?:take|go\\s+with)|let'?s\\s+(?:do|go\\s+with))\\s+)?(?:the\\s+)?(first|second|third|fourth|last|middle|1st|2nd|3rd|4th)(?:\\s+(?:one|option))?(?:\\s*(?:pls|plz|please|thanks|thx))?[.!\\s]*$`,
  "i",
);
/**
 * "B", "选A", "选项C吧", "option b": the options read as lettered in their order, as a form lists them. Only a
 * lone letter after a picking word or alone: "A4纸" or "B站" is a thing said, not a letter.
 */
const LETTER_ANSWER = /^(?:就|那就|选|我选|要|选项|option\s*)?([a-d])(?:\s*(?:选项|项|吧|呀|啊|好了|就行|pls|please))?[。.!！\s]*$/i;
/** "就那个吧", "这个": the one option a question offered. */
const THE_ONE = /^(?:就|那就|选|要)?(?:那个|这个|它)(?:吧|呀|啊|好了|就行)?[。.!！\s]*$/;
/** "前面那个", "后一个", "后者吧", "后面那天": the first or the second of two. */
const OF_TWO = /^(?:就|那就|选|我选|要)?(?:(前|上)(?:面|边)?(?:那|的那|一)?(?:个|项|条|种|天|块|段)|前者|(后|下)(?:面|边)?(?:那|的那|一)?(?:个|项|条|种|天|块|段)|后者)(?:吧|呀|啊|好了|就行)?[。.!！\s]*$/;
/** The words around an option's own words: "就…吧", "…的那个", "…那条"; a nod before them ("嗯嗯，记吧"). */
const AROUND = /^(?:(?:嗯+|好的?|行|可以|ok|对)[，,\s]*)*(?:就|那就|选|我选|要|是)?|(?:的)?(?:那个|那条|那项|那门|那一个|那一条|这个|这条|那块|那段|那场|那次|那天)?(?:的)?(?:吧|呀|啊|呢|好了|就行)?[。.!！\s]*$/g;

/** An option or an answer as compared: no marks or spaces, and a weekday spelt one way (星期日 is the 周日 offered). */
function bare(text: string): string {
  return dayWordKey(text.toLowerCase().replace(/[\s，,。.！!？?、：:"“”'‘’]/g, ""));
}

/** Whether every character of `key` appears in `option` in order: 线代 in 线性代数. */
function inOrder(key: string, option: string): boolean {
  let from = 0;
  for (const character of key) {
    const at = option.indexOf(character, from);
    if (at === -1) return false;
    from = at + 1;
  }
  return true;
}

function byPlace(text: string, options: readonly string[]): string | undefined {
  const match = ORDINAL_ANSWER.exec(text);
  const word = match ? (match[1] ?? match[2] ?? match[3] ?? match[4]?.toLowerCase()) : undefined;
  if (word === undefined) return undefined;
  const place = ORDINALS[word] ?? Number(word);
  // The middle one is only one when the options are odd in number.
  if (place === 0) return options.length % 2 === 1 && options.length > 1 ? options[(options.length - 1) / 2] : undefined;
  return place === -1 ? options.at(-1) : options[place - 1];
}

function byLetter(text: string, options: readonly string[]): string | undefined {
  const letter = LETTER_ANSWER.exec(text)?.[1]?.toLowerCase();
  return letter === undefined ? undefined : options[letter.charCodeAt(0) - "a".charCodeAt(0)];
}

/** "两个都没做", "都要": an option that answers for the others rather than being one of them. */
const FOR_ALL_OPTION = /^(?:两个|俩|全部|全)?都/;

function ofTwo(text: string, options: readonly string[]): string | undefined {
  const match = OF_TWO.exec(text);
  // "前一个" beside "A / B / 两个都没做": the first of the two that are things.
  const things = options.filter((option) => !FOR_ALL_OPTION.test(option));
  if (!match || things.length !== 2) return undefined;
  return match[1] !== undefined || text.includes("前者") ? things[0] : things[1];
}

const NUMERALS = "零一二三四五六七八九";

/** "每章三节" beside "6章每章3节": a count said in characters is the digit an option writes. */
function counted(text: string): string {
  return text.replace(/[一二两三四五六七八九](?=[章节个天周次])/g, (numeral) => String(numeral === "两" ? 2 : NUMERALS.indexOf(numeral)));
}

/** The one option holding the answer's words, as they stand or (two characters or more) in order. */
function byContent(text: string, options: readonly string[]): string | undefined {
  const key = counted(bare(text.replace(AROUND, "")));
  if (key === "") return undefined;
  const holding = options.filter((option) => counted(bare(option)).includes(key));
  if (holding.length === 1) return holding[0];
  if (holding.length > 1 || key.length < 2) return undefined;
  const spread = options.filter((option) => inOrder(key, counted(bare(option))));
  return spread.length === 1 ? spread[0] : undefined;
}

/** "这两周都排", "俩都要", "都要吧", "both": every choice at once (not "都行", which leaves the pick to the assistant). */
const BOTH = /^(?:(?:两|二|俩)(?:个|周|门|样|边|天)?|这两(?:个|周|门|样|天)|全)?都(?:要|排|来|安排|上)(?:吧|呀|啊|好了|就行)?[。.!！\s]*$|^both(?:\s+(?:of\s+them|weeks|days))?(?:\s+please)?[.!\s]*$/i;

/** The option that joins two others ("这周和下周" beside "这周" and "下周"): what "都要" picks. */
function joinedOption(text: string, options: readonly string[]): string | undefined {
  if (!BOTH.test(text)) return undefined;
  const joined = options.filter((option) => options.filter((other) => other !== option && bare(option).includes(bare(other))).length >= 2);
  return joined.length === 1 ? joined[0] : undefined;
}

const CLOCK_ANSWER = new RegExp(`^(${PART_OF_DAY})?\\s*(${CLOCK})(?:开始|开始的)?$`);
const CLOCK_IN = new RegExp(`(${PART_OF_DAY})?\\s*(${CLOCK})`, "g");
const HALF_DAY = 12 * 60;

/** "10点那个" among "8:00" and "10:00": the one option at that clock; a clock with no part of the day fits either half. */
function byClock(text: string, options: readonly string[]): string | undefined {
  const said = CLOCK_ANSWER.exec(text.replace(AROUND, "").trim());
  const minutes = said ? minutesOf(said[1], said[2]) : undefined;
  if (minutes === undefined) return undefined;
  const fits = (option: string): boolean =>
    [...option.matchAll(CLOCK_IN)].some((clock) => {
      const offered = minutesOf(clock[1], clock[2]);
      return offered !== undefined && (said?.[1] ? offered === minutes : offered % HALF_DAY === minutes % HALF_DAY);
    });
  const holding = options.filter(fits);
  return holding.length === 1 ? holding[0] : undefined;
}

/** A day as options write it ("周日", "下周三"), 星期 / 礼拜 / 天 said the same way. */
const DAY_SAID = /^((?:下下|下个?|这个?|本)?(?:周|星期|礼拜)[一二三四五六日天])/;
const PART_SAID = /^(上午|早上|早晨|中午|下午|傍晚|晚上)$/;
/** Where each part of the day starts and ends, in minutes, as the timetable counts them. */
const PART_MINUTES: Record<string, [number, number]> = { 上午: [0, 720], 早上: [0, 720], 早晨: [0, 720], 中午: [660, 840], 下午: [720, 1080], 傍晚: [1020, 1140], 晚上: [1080, 1440] };

function dayKey(day: string): string {
  return dayWordKey(day).replace(/^这/, "");
}

/** "周日下午那个", "下周三晚上的" among "周六 08:00–11:40" and "周日 14:00–17:40": the one option that day, starting in that part. */
function byDayPart(text: string, options: readonly string[]): string | undefined {
  const said = text.replace(AROUND, "").trim();
  const day = DAY_SAID.exec(said)?.[1];
  const part = PART_SAID.exec(said.slice(day?.length ?? 0).trim())?.[1];
  if (part === undefined) return undefined;
  const [from, to] = PART_MINUTES[part];
  const holding = options.filter((option) => {
    // "12月5日 周六 08:00–11:40": the weekday after the date an option opens with.
    const offeredDay = DAY_SAID.exec(option.trim().replace(/^\d{1,2}月\d{1,2}日\s*/, ""))?.[1];
    const start = /(\d{1,2}):(\d{2})/.exec(option);
    if (!start || (day !== undefined && (offeredDay === undefined || dayKey(offeredDay) !== dayKey(day)))) return false;
    const minutes = Number(start[1]) * 60 + Number(start[2]);
    return minutes >= from && minutes < to;
  });
  return holding.length === 1 ? holding[0] : undefined;
}

/** "下面那个🙏", "第二个吧👍": an emoji closing the answer (skin tone and joiners too) is its tone, not its pick. */
const CLOSING_EMOJI = /(?<=\S)(?:\p{Extended_Pictographic}|[\u{FE0F}\u{200D}\u{1F3FB}-\u{1F3FF}]|\s)+$/u;

/** The option an answer picks; undefined when it picks none (it may still answer in words of its own). */
export function pickedOption(text: string, asked: AskedQuestion): string | undefined {
  const { options } = asked;
  if (options.length === 0) return undefined;
  const trimmed = text.trim().replace(CLOSING_EMOJI, "");
  const exact = options.find((option) => bare(option) === bare(trimmed));
  if (exact !== undefined) return exact;
  if (options.length === 1 && THE_ONE.test(trimmed)) return options[0];
  return byPlace(trimmed, options) ?? leftToYou(trimmed, options) ?? byLetter(trimmed, options) ?? ofTwo(trimmed, options) ?? joinedOption(trimmed, options) ?? byContent(trimmed, options) ?? byClock(trimmed, options) ?? byDayPart(trimmed, options);
}

/** "不是这周，下周吧", "别排前一个，要后一个": one option ruled out, then the one meant. */
const NOT_THAT_BUT = /^(?:不是|不要|别|不)([^，,。]+?)[，,\s]+(?:是|要|而是|改成|换成)?([^，,。]+)$/;

function pickedInstead(text: string, asked: AskedQuestion): string | undefined {
  const match = NOT_THAT_BUT.exec(text);
  if (!match) return undefined;
  const ruledOut = pickedOption(match[1], asked);
  const picked = pickedOption(match[2], asked);
  return ruledOut !== undefined && picked !== ruledOut ? picked : undefined;
}

const SETTLED_AFTER = /^[^]+?[？?。！!，,~～…]+\s*(?:那)?(?:还是)?算了吧?[，,。\s]*(\S[^]*)$/;

/** "行，", "好的好的，", "嗯，": a nod before the answer's own words says nothing of which option. */
const NOD_FIRST = /^(?:(?:好的?|好滴|好嘞|行|可以|嗯+|ok|okay)(?:[，,、~～!！\s]+|(?=好|行)))+(?=\S)/i;

/**
 * "概率那个，排下周": the option the answer's first clause picks, with the rest said after it; the whole answer's pick
 * when it is one. A nod before it ("行，概率论那个，这周吧") is read past.
 */
export function pickedAnswer(text: string, asked: AskedQuestion): string | undefined {
  const said = text.trim().replace(NOD_FIRST, "");
  if (said !== text.trim()) return pickedAnswer(said, asked);
  const whole = pickedOption(text, asked);
  if (whole !== undefined) return whole;
  // "两个都要会不会太多？算了，8章的吧，下周排": a first thought weighed and dropped; the answer is what follows
  // 算了, an option it picks or its own words.
  const settled = SETTLED_AFTER.exec(text.trim());
  if (settled) return pickedAnswer(settled[1], asked) ?? settled[1];
  const instead = pickedInstead(text.trim(), asked);
  if (instead !== undefined) return instead;
  // "第一个 不过周五晚上别排": typed on a phone, a space stands where the comma would.
  // "选后一个吧周五那块": 吧 closes the pick as a comma would.
  for (const clause of [/^([^，,。]+)[，,]\s*(.+)$/.exec(text.trim()), /^(\S+)\s+(\S.*)$/.exec(text.trim()), /^([^，,。]+?吧)(\S.*)$/.exec(text.trim())]) {
    const picked = clause ? pickedOption(clause[1], asked) : undefined;
    // "…，周五那块": words that pick the same option again only say which it was.
    // "…，周三晚上要开班会" to places offered by the clock: why the other will not do says nothing more of the one
    // picked (to a range offered, "周三有实验" is a day to keep free in it).
    const timed = asked.options.every((option) => /\d{1,2}:\d{2}/.test(option));
    const reason = clause !== null && timed && (takenElsewhere(clause[2]) || onlyWhy(clause[2]));
    if (picked !== undefined && clause) return pickedOption(clause[2], asked) === picked || reason || namesPickedAgain(clause[2], picked, asked) ? picked : `${picked}，${clause[2]}`;
  }
  return undefined;
}

/** "电脑那个不弄了" after "第二个" picked "整理电脑文件和照片": the pick named again, with why; no other option named. */
const NAMED_AGAIN = /^(\p{Script=Han}{2,6}?)(?:的)?(?:那个|那条|那项|这个|这条)/u;

/** "物理报告昨晚就交了", "错题本我改用平板记了": the head of the clause names a thing, the rest only why. */
const HEAD_NAME = /^\p{Script=Han}{2,6}/u;
/** What the rest would do to the thing besides being why: put, move or drop it, keep time from it. */
const ACTS = /[放排挪移删加拆]|[改换调](?:到|成|在)|别|不要/;

function namesPickedAgain(clause: string, picked: string, asked: AskedQuestion): boolean {
  const fits = (name: string): boolean => asked.options.filter((option) => inOrder(name, bare(option))).length === 1 && inOrder(name, bare(picked));
  const pointed = NAMED_AGAIN.exec(clause.trim())?.[1];
  if (pointed !== undefined) return fits(pointed);
  // A name with no pointer after it, only among things (a place's day would be read as the same place again).
  const head = HEAD_NAME.exec(clause.trim())?.[0];
  if (head === undefined || asked.options.some((option) => /\d{1,2}:\d{2}/.test(option))) return false;
  for (let end = head.length; end >= 2; end--) {
    if (fits(head.slice(0, end))) return !ACTS.test(clause.trim().slice(end));
  }
  return false;
}

/** "都不是，是电路实验报告", "不是这两个，我说的是X": none of the options, and the one meant instead. */
const NONE_OF_THEM = /^(?:都不是|都不对|两个都不是|不是这(?:两|几)个|都没有)[，,\s]*(?:是|应该是|我说的是|我是说)?\s*([^，,。]{2,20}?)[。.!！\s]*$/;

export function namedInstead(text: string): string | undefined {
  return NONE_OF_THEM.exec(text.trim())?.[1];
}

/** Whether an answer is, holds or is held by one of the options ("下周吧", "就这周"). */
export function mentionsOption(text: string, asked: AskedQuestion): boolean {
  const answer = bare(text);
  return answer !== "" && asked.options.some((option) => {
    const offered = bare(option);
    return offered === answer || offered.includes(answer) || answer.includes(offered);
  });
}

/** "截止改到下周日" after options "截止时间 / 名字 / 优先级": the thing it changes, said first. */
const CHANGED_FIRST = /^(?:那就?|就)?(?:把)?(\p{Script=Han}{2,5}?)(?:的)?(?:改|换|调|设|推|延|提前)/u;

/** Whether an answer takes up one of the options as the thing it changes ("名字改成…" picks "名字"). */
export function changesOption(text: string, asked: AskedQuestion): boolean {
  const changed = CHANGED_FIRST.exec(text.trim())?.[1];
  return changed !== undefined && asked.options.some((option) => bare(option).startsWith(changed) || changed.startsWith(bare(option)));
}

/** "这周每天最多排几节？" answered "4节": the count in the question's place of 几. */
const COUNT_ANSWER = /^(\d{1,2}|[一二两三四五六七八九十])\s*(节|章|个|次|小时|天)$/;

/** "好", "行吧", "可以的", "嗯嗯", "要": a yes, and nothing more. */
const NOD = /^(?:好的?|好啊|好吧|行吧?|可以的?|嗯+|要|对|是的?|ok(?:ay)?|yes)[。.!！~～\s]*$/i;
/** "…，要先排能放下的吗？", "要不要先排能排的？": the last clause of a yes-no question, what it proposes. */
const PROPOSAL = /(?:^|[，,。])\s*要(?:不要)?([^，,。？?]{2,20}?)(?:吗|呢)?[？?]\s*$/;

/**
 * The answer said as a sentence of its own: a nod to a yes-no question says what it proposed ("先排能放下的"); a count answering a 几-question takes the 几's place ("这周每天最多排4节"),
 * so the readers of the request's options read it as they would have read the student saying it; any other answer
 * is its own words.
 */
export function answerAsSaid(question: string, answer: string): string {
  // "好" to "…，要先排能放下的吗？": the nod says what was proposed.
  const proposed = NOD.test(answer.trim()) ? PROPOSAL.exec(question)?.[1] : undefined;
  if (proposed) return proposed;
  const count = COUNT_ANSWER.exec(answer.trim());
  if (!count) return answer;
  const asking = new RegExp(`(?:几|多少)${count[2]}`);
  return asking.test(question) ? question.replace(asking, `${count[1]}${count[2]}`).replace(/[？?]\s*$/, "") : answer;
}
