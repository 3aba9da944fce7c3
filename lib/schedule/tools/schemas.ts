/**
 * Input schemas of the schedule tools (zod 4). Arguments come from a language model, so integers are also accepted
 * as numeric strings ("3"), which real models send; non-integers are still refused. Day bounds depend on the
 * window, so they are checked by the tools, not here.
 */
import { z } from "zod";
import { MAX_PERIODS_PER_DAY } from "../state";

export const PERIODS_PLACEHOLDER = "{periods}";

const INTEGER_TEXT = /^\s*-?\d+\s*$/;

/** A numeric string becomes a number; anything else is left for the number schema to refuse. */
function numberFromText(value: unknown): unknown {
  return typeof value === "string" && INTEGER_TEXT.test(value) ? Number(value) : value;
}

function integer(description: string) {
  return z.preprocess(numberFromText, z.number().int()).describe(description);
}

/**
 * Bounded by the longest day a term may have; the day's own count is checked against the state (periodBoundsText),
 * which also fills in PERIODS_PLACEHOLDER, so every bound a reply names is the day's real count.
 */
function slotNumber(description: string) {
  const bounds = `必须在 1-${PERIODS_PLACEHOLDER} 之间`;
  return z
    .preprocess(
      numberFromText,
      z.number().int().min(1, { error: bounds }).max(MAX_PERIODS_PER_DAY, { error: bounds }),
    )
    .describe(description);
}

function taskId(description: string) {
  return integer(description);
}

export const getOverviewInput = z.object({});

export const queryRangeInput = z.object({
  day: integer("天索引，从 1 开始（第1天 = 规划窗口第一天）"),
  slot_start: slotNumber("起始节次（1-每天节数）；与 slot_end 一起传入则只查该范围，都不传则查整天").optional(),
  slot_end: slotNumber("结束节次（1-每天节数，含）；与 slot_start 一起传入则只查该范围，都不传则查整天").optional(),
});

export const findFirstFreeInput = z.object({
  duration: slotNumber("需要的连续时段数（1-每天节数）"),
  day: integer("只在这一天查找（天索引，从 1 开始）；不传则按天顺序搜索整个规划窗口").optional(),
});

const TASK_STATUS_FILTERS = ["existing", "suggested", "pending", "all"] as const;

export const listTasksInput = z.object({
  category: z
    .preprocess(
      (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
      z.string().trim().optional(),
    )
    .describe("只列出该类别的任务（类别名，如“课程”“学习”“作业”）；不传则不按类别过滤"),
  status: z
    .preprocess(
      (value) => (typeof value === "string" ? value.trim().toLowerCase() : value),
      z.enum(TASK_STATUS_FILTERS, {
        error: `只能是 ${TASK_STATUS_FILTERS.join("、")} 之一（仅支持单值，不支持 existing,suggested 这类拼接）`,
      }),
    )
    .optional()
    .describe(
      "按状态过滤：existing=已安排，suggested=已预排，pending=待安排，all=全部（默认 all）；仅支持单值",
    ),
});

export const getTaskInfoInput = z.object({
  task_id: taskId("任务 ID（回复中方括号里的数字，如 [3] 即 3）"),
});

export const placeInput = z.object({
  task_id: taskId("要放置的待安排（pending）任务 ID"),
  day: integer("目标天索引，从 1 开始"),
  slot_start: slotNumber("目标起始节次（1-每天节数）；任务从这一节起连续占用其所需时段数"),
});

export const moveInput = z.object({
  task_id: taskId("要移动的已预排（suggested）任务 ID"),
  new_day: integer("目标天索引，从 1 开始"),
  new_slot_start: slotNumber("目标起始节次（1-每天节数）；任务保持原时长"),
});

export const swapInput = z.object({
  task_a: taskId("任务 A 的 ID（已落位：已安排或已预排）"),
  task_b: taskId("任务 B 的 ID（已落位：已安排或已预排），时长须与任务 A 相同"),
});

const MAX_BATCH_MOVES = 50;

const batchMoveItem = z.object({
  task_id: taskId("要移动的已预排（suggested）任务 ID"),
  new_day: integer("目标天索引，从 1 开始"),
  new_slot_start: slotNumber("目标起始节次（1-每天节数）；任务保持原时长"),
});

export const batchMoveInput = z.object({
  moves: z
    .array(batchMoveItem)
    .min(1, { error: "不能为空" })
    .max(MAX_BATCH_MOVES, { error: `最多 ${MAX_BATCH_MOVES} 项` })
    .describe("要一起移动的任务列表，按顺序执行；同一任务只能出现一次；任一项失败则全部回滚"),
});

export const unplaceInput = z.object({
  task_id: taskId("要移除的已预排（suggested）任务 ID；移除后恢复为待安排"),
});

export type QueryRangeInput = z.infer<typeof queryRangeInput>;
export type FindFirstFreeInput = z.infer<typeof findFirstFreeInput>;
export type ListTasksInput = z.infer<typeof listTasksInput>;
export type GetTaskInfoInput = z.infer<typeof getTaskInfoInput>;
export type PlaceInput = z.infer<typeof placeInput>;
export type MoveInput = z.infer<typeof moveInput>;
export type SwapInput = z.infer<typeof swapInput>;
export type BatchMoveInput = z.infer<typeof batchMoveInput>;
export type UnplaceInput = z.infer<typeof unplaceInput>;
