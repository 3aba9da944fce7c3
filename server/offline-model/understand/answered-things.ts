/**
 * What the assistant's last answer put before the student, for a follow-up that points back at it ("第二个已经交了",
 * "那个时段写实验报告", "那天…"): the things it listed, the free places it offered, the day it named.
 *
 * Read from the data the answering turn handed (issue 27 #2): the names its cards mentioned, in order, and its tools'
 * facts (a listing's tasks, a day's agenda, a free-time answer's runs). Only a turn that handed none — a history whose
 * tool parts were trimmed, or an eval case that gives the answer as words alone — is read from the words of the
 * answer, in the shapes the tools write them ("还有3条：A、B、C。", "12月2日 周三：08:00–09:40 高数；…").
 */
import type { FactsOf, ToolFacts } from "@/lib/protocol/model-facts";
import { DAY_WORD } from "./day-words";
import type { PreviousRequest } from "./follow-up-words";

export interface AnsweredThing {
  name: string;
  /** A study block of a day's agenda (what "那个复习" points at), a course, or anything else listed. */
  kind: "study" | "course" | "other";
}

function factsOfKind<Kind extends ToolFacts["kind"]>(previous: PreviousRequest, kind: Kind): Array<FactsOf<Kind>> {
  return (previous.answeredWith?.facts ?? []).filter((facts): facts is FactsOf<Kind> => facts.kind === kind);
}

function unique(things: readonly AnsweredThing[]): AnsweredThing[] {
  const seen = new Set<string>();
  return things.filter((thing) => !seen.has(thing.name) && seen.add(thing.name));
}

/** "12月3日" from "2026-12-03". */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日`;
}

/**
 * "最急的是完成大学物理实验报告，12月3日 周四 17:40 截止": an answer that picks one thing by its rank names that one,
 * whatever clock its notes hold. A day picked ("最空的是12月5日 周六") is no thing.
 */
const PICKED = /(?:^|[，,。；;])\s*(?:最[^，,。；;的是]{1,4}的|第一个|下一个|(?:该|要|可以)?先做的)(?:是|就是)\s*「?([^，,。；;「」（(]{2,30}?)」?(?=$|[，,。；;（(\s])/;

/** The items of an answer written as a list: after its colon, set apart by 、 or ；, each without its notes. */
function thingsInWords(said: string): AnsweredThing[] {
  const picked = PICKED.exec(said)?.[1];
  if (picked !== undefined && !/^(?:\d{1,2}月\d{1,2}日|周[一二三四五六日]|今天|明天|后天)/.test(picked)) return [{ name: picked, kind: "other" }];
  const colon = said.search(/[：:]/);
  // "离散数学期末复习下一个是「集合与二元关系」（2节），还没排进日程。": no list, but the things it names are quoted.
  if (colon === -1) return [...said.matchAll(/「([^」]{2,30})」/g)].map((quoted): AnsweredThing => ({ name: quoted[1], kind: "other" }));
  const list = said.slice(colon + 1).replace(/[。.!！]\s*$/, "");
  // "完成大学物理实验报告 | 重要且紧急 | 12月3日 周四 17:40": a listing's rows, each named by its first cell.
  const rows = list.split("\n").filter((line) => line.includes(" | "));
  if (rows.length > 0) return rows.map((row) => ({ name: row.split(" | ")[0].trim(), kind: "other" }));
  // "1. 做一套真题 2. 整理错题本": a numbered list is set apart by its numbers.
  return list.split(/[、；;]|\s*(?<![\d:第])\d{1,2}[.、．]\s*(?!\d)/).flatMap((item): AnsweredThing[] => {
    // "（学习，数据结构期末复习）": the kind may come first in a note that also names the plan.
    const study = /[（(](?:学习|复习|待确认)[）)，,]/.test(item);
    // "- 11月27日（周五）19:00「函数与等价关系」（…）": a row that quotes its name is named by the quote.
    const quoted = /「([^」]{2,30})」/.exec(item)?.[1];
    const name = quoted ?? item
      .replace(/[（(][^）)]*[）)]/g, "")
      .replace(/\s*→.*$/, "")
      // "08:00 栈与队列": a block waiting for its check-in is told by its start alone.
      .replace(/^\s*\d{1,2}:\d{2}(?:\s*[–-]\s*\d{1,2}:\d{2})?\s*/, "")
      .trim();
    // A bare count, a time or a place in the week ("共9节", "14:00", "12月3日 周四 14:00–15:35") is no thing.
    const thing = name.length >= 2 && !/^[\d:：–\-\s节个条]+$/.test(name) && !/^(?:\d{1,2}月\d{1,2}日|周[一二三四五六日])/.test(name);
    return thing ? [{ name, kind: study ? "study" : "other" }] : [];
  });
}

const SLOT_DAY = new RegExp(`(?:\\d{1,2}月\\d{1,2}日\\s*)?(?:周[一二三四五六日])|${DAY_WORD.source}`, "i");
const SLOT_CLOCK = /(\d{1,2}:\d{2})(?:\s*[–-]\s*\d{1,2}:\d{2})?|第(\d+)(?:-\d+)?节/;

/** Every place the assistant's answer offered, in order: each clock time or period with the day said before it. */
export function offeredSlots(said: string): string[] {
  const tokens = new RegExp(`${SLOT_DAY.source}|${SLOT_CLOCK.source}`, "gi");
  const slots: string[] = [];
  let day: string | undefined;
  for (const match of said.matchAll(tokens)) {
    const clock = SLOT_CLOCK.exec(match[0]);
    if (clock && clock.index === 0 && clock[0] === match[0]) {
      if (day !== undefined) slots.push(clock[1] ? `${day}${clock[1]}` : `${day}第${clock[2]}节`);
    } else {
      day = /\d{1,2}月\d{1,2}日/.exec(match[0])?.[0] ?? match[0];
    }
  }
  return slots;
}

/** The first place the assistant's answer offered: its day and its first clock time or period. */
export function offeredSlot(said: string): string | undefined {
  return offeredSlots(said)[0];
}

/** The things the last answer listed, in its order. */
export function answeredThings(previous: PreviousRequest): AnsweredThing[] {
  const answered = previous.answeredWith;
  if (answered) {
    const named = answered.named.map((name): AnsweredThing => ({ name, kind: "other" }));
    const listed = factsOfKind(previous, "task_list").flatMap((facts) => facts.tasks.map((task): AnsweredThing => ({ name: task.name, kind: "other" })));
    const agenda = factsOfKind(previous, "day_agenda").flatMap((facts) =>
      facts.days.flatMap((day) => day.entries.map((entry): AnsweredThing => ({ name: entry.name, kind: entry.kind }))),
    );
    return unique([...agenda, ...named, ...listed]);
  }
  return previous.said === undefined ? [] : unique(thingsInWords(previous.said));
}

/** The free places the last answer offered, in order, as a move's words: "12月3日14:00". */
export function offeredPlaces(previous: PreviousRequest): string[] {
  if (previous.answeredWith) {
    const runs = factsOfKind(previous, "free_time").flatMap((facts) =>
      facts.days.flatMap((day) => (day.over ? [] : day.runs.map((run) => `${dateWords(day.date)}${run.start}`))),
    );
    // The first run that fits (find_first_free) by the window's day, as the move readers take "第4天第3节".
    const first = factsOfKind(previous, "free_slot").flatMap(({ slot }) => (slot ? [`第${slot.day}天第${slot.slot_start}节`] : []));
    return [...runs, ...first];
  }
  return previous.said === undefined ? [] : offeredSlots(previous.said);
}

/** The day the last answer was about: the emptiest it found, else the first day it answered for. */
export function answeredDay(previous: PreviousRequest): string | undefined {
  if (previous.answeredWith) {
    const free = factsOfKind(previous, "free_time")[0];
    const day = free?.emptiest ?? free?.days[0] ?? factsOfKind(previous, "day_agenda")[0]?.days[0];
    return day ? dateWords(day.date) : undefined;
  }
  const day = previous.said === undefined ? undefined : SLOT_DAY.exec(previous.said);
  return day ? (/\d{1,2}月\d{1,2}日/.exec(day[0])?.[0] ?? day[0]) : undefined;
}

const WEEKDAY_NAMES = ["周日", "周一", "周二", "周三", "周四", "周五", "周六"];

/**
 * The places the answer offered on one weekday ("周三" → "12月9日19:00" from "12月9日 周三 晚上 19:00–22:30 空"): a
 * weekday said back to an answer about another week is that answer's day, not this week's.
 */
export function offeredOnWeekday(previous: PreviousRequest, weekday: string): string[] {
  const wanted = weekday.replace(/^星期|^礼拜/, "周").replace(/[天]$/, "日");
  if (previous.answeredWith) {
    return factsOfKind(previous, "free_time").flatMap((facts) =>
      facts.days.flatMap((day) => (day.over || WEEKDAY_NAMES[new Date(`${day.date}T00:00:00Z`).getUTCDay()] !== wanted ? [] : day.runs.map((run) => `${dateWords(day.date)}${run.start}`))),
    );
  }
  const said = previous.said ?? "";
  const dates = [...said.matchAll(/(\d{1,2}月\d{1,2}日)\s*[（(]?(周[一二三四五六日])/g)].filter((match) => match[2] === wanted).map((match) => match[1]);
  return offeredSlots(said).filter((slot) => dates.some((date) => slot.startsWith(date)));
}
