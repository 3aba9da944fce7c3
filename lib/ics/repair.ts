/**
 * Reads the lines of an .ics text into the calendar's own properties and its components, repairing the damage
 * real exports carry instead of refusing the file: odd line endings (\r\r\n, lone \r), a missing END (closed where
 * the next component begins, or at the end of the file), several VCALENDARs (merged into one), a property written
 * `SUMMARY=...` (read as `SUMMARY:...`), a folded line that lost its leading space. Each repair becomes a note with
 * the lines concerned. A text with no calendar in it at all is refused naming the line and what was found there.
 */
import { PlannerError } from "@/lib/errors";
import { lineList, NoteCollector } from "./notes";

export interface IcsLine {
  text: string;
  /** 1-based line of the file where this (unfolded) line starts. */
  line: number;
}

/** One component directly under VCALENDAR (VEVENT, VTIMEZONE, ...), from its BEGIN to its END line. */
export interface IcsBlock {
  name: string;
  lines: IcsLine[];
}

export interface RepairedIcs {
  properties: IcsLine[];
  blocks: IcsBlock[];
  notes: NoteCollector;
}

const CHILDREN: Record<string, readonly string[]> = {
  VCALENDAR: ["VEVENT", "VTODO", "VJOURNAL", "VFREEBUSY", "VTIMEZONE"],
  VEVENT: ["VALARM"],
  VTODO: ["VALARM"],
  VTIMEZONE: ["STANDARD", "DAYLIGHT"],
};
/** Properties a merged second calendar repeats; the first calendar's value stands. */
const CALENDAR_HEADER = new Set(["VERSION", "PRODID", "CALSCALE", "METHOD", "X-WR-CALNAME", "X-WR-TIMEZONE"]);
const PROPERTY = /^[A-Za-z][A-Za-z0-9-]*(;[^:]*)?:/;
const EQUALS_PROPERTY = /^([A-Za-z][A-Za-z0-9-]*)\s*=\s*(.*)$/;
const TEXT_PROPERTY = /^(SUMMARY|DESCRIPTION|LOCATION|COMMENT|X-[A-Z0-9-]+)[;:]/i;

function canContain(parent: string, child: string): boolean {
  const known = CHILDREN[parent];
  if (known) return known.includes(child) || (child.startsWith("X-") && parent !== "VTIMEZONE");
  return parent.startsWith("X-");
}

/** Physical lines -> unfolded logical lines, with line endings normalised (and reported when they were odd). */
function logicalLines(text: string, notes: NoteCollector): IcsLine[] {
  if (/\r\r\n|\r(?!\n)/.test(text)) {
    notes.push({ code: "line_endings", level: "repaired", message: "文件的换行符不规范（如 \\r\\r\\n），已按标准换行读取。" });
  }
  const physical = text.replace(/^\uFEFF/, "").replace(/\r+\n/g, "\n").replace(/\r/g, "\n").split("\n");
  const lines: IcsLine[] = [];
  physical.forEach((raw, index) => {
    const previous = lines[lines.length - 1];
    if ((raw.startsWith(" ") || raw.startsWith("\t")) && previous) previous.text += raw.slice(1);
    else lines.push({ text: raw, line: index + 1 });
  });
  return lines.filter((line) => line.text.trim() !== "");
}

/** A line that is not `NAME...:value`: repaired when its meaning is plain, else null (dropped by the caller). */
function repairProperty(line: IcsLine, previous: IcsLine | undefined, notes: NoteCollector): "keep" | "merged" | "dropped" {
  if (PROPERTY.test(line.text)) return "keep";
  const equals = EQUALS_PROPERTY.exec(line.text);
  if (equals) {
    line.text = `${equals[1].toUpperCase()}:${equals[2]}`;
    notes.add("missing_colon", "repaired", line.line, (lines) => `${lineList(lines)}写成了「名称=值」（缺少冒号），已按「名称:值」读取。`);
    return "keep";
  }
  if (previous && TEXT_PROPERTY.test(previous.text)) {
    previous.text += line.text;
    notes.add("broken_line", "repaired", line.line, (lines) => `${lineList(lines)}不是「名称:值」格式，已当作上一行的续行读取。`);
    return "merged";
  }
  notes.add("stray_line", "warning", line.line, (lines) => `${lineList(lines)}不是「名称:值」格式，无法理解，已忽略。`);
  return "dropped";
}

function refuseUnreadable(lines: readonly IcsLine[]): never {
  const first = lines[0];
  if (!first) throw new PlannerError("ics:invalid", { message: "文件里没有任何内容，不是有效的 iCalendar（.ics）文件。" });
  const shown = first.text.length > 40 ? `${first.text.slice(0, 40)}…` : first.text;
  const what = /^BEGIN:VCARD/i.test(first.text) ? "这是名片（vCard）文件，不是日历" : "应为 BEGIN:VCALENDAR，文件里也没有任何 BEGIN:VEVENT";
  throw new PlannerError("ics:invalid", { message: `文件不是有效的 iCalendar（.ics）格式：第${first.line}行是「${shown}」，${what}。` });
}

export function repairIcs(text: string): RepairedIcs {
  const notes = new NoteCollector();
  const lines = logicalLines(text, notes);
  if (!lines.some((line) => /^BEGIN:(VCALENDAR|VEVENT)\s*$/i.test(line.text))) refuseUnreadable(lines);
  const reader = new StructureReader(notes);
  for (const line of lines) reader.read(line);
  return { ...reader.finish(), notes };
}

/** Walks BEGIN/END lines with a stack, closing what was left open and merging every calendar into one. */
class StructureReader {
  private readonly stack: Array<{ name: string; line: number }> = [];
  private readonly properties: IcsLine[] = [];
  private readonly blocks: IcsBlock[] = [];
  private readonly seenHeader = new Set<string>();
  private calendars = 0;
  private sawCalendarEnd = false;

  constructor(private readonly notes: NoteCollector) {}

  read(line: IcsLine): void {
    const marker = /^(BEGIN|END):(.+)$/i.exec(line.text.trim());
    if (!marker) return this.property(line);
    const name = marker[2].trim().toUpperCase();
    if (marker[1].toUpperCase() === "BEGIN") this.begin(name, line);
    else this.end(name, line);
  }

  finish(): { properties: IcsLine[]; blocks: IcsBlock[] } {
    while (this.stack.length > 1) this.close(this.stack[this.stack.length - 1].line);
    if (this.stack.length === 1 && !this.sawCalendarEnd) {
      this.notes.push({ code: "missing_end", level: "repaired", message: "文件缺少结尾的 END:VCALENDAR，已自动补上。" });
    }
    if (this.calendars > 1) {
      this.notes.push({ code: "multiple_calendars", level: "repaired", message: `文件里有 ${this.calendars} 个日历（VCALENDAR），已合并在一起读取。` });
    }
    return { properties: this.properties, blocks: this.blocks };
  }

  private begin(name: string, line: IcsLine): void {
    if (name === "VCALENDAR") {
      while (this.stack.length > 1) this.close(this.stack[this.stack.length - 1].line);
      this.calendars++;
      if (this.stack.length === 0) {
        this.stack.push({ name, line: line.line });
        this.sawCalendarEnd = false;
      }
      return;
    }
    if (this.stack.length === 0) {
      this.stack.push({ name: "VCALENDAR", line: line.line });
      this.calendars++;
      this.notes.add("missing_begin", "repaired", line.line, (lines) => `${lineList(lines)}之前缺少 BEGIN:VCALENDAR，已自动补上。`);
    }
    while (this.stack.length > 1 && !canContain(this.stack[this.stack.length - 1].name, name)) this.close(this.stack[this.stack.length - 1].line);
    if (this.stack.length === 1) this.blocks.push({ name, lines: [] });
    this.stack.push({ name, line: line.line });
    this.append({ text: `BEGIN:${name}`, line: line.line });
  }

  private end(name: string, line: IcsLine): void {
    const index = this.stack.map((open) => open.name).lastIndexOf(name);
    if (index === -1) {
      this.notes.add("stray_line", "warning", line.line, (lines) => `${lineList(lines)}有多余的 END 行，已忽略。`);
      return;
    }
    while (this.stack.length - 1 > index) this.close(this.stack[this.stack.length - 1].line);
    if (name === "VCALENDAR") {
      this.sawCalendarEnd = true;
      this.stack.pop();
      return;
    }
    this.append({ text: `END:${name}`, line: line.line });
    this.stack.pop();
  }

  /** Closes the innermost open component that never got its END. */
  private close(openedAt: number): void {
    const open = this.stack[this.stack.length - 1];
    this.append({ text: `END:${open.name}`, line: openedAt });
    this.stack.pop();
    this.notes.add("missing_end", "repaired", openedAt, (lines) => `${lineList(lines)}开始的内容缺少 END 行，已在下一部分开始前补上。`);
  }

  private property(line: IcsLine): void {
    if (this.stack.length === 0) {
      this.notes.add("stray_line", "warning", line.line, (lines) => `${lineList(lines)}在日历（VCALENDAR）之外，已忽略。`);
      return;
    }
    const target = this.stack.length === 1 ? this.properties : this.blocks[this.blocks.length - 1].lines;
    const outcome = repairProperty(line, target[target.length - 1], this.notes);
    if (outcome !== "keep") return;
    if (this.stack.length === 1) {
      const name = line.text.split(/[;:]/)[0].toUpperCase();
      if (CALENDAR_HEADER.has(name) && this.seenHeader.has(name)) return;
      this.seenHeader.add(name);
    }
    target.push(line);
  }

  private append(line: IcsLine): void {
    this.blocks[this.blocks.length - 1].lines.push(line);
  }
}
