/**
 * A notice pasted or forwarded into the chat ("【通知】…", "辅导员：…", "班群里说：…", "转发：【讲座】…"), with or
 * without the student's own words after it ("…。我是班委，这个得记下来", "…——加到我的考试里", "…，那我下周一晚上
 * 还有空吗"). The notice says the thing, its day and its place; the student's words say what to do with it. Read
 * whole, the student's "我要去" or "提前十分钟" became the note and the notice's date was lost, so the two are split
 * here and the readers of notes, exams and questions each take the half they need (notice-asks.ts).
 */
import { parseDateTime } from "@/lib/tasks/natural-dates";

/** Only where a date phrase is is read, never what day it is: any fixed moment serves. */
const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/**
 * Who posted it or where it came from, before a colon: a person who announces (辅导员, 课代表, 班委发的), an office
 * (教务处, 实验中心, 学院), a channel (班群里说, 群里转的) or the word notice itself (通知, 老师刚发通知). "记一下：",
 * "考试安排：" and "完成了：" name no one, so they are no notice.
 */
const ANNOUNCER =
  "辅导员|导员|老师|导师|班主任|班长|班委|学委|学习委员|委员|团支书|组长|课代表|助教|教务处?|教学办|学工处?|团委|学生会|研究生院|学院|学校|院里|系里|实验中心|实验室|通知|公告|班群|群里|群|转发|转的";
const SOURCE = new RegExp(`^(?:(?:转发|转|fwd?)\\s*[：:]\\s*)?(?:[^，,。：:【】\\s]{0,8}?(?:${ANNOUNCER})[^，,。：:【】\\s]{0,6}[：:]\\s*)?`, "i");
/** "【选课通知】", "【重要】", "[通知]": a heading in square brackets ("[图片]" is a chat's picture, no heading). */
const HEADING = /^(?:【([^】]{1,12})】|[[〔](?!图片|表情|文件|链接|语音|视频)(\p{Script=Han}{2,8})[\]〕])\s*/u;
/** "班长 @全体成员 …": whoever calls everyone is posting a notice, named or not. */
const CALLER = /^(?:[^，,。：:【】@\s]{1,8}\s*[：:]?\s*)?@(?:全体成员|全体同学|所有人|全体|all|everyone)\s*/i;
/** "@全体成员", "@我": who a chat message is addressed to, no part of what it says. */
const MENTION = /@(?:全体成员|全体同学|所有人|全体|all|everyone|我)\s*/gi;
const TO_EVERYONE = /@(?:全体成员|全体同学|所有人|全体|all|everyone)\s*/gi;
const TO_ME = /^@我/;
/** "【班级群】", "【教务处】": a heading that says where it came from, not what it is about. */
const CHANNEL_HEADING = /(?:群|转发|转|教务处|教学办|学工处|团委|学生会|研究生院|学院|辅导员|班长|班委|学委|老师)$/;

/**
 * Headings that only say how to read it (通知, 重要), not what the notice is about; the rest (讲座, 选课通知,
 * 考试安排) name a kind of thing, with the word for a notice dropped.
 */
const GENERIC_HEADING = /^(?:通知|公告|重要|紧急|提醒|转发|转|重要通知|紧急通知|温馨提示|提示)$/;
const HEADING_NOTICE_WORD = /(?:通知|公告|安排|提醒|提示)$/;

/**
 * Where the student's own words begin after the notice: a sentence that starts with a help asked (帮我, 麻烦), the
 * student (我是班委, 我想去), a note's cue (记一下, 提醒我), a pointer at the notice (这个也…, 把这个…) or a reaction
 * (那我…, 那天…, 元旦那几天…), or one that asks to be reminded (提前一刻钟提醒我); or anything after a dash. A notice speaks to
 * everyone (请同学们…, 请假需提前找我), never so.
 */
const OWN_WORDS_START =
  /^(?:[^，,]{0,6}?那(?:几|[两二三四五六七]|\d)天|那(?:我|天|这|就|现在|么|那天)?|帮|给我|麻烦|请你|请帮|你|我|记|提醒|定个|加到|加进|加上|把(?:这|它|那)|这个|这条|这事|顺便|然后|[^，,]{0,8}?(?:提醒|叫|喊)我)/;
/** The notice's sentences: after a closing mark, a dash, or a comma before a reaction ("…上，那我…"). */
const PIECE_END = /[。！!？?]+|[：:]?(?:—{1,2}|-{2})|[，,](?=那(?:我|天|这|就|现在|么))/g;
const DASH = /^[：:]?(?:—{1,2}|-{2})$/;

export interface Notice {
  /** The notice's sentences, in order, without who posted it or its heading. */
  sentences: string[];
  /** What its heading says it is ("讲座", "选课"), when the heading names a kind of thing. */
  kind?: string;
  /** The student's own words after it, "" when the notice is pasted alone. */
  ask: string;
}

interface Piece {
  text: string;
  afterDash: boolean;
}

function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  let start = 0;
  let afterDash = false;
  for (const match of text.matchAll(PIECE_END)) {
    const index = match.index ?? 0;
    const dash = DASH.test(match[0]);
    const end = dash ? index : index + match[0].length;
    if (end > start) pieces.push({ text: text.slice(start, end).trim(), afterDash });
    start = index + match[0].length;
    afterDash = dash;
  }
  if (start < text.length) pieces.push({ text: text.slice(start).trim(), afterDash });
  return pieces.filter((piece) => piece.text.replace(/[\p{P}\s]/gu, "") !== "");
}

function kindOf(heading: string | undefined): string | undefined {
  if (heading === undefined || GENERIC_HEADING.test(heading) || CHANNEL_HEADING.test(heading)) return undefined;
  const kind = heading.replace(HEADING_NOTICE_WORD, "");
  return kind === "" ? undefined : kind;
}

/** The notice and the student's words after it; undefined when the message does not start as a notice. */
export function splitNotice(text: string): Notice | undefined {
  // "【转发】图书馆通知：…", "【班级群】@全体成员 …": where it came from, who posted it and to whom, in any order.
  let rest = text;
  let kind: string | undefined;
  let opened = false;
  for (let round = 0; round < 3; round += 1) {
    const heading = HEADING.exec(rest);
    const opening = heading?.[0] ?? CALLER.exec(rest)?.[0] ?? SOURCE.exec(rest)?.[0] ?? "";
    if (opening === "") break;
    kind ??= kindOf(heading?.[1] ?? heading?.[2]);
    opened = true;
    rest = rest.slice(opening.length);
  }
  if (!opened) return undefined;
  const pieces = piecesOf(rest).map((piece) => ({ ...piece, text: piece.text.replace(TO_EVERYONE, "") }));
  if (pieces.length === 0) return undefined;
  // "@我 你负责第三部分": a message to the student is still the notice, though it says 你.
  const own = pieces.findIndex((piece, index) => index > 0 && (piece.afterDash || (OWN_WORDS_START.test(piece.text) && !TO_ME.test(piece.text))));
  const noticePieces = own === -1 ? pieces : pieces.slice(0, own);
  const ask = own === -1 ? "" : pieces.slice(own).map((piece) => piece.text).join("，");
  return { sentences: noticePieces.map((piece) => withoutAddressee(piece.text.replace(MENTION, "").replace(/[。！!？?，,\s]+$/u, ""))), kind, ask };
}

/** "请各位同学…", "第三次实验的同学注意：", "小王，": who the notice speaks to, no part of the thing. */
const ADDRESSEE = /^(?:请)?(?:[^，,。：:]{1,10}的)?(?:各位|全体|全班|所有|广大)?(?:同学|学生|成员|大家|小伙伴)们?(?:请?注意)?(?:[：:，,]\s*|(?=请|于|在|务必|须|需))/;
const FULL_ADDRESSEE = /^(?:请)?(?:各位|全体|全班|所有|广大)(?:同学|学生|成员|小伙伴)们?/;

/** "小王，周五下午来我办公室": the student called by name. */
const CALLED = /^(?:[小老阿]\p{Script=Han}|\p{Script=Han}{1,3}同学)[，,]\s*/u;

function withoutAddressee(sentence: string): string {
  const said = ADDRESSEE.exec(sentence) ?? FULL_ADDRESSEE.exec(sentence) ?? CALLED.exec(sentence);
  return said && said[0].length < sentence.length ? sentence.slice(said[0].length) : sentence;
}

/**
 * Clauses every notice carries that are no part of the thing: what to bring or do besides (请携带…, 请假需提前找我,
 * 请同学们及时登录…), what happens if not (逾期按0分处理, 未登记者不予离校, 否则…), what it earns (参加可记…学分),
 * how many may come (名额有限), what stays the same (教室不变) and a nudge (别忘了).
 */
const ASIDE = /^(?:请(?!于|在)|逾期|过期|过时不候|带好|带上|携带|有意(?:向|者|愿)|有(?:疑问|问题|需要|事)|不清楚|不明白|有兴趣|感兴趣|想参加的|需要的同学|我(?!们)|未\p{Script=Han}{0,8}者|否则|参加(?:可|者)|别忘|不得|务必|届时|收到请|名额有限|先到先得|额满为止|教室不变|地点不变|时间不变|具体\p{Script=Han}{0,6}(?:待定|另行通知))/u;

/**
 * "请于12月25日前…", "将于12月14日…": the notice's courtesy before its date is no part of the thing's name ("定于" is
 * left: the exam reader knows it).
 */
const FORMAL_AT = /(?:请|将)?(?<!定)于(?=\s*(?:\d|本|下|这|今|明|后|周|星期|礼拜|第))/g;

function plainly(clause: string): string {
  return clause.replace(FORMAL_AT, "");
}

/**
 * The thing the notice is about, with its day, time and place: the clauses of its first sentence that are not asides,
 * and the heading's kind after them when they do not say it ("12月8日晚7点 图书馆报告厅《大模型与未来教育》讲座").
 */
export function noticeThing(notice: Notice): string {
  const first = notice.sentences[0] ?? "";
  const clauses = first.split(/[，,；;]/).map((clause) => clause.trim()).filter((clause) => clause !== "");
  const kept = clauses.filter((clause, index) => index === 0 || !ASIDE.test(clause)).map(plainly);
  const thing = deadlineFirst(withOwnPart(kept.join("，"), notice.sentences.slice(1)));
  return notice.kind && !thing.includes(notice.kind) ? `${thing}${notice.kind}` : thing;
}

/** "截止到12月11日18:00", "截止今晚11点": the deadline the notice states, which is the time it is kept at. */
const DEADLINE_SAID = /截止(?:到|至|时间[为是]?|日期[为是]?)?\s*/g;

/**
 * The thing with its stated deadline first: read left to right, "元旦晚会节目报名截止到12月11日" took 元旦 for the
 * day and "今天之内…，截止今晚11点" lost its hour.
 */
function deadlineFirst(thing: string): string {
  for (const said of thing.matchAll(DEADLINE_SAID)) {
    const from = said.index + said[0].length;
    const date = parseDateTime(thing.slice(from), LOCATING);
    if (!date || date.index !== 0 || date.relation === "from" || date.relation === "after") continue;
    const rest = `${thing.slice(0, said.index)}${thing.slice(from + date.matchedText.length)}`.replace(/^[，,\s]+|[，,\s]+$/g, "").replace(/[，,]\s*[，,]/g, "，");
    return `${date.matchedText.trim()}前：${rest}`;
  }
  return thing;
}

/** "你负责第三部分“市场分析”", "你来写引言": the part of the group's work that is the student's. */
const OWN_PART = /^你(?:负责|来做|来写|来|做|写|准备)(.+)$/;
const EACH_PART = /各自负责的部分|各自的部分|各自负责的|负责的部分|各自部分/;

/** A group's work with the student's part told them after it: the student's part is the thing. */
function withOwnPart(thing: string, later: readonly string[]): string {
  const part = later.map((sentence) => OWN_PART.exec(sentence)?.[1]).find((found) => found !== undefined);
  if (part === undefined) return thing;
  return EACH_PART.test(thing) ? thing.replace(EACH_PART, part) : `${part}：${thing}`;
}

/** The notice's date phrase and the thing with it cut out ("请于本周内完成网上评教" → 本周内, 完成网上评教). */
export function noticeDate(thing: string): { date: string; rest: string } | undefined {
  const date = parseDateTime(thing, LOCATING);
  if (!date || date.relation === "from" || date.relation === "after") return undefined;
  const before = thing.slice(0, date.index).replace(/(?:于|在)\s*$/, "");
  // "本周内完成": the date reader takes 本周, and 内 goes with it.
  const rest = `${before}${thing.slice(date.index + date.matchedText.length).replace(/^(?:之|以)?内/, "")}`.replace(/^[，,\s]+|[，,\s]+$/g, "");
  return { date: date.matchedText.trim(), rest };
}
