/**
 * The cards of to-do edits from the chat, and the deletion decision the delete card asks for.
 * - task_edit: what a complete / re-open / re-date / rename / priority change did, each change as before → after in
 *   the student's words ("12月4日 周五 23:59", "重要且紧急"), written by the tool once the edit has happened, with
 *   what 撤销 puts back (issue 27 #5: every write from the chat stays in the student's hand).
 * - task_delete: a deletion the student still has to decide. The tool deletes nothing; only a click on the card's
 *   删除 does, through POST /api/tasks/:id/deletion, and the answer is noted in the conversation (a status note
 *   carrying `task_decision`) so the card reads as decided after a reload too.
 */
import { z } from "zod";

/** Which field of the to-do an edit card row is about. */
const taskEditFieldSchema = z.enum(["status", "deadline", "title", "priority"]);

/** @public The runtime half of TaskEditChange. */
export const taskEditChangeSchema = z.object({
  field: taskEditFieldSchema,
  /** What changed, as the card names it: 状态, 截止时间, 名称, 优先级. */
  label: z.string().min(1),
  /** Student words, never ids or internal values: "未完成", "12月4日 周五 23:59", "没有截止时间", "简单不重要". */
  before: z.string(),
  after: z.string(),
});
export type TaskEditChange = z.infer<typeof taskEditChangeSchema>;

/**
 * What 撤销 sends back (PATCH /api/tasks/{task_id}): the fields the edit changed, as they were. Instants are ISO
 * strings (null: there was none); a moved deadline brings its urgency threshold back with it.
 */
const taskEditRestoreSchema = z.object({
  title: z.string().optional(),
  deadline_at: z.string().nullable().optional(),
  urgency_threshold_at: z.string().nullable().optional(),
  priority_group: z.literal([1, 2, 3, 4]).optional(),
  is_completed: z.boolean().optional(),
});
export type TaskEditRestore = z.infer<typeof taskEditRestoreSchema>;

/** @public The runtime half of TaskEditCardData. */
export const taskEditCardDataSchema = z.object({
  task_id: z.number().int().optional(),
  /** The task's title after the edit. */
  title: z.string().min(1),
  action: z.enum(["complete", "reopen", "update"]),
  changes: z.array(taskEditChangeSchema).min(1),
  /** Absent on cards written before edits could be undone: those show no 撤销. */
  restore: taskEditRestoreSchema.optional(),
});
export type TaskEditCardData = z.infer<typeof taskEditCardDataSchema>;

/** @public The runtime half of TaskDeleteCardData. */
export const taskDeleteCardDataSchema = z.object({
  task_id: z.number().int(),
  /** Names this card's question: the decision route answers it once, and the note it leaves carries it. */
  request_id: z.string().min(8).max(64),
  title: z.string().min(1),
  /** "12月4日 周五 23:59" in the student's zone; absent when the task has no deadline. */
  deadline: z.string().optional(),
  priority_label: z.string().optional(),
  priority_group: z.number().int().min(1).max(4).optional(),
  is_completed: z.boolean().optional(),
  /** Study blocks in the schedule that would go with the task. */
  study_blocks: z.number().int().min(0),
});
export type TaskDeleteCardData = z.infer<typeof taskDeleteCardDataSchema>;

const cardCommon = {
  title: z.string().optional(),
  summary: z.string().optional(),
};

/** @public The runtime half of TaskEditCard. */
export const taskEditCardSchema = z.object({ card_type: z.literal("task_edit"), ...cardCommon, data: taskEditCardDataSchema });
export type TaskEditCard = z.infer<typeof taskEditCardSchema>;

/** @public The runtime half of TaskDeleteCard. */
export const taskDeleteCardSchema = z.object({ card_type: z.literal("task_delete"), ...cardCommon, data: taskDeleteCardDataSchema });
export type TaskDeleteCard = z.infer<typeof taskDeleteCardSchema>;

// ---- The deletion decision: the card's click, the route's answer and the note it leaves ----

/** @public The runtime half of TaskDeletionChoice. */
export const taskDeletionChoiceSchema = z.enum(["delete", "keep"]);
export type TaskDeletionChoice = z.infer<typeof taskDeletionChoiceSchema>;

/** @public The runtime half of TaskDeletionOutcome. deleted: gone now or already before; kept: the student said 取消. */
export const taskDeletionOutcomeSchema = z.enum(["deleted", "kept"]);
export type TaskDeletionOutcome = z.infer<typeof taskDeletionOutcomeSchema>;

/** What a status note says about a delete card: the note closes the card whose request_id it names. */
export const taskDecisionSchema = z.object({ request_id: z.string(), outcome: taskDeletionOutcomeSchema });
export type TaskDecision = z.infer<typeof taskDecisionSchema>;

/** The body of POST /api/tasks/:id/deletion: which card was clicked, where, and which button. */
export const taskDeletionRequestSchema = z.object({
  /** The conversation the card was clicked in; the card must be there. */
  conversation_id: z.string().min(1).max(100),
  request_id: z.string().min(8).max(64),
  decision: taskDeletionChoiceSchema,
});
export type TaskDeletionRequest = z.infer<typeof taskDeletionRequestSchema>;

/** Its answer: the outcome and the one sentence the card shows (also the note left in the conversation). */
export const taskDeletionAnswerSchema = z.object({ outcome: taskDeletionOutcomeSchema, text: z.string() });
export type TaskDeletionAnswer = z.infer<typeof taskDeletionAnswerSchema>;
