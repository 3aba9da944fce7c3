/**
 * What a model is told about the cards of earlier turns. The AI SDK drops data parts when UI messages become model
 * messages unless `convertDataPart` says otherwise; without them a model never learns that a plan was confirmed or
 * cancelled, what a note recorded or which blocks a card moved, so "把它移到明天" has nothing to point at.
 *
 * Each card, confirm, cancel and completion becomes one compact zh line in the student's words (names, dates,
 * weekdays, clock times; no ids: tools find tasks by name, and the schedule's ids change between turns). The names a
 * line mentions also travel as provider options under `offline`, the built-in model's provider name, which that model
 * reads instead of parsing the text; other providers ignore options that are not theirs. Pure.
 */
import type { DataUIPart, TextPart } from "ai";
import { z } from "zod";
import { isoDayOfWeek } from "@/lib/calendar/zoned-time";
import { isPriorityGroup, priorityLabel } from "@/lib/tasks/priority";
import type { BusinessCard, TaskQueryCardTaskItem } from "./cards";
import { quoted } from "./record-text";
import type { ConfirmRequestData, PlannerDataParts, Placement, ScheduleChange, ScheduleCompletedData } from "./data-parts";

const WEEKDAYS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"];
/** A card lists at most this many entries in the model's context; the rest is counted. */
const MAX_LISTED = 8;

/** Something a card named that a later "它 / 刚才那个" can point at. */
const mentionSchema = z.object({
  kind: z.enum(["block", "task", "class"]),
  name: z.string().min(1),
});
export type Mention = z.infer<typeof mentionSchema>;

/** The provider that reads the mentions: the built-in model (server/offline-model). */
const MENTIONS_PROVIDER = "offline";
const mentionsOptionsSchema = z.object({ mentions: z.array(mentionSchema) });

/** The period clock of the student's term ("08:00"–"08:45" per period), when there is one. */
export interface ContextClock {
  sectionTimes?: ReadonlyArray<{ start: string; end: string }>;
}

export interface ContextNote {
  text: string;
  mentions: Mention[];
}

type PlannerDataPart = DataUIPart<PlannerDataParts>;

/** "12月3日 周四" from "2026-12-03". */
function dateWords(date: string): string {
  const [, month, day] = date.split("-").map(Number);
  return `${month}月${day}日 ${WEEKDAYS[isoDayOfWeek(date) - 1]}`;
}

/** "12月3日 周四 10:00–11:40", or without the clock when the term's periods are unknown. */
function placementWords(placement: Placement, clock: ContextClock): string {
  const start = clock.sectionTimes?.[placement.slot_start - 1]?.start;
  const end = clock.sectionTimes?.[placement.slot_end - 1]?.end;
  return start && end ? `${dateWords(placement.date)} ${start}–${end}` : dateWords(placement.date);
}

function placementsWords(placements: readonly Placement[], clock: ContextClock): string {
  return placements.map((placement) => placementWords(placement, clock)).join("、");
}

function changeWords(change: ScheduleChange, clock: ContextClock): string {
  const host = change.embedded_in ? `（嵌入${quoted(change.embedded_in)}）` : "";
  if (change.review_of !== undefined && change.change === "place") return `复习${quoted(change.name)}排到${placementsWords(change.to, clock)}`;
  switch (change.change) {
    case "place":
      return `${quoted(change.name)}排到${placementsWords(change.to, clock)}${host}`;
    case "move":
      return `${quoted(change.name)}从${placementsWords(change.from, clock)}移到${placementsWords(change.to, clock)}${host}`;
    case "unplace":
      return `${quoted(change.name)}从${placementsWords(change.from, clock)}移出日程`;
  }
}

/** "甲；乙；另有3项": the first entries and how many more there are. */
function listed(entries: readonly string[], unit: string): string {
  const shown = entries.slice(0, MAX_LISTED);
  const more = entries.length - shown.length;
  return [...shown, ...(more > 0 ? [`另有${more}${unit}`] : [])].join("；");
}

function uniqueMentions(mentions: readonly Mention[]): Mention[] {
  const seen = new Set<string>();
  return mentions.filter((mention) => {
    const key = `${mention.kind}:${mention.name}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The openings of the notes a plan's cards leave: a draft still waiting for its 确认, and the ends it may come to
 * (confirmed, cancelled, undone). The built-in model reads them to tell a draft still open from a plan written.
 */
export const PLAN_NOTE_OPENINGS = {
  draft: "〔日程方案，等学生点确认〕",
  confirmed: "〔学生确认了上面的方案",
  cancelled: "〔学生取消了上面的方案",
  undone: "〔学生撤销了上一次写入日程的安排〕",
} as const;

function confirmNote(data: ConfirmRequestData, clock: ContextClock): ContextNote {
  const classes = data.new_task_classes ?? [];
  const parts = [
    ...(data.changes.length > 0 ? [`改动：${listed(data.changes.map((change) => changeWords(change, clock)), "项")}`] : []),
    ...classes.map((plan) => `新建任务类：${quoted(plan.name)}（${plan.items.length}项，${dateWords(plan.start_date)}到${dateWords(plan.end_date)}）`),
    // "「四级真题」没有排，按你说的留着": a later turn knows what the student kept back from this plan.
    ...(data.notes ?? []).map((note) => note.replace(/[。.]$/, "")),
  ];
  return {
    text: `${PLAN_NOTE_OPENINGS.draft}${data.summary.replace(/[。.]$/, "")}。${parts.join("。")}。`,
    mentions: uniqueMentions([
      ...data.changes.map((change): Mention => ({ kind: "block", name: change.name })),
      ...classes.map((plan): Mention => ({ kind: "class", name: plan.name })),
    ]),
  };
}

function countsWords(data: ScheduleCompletedData): string {
  const counts = [
    [data.placed, "新排"],
    [data.moved, "移动"],
    [data.embedded, "嵌入水课"],
    [data.removed, "移出"],
  ] as const;
  const words = counts.filter(([count]) => count > 0).map(([count, verb]) => `${verb}${count}项`);
  if (data.created_classes) words.push(`新建任务类${data.created_classes}个`);
  return words.length > 0 ? words.join("、") : "没有改动";
}

function completedNote(data: ScheduleCompletedData): ContextNote {
  const text = data.undo_of
    ? `${PLAN_NOTE_OPENINGS.undone}日程已回到那次之前：${countsWords(data)}。`
    : `${PLAN_NOTE_OPENINGS.confirmed}，已写入日程〕${countsWords(data)}。`;
  return { text, mentions: [] };
}

function deadlineWords(deadline: string | undefined): string {
  const match = deadline ? /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})/.exec(deadline) : null;
  return match ? `截止${dateWords(match[1])} ${match[2]}` : "没有截止时间";
}

function taskWords(task: { title: string; deadline_at?: string; priority_group?: number; is_completed?: boolean }): string {
  const priority = isPriorityGroup(task.priority_group) ? `，${priorityLabel(task.priority_group)}` : "";
  const done = task.is_completed ? "，已完成" : "";
  return `${quoted(task.title)}（${deadlineWords(task.deadline_at)}${priority}${done}）`;
}

function businessCardNote(card: BusinessCard): ContextNote {
  if (card.card_type === "task_record") {
    const lead = card.source === "quick_note" ? "〔已记下一条待办〕" : "〔已创建一条待办〕";
    return { text: `${lead}${taskWords(card.data)}。`, mentions: [{ kind: "task", name: card.data.title }] };
  }
  if (card.card_type === "task_edit") {
    const words = (change: (typeof card.data.changes)[number], value: string) => (change.field === "title" ? quoted(value) : value);
    const changes = card.data.changes.map((change) => `${change.label}${words(change, change.before)}→${words(change, change.after)}`);
    return { text: `〔已修改待办${quoted(card.data.title)}〕${changes.join("，")}。`, mentions: [{ kind: "task", name: card.data.title }] };
  }
  if (card.card_type === "checkin_record") {
    const rows = card.data.entries.map((entry) => `${entry.when}${quoted(entry.name)}${entry.before}→${entry.after}`);
    return { text: `〔已记录打卡〕${rows.join("；")}。`, mentions: [] };
  }
  if (card.card_type === "exam_record") {
    const where = card.data.location ? `，在${card.data.location}` : "";
    const was = card.data.moved_from ? `（原来${card.data.moved_from.when}${card.data.moved_from.location ? `，在${card.data.moved_from.location}` : ""}）` : "";
    if (card.data.cancelled) return { text: `〔已删除考试${quoted(card.data.title)}〕原定${card.data.when}${where}。`, mentions: [] };
    const done = card.data.moved_from ? "已改考试" : "已记下考试";
    return { text: `〔${done}${quoted(card.data.title)}〕${card.data.when}${where}${was}，${card.data.days_left}。`, mentions: [] };
  }
  if (card.card_type === "term_update") {
    return { text: `〔已改学期〕${card.data.before}→${card.data.after}。`, mentions: [] };
  }
  if (card.card_type === "task_delete") {
    return { text: `〔问学生是否删除待办${quoted(card.data.title)}，等学生在卡片上点删除或取消〕`, mentions: [{ kind: "task", name: card.data.title }] };
  }
  const { data } = card;
  const summary = data.query_summary ? `${data.query_summary}：` : "";
  const tasks = data.tasks.map((task: TaskQueryCardTaskItem) => taskWords(task));
  const body = tasks.length > 0 ? `共${data.result_count}条：${listed(tasks, "条")}` : "没有找到";
  return { text: `〔任务查询结果〕${summary}${body}。`, mentions: uniqueMentions(data.tasks.map((task): Mention => ({ kind: "task", name: task.title }))) };
}

/** The card, confirm, cancel or completion as the model should remember it; undefined for parts it need not see. */
export function contextNoteOf(part: PlannerDataPart, clock: ContextClock = {}): ContextNote | undefined {
  switch (part.type) {
    case "data-confirm_request":
      return confirmNote(part.data, clock);
    case "data-schedule_completed":
      return completedNote(part.data);
    case "data-business_card":
      return businessCardNote(part.data.business_card);
    case "data-status":
      // Stage lines are progress only; a status naming a draft is the note a cancel leaves.
      if (part.data.task_decision) {
        const outcome = part.data.task_decision.outcome === "deleted" ? "学生点了删除，这条待办已删除" : "学生点了取消，这条待办保留";
        return { text: `〔${outcome}〕`, mentions: [] };
      }
      return part.data.draft_id ? { text: `${PLAN_NOTE_OPENINGS.cancelled}，没有写入日程〕`, mentions: [] } : undefined;
    case "data-interrupt":
      if (part.data.reason === "background") return undefined;
      return { text: part.data.reason === "aborted" ? "〔学生停止了这次回复〕" : "〔这次回复没有完成〕", mentions: [] };
    case "data-time_highlight":
      return { text: `〔日程上标出了：${part.data.title}〕`, mentions: [] };
  }
}

/**
 * `convertDataPart` for convertToModelMessages: the note as a text part on its own line (providers join an assistant
 * message's text parts), its mentions as the built-in model's provider options.
 */
export function dataPartForModel(part: PlannerDataPart, clock: ContextClock = {}): TextPart | undefined {
  const note = contextNoteOf(part, clock);
  if (!note) return undefined;
  const mentions = note.mentions.map((mention) => ({ kind: mention.kind, name: mention.name }));
  return { type: "text", text: `\n${note.text}\n`, providerOptions: { [MENTIONS_PROVIDER]: { mentions } } };
}

/** The mentions a text part carries (undefined when it is not a context note), read back by the built-in model. */
export function mentionsOfPart(providerOptions: unknown): Mention[] | undefined {
  if (providerOptions === null || typeof providerOptions !== "object") return undefined;
  const parsed = mentionsOptionsSchema.safeParse((providerOptions as Record<string, unknown>)[MENTIONS_PROVIDER]);
  return parsed.success ? parsed.data.mentions : undefined;
}
