/** A TaskQuery as the seed's card chips (TaskQueryCardFilter) and a one-line zh-CN summary. */
import type { TaskQueryCardFilter } from "@/lib/protocol/cards";
import { shownText } from "@/lib/protocol/record-text";
import { formatDeadline, formatMonthDayTime } from "./format";
import { priorityLabel } from "./priority";
import type { TaskQuery, TaskQuerySort } from "./task-types";

export interface TaskQueryDescription {
  /** For people only; the chips are query_filters (seed 001 §5.1.4 forbids splitting this string). */
  query_summary: string;
  query_filters: TaskQueryCardFilter[];
}

const SORT_TEXT: Record<TaskQuerySort, string> = {
  deadline_asc: "按截止时间升序",
  deadline_desc: "按截止时间降序",
  priority: "按优先级排序",
  created_desc: "按创建时间倒序",
};

/**
 * Chips in a fixed order: keyword (one line, as in every card), quadrant, completion, deadline bounds, sort. Completion and sort are always
 * present, as in the seed's example, because they are in force even when the student did not say them.
 * Completion value: false = 仅未完成, true = 包含已完成, "completed_only" = 仅已完成 (the seed's key set has no
 * separate key for it). Date values use the card's deadline format; display texts read "12月4日 23:59".
 */
export function describeTaskQuery(query: TaskQuery, options: { timeZone: string; now?: Date }): TaskQueryDescription {
  const { timeZone, now } = options;
  const filters: TaskQueryCardFilter[] = [];
  if (query.keyword) {
    filters.push({ key: "keyword", label: "关键词", value: query.keyword, operator: "contains", display_text: `关键词：${shownText(query.keyword)}` });
  }
  if (query.quadrant) {
    const label = priorityLabel(query.quadrant);
    filters.push({ key: "quadrant", label: "优先级", value: query.quadrant, operator: "eq", display_text: `优先级：${label}` });
  }
  if (query.completed_only) {
    filters.push({ key: "include_completed", label: "完成状态", value: "completed_only", operator: "eq", display_text: "仅已完成" });
  } else {
    const display = query.include_completed ? "包含已完成" : "仅未完成";
    filters.push({ key: "include_completed", label: "完成状态", value: query.include_completed, operator: "eq", display_text: display });
  }
  if (query.deadline_after) {
    filters.push({
      key: "deadline_after",
      label: "截止时间",
      value: formatDeadline(query.deadline_after, timeZone),
      operator: "gte",
      display_text: `截止不早于 ${formatMonthDayTime(query.deadline_after, timeZone, now)}`,
    });
  }
  if (query.deadline_before) {
    filters.push({
      key: "deadline_before",
      label: "截止时间",
      value: formatDeadline(query.deadline_before, timeZone),
      operator: "lt",
      display_text: `截止早于 ${formatMonthDayTime(query.deadline_before, timeZone, now)}`,
    });
  }
  filters.push({ key: "sort", label: "排序", value: query.sort, operator: "eq", display_text: SORT_TEXT[query.sort] });
  return { query_summary: filters.map((filter) => filter.display_text).join("；"), query_filters: filters };
}
