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

type Kind = "day" | "part" | "clock" | "period";

const NUMBER = "[\\d一二两三四五六七八九十]{1,3}";
const TOKEN = new RegExp(
  [
    `(?<period>第\\s*${NUMBER}(?:\\s*[-~～到至]\\s*${NUMBER})?\\s*节)`,
    `(?<week>第\\s*${NUMBER}\\s*(?:周|个星期)(?:的)?(?:(?:周|星期|礼拜)[一二三四五六日天1-7])?)`,
    "(?<day>(?:(?<!一)下下|(?<!一)下个?|这个?|本|上个?)?(?:周|星期|礼拜)(?:[一二三四五六日天1-7]|末)|(?<!一)下下周|(?<!一)下个?(?:周|星期)|这个?(?:周|星期)|本周|上个?(?:周|星期)|大后天|后天|明天|今天|\\d{1,2}\\s*月\\s*\\d{1,2}\\s*[日号]?|\\d{1,2}[./]\\d{1,2}(?![\\d.])|\\d{1,2}\\s*[日号])",
    "(?<part>凌晨|早上|早晨|上午|中午|下午|傍晚|晚上|今晚|明晚)",
    `(?<clock>\\d{1,2}\\s*[:：]\\s*\\d{2}|${NUMBER}\\s*点(?:半|一刻|\\d{1,2}分?|[一二三四五]十分?)?)`,
  ].join("|"),
  "g",
);

interface Run {
  start: number;
  end: number;
  kinds: Set<Kind>;
}

/** The stretches of time words in a text: days, weeks, parts of the day, clock times and periods side by side. */
function runsIn(text: string): Run[] {
  const runs: Run[] = [];
  for (const match of text.matchAll(TOKEN)) {
    const groups = match.groups ?? {};
    const kind: Kind = groups.period ? "period" : groups.week || groups.day ? "day" : groups.part ? "part" : "clock";
    // 今晚 / 明晚 name the day and its part at once.
    const kinds: Kind[] = groups.part && /今晚|明晚/.test(match[0]) ? ["day", "part"] : [kind];
    const last = runs.at(-1);
    const gap = last ? text.slice(last.end, match.index) : "";
    if (last && /^[\s的]*$/.test(gap)) {
      last.end = match.index + match[0].length;
      for (const each of kinds) last.kinds.add(each);
    } else {
      runs.push({ start: match.index, end: match.index + match[0].length, kinds: new Set(kinds) });
    }
  }
  return runs;
}

function sharesKind(a: Run, b: Run): boolean {
  return [...a.kinds].some((kind) => b.kinds.has(kind));
}

/** "哦不", "不对", "哦不是", "说错了": the student taking back what they just said. */
// "…，算了还是周四吧": 算了 with a value after it changes the value; alone ("算了，不用了") it drops the request.
const MARKER = "(?:(?:哦|噢|呃|啊|额)?(?:不对不对|不对|不是不是|不不|说错了|写错了|打错了|记错了|搞错了|错了|口误|算了)|(?:哦|噢|呃)不是?)";
/** What a correction may say before the right value: "是周四", "应该是9号", "我是说周五", "改成周四". */
const RESTATING = "(?:应该是|我是说|我说的是|我是想问|我想问的是|我问的是|而是|还是|是)";

/**
 * The value that replaces the mistaken one: `said` (the corrected words, maybe with their verb "排到下周吧") put in
 * the place of the matching time words of `before`. Undefined when `said` starts with no time words or `before`
 * holds none of the same kind.
 */
function corrected(text: string, before: readonly [number, number], said: readonly [number, number]): Piece[] | undefined {
  const saidText = text.slice(...said);
  const saidRun = runsIn(saidText)[0];
  if (!saidRun) return undefined;
  // "排到下周吧": a verb before the new value is the verb before the old one, said again.
  const verb = saidText.slice(0, saidRun.start).trim();
  if (verb.length > 3 || /[，,。]/.test(verb)) return undefined;
  const beforeText = text.slice(...before);
  const candidates = runsIn(beforeText).filter((run) => sharesKind(run, saidRun) && (verb === "" || beforeText.slice(0, run.start).endsWith(verb)));
  const old = candidates.at(-1);
  if (!old) return undefined;
  // Only the kinds the correction names are replaced: "周三下午3点…，不对，是周四" keeps 下午3点.
  const oldTokens = [...beforeText.slice(old.start, old.end).matchAll(TOKEN)].map((token) => ({
    start: old.start + token.index,
    end: old.start + token.index + token[0].length,
    kinds: runsIn(token[0])[0]?.kinds ?? new Set<Kind>(),
  }));
  const replaced = oldTokens.filter((token) => [...token.kinds].some((kind) => saidRun.kinds.has(kind)));
  const from = replaced[0]?.start ?? old.start;
  const to = replaced.at(-1)?.end ?? old.end;
  const after = beforeText.slice(to);
  return [
    { copy: [before[0], before[0] + from] },
    { copy: [said[0] + saidRun.start, said[0] + saidRun.end] },
    // "周一上午，哦不，周二上午有空吗": what follows the new value stands in for an old one that ended the clause.
    after.trim() === "" ? { copy: [said[0] + saidRun.end, said[1]] } : { copy: [before[0] + to, before[1]] },
  ];
}

export interface CorrectionRow {
  family: string;
  /** The reading's pieces once the correction is applied, or undefined when the row does not apply. */
  correct: (text: string) => Piece[] | undefined;
  examples: readonly [said: string, read: string][];
  counterexamples: readonly string[];
}

const AFTER_MARKER = new RegExp(`^(.*?[^，,。？?\\s])[，,。？?\\s]+${MARKER}[，,。\\s]*(?:${RESTATING}|改成|改到)?\\s*(\\S.*)$`);
// "考试那条记错了，英语不是…，是…": a clause saying something was noted wrong may come first.
const NOT_THIS_BUT = new RegExp(`^((?:[^，,。？?]*错了[，,]\\s*)?[^，,。？?]*?)(?<!是)不是([^，,。？?]+?)[，,\\s]+${RESTATING}\\s*([^，,。？?]+)(.*)$`);
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
    ],
    counterexamples: ["不对，是周四", "这个排法不对，重新排一下", "周三的作业写得不对，要重写", "不对不对，是周五第7节", "记一下周五交表，算了，不用了"],
  },
  {
    family: "不是 the mistaken value, 是 the right one, with the request around them",
    correct: (text) => {
      const match = NOT_THIS_BUT.exec(text);
      if (!match) return undefined;
      const [, lead, , said, tail] = match;
      const mistakenStart = lead.length + 2;
      const mistaken: [number, number] = [mistakenStart, mistakenStart + match[2].length];
      const saidStart = text.length - tail.length - said.length;
      // A correction alone ("不是今天，是明天") leans on the request before it.
      if (lead.trim() === "" && tail.trim() === "" && runsIn(said).some((run) => run.start === 0 && run.end === said.length)) return undefined;
      const replaced = corrected(text, mistaken, [saidStart, saidStart + said.length]);
      const pieces: Piece[] = replaced ?? [{ copy: [saidStart, saidStart + said.length] }];
      return [{ copy: [0, lead.length] }, ...pieces, { copy: [text.length - tail.length, text.length] }];
    },
    examples: [
      ["不是今天，是明天下午两点去拿体检报告", "明天下午两点去拿体检报告"],
      ["大作业不是周四截止，是周五，帮我改一下", "大作业周五截止，帮我改一下"],
      ["现在不是第10周，是第11周", "现在第11周"],
      ["不是删取快递，是删买水果那个", "删买水果那个"],
      ["那条提醒记错了，体检不是周二，是周三上午", "那条提醒记错了，体检周三上午"],
    ],
    counterexamples: ["不是今天，是明天", "是不是明天交", "这不是我的任务", "不是今天交吗？是明天吧"],
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
