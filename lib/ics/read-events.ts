/**
 * The first half of the import: every VEVENT of the repaired file, read on its own, as meetings on the local clock
 * of the term's zone — independent of the term's weeks and period clock, so the same reading serves the mapping onto
 * the grid (parse.ts) and the inference of a term and clock that fit the file (infer.ts). An event that throws
 * anywhere becomes one `invalid` problem and leaves nothing else behind.
 */
import ICAL from "ical.js";
import { PlannerError } from "@/lib/errors";
import { fromMinutes } from "../calendar/clock";
import { readBlock } from "./event-block";
import { takeExclusions } from "./exdates";
import { readFileZone, type FileZone } from "./file-zone";
import type { IcsBudget } from "./budget";
import { unsafeRule } from "./rule-guard";
import { EMBEDDABLE_PROPERTY, KIND_PROPERTY, STUDY_CATEGORY, UID_DOMAIN } from "./markers";
import { nameList, type NoteCollector } from "./notes";
import type { RepairedIcs } from "./repair";
import type { ImportProblem, ImportProblemKind } from "./types";
import { isValidTimeZone, localClockOf, toInstant, zoneOfProperty, type Zone, type ZoneContext } from "./zones";

/** One meeting as the file has it, on the local clock of the term's zone. */
export interface IcsMeeting {
  uid: string;
  name: string;
  location: string | null;
  can_be_embedded: boolean;
  /** "YYYY-MM-DD" in the term's zone. */
  date: string;
  /** Minutes after local midnight. */
  start: number;
  end: number;
}

export type ReadItem = { problem: Omit<ImportProblem, "occurrences">; occurrence?: string } | { meeting: IcsMeeting };

export interface ReadOptions {
  timezone: string;
  /** An endless rule is followed up to this instant (the term's end), or for this many weeks when it begins later. */
  until: number;
  weeks: number;
  maxOccurrences: number;
  budget: IcsBudget;
}

/** Series of the file: a master VEVENT and the exceptions (RECURRENCE-ID) that move its meetings. */
type Series = { master: ICAL.Component; exceptions: ICAL.Component[] };

/** Reads the file's events, yielding after each block and each series so that a caller can let other work run. */
export function* readEvents(repaired: RepairedIcs, options: ReadOptions): Generator<void, ReadItem[]> {
  const context = yield* zoneContext(repaired, options);
  const items: ReadItem[] = [];
  const masters = new Map<string, Series>();
  const unnamed: Series[] = [];
  const exceptions: ICAL.Component[] = [];
  const events = repaired.blocks.filter((candidate) => candidate.name === "VEVENT");
  const { budget } = options;
  if (events.length > budget.maxEvents) {
    repaired.notes.push({ code: "too_large", level: "warning", message: `文件里有 ${events.length} 个事件，超过了上限 ${budget.maxEvents} 个，只读取了前 ${budget.maxEvents} 个。` });
  }
  for (const block of events.slice(0, budget.maxEvents)) {
    budget.tick();
    const reading = readBlock(block, repaired.notes);
    if (!reading.ok) {
      items.push({ problem: { kind: "invalid", uid: reading.uid, name: reading.name, reason: reading.reason } });
    } else if (reading.component.hasProperty("recurrence-id")) exceptions.push(reading.component);
    else if (reading.uid) masters.set(reading.uid, { master: reading.component, exceptions: [] });
    else unnamed.push({ master: reading.component, exceptions: [] });
    yield;
  }
  const orphans: ICAL.Component[] = [];
  for (const exception of exceptions) {
    const series = masters.get(String(exception.getFirstPropertyValue("uid") ?? ""));
    if (series) series.exceptions.push(exception);
    else orphans.push(exception);
  }
  const series = [...masters.values(), ...unnamed, ...orphans.map((master) => ({ master, exceptions: [] }))];
  for (const { master, exceptions: moved } of series) {
    items.push(...readSeries(master, moved, context, options, repaired.notes));
    yield;
  }
  if (budget.meetingsCapped) {
    repaired.notes.push({ code: "too_large", level: "warning", message: `文件里的上课次数超过了上限 ${budget.meetingCap} 次，之后的上课没有读取。` });
  }
  warnUtcNight(items, series, options.timezone, repaired.notes);
  return items;
}

function* zoneContext(repaired: RepairedIcs, options: ReadOptions): Generator<void, ZoneContext> {
  const termZone = options.timezone;
  const custom = new Map<string, FileZone>();
  for (const block of repaired.blocks.filter((candidate) => candidate.name === "VTIMEZONE")) {
    options.budget.tick();
    yield;
    try {
      const reading = readFileZone(new ICAL.Component(ICAL.parse(block.lines.map((line) => line.text).join("\r\n"))));
      custom.set(reading.tzid, reading.zone);
      if (reading.refused) {
        repaired.notes.push({
          code: "bad_timezone",
          level: "warning",
          message: `时区「${reading.tzid}」${reading.refused}，不像真实的时区，已按它最初的偏移 ${reading.firstOffset} 读取，请核对导入的上课时间。`,
        });
      }
    } catch {
      repaired.notes.add("bad_timezone", "warning", block.lines[0]?.line ?? 0, (lines) => `第${lines.join("、")}行起的时区定义（VTIMEZONE）无法读取，已忽略。`);
    }
  }
  const declared = repaired.properties.find((line) => /^X-WR-TIMEZONE[;:]/i.test(line.text))?.text.replace(/^[^:]*:/, "").trim();
  if (declared && !isValidTimeZone(declared)) {
    repaired.notes.push({ code: "bad_timezone", level: "warning", message: `文件声明的时区「${declared}」无法识别，没有时区的时间按 ${termZone} 读取。` });
  }
  return { custom, floating: declared && isValidTimeZone(declared) ? declared : termZone };
}

/** One series (a VEVENT and the RECURRENCE-IDs that move or cancel its meetings); everything or one `invalid`. */
function readSeries(master: ICAL.Component, exceptions: ICAL.Component[], context: ZoneContext, options: ReadOptions, notes: NoteCollector): ReadItem[] {
  const uid = String(master.getFirstPropertyValue("uid") ?? "") || null;
  const name = String(master.getFirstPropertyValue("summary") ?? "").trim() || "未命名课程";
  try {
    return new SeriesReader(master, exceptions, context, options, notes).read();
  } catch (error) {
    // The budget's refusal is the file's, not this event's.
    if (PlannerError.isInstance(error)) throw error;
    // The library's message is English and names its internals: the student reads only what is wrong, in Chinese.
    return [{ problem: { kind: "invalid", uid, name, reason: `「${name}」的时间或重复规则无法读取，这个事件没有导入。` } }];
  }
}

class SeriesReader {
  private readonly items: ReadItem[] = [];
  private readonly uid: string | null;
  private readonly name: string;

  constructor(
    private readonly master: ICAL.Component,
    private readonly exceptions: ICAL.Component[],
    private readonly context: ZoneContext,
    private readonly options: ReadOptions,
    private readonly notes: NoteCollector,
  ) {
    this.uid = String(master.getFirstPropertyValue("uid") ?? "") || null;
    this.name = String(master.getFirstPropertyValue("summary") ?? "").trim() || "未命名课程";
  }

  private report(kind: ImportProblemKind, reason: string, occurrence?: string): void {
    this.items.push({ problem: { kind, uid: this.uid, name: this.name, reason }, occurrence });
  }

  read(): ReadItem[] {
    const { master, name } = this;
    const study = isOwnStudyEvent(master);
    const startProperty = master.getFirstProperty("dtstart")!;
    const start = startProperty.getFirstValue() as ICAL.Time;
    const zone = zoneOfProperty(startProperty, start, this.context);
    if (study) this.report("study_block", studyReason(name, master));
    else if (isCancelled(master)) this.report("cancelled", `「${name}」已被取消（STATUS:CANCELLED），不导入。`);
    else if (start.isDate) this.report("all_day", `「${name}」是全天事件，没有上课时间，无法对应到节次。`);
    else if (!zone) {
      const tzid = String(startProperty.getParameter("tzid") ?? "");
      this.report("unknown_timezone", `「${name}」使用了无法识别的时区「${tzid}」，请在日历应用里改用标准时区后再导出。`);
    }
    if (!zone || (!study && this.items.length > 0)) return this.items;
    const unsafe = unsafeRule(master);
    if (unsafe) {
      this.report("invalid", `「${name}」${unsafe}，这个事件没有导入。`);
      return this.items;
    }
    const event = new ICAL.Event(master, { exceptions: this.exceptions, strictExceptions: false });
    const bounded = !event.isRecurring() || master.getAllProperties("rrule").every((property) => (property.getFirstValue() as ICAL.Recur).isFinite());
    // An endless rule is followed to the end of the student's term; one that begins after it, for as many weeks.
    const first = toInstant(start, zone);
    const until = bounded ? Infinity : first < this.options.until ? this.options.until : first + this.options.weeks * 7 * 86_400_000;
    const excluded = takeExclusions({ master, exceptions: this.exceptions, zone, context: this.context, name, maxOccurrences: this.options.maxOccurrences, until, budget: this.options.budget }, this.notes);
    this.iterate(zone, excluded, study, until);
    return this.items;
  }

  private iterate(zone: Zone, excluded: ReadonlySet<number>, study: boolean, until: number): void {
    const event = new ICAL.Event(this.master, { exceptions: this.exceptions, strictExceptions: false });
    const iterator = event.iterator();
    let read = 0;
    for (let next = iterator.next(); next; next = iterator.next()) {
      this.options.budget.tick();
      if (read >= this.options.maxOccurrences) {
        this.report("too_many", `「${this.name}」重复次数过多，只读取了前 ${this.options.maxOccurrences} 次。`);
        break;
      }
      read++;
      const occurrenceId = toInstant(next, zone);
      if (occurrenceId >= until) {
        this.report("unbounded", `「${this.name}」的重复规则没有结束日期，只导入本学期内的上课。`);
        break;
      }
      if (excluded.has(occurrenceId)) continue;
      this.occurrence(event.getOccurrenceDetails(next), zone, study);
    }
  }

  private occurrence(details: ReturnType<ICAL.Event["getOccurrenceDetails"]>, zone: Zone, study: boolean): void {
    const item = details.item;
    const name = item.summary?.trim() || "未命名课程";
    const timezone = this.options.timezone;
    const startInstant = toInstant(details.startDate, zone);
    const endInstant = toInstant(details.endDate, zone);
    const start = localClockOf(startInstant, timezone);
    const end = localClockOf(endInstant, timezone);
    const label = `${start.date} ${fromMinutes(start.minutes)}-${fromMinutes(end.minutes)}`;
    if (study) return this.report("study_block", studyReason(name, this.master), label);
    if (isCancelled(item.component)) return this.report("cancelled", `「${name}」有上课被取消（STATUS:CANCELLED），不导入。`, label);
    if (details.startDate.isDate) return this.report("all_day", `「${name}」有全天的上课，无法对应到节次。`, label);
    if (endInstant < startInstant) return this.report("invalid", `「${name}」的结束时间早于开始时间，请检查文件里的 DTSTART 和 DTEND。`, label);
    if (end.date !== start.date) return this.report("multi_day", `「${name}」有跨天的上课，无法对应到节次。`, label);
    const embeddable = item.component.getFirstPropertyValue(EMBEDDABLE_PROPERTY.toLowerCase());
    if (!this.options.budget.takeMeeting()) return;
    this.items.push({
      meeting: {
        uid: item.uid,
        name,
        location: item.location?.trim() || null,
        can_be_embedded: String(embeddable ?? "").toUpperCase() === "TRUE",
        date: start.date,
        start: start.minutes,
        end: end.minutes,
      },
    });
  }
}

/**
 * Times stamped Z that land at night in the term's zone (classes from 00:00 to 06:00 local) are most likely local
 * times a converter marked as UTC: read as written, but said plainly in the preview.
 */
function warnUtcNight(items: readonly ReadItem[], series: ReadonlyArray<{ master: ICAL.Component }>, timezone: string, notes: NoteCollector): void {
  const utcUids = new Set(
    series
      .filter(({ master }) => (master.getFirstPropertyValue("dtstart") as ICAL.Time | null)?.zone === ICAL.Timezone.utcTimezone)
      .map(({ master }) => String(master.getFirstPropertyValue("uid") ?? "")),
  );
  for (const item of items) {
    if (!("meeting" in item) || !utcUids.has(item.meeting.uid) || item.meeting.start >= 6 * 60) continue;
    const at = fromMinutes(item.meeting.start);
    notes.add("utc_local_times", "warning", item.meeting.name, (names) =>
      `${nameList(names)}的时间标注为 UTC（以 Z 结尾），换算成 ${timezone} 后在凌晨（如 ${at}）上课，可能是课表应用把本地时间误标成了 UTC，请检查导出设置或核对导入结果。`,
    );
  }
}

/**
 * A study block (or embedded item) of our own export. The kind property decides when present; a calendar app that
 * dropped X- properties on re-export still keeps our UID and CATEGORIES. Other apps' files are courses as before.
 */
function isOwnStudyEvent(component: ICAL.Component): boolean {
  const kind = component.getFirstPropertyValue(KIND_PROPERTY.toLowerCase());
  if (kind !== null && kind !== undefined) return ["task", "study", "deadline"].includes(String(kind).trim().toLowerCase());
  const uid = String(component.getFirstPropertyValue("uid") ?? "");
  const categories = component.getAllProperties("categories").flatMap((property) => property.getValues().map((value) => String(value).trim()));
  return uid.endsWith(`@${UID_DOMAIN}`) && categories.includes(STUDY_CATEGORY);
}

function studyReason(name: string, component: ICAL.Component): string {
  const kind = String(component.getFirstPropertyValue(KIND_PROPERTY.toLowerCase()) ?? "").trim().toLowerCase();
  if (kind === "deadline") return `「${name}」是待办的截止提醒（由本应用导出），不作为课程导入。`;
  return `「${name}」是学习安排（由本应用导出），不作为课程导入。`;
}

function isCancelled(component: ICAL.Component): boolean {
  return String(component.getFirstPropertyValue("status") ?? "").toUpperCase() === "CANCELLED";
}
