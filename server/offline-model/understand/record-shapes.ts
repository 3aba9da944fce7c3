/**
 * A follow-up's shape against what the last answer recorded (said-records.ts), whatever words the student dresses it
 * in. The message is cut into clauses; a slip owned ("时间记错了", "啊我看错预约单了", "考场忘说了"), what it was not
 * ("不是半夜") and what stays ("同一天", "时间不变") frame it, a reason ("驿站五点关门", "周五晚上想看球") only explains
 * it, and what is left says which change it is:
 * - a day or a clock alone ("是礼拜四", "下午五点之前", "改成八点半吧"): the record's deadline, exam time or place
 *   moved there, what the clause leaves unsaid kept from the record;
 * - a room ("在逸夫楼B座305") after an exam, a quadrant ("重要但不算急") after a to-do: that detail added;
 * - the record disowned ("那是隔壁班的，我们班没有期中", "这是室友的作业，不用我交", "先别放了"): taken back;
 * - not done after all ("这次的还没写") after a to-do was ticked off: open again.
 * Each is said again as the full request the readers already know ("把X的截止时间改到周四20:00").
 */
import { detectPriority, priorityLabel, isPriorityGroup } from "@/lib/tasks/priority";
import { CLOCK, PART_OF_DAY, dayIn, TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { onlyQuadrant } from "./quadrant-words";
import { recordIn, type SaidRecord, type SaidWhen } from "./said-records";

/** Sounds and owned slips at a clause's start: "哦", "哎呀", "啊我", "不对", "想了想", "算了". */
const OPENING = /^(?:哦|噢|喔|啊|哎呀|哎|唉|呃|额|嗯|诶|欸|对了|等下|等等|其实|不对|错了|改主意了|想了想|算了|不好意思|抱歉|我)+/;
/** A clause that only owns a slip or a word left out: "时间记错了", "看错预约单了", "考场忘说了", "漏了一句". */
const SLIP = /^[^，,\s]{0,5}?(?:(?:记|看|听|搞|弄|说|写|填)(?:错|岔|混)[^，,\s]{0,5}?|忘(?:了|记)?说|忘说|漏说|漏|没说)了?(?:一句|一下)?$|^(?:补充|再补充|顺便说)(?:一下|一句)?$/;
/** What it was not: "不是半夜", "而不是明天". */
const NOT_SO = /^(?:而|并)?不是/;
/** What stays as the record had it. */
const KEPT = /^(?:还是)?(?:同一天|同一时间|同一个时间|那天|当天|(?:时间|日子|日期|那天|当天|天)(?:还是)?(?:不变|没变|一样|照旧|不动|没错|没改)|别的(?:都)?(?:没变|不变)|其他(?:都)?(?:没变|不变))(?:的|了|啊|哈)?$/;

/** Words around a day or clock said as the change: "是…", "应该是…", "改成…吧", "…之前", "…开考". */
// "时间改成下午两点半": the clock named as what changes, before the change itself.
const TIME_LEAD = /^(?:(?:时间|几点|钟点)(?:就|也)?(?=改|换|调|定))?(?:那就|就|还是|应该是|是在|是|得|要|改成|改到|改为|换成|换到|挪到|放到|定在|调到|调成|改|换)+/;
// "下午三点才开考": 才 says it is later than recorded, nothing more.
const TIME_TAIL = /(?:才|之前|以前|前|去|交|开始|开考|考|的|吧|啊|呀|哈|呢)+$/;
const CHANGE_VERB = /^(?:时间|几点|钟点)?(?:那就|就|还是)?(?:改成|改到|改为|换成|换到|挪到|放到|定在|调到|调成)/;
const DAY_AND_TIME = new RegExp(`^(?:(?:${PART_OF_DAY}\\s*)?(${CLOCK}))$`);

/** A clause that is only a day and/or a clock, as { day, time }; undefined when it says anything else. */
export function whenSaid(clause: string): { day?: string; time?: string } | undefined {
  const core = clause.replace(TIME_LEAD, "").replace(TIME_TAIL, "");
  if (core === "") return undefined;
  const day = dayIn(core);
  const dayWord = day && day.index === 0 ? day[0] : undefined;
  const rest = dayWord ? core.slice(dayWord.length).replace(/^的/, "") : core;
  if (rest === "") return dayWord ? { day: dayWord } : undefined;
  const time = TIME.exec(rest)?.[0];
  if (time !== rest) return undefined;
  return { ...(dayWord ? { day: dayWord } : {}), time };
}

/** "八点半" after a record at 19:00 is the evening's: a bare clock keeps the half of the day the record had. */
function inRecordHalf(time: string, record: SaidWhen): string {
  const bare = DAY_AND_TIME.exec(time);
  const hour = Number(record.clock?.split(":")[0] ?? 0);
  if (!bare || new RegExp(`^${PART_OF_DAY}`).test(time) || hour < 12 || record.clock === "23:59") return time;
  return `${hour >= 18 ? "晚上" : "下午"}${time}`;
}

interface Framed {
  /** The clauses that say something, in order. */
  said: string[];
  /** Something left out was owned ("忘了说", "漏了一句", "补充一下"): what follows adds to the record. */
  forgot: boolean;
  /**
   * The record said back as right ("嗯对，就是周四，没错") or given up ("算了不用了，…"): nothing to put right.
   */
  settled: boolean;
}

const GIVEN_UP = /^(?:不用|不要|不记|不用记)了?(?:吧|啊)?$/;
const LEFT_OUT = /忘|漏|没说|补充|顺便说/;

const CONFIRMING = /^(?:对|对的|没错|是的|是这样|就是这样|对对|对没错)(?:的|啊|呀|哈)?$/;

function framed(text: string): Framed {
  const said: string[] = [];
  let forgot = false;
  let settled = false;
  for (const raw of text.split(/[，,。；;！!？?\s]+/)) {
    const clause = raw.replace(OPENING, "").trim();
    if (clause === "") continue;
    if (CONFIRMING.test(clause) || GIVEN_UP.test(clause)) settled = true;
    else if (SLIP.test(clause)) forgot ||= LEFT_OUT.test(clause);
    else if (!KEPT.test(clause) && !NOT_SO.test(clause)) said.push(clause);
  }
  return { said, forgot, settled };
}

/** A request of its own joined to the follow-up: not this reader's. */
const OWN_REQUEST = /帮我|给我|提醒我|另外|顺便|记一下|记上/;
/** A clause beside the change that asks to change, look at or plan something ("改一下时间表") is another request. */
const ASKING_CLAUSE = /改|挪|移|换|排|放|删|记|提醒|查|看看|安排/;

/** The record moved to the day and clock said, the rest kept from it. */
function moved(record: SaidRecord, when: { day?: string; time?: string }): string | undefined {
  if (record.kind !== "exam" && record.kind !== "todo" && record.kind !== "placed") return undefined;
  const day = when.day ?? record.day;
  const time = when.time ? inRecordHalf(when.time, record) : record.clock;
  if (!day) return undefined;
  const at = `${day}${time ?? ""}`;
  if (record.kind === "todo") return `把${record.name}的截止时间改到${at}`;
  if (record.kind === "placed") return `把${record.name}挪到${at}`;
  return `${record.name}${at}`;
}

/** "在逸夫楼B座305", "是理教208": a room, said with a building's or a room's word. */
const ROOM = /^(?:考场|地点|教室)?(?:是在|在|是|定在)([^，,。\s]*(?:楼|座|馆|教|室|厅|\d{3})[^，,。\s]*)$/;

/** "那是隔壁班的", "我们班没有期中", "这门不考试": the exam was never the student's. */
const NOT_OUR_EXAM = /(?:隔壁|别的|其他|其它|别|另一个|实验)班|不是我们|没有?(?:期中|期末|考试|这场|这门)|不考(?:试)?|不用考/;
/** "这是室友的作业", "不用我交", "不用记了": the to-do was never the student's. */
const SOMEONE_ELSES_LOOSE_TASK = /(?:室友|舍友|别人|同学|隔壁班)的|不是我的|不用(?:我)?(?:记|交|做|去|管)|不需要(?:我)?(?:交|做|去)/;
/** "先别放了", "还是不放了", "先不排了": the thing pre-placed taken out again. */
const NOT_PLACED = /^(?:先|还是|暂时|就)*(?:别|不|不用|不要)(?:放|排|安排)了?$/;

function takenBack(record: SaidRecord, said: readonly string[]): string | undefined {
  if (record.kind === "exam" && said.some((clause) => NOT_OUR_EXAM.test(clause))) return `${/考试?$/.test(record.name) ? record.name : `${record.name}考试`}取消了`;
  if (record.kind === "todo" && said.some((clause) => SOMEONE_ELSES_LOOSE_TASK.test(clause))) return `删掉${record.name}`;
  if (record.kind === "placed" && NOT_PLACED.test(said[0] ?? "")) return `把${record.name}拿掉`;
  return undefined;
}

/** "这次的还没写", "第五章还没做": what was ticked off is not done after all, pointed at or named by a part of it. */
const NOT_DONE = /^(.*?)(?:还|并|其实)?没(?:有)?(?:交|做|写|弄|搞|完成|学|看|刷|整理)(?:完|好|上)?$/;

function reopened(record: SaidRecord, said: readonly string[]): string | undefined {
  if (record.kind !== "done") return undefined;
  const left = NOT_DONE.exec(said.at(-1) ?? "")?.[1]?.replace(/^(?:这次|这回|这个|这份|这条|它)?(?:的)?/, "");
  return left !== undefined && record.name.includes(left) ? `把${record.name}改回未完成` : undefined;
}

/**
 * A room after an exam; a quadrant after a to-do, said alone, or with how it goes beside it ("不重要，随手就能办") once a
 * word left out was owned ("漏了一句").
 */
function detailAdded(record: SaidRecord, { said, forgot }: Framed): string | undefined {
  if (record.kind === "exam" && said.length === 1) {
    const room = ROOM.exec(said[0])?.[1];
    if (room) return `${record.name}考场改到${room}`;
  }
  if (record.kind === "todo") {
    const words = said.join("，").replace(/(?:这个|这事|这件事|这条|它)(?:是|算)?/g, "");
    const group = onlyQuadrant(words) ?? (forgot && !said.some((clause) => dayIn(clause)) ? detectPriority(words)?.priority_group : undefined);
    if (group !== undefined && isPriorityGroup(group)) return `把${record.name}改成${priorityLabel(group)}`;
  }
  return undefined;
}

function framedAgainst(text: string, previous: PreviousRequest): { record: SaidRecord; framing: Framed } | undefined {
  const record = recordIn(previous.said);
  if (!record || record.kind === "plan" || OWN_REQUEST.test(text)) return undefined;
  const framing = framed(text);
  return framing.said.length === 0 || framing.settled ? undefined : { record, framing };
}

/**
 * "那是隔壁班的，我们班没有期中", "这次的还没写": the record taken back or reopened. Read with the readers of a take-back
 * (recorded-follow-ups.ts), before any reader takes the reason's words for a request.
 */
export function disownedRecord(text: string, previous: PreviousRequest): FollowUp | undefined {
  const against = framedAgainst(text, previous);
  if (!against) return undefined;
  const back = takenBack(against.record, against.framing.said) ?? reopened(against.record, against.framing.said);
  return back ? { family: "correction", text: back } : undefined;
}

/** The change or the detail said against the record, when no reader of the words took the message. */
export function reshapedByRecord(text: string, previous: PreviousRequest): FollowUp | undefined {
  const against = framedAgainst(text, previous);
  if (!against) return undefined;
  const { record, framing } = against;
  const { said } = framing;
  // The first clause that is only a day or a clock is the change; the clauses after it give its reason.
  const at = said.findIndex((clause) => whenSaid(clause) !== undefined);
  const change = at >= 0 ? whenSaid(said[at]) : undefined;
  const redone = change ? moved(record, change) : undefined;
  // The change comes first or says it changes ("…，改成八点半吧"); the clauses beside it only give its reason.
  const beside = said.filter((_, index) => index !== at);
  if (redone && (at === 0 || CHANGE_VERB.test(said[at])) && !beside.some((clause) => ASKING_CLAUSE.test(clause))) return { family: "correction", text: redone };
  const detail = detailAdded(record, framing);
  return detail ? { family: "correction", text: detail } : undefined;
}
