/**
 * What a student asks of a notice they pasted (notices.ts splits the two): the notice names the thing and when it is,
 * the student's words say what to do with it. Each kind of ask is put to the reader that owns it, in the words that
 * reader knows: a note or an exam as "记一下：<the notice's thing>", a new to-do with the thing after its cue, a change
 * with the notice's new date before it, a question with the notice's day in place of 那天.
 */
import type { Intent } from "./intent-types";
import { asksCourseChange } from "./course-changes";
import { noteContent } from "./note-cues";
import { noticeDate, noticeThing, splitNotice, type Notice } from "./notices";
import { parseDateTime } from "@/lib/tasks/natural-dates";

const LOCATING = { now: new Date(Date.UTC(2024, 0, 1, 4)), timeZone: "Asia/Shanghai" };

/** "加到我的考试里", "帮我记入考试", "把这个考试加上": the notice goes to the exams. */
const EXAM_ASKED = /(?:加|记|添加|放|存|录)(?:到|进|入|在|成|为)?(?:我的)?考试(?:里|中|列表|安排)?|(?:这个|这场|这门)考试(?:也)?(?:加上|记上|记下|加一下|记一下)|(?:到|进)考试(?:里|列表)/;
/** "帮我改一下", "更新一下": the notice's new date is the change to a to-do already there. */
const CHANGE_ASKED = /(?:帮我|给我|麻烦|请)?(?:把(?:截止(?:时间|日期)?|ddl|时间|日期)?)?(?:改一下|改下|改过来|改过去|更新一下|更正一下|改改|修改一下|同步一下)/;
/** "帮我新建个任务", "加个待办": a to-do made of the notice, with what the student says of it after the cue. */
const CREATE_CUE = /^(?:你)?(?:帮我|给我|麻烦)?(?:新建|创建|建|加|添加|新增)(?:一个|一条|个|条)?(?:新的?)?(?:任务|待办)(?:吧)?[：:，,\s]*/;
/** "然后", "再", "顺便": a second request after the first, in a clause of its own. */
const GOES_ON = /[，,]\s*(?:然后|再|顺便|另外|接着)(?:帮我|再)?/;
/** A note's cue anywhere in the student's words: "这个也记一下吧", "我想去，提醒我", "帮我记低", "定个提醒". */
const NOTE_ASKED = /(?<![笔日登标游可])记|提醒|备忘|别让我忘|mark/i;
/** "提前十分钟", "提前一天": a reminder ahead of the notice's time. */
const AHEAD = /(?:提前|提早)(?:[一两二三四五六]|[1-6])?\s*(?:个)?\s*半?\s*(?:天|小时|钟头|刻钟?|分钟)|(?:提前|提早)(?:\d{1,2}|十|十五|二十|三十|四十|四十五)\s*分钟|(?:提前|提早)半\s*(?:个)?\s*(?:小时|钟头)/;
/** A question: what the student asks about the day the notice names. */
const QUESTION = /[？?]|吗|么|呢$|几|什么|啥|哪|有没有|是不是|还有空/;
/** "那天", "当天": the notice's day, pointed at. */
const THAT_DAY = /那(?:一)?天|当天/;
/** "排进去", "帮我安排上": the notice put in the student's calendar, with nothing of their own named to put there. */
const PLACED = /^(?:那|就)?(?:帮我|给我|麻烦)?(?:也)?(?:排进去|排上|排一下|安排上|安排进去|加到日程(?:里)?|放进日程(?:里)?)(?:吧|一下)?$/;
/** "大概要3节", "两个小时": the student's estimate, which makes the thing work to be planned, not a time to be at. */
const ESTIMATED = /(?:\d+|[一两二三四五六七八九十半])\s*(?:个)?\s*(?:节|小时|钟头)/;
/** "不用再记了吧", "我印象里已经加过了": asking whether it was recorded before. */
const ALREADY_ASKED = /(?:已经|早就|之前|以前|早)(?:\p{Script=Han}{0,2})?(?:加|记|添加|录)(?:过|了|进去)|不用再(?:记|加)|(?:加|记)过了?(?:吗|没)/u;
/** "这个跟我有关吗", "影响我吗": whether the notice touches the student's own day. */
const CONCERNS_ME = /(?:跟|和|与)我有(?:关|关系)|(?:影响|关系到|涉及)(?:到)?我|对我有(?:影响|关系)/;
/** A notice that closes something (闭馆, 停课, 停电检修): news for everyone, nothing the student has to do. */
const CLOSURE = /闭馆|停电|停水|停网|断网|停课|施工|检修|暂停(?:开放|使用|服务)|关闭|不开放|放假/;
/** A deadline the notice moves: the to-do already there is re-dated. */
const REDATED = /(?:截止|提交|交)\p{Script=Han}{0,4}(?:延长|推迟|延期|顺延|改|调整)(?:至|到)/u;
/** Something the student has to hand in or sign up for by a day. */
const DUE = /交|提交|上交|报名|截止|填写|完成|参加|召开|集合/;

/** Words the student says of themself or of the notice, which name no thing: "我是班委", "我想去", "这个也…吧". */
const NOT_A_THING = /^(?:我(?:是|系|也是|想|要|得|会|打算)\p{Script=Han}{0,8}|这个|那个|这条|也|都|得|上|吧|一下|[，,\s])*$/u;

/** "弄", "去交", "去开会": a bare verb (or going to the event) says only that the notice's thing is to be done; it names no deed of its own. */
const BARE_DEED = /^(?:去|来|再|要|得)?(?:弄|交|做|写|搞|办|填|报名|参加|处理|准备|看|去|开会|集合|报到|上课|签到)(?:一下|了|掉|好|完)?$/;

/** Whether the student's words, their time taken out, name a deed of their own ("找她请假", "把团服借来"). */
function ownDeed(said: string): boolean {
  const words = said.replace(/[，,。！!\s]/g, "");
  return [...words].length >= 3 && !BARE_DEED.test(words) && !NOT_A_THING.test(words) && !/我/.test(words);
}

function isRequest(intent: Intent): boolean {
  return intent.family !== "unknown" && intent.family !== "small_talk";
}

/**
 * The note a notice makes: the thing with its date, unless the student says their own time ("提醒我这周日晚上九点弄",
 * "记一下，明天早上八点前交"), a time ahead of the notice's ("提前十分钟") or their own name for the thing ("记一下要交
 * 班服钱", which keeps the notice's date).
 */
function noteOf(thing: string, ask: string): string {
  const ahead = AHEAD.exec(ask)?.[0];
  if (ahead) {
    // Right after the clause with the clock time, which the time said ahead of is read from.
    const clauses = thing.split("，");
    const timed = clauses.findLastIndex((clause) => /\d\s*[:：]\s*\d{2}|点/.test(clause));
    clauses.splice(timed === -1 ? clauses.length : timed + 1, 0, `${ahead}提醒我`);
    return clauses.join("，");
  }
  // Each clause with its cue taken off ("记一下要交班服钱" → 要交班服钱); a clause with no cue is said beside it.
  const clauses = ask.split(/[，,]/).map((clause) => ({ said: noteContent(clause) ?? clause, cued: noteContent(clause) !== undefined }));
  const own = clauses.map((clause) => clause.said).join("，");
  const date = parseDateTime(own, LOCATING);
  const dated = noticeDate(thing);
  if (date && date.relation !== "from" && date.relation !== "after") {
    // "我去不了，提醒我周四前找她请假": a deed of the student's own beside their time is the note, not the notice's event.
    const deed = clauses.find((clause) => clause.cued && ownDeed(clause.said.replace(date.matchedText, "")))?.said;
    return deed ?? `${date.matchedText.trim()}${dated?.rest ?? thing}`;
  }
  const named = clauses.find((clause) => clause.cued && !NOT_A_THING.test(clause.said) && !/我/.test(clause.said))?.said;
  return named ? `${dated?.date ?? ""}${named}` : thing;
}

function noteAsked(notice: Notice, detect: (part: string) => Intent): Intent {
  const thing = noticeThing(notice);
  // "【通知】离散数学期末考试定于第18周周二上午…。帮我记一下": an exam noted is an exam recorded.
  const exam = detect(`记一下：${thing.replace(/[《》]/g, "")}`);
  if (exam.family === "exam_record") return exam;
  return { family: "quick_note", content: noteOf(thing, notice.ask) };
}

function examAsked(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  // "概率论期末考试安排：1月14日…", "高数期末考试时间定了，1月4日…": the exam, then its day.
  const exam = detect(`记一下：${noticeThing(notice).replace(/[《》]/g, "").replace(/(?<=考试|测验)(?:时间)?(?:安排[：:]?|定了[，,]?)/, "")}`);
  return exam.family === "exam_record" ? exam : undefined;
}

/** "记成考试，再看看下周六上午还有没有别的安排": the second request after the first, read alone. */
function withNextAsk(first: Intent | undefined, ask: string, detect: (part: string) => Intent): Intent | undefined {
  const goesOn = GOES_ON.exec(ask);
  if (!first || !goesOn) return first;
  const then = detect(ask.slice(goesOn.index + goesOn[0].length));
  return isRequest(then) && then.family !== first.family ? { family: "compound", parts: [first, then] } : first;
}

/** "帮我新建个任务，重要紧急，大概2节": the thing after the cue, what the student says of it after that. */
function createAsked(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  const cue = CREATE_CUE.exec(notice.ask);
  if (!cue) return undefined;
  // "…，大概要3节，然后排进这周的空闲时间": what comes after 然后 is a second request, of the new to-do.
  const after = notice.ask.slice(cue[0].length);
  const goesOn = GOES_ON.exec(after);
  const rest = goesOn ? after.slice(0, goesOn.index) : after;
  const next = goesOn ? after.slice(goesOn.index + goesOn[0].length) : undefined;
  const intent = detect(`${cue[0].replace(/[：:，,\s]+$/, "")}：${noticeThing(notice)}${rest === "" ? "" : `，${rest}`}`);
  if (!isRequest(intent)) return undefined;
  const then = next === undefined ? undefined : detect(next);
  return then && isRequest(then) ? { family: "compound", parts: [intent, then] } : intent;
}

/** "那天下午我原本是什么课？": the notice's day in place of 那天, so the question asks about it. */
function questionAsked(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  const day = THAT_DAY.test(notice.ask) ? (notice.sentences[0] ?? "").split(/[，,]/)[0] : undefined;
  // "这个跟我有关吗": the day the notice names, asked about as the student's own.
  const concerns = CONCERNS_ME.test(notice.ask) ? dayOf(noticeThing(notice)) : undefined;
  if (concerns !== undefined) {
    const intent = detect(`${concerns}我有什么课？`);
    if (isRequest(intent)) return intent;
  }
  const asked = day === undefined ? notice.ask : `${day}，${notice.ask}`;
  const intent = detect(asked);
  return isRequest(intent) ? intent : undefined;
}

/**
 * A notice pasted alone asks nothing, and is left to the other readers — except a course moved ("周四下午的概率论
 * 调到周五上午上"): a notice is the school's, so what it moves is the timetable, never one of the student's blocks.
 */
function noticeAlone(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  const said = notice.sentences.join("，");
  const moved = detect(said);
  if (asksCourseChange(said) || (moved.family === "edit" && moved.action === "move")) return { family: "small_talk", topic: "course_change" };
  const thing = noticeThing(notice);
  // "截止时间延长到12月5日": the to-do it names gets the new day; "闭馆…", "停课…": news, nothing to keep.
  if (REDATED.test(thing)) {
    const intent = detect(`${thing}，帮我改一下`);
    if (intent.family === "task_edit") return intent;
  }
  if (CLOSURE.test(thing)) return { family: "small_talk", topic: "news" };
  // "下周一…前交心得体会": something the student has to do by a day, kept as a note of it.
  return DUE.test(thing) && noticeDate(thing) ? { family: "quick_note", content: thing } : undefined;
}

/** The day (and part of it) the notice names, for a question about it. */
function dayOf(thing: string): string | undefined {
  const date = parseDateTime(thing, LOCATING);
  if (!date) return undefined;
  const part = /^(?:上午|下午|晚上|早上|中午|傍晚)/.exec(thing.slice(date.index + date.matchedText.length))?.[0] ?? "";
  return `${date.matchedText.trim()}${part}`;
}

/**
 * "排进去" of a notice: a time to be at is a note at that time; work the student gives an estimate for is a to-do
 * with the notice's deadline, to be planned.
 */
function placedAsked(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  const clauses = notice.ask.split(/[，,]/).map((clause) => clause.trim());
  if (!clauses.some((clause) => PLACED.test(clause))) return undefined;
  const others = clauses.filter((clause) => !PLACED.test(clause) && clause !== "");
  if (ESTIMATED.test(notice.ask)) {
    const intent = detect(`新建任务：${noticeThing(notice)}，${others.join("，")}`);
    if (intent.family === "create_task") return intent;
  }
  return { family: "quick_note", content: noticeThing(notice) };
}

/** "这个应该不用再记了吧，我印象里已经加过了": an exam the student thinks is there already is looked up, not added. */
function alreadyAsked(notice: Notice, detect: (part: string) => Intent): Intent | undefined {
  const exam = examAsked(notice, detect);
  return exam?.family === "exam_record" ? { family: "exam_countdown", exam: exam.title.replace(/(?:期末|期中)?(?:考试|测验)$/, "") } : undefined;
}

/**
 * The request of a message that pastes a notice, read by the reader its ask belongs to; undefined when the message
 * is no notice, or when its words ask nothing those readers know (left to be read whole).
 */
export function noticeRequest(text: string, detect: (part: string) => Intent): Intent | undefined {
  const notice = splitNotice(text);
  if (!notice) return undefined;
  const { ask } = notice;
  if (ask === "") return noticeAlone(notice, detect);
  if (ALREADY_ASKED.test(ask)) return alreadyAsked(notice, detect);
  if (EXAM_ASKED.test(ask)) return withNextAsk(examAsked(notice, detect), ask, detect);
  const placed = placedAsked(notice, detect);
  if (placed) return placed;
  // "那三天帮我把概率论复习排进去": the days the notice names, in place of the pointing.
  const pointed = /^(?:那|这)(?:[两二三四五六七几]|\d)天/.exec(ask);
  const days = pointed ? noticeDate(noticeThing(notice))?.date : undefined;
  if (pointed && days !== undefined) {
    const intent = detect(`${days}${ask.slice(pointed[0].length)}`);
    if (isRequest(intent)) return intent;
  }
  if (CREATE_CUE.test(ask)) return createAsked(notice, detect);
  if (CHANGE_ASKED.test(ask)) {
    const intent = detect(`${noticeThing(notice)}，${ask}`);
    return isRequest(intent) ? intent : undefined;
  }
  if (QUESTION.test(ask) && !NOTE_ASKED.test(ask)) return questionAsked(notice, detect);
  if (NOTE_ASKED.test(ask)) return noteAsked(notice, detect);
  const intent = detect(ask);
  return isRequest(intent) ? intent : undefined;
}
