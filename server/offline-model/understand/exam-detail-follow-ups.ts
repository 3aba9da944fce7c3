/**
 * A detail of the exam just recorded or asked about, put right or added in the next message, which names no exam:
 * its room ("考场在逸夫楼302，帮我补上"), its clock with the day kept ("不对，是下午两点，日子没错"), its new day after
 * the answer told it ("改了，改到1月5号同一时间"), or the exam called off ("这个取消了"). Each is read as the same
 * message with that exam named, so the exam readers (exam-place-changes.ts, exam-intents.ts, exam-cancelled.ts) take it.
 */
import { CLOCK, dayIn, HAS_TIME, PART_OF_DAY, TIME, type FollowUp, type PreviousRequest } from "./follow-up-words";
import { detectIntent } from "./intents";

/** The exam the turn before recorded or asked about. */
function examTalkedOf(previous: PreviousRequest): string | undefined {
  const asked = detectIntent(previous.text);
  if (asked.family === "exam_countdown") return asked.exam;
  if (asked.family === "exam_record") return asked.title;
  return undefined;
}

/**
 * "考场在逸夫楼302，帮我补上", "考场是明德楼203，补一下": the room said with nothing but a word asking it be added;
 * "考场记错了，是致远楼105不是104": the room put right, the slip before it and the wrong room after; "时间没错，地点写错
 * 了，是…", "…，别的没变": what stays as it was, said around it.
 */
const ROOM_ADDED =
  /^(?:那|哦|对了)?[，,\s]*(?:(?:时间|日子|日期)(?:都)?(?:没错|是对的|对的|不变|没变)[，,\s]*)?(?:考场|考试地点|考试教室|地点|教室)(?:(?:记错了|写错了|说错了|搞错了|错了|不对)[，,\s]*(?:应该)?)?(?:是在|在|是|定在)\s*([^，,。！!？?\s]{2,20}?)(?:[，,、\s]*(?:而)?不是[^，,。！!？?\s]{1,12})?(?:[，,\s]*(?:别的|其他|其它|时间|日子)(?:都)?(?:没变|不变|没错|照旧|一样))?(?:[，,\s]*(?:帮我|麻烦|请)?(?:补上|补一下|补充一下|补充上|加上|加一下|加进去|记上|记一下|也记上)(?:吧|哈|啊)?)?[。!！~～\s]*$/;

export function examRoomAdded(text: string, previous: PreviousRequest): FollowUp | undefined {
  const room = ROOM_ADDED.exec(text.trim())?.[1];
  const exam = room ? examTalkedOf(previous) : undefined;
  if (!room || !exam) return undefined;
  const said = `${exam}考场改到${room}`;
  return detectIntent(said).family === "exam_record" ? { family: "correction", text: said } : undefined;
}

/** "日子没错", "日期不变": the day kept, said after the clock that changes. */
const DAY_KEPT = /[，,\s]*(?:日子|日期|那天|哪天|天)(?:是)?(?:没错|对的|不变|没变|照旧)(?:的)?[。!！~～\s]*$/;

/** "不对，是下午两点，日子没错" after an exam was recorded: the correction without the day it keeps (examRetimed keeps it). */
export function withExamDayKept(text: string, previous: PreviousRequest): string {
  return DAY_KEPT.test(text) && detectIntent(previous.text).family === "exam_record" ? text.replace(DAY_KEPT, "") : text;
}

/**
 * "不对，是下午两点，日子没错" after "民法期末1月7号上午九点" was recorded: the exam at the clock said, on its day. Only a
 * clock and nothing else; a day said is examRedated's (exam-follow-ups.ts).
 */
export function examRetimed(said: string, previous: PreviousRequest): FollowUp | undefined {
  if (detectIntent(previous.text).family !== "exam_record") return undefined;
  // "三点开考": the clock with the exam's start said after it is the clock alone.
  const clock = said.replace(DAY_KEPT, "").trim().replace(/(?:开考|开始|考)$/, "");
  const old = dayIn(previous.text);
  if (!old || dayIn(clock) || !HAS_TIME.test(clock) || TIME.exec(clock)?.[0] !== clock) return undefined;
  const after = previous.text.slice(old.index + old[0].length);
  const oldTime = TIME.exec(after)?.[0] ?? "";
  // "是三点" after "下午两点": a clock said alone stays in the part of the day the exam had.
  const part = new RegExp(`^${PART_OF_DAY}`).exec(oldTime)?.[0];
  const kept = part && new RegExp(`^${CLOCK}$`).test(clock) ? `${part}${clock}` : clock;
  const text = `${previous.text.slice(0, old.index)}${old[0]}${kept}${after.slice(oldTime.length)}`;
  return detectIntent(text).family === "exam_record" ? { family: "correction", text } : undefined;
}

/** "改了，改到1月5号": the change told before its new day. */
const CHANGED_TO = /^(?:(?:又|也)?(?:改|变|换|调|挪)了[，,\s]*)?(?:改到|改成|改在|换到|挪到|调到|推到|推迟到|延到|提前到)\s*/;
/** "同一时间", "时间不变": the clock the answer told is kept. */
const SAME_CLOCK = /[，,\s]*(?:同一?(?:个)?时间|同一时刻|原来的?时间|时间不变|时间没变|还是那个时间|钟点不变)/;

/**
 * "改了，改到1月5号同一时间" after "高数什么时候考" was answered "1月4日（周一）09:00": that exam on the new day, at the
 * clock the answer told.
 */
export function examMovedAfterAnswer(text: string, previous: PreviousRequest): FollowUp | undefined {
  const changed = CHANGED_TO.exec(text.trim());
  if (!changed || changed[0] === "" || detectIntent(previous.text).family !== "exam_countdown") return undefined;
  const exam = examTalkedOf(previous);
  const rest = text.trim().slice(changed[0].length);
  const day = dayIn(rest);
  if (!exam || !day || day.index !== 0) return undefined;
  const clock = /\d{1,2}:\d{2}/.exec(previous.said ?? "")?.[0];
  const when = SAME_CLOCK.test(rest) ? `${rest.replace(SAME_CLOCK, "")}${clock ? ` ${clock}` : ""}` : rest;
  const said = `${exam}考试改到${when.replace(/[。!！~～\s]+$/, "")}`;
  return detectIntent(said).family === "exam_record" ? { family: "correction", text: said } : undefined;
}

/** "这个取消了，老师说改成交课程论文", "那门不考了": the exam talked of called off, whatever reason follows. */
// "这场其实没有，我看错通知了", "那场其实没有考㖞": recorded by mistake, the same as called off.
const CALLED_OFF = /^(?:那|哦)?(?:这个|那个|它|这门|那门|这场|那场)(?:考试)?(?:也|就)?(?:其实|根本)?(?:取消了|取消啦|不考了|不考试了?|没了|不用考了|没有(?:考|这场)?|不存在)(?:㖞|喎|啊|呀|的)?(?=[，,。！!\s]|$)/;

const DROP_ASKED = /删|去掉|拿掉|移除/;
/** "搞错了，这门不考试": the slip owned before the exam is said to be no sitting at all. */
const SLIP_FIRST = /^(?:哦|啊|呃)?(?:我)?(?:搞错了|记错了|弄错了|说错了|错了|不对)[，,\s]*/;

export function examCalledOff(text: string, previous: PreviousRequest): FollowUp | undefined {
  // The title the answer told ("「概率论期末考试」：…") is the one on file, so it is taken out rather than heard as news.
  const told = /^「([^」]+)」/.exec(previous.said ?? "")?.[1];
  const exam = CALLED_OFF.test(text.trim().replace(SLIP_FIRST, "")) ? (told ?? examTalkedOf(previous)) : undefined;
  if (!exam) return undefined;
  // "…，删了它": the exam asked to be taken out, not only told of as called off.
  const said = `${/考试?$/.test(exam) ? exam : `${exam}考试`}取消了${DROP_ASKED.test(text) ? "，删掉吧" : ""}`;
  return detectIntent(said).family === "exam_cancel" ? { family: "pointed", text: said } : undefined;
}
