/**
 * Students correct themselves inside one message: "记一下周二交读后感，不对，是周三", "周一上午，哦不，周二上午有空
 * 吗", "不是今天，是明天下午去体检", "X不是周五截止，是周六", "别放到今天，放到明天". The reading keeps only what
 * the student settled on — the corrected day, time or week in the place of the mistaken one — so every reader sees
 * one request. Each row is a family with the sentences it reads and the ones it must leave as they are (checked in
 * corrections.test.ts). A correction alone ("不对，是周六", "不是今天，是明天") has nothing to correct in its own
 * message: it leans on the request before it and is left to the follow-up reader (understand/follow-ups.ts).
 */
import { findEnglishDatePhrase } from "@/lib/tasks/en-dates";
import type { Reading } from "./reading";
import { rewritten, type Piece } from "./rewrite";
import { corrected, runsIn } from "./corrected-values";
import { hesitated } from "./hesitations";

/** "哦不", "不对", "哦不是", "说错了": the student taking back what they just said. */
// "…，算了还是周四吧": 算了 with a value after it changes the value; alone ("算了，不用了") it drops the request.
// "啊不，周六" / "9点，不，9点半": a bare 不 standing as its own clause; "哦我是说下周三": the value said again.
const MARKER =
  "(?:(?:哦|噢|呃|啊|额)?(?:不对不对|不对|不是不是|不不|说错了|写错了|打错了|记错了|搞错了|错了|口误|算了|我是说|我的意思是)|(?:哦|噢|呃|啊|额)不是?|不(?=[，,。\\s])|应该是|(?<=[…—])(?:呃|额|嗯)(?=[^，,。\\s]))";
/** What a correction may say before the right value: "是周四", "应该是9号", "我是说周五", "改成周四". */
const RESTATING = "(?:应该是|我是说|我说的是|我是想问|我想问的是|我问的是|而是|还是|是)";

/**
 * "周五那个不对是周六下午三点", "十点吧不对十一点": taken back with no pause. Only 不对 and its kin, right after a
 * value and a filler at most: a bare 不是 there asks ("明天不是周六吗").
 */
const UNPAUSED = /^(.*?)(?:那个|这个|吧|啊|呃|额)?(?:哦|噢|呃|啊)?(?:不对不对|不对|说错了|哦不)(?:[，,\s]*(?:应该是|我是说|是))?(?=\S)/;

function unpaused(text: string): Piece[] | undefined {
  const match = UNPAUSED.exec(text);
  if (!match || /[，,。？?\s—…]$/.test(match[1])) return undefined;
  const before = match[1];
  // The value taken back ends where the marker starts; one said earlier is no slip.
  if (runsIn(before).at(-1)?.end !== before.length || runsIn(text.slice(match[0].length))[0]?.start !== 0) return undefined;
  return corrected(text, [0, before.length], [match[0].length, text.length]);
}

export interface CorrectionRow {
  family: string;
  /** The reading's pieces once the correction is applied, or undefined when the row does not apply. */
  correct: (text: string) => Piece[] | undefined;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

// "周三——哦不对，周四", "1月12号…不对": a dash or trailing dots set the correction off as a comma does.
const AFTER_MARKER = new RegExp(`^(.*?[^，,。？?\\s—…])[，,。？?\\s—…]+${MARKER}[，,。\\s]*(?:${RESTATING}|改成|改到)?\\s*(\\S.*)$`);
// "考试那条记错了，英语不是…，是…": a clause saying something was noted wrong may come first.
const NOT_THIS_BUT = new RegExp(`^((?:[^，,。？?]*错了[，,]\\s*)?[^，,。？?]*?)(?<!是)不是([^，,。？?]+?)[，,\\s]+${RESTATING}\\s*([^，,。？?]+)(.*)$`);
/** "写错了，", "名字记错了，": only the slip owned, which names nothing of its own. */
const SLIP_ONLY = /^[^，,。？?]{0,4}错了[，,]\s*$/;
/** "，改一下", "，帮我更正一下": the fix asked for, after a correction that says nothing else. */
const FIX_ONLY = /^[，,。\s]*(?:帮我|麻烦)?(?:改一下|改下|改过来|更正一下|更正)(?:吧|哈)?[。！!\s]*$/;
/** "线代作业的截止", "大作业那个ddl": the correction is of a named to-do's deadline. */
const DEADLINE_LEAD = /[^，,。？?\s]{2,}?(?:的|那个|这个)?\s*(?:截止(?:时间|日期)?|ddl|deadline)(?:是)?\s*$/i;
/** "辅导员", "班主任": a word of a name, no verb or pointer of a request of its own ("删买水果那个"). */
const BARE_WORD = /^[\u4e00-\u9fa5]{1,4}$/;
/** "整理错题本", "交实验报告": a to-do's whole title, no request of its own (删… / 把… / …那个 ask for something). */
// "做past paper": an English word in the title too.
const NAMED_THING = /^(?![删挪排记放移把将])(?!.*(?:那个|这个|那条|这条))(?=.*\p{Script=Han})[\p{Script=Han}A-Za-z ]{2,12}$/u;
const PLACING = "(?:排|放|挪|移|安排|塞)(?:到|进|在)";
/** "别记成周四哦，是周五…": the value not to note, then the right one; 记 is kept, the request it was. */
const NOT_NOTED_AS = new RegExp(`^(?:可|千万|一定)?(?:别|不要)(?:给我)?(记)成([^，,。？?]{1,12}?)(?:了|啊|呀|哦|哈|喔)*[，,。！!\\s]+(?:${RESTATING})?\\s*(\\S.*)$`);
/** "周五之前别提醒我，周六早上…提醒我": when not to be told, then when; the first clause sets nothing. */
const NOT_UNTIL = /^([^，,。？?]{1,12}?)(?:之前|以前|前)?(?:都|先|就|也)?(?:别|不要|不用|先别|无需)(?:再)?(?:提醒|叫|催|打扰|记)(?:我)?(?:了|啦|哈|哦|啊)*[，,。！!\s]+(?=\S)/;
/** "别周三提醒我，周四再提醒我…": the day ruled out after 别. */
/** "…Friday 5pm, actually make it Saturday 10am": an English request's time taken back and said again. */
const ENGLISH_RESTATED = /^(.*?[^,;.\s])[,;.]?\s+(?:actually|no wait|wait|sorry|oops)[,\s]+(?:make it|i mean|i meant|change it to|move it to|it'?s)\s+(.+?)[.!\s]*$/i;
// Only where a date phrase is is read, never what day it is: any fixed moment serves.
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };
const NOT_ON = /^(?:别|不要|不用|先别)(?:在)?([^，,。？?]{1,12}?)(?:提醒|叫|催|打扰)(?:我)?(?:了|啦|哈|哦|啊)*[，,。！!\s]+(?=\S)/;
/** "提醒我周四交表，不是这周四，是下周四": the request, then its day said again rightly at the end. */
const REQUEST_THEN_NOT_BUT = new RegExp(`^(.*?[^，,。\\s])[，,。\\s]+不是([^，,。？?]+?)[，,\\s]+(?:${RESTATING})\\s*([^，,。？?]+?)[吧啊呀哦。!！\\s]*$`);
const NOT_THERE_BUT = new RegExp(`(?:别|不要|先别|不用)(?:再)?${PLACING}([^，,。]{1,10})[，,\\s]+(?:而是|要)?(?=${PLACING})`);

/** "好像是周五交X？算了不管了，就按周五中午12点记吧": a hedged note settled by the time it is to be noted at. */
const NOTED_AT =
  /^((?:好像是|应该是|大概是|可能是|好像|应该|大概)?)(.*?[^，,。？?\s…吧啊呀])([吧啊呀]*[，,。？?\s…]+(?:(?:算了|不管了|不管是不是|管它呢|管他呢|不确定)[，,。\s]*)*(?:那)?(?:就|先)?按(?:照)?)([^，,。？?]{1,12}?)(来)?(记|算)(?:下|一下|着)?(?:吧|好了|就行)?[。！!\s]*$/;
/** "把X排到这周，嗯…这周太满了，还是下周吧": a value, what is wrong with it, then 还是 the other one. */
const SETTLED_ON_OTHER =
  /^(.*?[^，,。？?\s…])([，,。\s…]+(?:[^，,。？?]{1,14}[，,。\s…]+){0,2}(?:那|那就|要不)?还是)([^，,。？?！!]{1,10}?)(?:吧|好了)[。！!\s]*$/;
/** Why the first value was given up: a hesitation, or the first value found wanting. */
const GIVEN_UP = /嗯|呃|额|唔|太满|太忙|来不及|没空|有事|排不下|太多|不行|不方便/;

const CHANGING = "(?:改成|改为|换成|设成|设为|标成|标为|调成)";
/** "X改成重要紧急，额，其实没那么急，改成重要不紧急": the change said twice, the second one with no thing of its own. */
const CHANGED_TWICE = new RegExp(`^(.*?${CHANGING})([^，,。？?]{1,12}?)([，,。\\s…]+(?:[^，,。？?]{1,14}[，,。\\s…]+){0,2}(?:还是|就|那就|那)?${CHANGING})(\\S.*)$`);
/** What takes the first change back: a hesitation, 其实, 算了, 不对, 想了想. */
const TAKING_BACK = /额|呃|嗯|其实|算了|不对|哦不|想了想|想想|说错了/;
/** "把整理照片那个删了，哦不，删的是策划案，照片留着": the thing named again after the marker, its verb said again. */
const THING_TAKEN_BACK = new RegExp(
  `^(.*?(?:把|将))([^，,。？?]{2,16}?)((?:那个|这个|那条|这条)?(?:任务|待办)?(?:删|完成|标|推|挪|改)[^，,。？?]{0,6})[，,。\\s]+${MARKER}[，,。\\s]*(?:(?:要|想|我说)?(?:删|完成|标|推|挪|改)[^，,。？?的]{0,3}的是|是|我说的是)([^，,。？?]{2,16}?)(?:那个|这个|那条|这条)?(?:[，,。\\s]+(.*))?$`,
);
/** "…，照片留着": the thing first named, kept; it says nothing more. */
const KEPT = /留着|保留|别删|不删|不用删|别动|不动/;

function changedTwice(text: string): Piece[] | undefined {
  const match = CHANGED_TWICE.exec(text);
  if (!match || !TAKING_BACK.test(match[3])) return undefined;
  return [{ copy: [0, match[1].length] }, { copy: [text.length - match[4].length, text.length] }];
}

function thingTakenBack(text: string): Piece[] | undefined {
  const match = THING_TAKEN_BACK.exec(text);
  if (!match || runsIn(match[4]).length > 0) return undefined;
  const [, lead, , verb, thing, rest] = match;
  const thingStart = match[0].indexOf(thing, lead.length + match[2].length + verb.length);
  const pieces: Piece[] = [{ copy: [0, lead.length] }, { copy: [thingStart, thingStart + thing.length] }, { copy: [lead.length + match[2].length, lead.length + match[2].length + verb.length] }];
  if (rest && !KEPT.test(rest)) pieces.push({ words: "，", for: [text.length - rest.length - 1, text.length - rest.length] }, { copy: [text.length - rest.length, text.length] });
  return pieces;
}

function notedAt(text: string): Piece[] | undefined {
  const match = NOTED_AT.exec(text);
  if (!match) return undefined;
  const [, hedge, body, lead, value] = match;
  const valueStart = hedge.length + body.length + lead.length;
  const verb = valueStart + value.length + (match[5]?.length ?? 0);
  const pieces = corrected(text, [hedge.length, hedge.length + body.length], [valueStart, valueStart + value.length]);
  return pieces && runsIn(value)[0]?.start === 0 ? [{ words: "记一下", for: [verb, verb + 1] }, ...pieces] : undefined;
}

function settledOnOther(text: string): Piece[] | undefined {
  const match = SETTLED_ON_OTHER.exec(text);
  if (!match) return undefined;
  const [, body, between, value] = match;
  const run = runsIn(value)[0];
  if (!run || run.start !== 0 || run.end !== value.length) return undefined;
  const olds = runsIn(body).map((each) => body.slice(each.start, each.end));
  if (!GIVEN_UP.test(between) && !olds.some((old) => between.includes(old))) return undefined;
  const valueStart = body.length + between.length;
  return corrected(text, [0, body.length], [valueStart, valueStart + value.length]);
}

export const CORRECTION_ROWS: readonly CorrectionRow[] = [
  {
    family: "a value said, then taken back and said again after 不对 / 哦不 / 哦不是",
    correct: (text) => {
      const match = AFTER_MARKER.exec(text);
      if (!match) return undefined;
      const saidStart = text.length - match[2].length;
      return corrected(text, [0, match[1].length], [saidStart, text.length]);
    },
    examples: [
      ["提醒我周五交体检表，不对，是周六", "提醒我周六交体检表"],
      ["明天上午，哦不，明天下午有空吗", "明天下午有空吗"],
      ["新建任务：整理实验数据，截止12号，哦不是，11号", "新建任务：整理实验数据，截止11号"],
      ["把英语复习放进下周，哦不对，放进下下周", "把英语复习放进下下周"],
      ["记一下后天下午3点开组会，不对，4点", "记一下后天下午4点开组会"],
      ["提醒我周二交读书笔记，算了还是周三吧", "提醒我周三交读书笔记"],
      ["下周四上午有空吗？不对，我是想问下周五", "下周五上午有空吗"],
      // Set off by a dash or dots, or by a bare 不 / 啊不 / 我是说.
      ["记一下周二——不对，周三上午交实验报告", "记一下周三上午交实验报告"],
      ["后天…不对，大后天晚上有空吗", "大后天晚上有空吗"],
      ["提醒我8点，不，8点半去跑步", "提醒我8点半去跑步"],
      ["读书报告推到周四，啊不，周五", "读书报告推到周五"],
      ["周四有什么课，哦我是说下周四", "下周四有什么课"],
      ["明天下午有空吗，我的意思是后天下午", "后天下午有空吗"],
      // A lead-in before the new value, a value confirmed and said again, a hedge on the old value only.
      ["英语口语考试好像是12号…不对，老师说改到13号了", "英语口语考试好像是13号了"],
      ["现在第9周吧，不对，校历上写的是第10周", "现在第10周"],
      ["记一下周二……应该是周三吧，对，周三下午四点交表", "记一下周三下午四点交表"],
      ["明天之前，哦不是，后天之前要交的有哪些", "后天之前要交的有哪些"],
      ["周一…呃周二吧，周一满课", "周二吧"],
      // How many sections, which offered slot.
      ["新建任务：背单词，要2节，不对，3节", "新建任务：背单词，要3节"],
      ["选第一个吧，不对，还是第二个，放英语阅读", "选第二个，放英语阅读"],
    ],
    counterexamples: [
      "不对，是周四",
      "这个排法不对，重新排一下",
      "周三的作业写得不对，要重写",
      "不对不对，是周五第7节",
      "记一下周五交表，算了，不用了",
      "周五上午，不，我不去了",
      "后天第三节应该是英语课吧？你帮我看看",
      "数学期末还有多久？应该是两个多月吧",
      "周三和周四都有空吗",
    ],
  },
  {
    family: "a value taken back with no pause: 周五那个不对是周六, 十点吧不对十一点",
    correct: unpaused,
    examples: [
      ["提醒我周四那个不对是周五下午交表", "提醒我周五下午交表"],
      ["读书笔记截止改到周日晚上九点吧不对十点", "读书笔记截止改到周日晚上十点"],
      ["记一下明天下午不对后天下午去拿快递", "记一下后天下午去拿快递"],
    ],
    counterexamples: ["周五那个作业不对，要重写", "明天不是周六吗", "周三的答案不对吧", "这个排法不对重新排一下"],
  },
  {
    family: "不是 the mistaken value, 是 the right one, with the request around them",
    correct: (text) => {
      const match = NOT_THIS_BUT.exec(text);
      if (!match) return undefined;
      const [, lead, , said, tail] = match;
      // "周四下午不是没课吗，是不是整个下午都空": a question asked back (…吗, 是不是…) takes nothing back.
      if (/[吗么嘛]$/.test(match[2]) || /^不是/.test(said)) return undefined;
      const mistakenStart = lead.length + 2;
      const mistaken: [number, number] = [mistakenStart, mistakenStart + match[2].length];
      const saidStart = text.length - tail.length - said.length;
      // A correction alone ("不是今天，是明天") leans on the request before it, and so does one word of a name put
      // right ("不是辅导员，是班主任，改一下"): cut from the name it corrects, the word alone says nothing.
      // "写错了，不是取快递，是寄快递": a slip owned first leans on the request before just the same.
      const alone = (lead.trim() === "" || SLIP_ONLY.test(lead)) && (tail.trim() === "" || FIX_ONLY.test(tail));
      if (alone && runsIn(said).some((run) => run.start === 0 && run.end === said.length)) return undefined;
      if (alone && BARE_WORD.test(match[2]) && BARE_WORD.test(said)) return undefined;
      // "唔係整理錯題本，係抄錯題": a whole title put right by another leans on the note before it just the same.
      if (alone && [match[2], said].every((words) => NAMED_THING.test(words) && runsIn(words).length === 0)) return undefined;
      const replaced = corrected(text, mistaken, [saidStart, saidStart + said.length]);
      const pieces: Piece[] = replaced ?? [{ copy: [saidStart, saidStart + said.length] }];
      // "X那个截止不是明天 是后天…": a deadline put right is a change of it, read as 截止改到 the right day.
      const redated = DEADLINE_LEAD.test(lead) && (tail.trim() === "" || FIX_ONLY.test(tail));
      const changed: Piece[] = redated ? [{ words: "改到", for: [lead.length, mistakenStart] }] : [];
      return [{ copy: [0, lead.length] }, ...changed, ...pieces, { copy: [text.length - tail.length, text.length] }];
    },
    examples: [
      ["不是今天，是明天下午两点去拿体检报告", "明天下午两点去拿体检报告"],
      ["大作业不是周四截止，是周五，帮我改一下", "大作业周五截止，帮我改一下"],
      ["现在不是第10周，是第11周", "现在第11周"],
      ["不是删取快递，是删买水果那个", "删买水果那个"],
      ["那条提醒记错了，体检不是周二，是周三上午", "那条提醒记错了，体检周三上午"],
      // A named to-do's deadline put right: the change of it.
      ["概率作业的截止不是周四 是周五中午", "概率作业的截止改到周五中午"],
      ["读书笔记那个ddl不是今天，是下周一，改一下", "读书笔记那个ddl改到下周一，改一下"],
      ["实验报告截止不是10号，是12号晚上八点", "实验报告截止改到12号晚上八点"],
    ],
    counterexamples: ["不是今天，是明天", "是不是明天交", "这不是我的任务", "不是今天交吗？是明天吧", "周五晚上不是没课吗，是不是整晚都空", "明天不是放假么，是不是不用交", "不是班长，是学委，改一下", "不是图书馆，是自习室"],
  },
  {
    family: "别记成 the mistaken value, 是 the right one: the note is the right one",
    correct: (text) => {
      const match = NOT_NOTED_AS.exec(text);
      if (!match || runsIn(match[2]).length === 0 || runsIn(match[3])[0]?.start !== 0) return undefined;
      const verb = match.index + match[0].indexOf(match[1]);
      return [{ words: "记", for: [verb, verb + 1] }, { copy: [text.length - match[3].length, text.length] }];
    },
    examples: [
      ["别记成周四啊，是周五下午三点交实验报告", "记周五下午三点交实验报告"],
      ["不要记成今天，是明天晚上八点开班会", "记明天晚上八点开班会"],
    ],
    counterexamples: ["别记成周四啊", "别记成待办，这是考试", "别记成后天啊，我还没想好"],
  },
  {
    family: "when not to be reminded, then when: only the second clause says a time",
    correct: (text) => {
      const match = NOT_UNTIL.exec(text) ?? NOT_ON.exec(text);
      const rest = match ? text.slice(match[0].length) : "";
      if (!match || runsIn(match[1]).length === 0 || runsIn(rest).length === 0) return undefined;
      return [{ copy: [match[0].length, text.length] }];
    },
    examples: [
      ["周五之前别提醒我，周六早上九点提醒我去取快递", "周六早上九点提醒我去取快递"],
      ["今天先别催我，明天下午四点提醒我还书", "明天下午四点提醒我还书"],
      ["别周一提醒我，周二中午再提醒我交材料", "周二中午再提醒我交材料"],
      ["今天不用记，后天早上八点提醒我去体检", "后天早上八点提醒我去体检"],
    ],
    counterexamples: ["周五之前别提醒我", "今天别提醒我了，我很累", "别提醒我了，明天再说"],
  },
  {
    family: "an English request's time taken back after 'actually' and said again",
    correct: (text) => {
      const match = ENGLISH_RESTATED.exec(text);
      const said = match ? findEnglishDatePhrase(match[2], LOCATING) : null;
      const old = match ? findEnglishDatePhrase(match[1], LOCATING) : null;
      if (!match || !said || said.index !== 0 || !old) return undefined;
      const saidStart = text.length - match[0].length + match[0].lastIndexOf(match[2]);
      return [
        { copy: [0, old.index] },
        { copy: [saidStart + said.index, saidStart + said.index + said.length] },
        { copy: [old.index + old.length, match[1].length] },
      ];
    },
    examples: [
      ["remind me Thursday 3pm to return the books, actually make it Friday 11am", "remind me Friday 11am to return the books"],
      ["note: lab meeting tomorrow 9am. wait, I mean Wednesday 9am", "note: lab meeting Wednesday 9am"],
    ],
    counterexamples: ["remind me Thursday to return the books, actually make it two books", "actually make it Friday"],
  },
  {
    family: "a request, then 不是 its day, 是 the right one",
    correct: (text) => {
      const match = REQUEST_THEN_NOT_BUT.exec(text);
      if (!match || runsIn(match[2]).length === 0) return undefined;
      const saidStart = text.length - match[0].length + match[0].lastIndexOf(match[3]);
      return corrected(text, [0, match[1].length], [saidStart, saidStart + match[3].length]);
    },
    examples: [
      ["提醒我周五交班费，不是这周五，是下周五", "提醒我下周五交班费"],
      ["周三晚上有空吗，不是周三，是周四", "周四晚上有空吗"],
    ],
    counterexamples: ["提醒我周五交班费，不是这个，是那个", "提醒我周五交班费，不是我的，是班长的"],
  },
  {
    family: "别排到 one range, 排到 another",
    correct: (text) => {
      const match = NOT_THERE_BUT.exec(text);
      if (!match || !runsIn(match[1]).some((run) => run.start === 0)) return undefined;
      return [{ copy: [0, match.index] }, { copy: [match.index + match[0].length, text.length] }];
    },
    examples: [
      ["落下的复习别排到周末，排到下周一", "落下的复习排到下周一"],
      ["英语别放到今天，放到明天吧", "英语放到明天吧"],
    ],
    counterexamples: ["别排到周末，我周末回家", "别排太满，排到下周就行"],
  },
  {
    family: "a hedged note settled by 就按 the time it is to be noted at",
    correct: notedAt,
    examples: [
      ["好像是周四交团费？不管了，就按周四下午5点记吧", "记一下周四下午5点交团费"],
      ["应该是下周一还图书馆的书，算了，按下周一上午10点记", "记一下下周一上午10点还图书馆的书"],
      ["明天交社团报名表吧，就按明天中午12点记下", "记一下明天中午12点交社团报名表"],
    ],
    counterexamples: ["就按周五中午12点记吧", "好像是周五交表？就按老样子记吧", "按时间顺序记吧"],
  },
  {
    family: "a value, what is wrong with it, then 还是 the other one",
    correct: settledOnOther,
    examples: [
      ["把英语听力排到周末，周末要回家，还是下周一吧", "把英语听力排到下周一"],
      ["线代复习放这周，呃，这周考试多，还是下周吧", "线代复习放下周"],
      ["明天下午有空吗，明天下午好像有课，那还是后天下午吧", "后天下午有空吗"],
    ],
    counterexamples: ["把英语排到这周，数学还是下周吧", "英语排这周还是下周？", "把英语排到这周，挺好的，还是老样子吧"],
  },
  {
    family: "a value, a hesitation standing alone (嗯 / 呃), then another value settled with 吧",
    correct: hesitated,
    examples: [
      ["提醒我明早七点去晨跑 嗯 七点半吧七点天还没亮", "提醒我明早七点半去晨跑"],
      ["记一下周五下午三点开组会，呃，四点吧", "记一下周五下午四点开组会"],
      ["后天上午交实验报告，额，后天下午好了，上午有课", "后天下午交实验报告"],
      // The day alone, then its clock settled on: the clock is added, no day taken back.
      ["帮我记一下……周五，嗯，下午三点吧，去教务处盖章", "帮我记一下……周五下午三点吧，去教务处盖章"],
      ["提醒我明天，呃，早上七点吧，去占座", "提醒我明天早上七点吧，去占座"],
    ],
    counterexamples: ["提醒我明天八点起床，嗯，周五也要", "记一下周四，嗯，周五也要交", "记一下周五下午三点开组会，嗯，记得带电脑", "对，嗯，明天下午三点开会吧", "周五三点开会 嗯 好吧"],
  },
  {
    family: "a change said twice, the first taken back: the last one stands",
    correct: changedTwice,
    examples: [
      ["四级单词改成重要不紧急，呃，还是挺急的，改成重要紧急", "四级单词改成重要紧急"],
      ["把班会那条设为不重要，算了，设为重要不紧急吧", "把班会那条设为重要不紧急吧"],
      ["读书笔记标成紧急，其实不急，标成不重要不紧急", "读书笔记标成不重要不紧急"],
    ],
    counterexamples: ["英语改成重要，数学改成不重要", "四级单词改成重要紧急", "把班会改成周五，顺便改成重要"],
  },
  {
    family: "a thing named, taken back, and the right one named with its verb again",
    correct: thingTakenBack,
    examples: [
      ["把洗衣服那个删了，哦不，删的是交班费，洗衣服留着", "把交班费那个删了"],
      ["把背单词标完成，不对，是听力练习", "把听力练习标完成"],
      ["把体检那条推到周五，啊不是，我说的是班会那条，下午开", "把班会那条推到周五，下午开"],
    ],
    counterexamples: ["把洗衣服那个删了，哦不，不删了", "把背单词标完成，不对，是周四", "把洗衣服那个删了"],
  },
];

/** The reading with the student's own corrections applied, or the reading itself when it holds none. */
export function withCorrections(reading: Reading): Reading {
  let current = reading;
  for (const row of CORRECTION_ROWS) {
    const pieces = row.correct(current.text);
    if (pieces) current = rewritten(current, pieces);
  }
  return current;
}
