/**
 * One VEVENT block of the repaired file, read on its own: a property that cannot be read makes this event (and only
 * this event) an `invalid` problem naming the line and the property, instead of failing the whole file. Harmless
 * damage is repaired first: an empty EXDATE / RDATE is dropped, a date written without VALUE=DATE gets it. The
 * event's own alarms (VALARM) are not needed for a timetable and are left out before anything is read.
 */
import ICAL from "ical.js";
import { lineList, type NoteCollector } from "./notes";
import type { IcsBlock, IcsLine } from "./repair";

export type BlockReading =
  | { ok: true; component: ICAL.Component; uid: string; startLine: number }
  | { ok: false; uid: string | null; name: string; reason: string };

/** Properties whose values the reader needs: each is checked before the event is used. */
const CHECKED = new Set(["DTSTART", "DTEND", "DURATION", "RRULE", "RDATE", "EXDATE", "RECURRENCE-ID", "UID", "SUMMARY", "STATUS"]);
const DATE_VALUED = new Set(["DTSTART", "DTEND", "RDATE", "EXDATE", "RECURRENCE-ID"]);

function nameOf(line: IcsLine): string {
  return line.text.split(/[;:]/)[0].toUpperCase();
}

function rawValue(line: IcsLine): string {
  const colon = line.text.search(/:(?=(?:[^"]*"[^"]*")*[^"]*$)/);
  return colon === -1 ? "" : line.text.slice(colon + 1);
}

/** The block's own property lines (nested components left out), with the repairs that lose nothing. */
function ownLines(block: IcsBlock, notes: NoteCollector): IcsLine[] {
  const lines: IcsLine[] = [];
  let depth = 0;
  for (const line of block.lines) {
    if (/^BEGIN:/i.test(line.text)) depth++;
    else if (/^END:/i.test(line.text)) depth--;
    else if (depth === 1) {
      const name = nameOf(line);
      const value = rawValue(line).trim();
      if ((name === "EXDATE" || name === "RDATE") && value === "") {
        notes.add("empty_value", "repaired", line.line, (all) => `${lineList(all)}的 EXDATE/RDATE 没有值，已忽略。`);
        continue;
      }
      const head = line.text.slice(0, line.text.length - rawValue(line).length - 1);
      if (DATE_VALUED.has(name) && /^\d{8}(,\d{8})*$/.test(value) && !/;VALUE=/i.test(head)) {
        lines.push({ line: line.line, text: `${head};VALUE=DATE:${value}` });
        continue;
      }
      lines.push(line);
    }
  }
  return lines;
}

/**
 * The first line whose value ical.js cannot read, with what is wrong in the student's words (ical.js says it in
 * English, naming its own internals); null when every checked line reads.
 */
function firstBadLine(lines: readonly IcsLine[]): { line: IcsLine; error: string } | null {
  for (const line of lines) {
    if (!CHECKED.has(nameOf(line))) continue;
    try {
      ICAL.Property.fromString(line.text).getValues().forEach((value) => String(value));
    } catch {
      return { line, error: whatIsWrong(nameOf(line)) };
    }
  }
  return null;
}

function whatIsWrong(name: string): string {
  if (DATE_VALUED.has(name)) return "不是有效的日期时间";
  if (name === "RRULE") return "不是有效的重复规则";
  if (name === "DURATION") return "不是有效的时长";
  return "格式不对";
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 60)}…` : text;
}

export function readBlock(block: IcsBlock, notes: NoteCollector): BlockReading {
  const lines = ownLines(block, notes);
  const uidLine = lines.find((line) => nameOf(line) === "UID");
  const summaryLine = lines.find((line) => nameOf(line) === "SUMMARY");
  const uid = uidLine ? rawValue(uidLine).trim() || null : null;
  const name = summaryLine ? rawValue(summaryLine).replace(/\\([,;\\])/g, "$1").trim() || "未命名课程" : "未命名课程";
  const startLine = block.lines[0]?.line ?? 0;
  const refuse = (reason: string): BlockReading => ({ ok: false, uid, name, reason: `「${name}」${reason}，这个事件没有导入。` });

  const bad = firstBadLine(lines);
  if (bad) return refuse(`第${bad.line.line}行的 ${nameOf(bad.line)} 无法读取（「${shorten(bad.line.text)}」${bad.error}）`);
  if (!lines.some((line) => nameOf(line) === "DTSTART")) return refuse(`（第${startLine}行起）缺少开始时间 DTSTART`);
  try {
    const text = ["BEGIN:VCALENDAR", "BEGIN:VEVENT", ...lines.map((line) => line.text), "END:VEVENT", "END:VCALENDAR"].join("\r\n");
    const component = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent("vevent");
    if (!component) return refuse(`（第${startLine}行起）无法读取`);
    return { ok: true, component, uid: uid ?? "", startLine };
  } catch {
    return refuse(`（第${startLine}行起）无法读取，格式不对`);
  }
}
