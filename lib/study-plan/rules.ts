/**
 * The pure rules a study-plan edit must pass before anything is written (name and content lengths, a date range
 * inside the term, excluded 2-period blocks and durations inside the term's day of N periods, at most 50 items), and
 * what a new order of items means for the items already on the timetable. Kept apart from the writes so each file
 * reads as one job.
 */
import { taskClassInvalid } from "./errors";
import { durationMessage, excludableBlockCount, excludedBlocksMessage, isDuration } from "./day-bounds";
import { addDays, type TermCalendar } from "@/lib/schedule/indexing";
import { TASK_CLASS_STRATEGIES, type TaskClassStrategy } from "./strategies";
import { quoted, singleLine } from "@/lib/protocol/record-text";


export const NAME_MAX_LENGTH = 40;
export const CONTENT_MAX_LENGTH = 60;
const DEFAULT_DURATION = 2;
export const MAX_ITEMS = 50;


export interface TaskClassFields {
  name: string;
  start_date: string;
  end_date: string;
  strategy: TaskClassStrategy;
  allow_filler_course: boolean;
  excluded_slots: number[];
}

export interface TaskItemInput {
  content: string;
  /** Periods; 2 when absent. */
  duration?: number;
}

export interface TermRange {
  start_date: string;
  end_date: string;
}

/** Monday of week 1 to Sunday of the last week. */
export function termRange(term: TermCalendar): TermRange {
  return { start_date: term.start_date, end_date: addDays(term.start_date, term.weeks * 7 - 1) };
}

function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * Trims the name, sorts and de-duplicates the excluded blocks, and checks everything; `term` null skips the term
 * check (an edit that leaves the dates alone keeps a class valid even after the term moved), and `periods` (the
 * term's periods a day) null skips the blocks' check likewise (an edit that leaves them alone keeps a block the
 * day has since lost; the planner ignores it).
 */
export function normalizeTaskClass(fields: TaskClassFields, term: TermRange | null, periods: number | null): TaskClassFields {
  const reasons: string[] = [];
  // One line, like every name the model reads in a reply (issue 24).
  const name = singleLine(fields.name);
  if (!name) reasons.push("任务类名称不能为空");
  else if ([...name].length > NAME_MAX_LENGTH) reasons.push(`任务类名称不能超过 ${NAME_MAX_LENGTH} 个字`);

  const datesValid = isCalendarDate(fields.start_date) && isCalendarDate(fields.end_date);
  if (!isCalendarDate(fields.start_date)) reasons.push(`开始日期「${fields.start_date}」不是有效日期`);
  if (!isCalendarDate(fields.end_date)) reasons.push(`结束日期「${fields.end_date}」不是有效日期`);
  if (datesValid && fields.start_date > fields.end_date) reasons.push("开始日期不能晚于结束日期");
  if (datesValid && term && (fields.start_date < term.start_date || fields.end_date > term.end_date)) {
    reasons.push(`日期需要在学期内（${term.start_date} 至 ${term.end_date}）`);
  }

  if (!TASK_CLASS_STRATEGIES.includes(fields.strategy)) reasons.push("排布策略只能是稳扎稳打（steady）或快速推进（rapid）");

  const excluded = [...new Set(fields.excluded_slots)].sort((a, b) => a - b);
  if (periods !== null) {
    const blocks = excludableBlockCount(periods);
    if (excluded.some((slot) => !Number.isInteger(slot) || slot < 1 || slot > blocks)) reasons.push(excludedBlocksMessage(periods));
    else if (excluded.length === blocks) reasons.push("不能排除全部时段，否则没有可安排的时间");
  }

  if (reasons.length > 0) throw taskClassInvalid(reasons);
  return { ...fields, name, excluded_slots: excluded };
}

/** Problems of one item on a day of `periods` periods, each prefixed with `label` (e.g. "第3项："), or an empty list. */
export function itemProblems(item: { content?: string; duration?: number }, periods: number, label = ""): string[] {
  const problems: string[] = [];
  if (item.content !== undefined) {
    const content = singleLine(item.content);
    if (!content) problems.push(`${label}任务内容不能为空`);
    else if ([...content].length > CONTENT_MAX_LENGTH) problems.push(`${label}任务内容不能超过 ${CONTENT_MAX_LENGTH} 个字`);
  }
  if (item.duration !== undefined && !isDuration(item.duration, periods)) problems.push(`${label}${durationMessage(periods)}`);
  return problems;
}

/**
 * The items as they will be stored (content trimmed, duration defaulted), or a task_class:invalid refusal with every
 * reason; a duration runs 1 to the term's `periods` a day.
 */
export function normalizeItems(items: readonly TaskItemInput[], periods: number, existingCount = 0): Array<{ content: string; duration: number }> {
  const reasons: string[] = [];
  if (existingCount + items.length > MAX_ITEMS) reasons.push(`一个任务类最多 ${MAX_ITEMS} 项任务`);
  const label = (index: number) => (items.length > 1 ? `第${existingCount + index + 1}项：` : "");
  items.forEach((item, index) => reasons.push(...itemProblems({ content: item.content, duration: item.duration ?? DEFAULT_DURATION }, periods, label(index))));
  if (reasons.length > 0) throw taskClassInvalid(reasons);
  return items.map((item) => ({ content: singleLine(item.content), duration: item.duration ?? DEFAULT_DURATION }));
}

interface PlacementPosition {
  week: number;
  day_of_week: number;
  section_start: number;
}

export interface OrderedItem {
  content: string;
  status: "pending" | "applied";
  placed_at: PlacementPosition | null;
}

function comparePositions(a: PlacementPosition, b: PlacementPosition): number {
  return a.week - b.week || a.day_of_week - b.day_of_week || a.section_start - b.section_start;
}

/**
 * What an order means for the timetable, in the student's words. Any order is allowed, but the scheduler keeps a
 * class's items in order: a pending item before a placed one must fit before it, and two placed items whose
 * periods run the other way round contradict the new order until one of them is moved.
 */
export function orderWarnings(items: readonly OrderedItem[]): string[] {
  const warnings: string[] = [];
  items.forEach((item, index) => {
    if (item.status !== "pending") return;
    const laterPlaced = items.slice(index + 1).find((other) => other.status === "applied");
    if (laterPlaced) warnings.push(`${quoted(item.content)}排在已安排的${quoted(laterPlaced.content)}之前，排程时只能放在它之前的空闲时间`);
  });
  const placed = items.flatMap((item) => (item.status === "applied" && item.placed_at ? [{ content: item.content, at: item.placed_at }] : []));
  for (let index = 0; index + 1 < placed.length; index++) {
    const [first, second] = [placed[index], placed[index + 1]];
    if (comparePositions(first.at, second.at) > 0) {
      warnings.push(`已安排的${quoted(first.content)}排在${quoted(second.content)}之前，但在日程里晚于它`);
    }
  }
  return warnings;
}
