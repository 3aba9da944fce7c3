/**
 * A request completed by the option its question offered, said again as the one sentence the student could have
 * typed, so the readers of that family read it as they read any other:
 * - where a named thing goes: "把树与最小生成树排个时间" → "想放哪天？" → "周六的" is "把树与最小生成树放到周六";
 * - which thing a pronoun meant: "move it to Friday period 3" → "Which one do you mean?" → "the last one" is
 *   "move 树与最小生成树 to Friday period 3";
 * - which to-do a loose name meant: "那个作业截止改到周日" → "物理那个" is "完成大学物理实验报告截止改到周日";
 * - which block was missed: "昨天有一块没做" → "哪个没做？" → "第二个没做" is "昨天函数与等价关系那块没做", and the
 *   option that says all of them ("两个都没做") names every other option.
 * Any other request and answer are left as they are (undefined).
 */
import { DAY_WORD } from "./day-words";
import { detectIntent } from "./intents";
import { pickedOption } from "./option-picks";
import type { Answer, AskedQuestion } from "../types";
import { bareThing, wishedThing } from "./wished-places";

const wishedAs = (name: string | undefined): string | undefined => (name === undefined ? undefined : bareThing(name));

/** "那个没做", "没做完", "只做了一半": how a block went, said after the pick that names it. */
const BLOCK_STATUS = /^(?:的|那个|那块|那节)?((?:也|还|都)?(?:没做完?|没去|没学|没动|只做了?一半|做了一半|做完了?|完成了))[。.!！\s]*$/;
/** "两个都没做", "都没做": the option that answers for every block offered. */
const ALL_OF_THEM = /^(?:两个|俩|三个|全部|全)?都/;
/** "昨天", "前天", "上周五": the day a missed block was on, which DAY_WORD (days ahead) does not read. */
const PAST_DAY = /大?前天|昨天|上(?:个)?(?:周|星期|礼拜)[一二三四五六日天]/;
/** "it", "them", "它", "那块复习": what the question asked the student to name. */
// "那场期中" answered "大学物理期中": an exam pointed at is the exam picked.
const PRONOUN = /\b(?:it|them)\b|它们?|[那这]块(?:复习)?|[那这]场(?:期中|期末|考试|测验|小测)?(?:考试)?/i;

/** The option picked by the answer's head, and the status said after it ("第二个没做" → 第二个, 没做). */
export function pickedWithStatus(text: string, asked: AskedQuestion): { picked: string; status: string } | undefined {
  const said = text.trim();
  for (let end = said.length - 1; end > 0; end--) {
    const status = BLOCK_STATUS.exec(said.slice(end))?.[1];
    const picked = status === undefined ? undefined : pickedOption(said.slice(0, end), asked);
    if (picked !== undefined && status !== undefined) return { picked, status };
  }
  return undefined;
}

/** A block's name as the check-in reader takes it: "代数系统：群、环、域" → "代数系统". */
function blockName(option: string): string {
  return option.split(/[：:（(]/)[0].trim();
}

function missedBlock(text: string, answer: Answer): string | undefined {
  if (!/没做|没去|没学|做了|做完/.test(text) || !/[哪那]个|哪块|哪一块/.test(answer.question.question)) return undefined;
  const day = (PAST_DAY.exec(text) ?? DAY_WORD.exec(text))?.[0] ?? "";
  const exact = answer.question.options.find((option) => option === answer.text.trim());
  const all = exact !== undefined && ALL_OF_THEM.test(exact) ? /(?:都)(.+)$/.exec(exact)?.[1] : undefined;
  if (all !== undefined) {
    const others = answer.question.options.filter((option) => option !== exact).map(blockName);
    return others.length >= 2 ? `${day}${others.join("和")}${others.length}块都${all}` : undefined;
  }
  const said = pickedWithStatus(answer.text, answer.question);
  return said && !ALL_OF_THEM.test(said.picked) ? `${day}${blockName(said.picked)}那块${said.status}` : undefined;
}

/** "四级真题找个时间一口气做完": the thing, then the wish for a time to do it in. */
// "四级真题想整块做掉": the wish said as how it is done, a place for it still to find.
const WISHED_TIME = /^(?:帮我|给我)?(?:把)?(\p{Script=Han}{2,12}?)(?:(?:找|挑|抽|排)(?:个|一个|一段|点)?(?:时间|空|时段|整块时间)(?:[，,]?(?:一口气|一次性?|一下子?|集中|整块)?(?:做|写|弄|刷|搞|学)(?:完|掉|了)?)?|想(?:一口气|一次性?|整块|集中)(?:做|写|弄|刷|搞|学)(?:完|掉))(?:吧|呗)?[。.!！\s]*$/u;

/** "想放哪天？" answered "周六的": the one thing named, put where the option says. */
function placedWhere(text: string, answer: Answer): string | undefined {
  const picked = answer.question.options.find((option) => option === answer.text.trim());
  if (picked === undefined || !DAY_WORD.test(picked)) return undefined;
  // A time asked for by a thing and a wish ("找个时间做完"), answered by a place with its clock: the thing goes there.
  const wished = /\d{1,2}:\d{2}/.test(picked) ? (wishedAs(WISHED_TIME.exec(text.trim())?.[1]) ?? wishedThing(text)) : undefined;
  if (wished) return `把${wished}放到${picked.replace(/[–—-]\d{1,2}:\d{2}.*$/, "")}`;
  const intent = detectIntent(text);
  if (intent.family !== "schedule" || intent.wantsAll || intent.hints.length !== 1 || (intent.range !== undefined && DAY_WORD.test(intent.range))) return undefined;
  // "把四级真题一次做完" named the thing and how it is done: only the thing is placed.
  return `把${intent.hints[0].replace(/(?:一次性?|一口气|一下子?)?(?:做|写|弄|刷|搞)完$/, "")}放到${picked}`;
}

/** "第一章 随机事件与概率（周三 10:00），挪到周四下午两点": the block picked, then where it goes. */
const PICKED_THEN_MOVED = /^(.+?)[，,]\s*(?:就|那就|帮我|给我)*((?:挪|移|换|调|改|放)(?:到|去|在|成)\S+)$/;

/** "要挪哪一块？" answered by a block and where it goes: that block moved there, whatever the request called it. */
function pickedThenMoved(answer: Answer): string | undefined {
  const said = PICKED_THEN_MOVED.exec(answer.text.trim());
  // Only a block offered with its time ("（周三 10:00）"): a to-do picked then "改到周六" is its deadline changed.
  if (!said || !answer.question.options.includes(said[1]) || !/\d{1,2}:\d{2}/.test(said[1])) return undefined;
  const name = blockName(said[1]);
  return name === "" || DAY_WORD.test(name) ? undefined : `把${name}${said[2]}`;
}

/** "Which one do you mean?" answered by an option: the pronoun of the request is that option. */
function pronounNamed(text: string, answer: Answer): string | undefined {
  const picked = answer.question.options.find((option) => option === answer.text.trim());
  // "函数与等价关系（周五 16:00）": the block's name, without where it is now.
  const name = picked === undefined ? undefined : blockName(picked);
  if (name === undefined || name === "" || DAY_WORD.test(name) || !PRONOUN.test(text)) return undefined;
  return text.replace(PRONOUN, name);
}

/** "那个作业截止改到周日" answered "完成大学物理实验报告": the to-do the request named loosely is the one picked. */
function todoNamed(text: string, answer: Answer): string | undefined {
  const picked = answer.question.options.find((option) => option === answer.text.trim());
  const intent = detectIntent(text);
  if (picked === undefined || DAY_WORD.test(picked) || intent.family !== "task_edit" || !intent.task || !text.includes(intent.task)) return undefined;
  const at = text.indexOf(intent.task);
  const start = /(?:那个|这个|那条|这条)$/.test(text.slice(0, at)) ? at - 2 : at;
  return `${text.slice(0, start)}${picked}${text.slice(at + intent.task.length)}`;
}

/** An option that names an exam: "大学物理期中", "程序设计期末考试", "四级". */
const EXAM_OPTION = /期中|期末|考试|测验|小测|结课考|四级|六级/;
/** The request said the exam is off: "期中不考了，删掉", "有场期中取消了", "那场考试没了". */
const EXAM_OFF = /不考|取消|没了|删|撤|作废|不用考/;

/** "要删哪场期中？" answered "大物的": the exam picked is the one called off, never a to-do of that name. */
function examCalledOff(text: string, answer: Answer): string | undefined {
  const picked = answer.question.options.find((option) => option === answer.text.trim());
  if (picked === undefined || !EXAM_OPTION.test(picked) || !EXAM_OPTION.test(`${text}${answer.question.question}`) || !EXAM_OFF.test(text)) return undefined;
  return `${picked}取消了`;
}

/** The request `text` answered by `answers`, said as one sentence; undefined when it reads no better so. */
export function answeredPick(text: string, answers: readonly Answer[]): string | undefined {
  if (answers.length !== 1) return undefined;
  const [answer] = answers;
  for (const said of [missedBlock(text, answer), placedWhere(text, answer), pickedThenMoved(answer), pronounNamed(text, answer), examCalledOff(text, answer), todoNamed(text, answer)]) {
    if (said === undefined) continue;
    const intent = detectIntent(said);
    if (intent.family === "edit" || intent.family === "checkin" || intent.family === "task_edit" || intent.family.startsWith("exam")) return said;
  }
  return undefined;
}

/** "两个都不是，", "都不删，", "这周下周都不行 ": every option turned down, said before anything else. */
const NONE_TAKEN = /^(?:两个|俩|三个|全|这些|这几个|这两个)?都(?:先)?(?:不|别)(?:要|行|好|合适|用|对|是|删|排|改|做|弄|选|需要)?了?(?:吧|啦)?(?:[，,。\s]+|$)/;

/** "都不排了", "都先不用了", "都不删了": the request itself given up, not only the options ("都不是", "都不行"). */
const DROPPED = /先|了|不用|不需要/;

/** The options themselves said first ("这周下周都不行"): the words of each, and what joins them. */
function withoutOptionsSaid(text: string, options: readonly string[]): string {
  let said = text.trim();
  for (let again = true; again; ) {
    again = false;
    for (const option of options) {
      const joined = new RegExp(`^${option.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}[和、跟\s]*`).exec(said);
      if (joined && joined[0] !== "") {
        said = said.slice(joined[0].length);
        again = true;
      }
    }
  }
  return said;
}

/**
 * "两个都先不用了", "都不删，把错题本那条标成完成": every option turned down, and what the student says instead
 * ("" when nothing), and whether the words give the request up ("都不排了") rather than only its options ("都不行");
 * undefined when the answer takes an option or says something else.
 */
export function noneTaken(text: string, options: readonly string[]): { rest: string; drops: boolean } | undefined {
  if (options.length < 2) return undefined;
  const said = withoutOptionsSaid(text, options);
  const turned = NONE_TAKEN.exec(said);
  return turned ? { rest: said.slice(turned[0].length).trim(), drops: DROPPED.test(turned[0]) } : undefined;
}

/** "排第17周吧", "放到下下周": a range said as the whole clause, with the verb that plans it at most. */
const RANGE_ANSWER = /^(?:就|那就|还是)?(?:排|放|安排|挪)?(?:到|在)?(?:第\s*\d{1,2}\s*周|(?:这|下下?)(?:个)?(?:周|星期|礼拜)|月底|期末周?|寒假)(?:吧|呗|好了)?$/;

/**
 * What still answers the question after every option was turned down: "这周下周都不行 我期末周才有空 排第17周吧"
 * ends with the range meant ("排第17周吧"); undefined when nothing does (a request of its own, or only a reason).
 */
export function answerAfterNone(instead: string, answers: (said: string) => boolean): string | undefined {
  const last = instead.split(/[，,。\s]+/).filter((clause) => clause !== "").at(-1);
  if (last === undefined || detectIntent(last).family !== "unknown" || !answers(last)) return undefined;
  // A clause of no family is an answer only when it says a time the request can take ("排第17周吧", "下下周").
  return RANGE_ANSWER.test(last) ? last : undefined;
}
