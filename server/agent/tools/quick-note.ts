/**
 * quick_note: writes what the student casually asks to remember as one task, then queues a task_record card.
 * It also holds the recording path create_task shares (the two differ only in wording, card source and the
 * estimated periods), so both tools read arguments, choose the quadrant and reject bad deadlines the same way.
 *
 * Recoverable failures come back as { ok: false, text } and write nothing, emit nothing: missing content or title,
 * deadline words that cannot be read, a deadline phrase that names a start ("周五以后"), and a deadline already in
 * the past. The last one is refused rather than stored because a reminder for a moment that has gone can never
 * fire, and in practice it is a misheard or mistyped time; the model asks the student again.
 */
import { insertTask, type TaskRecord } from "@/db/queries/tasks";
import { PLANNER_TOOLS, type CreateTaskInput, type TaskRecordSource, type ToolOutput } from "@/lib/protocol";
import { taskRecordCardData } from "@/lib/tasks/card-data";
import type { DateParseOptions } from "@/lib/tasks/date-types";
import { formatDeadline } from "@/lib/tasks/format";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import {
  defaultPriority,
  detectPriority,
  effectiveQuadrant,
  isPriorityGroup,
  priorityLabel,
  urgencyThresholdFor,
} from "@/lib/tasks/priority";
import { parseCreateTask, parseQuickNote } from "@/lib/tasks/quick-note";
import type { TaskDraftResult } from "@/lib/tasks/task-types";
import { inOriginalWords, normalise } from "@/server/offline-model/normalise/normalise";
import type { TaskToolDeps } from "./context";
import { taskTool } from "./task-tool";
import { quoted, singleLine } from "@/lib/protocol/record-text";

/** How one recording tool words its card and reply. */
export interface RecordWording {
  source: TaskRecordSource;
  cardTitle: string;
  cardSummary: string;
  /** "已记下" → "已记下：<title>（…）。"; the offline model reads this prefix. */
  replyPrefix: string;
  /** Shown on the card; the seed's create_task example carries "todo", its quick note example nothing. */
  status?: string;
}

const QUICK_NOTE_WORDING: RecordWording = {
  source: "quick_note",
  cardTitle: "已帮你记下",
  cardSummary: "一条轻量提醒已写入任务系统",
  replyPrefix: "已记下",
};

type DeadlineResult = { ok: true; deadline?: Date } | { ok: false; text: string };

/** The structured deadline argument, in the student's zone; it wins over any date in the content. */
function readDeadlineArgument(words: string, options: DateParseOptions): DeadlineResult {
  const parsed = parseDateTime(words, options);
  if (!parsed) {
    return { ok: false, text: `没能理解截止时间“${words}”，请换个说法，比如“周三晚上8点”或“2026-04-29 20:00”。` };
  }
  if (parsed.relation === "from" || parsed.relation === "after") {
    return { ok: false, text: `“${words}”说的是从什么时候开始，不是截止时间；请告诉我最晚什么时候完成。` };
  }
  return { ok: true, deadline: parsed.date };
}

/** The content's own date when its title could not be read but a title argument was given. */
function contentDeadline(content: string, draft: TaskDraftResult, options: DateParseOptions): Date | undefined {
  if (draft.ok) return draft.task.deadline_at;
  const parsed = parseDateTime(content, options);
  return parsed && parsed.relation !== "from" && parsed.relation !== "after" ? parsed.date : undefined;
}

function replyText(task: TaskRecord, wording: RecordWording, timeZone: string, now: Date): string {
  const details: string[] = [];
  if (task.deadline_at) details.push(`截止 ${formatDeadline(task.deadline_at, timeZone)}`);
  // A quadrant-2 note whose threshold has already passed is reported as urgent, as the task list shows it.
  details.push(priorityLabel(effectiveQuadrant(task, now)));
  if (task.estimated_sections !== null) details.push(`预计 ${task.estimated_sections} 节`);
  return `${wording.replyPrefix}：${quoted(task.title)}（${details.join("，")}）。`;
}

/**
 * Builds the task from the arguments (structured fields first, then what parseQuickNote / parseCreateTask read
 * from the content), inserts it, and only then queues the card. The quadrant is the stated one (argument, then
 * the content's words), else the default for whether a deadline exists; a quadrant-2 task with a deadline turns
 * urgent 24 h before it.
 */
export async function recordTask(deps: TaskToolDeps, input: CreateTaskInput, wording: RecordWording): Promise<ToolOutput> {
  const options: DateParseOptions = { now: deps.now, timeZone: deps.timeZone };
  const parse = wording.source === "quick_note" ? parseQuickNote : parseCreateTask;
  // Traditional characters, Cantonese words and full-width digits are read as the offline model reads them
  // (server/offline-model/normalise/normalise.ts); the title saved is cut from the student's own characters.
  const reading = normalise(input.content);
  const draft = parse(reading.text, options);

  const title = input.title ?? (draft.ok ? inOriginalWords(reading, draft.task.title) : undefined);
  if (!title) return { ok: false, text: draft.ok ? "没有识别到任务内容。" : draft.error.message };

  let deadline = contentDeadline(reading.text, draft, options);
  if (input.deadline) {
    const argument = readDeadlineArgument(normalise(input.deadline).text, options);
    if (!argument.ok) return { ok: false, text: argument.text };
    deadline = argument.deadline;
  }
  if (deadline && deadline.getTime() < deps.now.getTime()) {
    return {
      ok: false,
      text: `截止时间 ${formatDeadline(deadline, deps.timeZone)} 已经过去了，没有记录；请和学生确认正确的时间后再试。`,
    };
  }

  const statedGroup = isPriorityGroup(input.priority_group) ? input.priority_group : detectPriority(reading.text)?.priority_group;
  const priorityGroup = statedGroup ?? defaultPriority(deadline !== undefined);
  const estimatedSections = input.estimated_sections ?? (draft.ok ? draft.task.estimated_sections : undefined);
  const task = await insertTask(deps.db, deps.userId, {
    // One line, like a title from the form (lib/tasks/task-edit.ts): the model may copy a break from the message.
    title: singleLine(title),
    priority_group: priorityGroup,
    deadline_at: deadline,
    urgency_threshold_at: urgencyThresholdFor(priorityGroup, deadline),
    estimated_sections: estimatedSections,
  });

  deps.emitCard({
    stage: "quick_task",
    block_id: "quick_task.result",
    display_mode: "card",
    business_card: {
      card_type: "task_record",
      title: wording.cardTitle,
      summary: wording.cardSummary,
      source: wording.source,
      data: taskRecordCardData(
        {
          id: task.id,
          title: task.title,
          priority_group: task.priority_group,
          deadline_at: task.deadline_at ?? undefined,
          urgency_threshold_at: task.urgency_threshold_at ?? undefined,
          status: wording.status,
          created_at: task.created_at,
        },
        deps.timeZone,
        deps.now,
      ),
    },
  });
  // The estimate saved, as data: a model can tell the student when one they said did not fit (issue 27 #3).
  return { ok: true, text: replyText(task, wording, deps.timeZone, deps.now), facts: { kind: "saved_task", estimated_sections: task.estimated_sections } };
}

export function createQuickNoteTool(deps: TaskToolDeps) {
  return taskTool(PLANNER_TOOLS.quick_note, (input) => recordTask(deps, input, QUICK_NOTE_WORDING));
}
