/**
 * Check-ins in the student's words (issue 23 #6): which days "上周" / "这周" / "昨天" / "今天下午" mean, which sittings
 * a check-in from the chat is about, and the replies of the progress and check-in tools, with dates, weekdays and
 * clock times, outcomes as 完成 / 没做 / 待打卡, titles quoted — never ids or internal statuses. Pure: today, the
 * zone and the sittings are parameters.
 */
import { addDays, isoDayOfWeek, mondayOf, wallClockAt } from "@/lib/calendar/zoned-time";
import type { BlockOutcome } from "@/lib/protocol/checkins";
import { quoted } from "@/lib/protocol/record-text";
import { parseSmallNumber } from "@/lib/tasks/chinese-numbers";
import { countedDays } from "./counted-days";
import type { SittingOutcome } from "./outcomes";

type DayPart = "morning" | "afternoon" | "evening";

/** A run of dates the student named, and the part of the day when they named one ("今天下午"). */
export interface DateSpan {
  from: string;
  to: string;
  /** How the reply names it: 这周, 上周, 昨天, 最近两周. */
  label: string;
  part?: DayPart;
}

const WEEKDAYS = ["一", "二", "三", "四", "五", "六", "日"];
const WEEKDAY_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 日: 7, 天: 7 };

const PARTS: readonly [RegExp, DayPart, string][] = [
  [/上午|早上|早晨/, "morning", "上午"],
  [/下午/, "afternoon", "下午"],
  [/晚上|今晚|昨晚|夜里/, "evening", "晚上"],
];

/** The dates `words` name against `today`; undefined when they name none this reader knows. */
export function spanOf(words: string | undefined, today: string): DateSpan | undefined {
  if (words === undefined) return undefined;
  const part = PARTS.find(([pattern]) => pattern.test(words));
  const withPart = (span: DateSpan): DateSpan => (part ? { ...span, part: part[1], label: `${span.label}${part[2]}` } : span);
  const monday = mondayOf(today);
  // "前两天", "这周前三天": counted days, read before 这周 or 前天 inside them take the words.
  const counted = countedDays(words, today, monday);
  if (counted) return counted;
  // "上周末", "这周末", "周末": Saturday and Sunday. A weekend said bare is the last one begun: this week's from its
  // Saturday on, last week's before it. Read first, since 上周 / 这周 inside the words would take the whole week.
  const weekend = /(上|这|本)?(?:个)?(?:周末|礼拜末)/.exec(words);
  if (weekend) {
    const last = weekend[1] === "上" || (weekend[1] === undefined && isoDayOfWeek(today) < 6);
    const saturday = addDays(monday, (last ? -7 : 0) + 5);
    return withPart({ from: saturday, to: addDays(saturday, 1), label: last ? "上周末" : "这周末" });
  }
  const weekday = /(上|这|本)?(?:周|星期|礼拜)([一二三四五六日天])/.exec(words);
  if (weekday) {
    const offset = weekday[1] === "上" ? -7 : 0;
    const date = addDays(monday, offset + WEEKDAY_DIGITS[weekday[2]] - 1);
    return withPart({ from: date, to: date, label: `${weekday[1] === "上" ? "上" : ""}周${weekday[2]}` });
  }
  if (/前天/.test(words)) return withPart({ from: addDays(today, -2), to: addDays(today, -2), label: "前天" });
  if (/昨天|昨晚/.test(words)) return withPart({ from: addDays(today, -1), to: addDays(today, -1), label: "昨天" });
  if (/今天|今晚|今早/.test(words)) return withPart({ from: today, to: today, label: "今天" });
  // "上上周": the week before last, which "上周" inside it must not take.
  if (/上上(?:个)?(?:周|星期|礼拜)/.test(words)) return { from: addDays(monday, -14), to: addDays(monday, -8), label: "上上周" };
  if (/上(?:个)?(?:周|星期|礼拜)/.test(words)) return { from: addDays(monday, -7), to: addDays(monday, -1), label: "上周" };
  if (/(?:这|本)(?:个)?(?:周|星期|礼拜)/.test(words)) return { from: monday, to: addDays(monday, 6), label: "这周" };
  if (/最近|这两周|近两周|两周/.test(words)) return { from: addDays(today, -13), to: today, label: "最近两周" };
  if (part) return { from: today, to: today, label: `今天${part[2]}`, part: part[1] };
  return undefined;
}

/** Whether the sitting starts in the named part of its day (morning before 12:00, afternoon before 18:00). */
function inPart(sitting: SittingOutcome, part: DayPart | undefined, timeZone: string): boolean {
  if (!part) return true;
  const { hour } = wallClockAt(sitting.startsAt, timeZone);
  return part === "morning" ? hour < 12 : part === "afternoon" ? hour >= 12 && hour < 18 : hour >= 18;
}

function sittingsIn(sittings: readonly SittingOutcome[], span: DateSpan, timeZone: string): SittingOutcome[] {
  return sittings.filter((sitting) => sitting.date >= span.from && sitting.date <= span.to && inPart(sitting, span.part, timeZone));
}

const OUTCOME_WORDS: Record<BlockOutcome, string> = { done: "完成", partial: "做了一部分", skipped: "没做", unconfirmed: "待打卡" };

/** 完成 / 没做 / 待打卡 / 做了一部分（1/2节） / 还没开始. */
export function outcomeWords(sitting: Pick<SittingOutcome, "outcome" | "periodsDone" | "periods">): string {
  if (sitting.outcome === null) return "还没开始";
  if (sitting.outcome === "partial") return `做了一部分（${sitting.periodsDone ?? 0}/${sitting.periods}节）`;
  return OUTCOME_WORDS[sitting.outcome];
}

/** "4月21日（周二）19:00" — the date and the clock time the sitting starts, in the student's zone. */
export function sittingWhen(sitting: Pick<SittingOutcome, "date" | "startsAt">, timeZone: string): string {
  const [, month, day] = sitting.date.split("-").map(Number);
  const clock = wallClockAt(sitting.startsAt, timeZone);
  const time = `${String(clock.hour).padStart(2, "0")}:${String(clock.minute).padStart(2, "0")}`;
  return `${month}月${day}日（周${WEEKDAYS[isoDayOfWeek(sitting.date) - 1]}）${time}`;
}

function spanWords(span: DateSpan): string {
  const date = (value: string) => {
    const [, month, day] = value.split("-").map(Number);
    return `${month}月${day}日`;
  };
  return span.from === span.to ? `${span.label}（${date(span.from)}）` : `${span.label}（${date(span.from)}—${date(span.to)}）`;
}

function sittingLine(sitting: SittingOutcome, timeZone: string): string {
  return `${sittingWhen(sitting, timeZone)}${quoted(sitting.name)}（${sitting.category === "待办" ? "待办" : quoted(sitting.category)}，${sitting.periods}节）`;
}

/** "上周落下了哪些复习？": the skipped sittings of the span, and those still waiting for a check-in. */
export function missedReply(span: DateSpan, sittings: readonly SittingOutcome[], timeZone: string): string {
  const own = sittingsIn(sittings, span, timeZone);
  const skipped = own.filter((sitting) => sitting.outcome === "skipped");
  const waiting = own.filter((sitting) => sitting.outcome === "unconfirmed");
  const lines: string[] = [];
  if (skipped.length === 0) lines.push(`${spanWords(span)}没有记为没做的学习块。`);
  else {
    const periods = skipped.reduce((sum, sitting) => sum + sitting.periods, 0);
    lines.push(`${spanWords(span)}落下了${skipped.length}个学习块，共${periods}节：`);
    lines.push(...skipped.map((sitting) => `- ${sittingLine(sitting, timeZone)}`));
  }
  if (waiting.length > 0) {
    lines.push(`还有${waiting.length}个学习块待打卡（不知道做没做）：`);
    lines.push(...waiting.map((sitting) => `- ${sittingLine(sitting, timeZone)}`));
  }
  if (skipped.length > 0) lines.push("需要的话可以说“把没完成的重新排一下”，我会把落下的内容从现在起重新排，确认后才生效。");
  return lines.join("\n");
}

/** "这周完成了多少？": periods planned, done, skipped, waiting and not begun in the span, and each class's items done. */
export function progressReply(
  span: DateSpan,
  sittings: readonly SittingOutcome[],
  classes: readonly { name: string; items_total: number; items_done: number }[],
  timeZone: string,
): string {
  const own = sittingsIn(sittings, span, timeZone);
  const sum = (pick: (sitting: SittingOutcome) => number) => own.reduce((total, sitting) => total + pick(sitting), 0);
  const planned = sum((sitting) => sitting.periods);
  if (planned === 0) return `${spanWords(span)}没有安排学习块。`;
  const done = sum((sitting) => (sitting.outcome === "done" || sitting.outcome === "partial" ? (sitting.periodsDone ?? 0) : 0));
  const skipped = sum((sitting) => (sitting.outcome === "skipped" ? sitting.periods : 0));
  const waiting = sum((sitting) => (sitting.outcome === "unconfirmed" ? sitting.periods : 0));
  const ahead = sum((sitting) => (sitting.outcome === null ? sitting.periods : 0));
  const parts = [`完成${done}节`, `没做${skipped}节`];
  if (waiting > 0) parts.push(`待打卡${waiting}节`);
  if (ahead > 0) parts.push(`还没开始${ahead}节`);
  const percent = Math.round((done / planned) * 100);
  const lines = [`${spanWords(span)}共安排学习${planned}节（${own.length}个学习块）：${parts.join("，")}，完成了${percent}%。`];
  const active = classes.filter((taskClass) => taskClass.items_total > 0);
  if (active.length > 0) {
    lines.push(`学习计划进度：${active.map((taskClass) => `${quoted(taskClass.name)}完成${taskClass.items_done}/${taskClass.items_total}个任务`).join("；")}。`);
  }
  if (waiting > 0) lines.push("待打卡的学习块可以直接告诉我做了没有，比如“昨天的复习都做了”。");
  return lines.join("\n");
}

/**
 * The sittings a check-in from the chat means: begun ones of the span (default: the last 14 days), whose name or
 * class contains `words` when given ("第一章" → 「第一章 随机事件与概率」). With no words, every begun sitting of the span;
 * a name matches the latest begun sitting that carries it.
 */
export function sittingsToCheckIn(
  sittings: readonly SittingOutcome[],
  options: { span: DateSpan; words?: string; timeZone: string },
): SittingOutcome[] {
  const begun = sittingsIn(sittings, options.span, options.timeZone).filter((sitting) => sitting.outcome !== null);
  // "第一章随机事件与概率" names "第一章 随机事件与概率": spaces, typed or left out, are no part of a name.
  const words = options.words === undefined ? "" : numbered(options.words.trim()).replace(/\s+/g, "");
  if (!words) return begun;
  const named = begun.filter((sitting) => {
    const name = numbered(sitting.name).replace(/\s+/g, "");
    return name.includes(words) || words.includes(name) || sitting.category.includes(words);
  });
  // One sitting per block named: the latest, unless an earlier one is still waiting for its check-in.
  const byBlock = new Map<string, SittingOutcome>();
  for (const sitting of named) {
    const key = `${sitting.eventId}:${sitting.embeddedItemId ?? 0}`;
    const kept = byBlock.get(key);
    if (!kept || sitting.outcome === "unconfirmed" || kept.outcome !== "unconfirmed") byBlock.set(key, sitting);
  }
  return [...byBlock.values()];
}

/** "第三章" and "第3章" alike: chapter numbers in digits. */
function numbered(text: string): string {
  return text.replace(/第([零〇一二两三四五六七八九十]{1,3})(?=[章节讲单元课])/g, (whole, number: string) => {
    const value = parseSmallNumber(number);
    return value === null ? whole : `第${value}`;
  });
}
