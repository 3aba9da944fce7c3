/**
 * query_tasks: a read-only look at the student's task system. The arguments become a TaskQuery (deadline words
 * read in the student's zone), queryTasks answers from one read-only snapshot, and a task_query card shows the
 * result, an empty one included (seed 001 §5.1.5). The reply lists the shown tasks with their ids so a model can
 * answer follow-ups, and says plainly when more matched than are listed (seed 004: state the data's limits). A
 * keyword that names a task class also lists that class's items not yet in the schedule. The count and those items go
 * beside the text as facts.
 *
 * How a deadline argument bounds (the phrase's own words decide the edge, the field decides the direction):
 * deadline_before "周五之前"/"by Friday" or a bare "周五" = up to the end of Friday, "before Friday" = before
 * Friday starts, a bare clock time = up to and including that minute; deadline_after "周五以后"/"from Friday" or
 * a bare "周五" = from Friday's start, "after Friday" = once Friday is over. A phrase pointing the other way
 * ("周五以后" as deadline_before) is refused so the model moves it to the right field.
 */
import { queryTasks, type TaskRecord } from "@/db/queries/tasks";
import { PLANNER_TOOLS, type QueryTasksInput, type TaskQueryCardData, type ToolOutput } from "@/lib/protocol";
import { taskQueryCardItem } from "@/lib/tasks/card-data";
import type { DateParseOptions, ParsedDateTime } from "@/lib/tasks/date-types";
import { formatDeadline, formatMonthDayTime } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { effectiveQuadrant, isPriorityGroup, priorityLabel } from "@/lib/tasks/priority";
import { describeTaskQuery, MAX_TASK_QUERY_LIMIT } from "@/lib/tasks/task-query";
import type { TaskQuery } from "@/lib/tasks/task-types";
import type { ScheduleSession } from "@/server/schedule/schedule-session";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";
import { recordName } from "@/lib/protocol/record-text";
import type { FactsOf } from "@/lib/protocol/model-facts";

type UnplannedClass = FactsOf<"task_search">["unplanned"][number];

/** A card lists a handful; the model asks for more with `limit`. */
const DEFAULT_QUERY_TASKS_LIMIT = 5;

type BoundResult = { ok: true; value: Date } | { ok: false; text: string };

function upperBound(parsed: ParsedDateTime): Date {
  const { start, end } = parsed.span;
  if (parsed.relation === "before") return start;
  // A bare clock time means that minute, as in parseTaskQuery; "之前" and a named day or period end where it ends.
  if (parsed.relation === undefined && start.getTime() === end.getTime()) return new Date(end.getTime() + 60_000);
  return end;
}

function lowerBound(parsed: ParsedDateTime): Date {
  return parsed.relation === "after" ? new Date(parsed.span.end.getTime() + 1) : parsed.span.start;
}

function readBound(field: "deadline_before" | "deadline_after", words: string, options: DateParseOptions): BoundResult {
  const parsed = parseDateTime(words, options);
  if (!parsed) {
    return { ok: false, text: `没能理解 ${field}“${words}”，请换个说法，比如“这周五之前”或“2026-05-01 18:00”。` };
  }
  const pointsLater = parsed.relation === "from" || parsed.relation === "after";
  const pointsEarlier = parsed.relation === "before" || parsed.relation === "until";
  if (field === "deadline_before" && pointsLater) {
    return { ok: false, text: `“${words}”表示某个时间以后，请放到 deadline_after 里再查。` };
  }
  if (field === "deadline_after" && pointsEarlier) {
    return { ok: false, text: `“${words}”表示某个时间以前，请放到 deadline_before 里再查。` };
  }
  return { ok: true, value: field === "deadline_before" ? upperBound(parsed) : lowerBound(parsed) };
}

type TaskQueryResult = { ok: true; query: TaskQuery } | { ok: false; text: string };

/** The tool's arguments as a TaskQuery; completed_only implies include_completed. */
export function toTaskQuery(input: QueryTasksInput, options: DateParseOptions): TaskQueryResult {
  const query: TaskQuery = {
    include_completed: input.include_completed === true || input.completed_only === true,
    sort: input.sort ?? "deadline_asc",
    limit: input.limit ?? DEFAULT_QUERY_TASKS_LIMIT,
  };
  if (input.keyword) query.keyword = input.keyword;
  if (isPriorityGroup(input.quadrant)) query.quadrant = input.quadrant;
  if (input.completed_only) query.completed_only = true;
  for (const field of ["deadline_before", "deadline_after"] as const) {
    const words = input[field];
    if (!words) continue;
    const bound = readBound(field, words, options);
    if (!bound.ok) return bound;
    query[field] = bound.value;
  }
  if (query.deadline_before && query.deadline_after && query.deadline_after >= query.deadline_before) {
    const after = formatMonthDayTime(query.deadline_after, options.timeZone, options.now);
    const before = formatMonthDayTime(query.deadline_before, options.timeZone, options.now);
    return { ok: false, text: `截止时间范围是空的（不早于 ${after} 且早于 ${before}），请检查 deadline_after 和 deadline_before。` };
  }
  return { ok: true, query };
}

function cardTitle(query: TaskQuery, resultCount: number): string {
  if (resultCount === 0) return "没有找到符合条件的任务";
  if (query.completed_only) return `找到 ${resultCount} 条已完成任务`;
  return query.include_completed ? `找到 ${resultCount} 条任务` : `找到 ${resultCount} 条未完成任务`;
}

function taskLine(task: TaskRecord, deps: TaskToolDeps): string {
  const quadrant = priorityLabel(effectiveQuadrant(task, deps.now));
  const deadline = task.deadline_at ? `截止 ${formatDeadline(task.deadline_at, deps.timeZone)}` : "无截止时间";
  return `[${task.id}]${recordName(task.title)} | ${quadrant} | ${deadline}${task.is_completed ? " | 已完成" : ""}`;
}

function replyText(query: TaskQuery, summary: string, resultCount: number, shown: TaskRecord[], deps: TaskToolDeps): string {
  const head = `共找到 ${resultCount} 条任务（${summary}）`;
  if (shown.length === 0) {
    return resultCount === 0 ? `${head}。` : `${head}，limit 为 0，没有列出。`;
  }
  const hidden = resultCount - shown.length;
  const lines = [hidden > 0 ? `${head}，列出前 ${shown.length} 条：` : `${head}：`, ...shown.map((task) => taskLine(task, deps))];
  if (hidden > 0) {
    const widen = query.limit < MAX_TASK_QUERY_LIMIT ? `可把 limit 调大（最多 ${MAX_TASK_QUERY_LIMIT}）或` : "可";
    lines.push(`另有 ${hidden} 条未列出，${widen}缩小筛选范围再查。`);
  }
  if (shown.some((task) => effectiveQuadrant(task, deps.now) !== task.priority_group)) {
    lines.push("注：已到紧急时间点的“重要不紧急”任务按“重要且紧急”列出。");
  }
  return lines.join("\n");
}

/** The words a class name shares with the keyword: "离散数学" names 离散数学期末复习. */
function namesClass(keyword: string, className: string): boolean {
  const word = keyword.toLowerCase();
  const name = className.toLowerCase();
  return name.includes(word) || word.includes(name);
}

/**
 * "还有哪些离散数学的任务没做？" is also about the class of that name: its items not yet in the schedule, one line a
 * class ("离散数学期末复习还有6项没排进日程：集合与二元关系、…"). Only for a keyword query about open tasks.
 */
async function unplannedItems(session: ScheduleSession | undefined, query: TaskQuery): Promise<UnplannedClass[]> {
  if (!session || !query.keyword || query.completed_only) return [];
  const availability = await session.load();
  if (!availability.ok) return [];
  const keyword = query.keyword;
  const byClass = new Map<string, string[]>();
  for (const task of availability.schedule.state.tasks) {
    if (task.source !== "task_item" || task.status !== "pending" || !namesClass(keyword, task.category)) continue;
    byClass.set(task.category, [...(byClass.get(task.category) ?? []), task.name]);
  }
  return [...byClass].map(([name, items]) => ({ class_name: recordName(name), items: items.map(recordName) }));
}

function unplannedLine({ class_name, items }: UnplannedClass): string {
  return `${class_name}还有${items.length}项没排进日程：${items.join("、")}`;
}

export function createQueryTasksTool(deps: TaskToolDeps & { session?: ScheduleSession }) {
  return taskTool(PLANNER_TOOLS.query_tasks, async (input): Promise<ToolOutput> => {
    const built = toTaskQuery(input, { now: deps.now, timeZone: deps.timeZone });
    if (!built.ok) return { ok: false, text: built.text };
    const { query } = built;

    const result = await queryTasks(deps.db, deps.userId, query, deps.now);
    const description = describeTaskQuery(query, { timeZone: deps.timeZone, now: deps.now });
    const sortText = description.query_filters.find((filter) => filter.key === "sort")?.display_text;
    const data: TaskQueryCardData = {
      query_summary: description.query_summary,
      query_filters: description.query_filters,
      result_count: result.result_count,
      shown_count: result.tasks.length,
      has_more: result.result_count > result.tasks.length,
      tasks: result.tasks.map((task) => taskQueryCardItem(task, deps.now, deps.timeZone)),
    };
    deps.emitCard({
      stage: "quick_task",
      block_id: "quick_task.result",
      display_mode: "card",
      business_card: { card_type: "task_query", title: cardTitle(query, result.result_count), summary: sortText, data },
    });
    const unplanned = await unplannedItems(deps.session, query);
    return {
      ok: true,
      text: [replyText(query, description.query_summary, result.result_count, result.tasks, deps), ...unplanned.map(unplannedLine)].join("\n"),
      facts: { kind: "task_search", found: result.result_count, unplanned },
    };
  });
}
