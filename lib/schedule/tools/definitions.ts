/**
 * What the model is told about each schedule tool. The agent routes on these descriptions, so each says what the
 * tool does, when to call it and when not to (with examples of both), in the student's language.
 *
 * One entry per tool, keyed by its name: whether it reads or writes the draft, its description and its input schema.
 * The names and the read/write split below are derived from it, and the planner's tool contract
 * (lib/protocol/tools.ts) reuses these entries as they are.
 */
import type { z } from "zod";
import {
  batchMoveInput,
  findFirstFreeInput,
  getOverviewInput,
  getTaskInfoInput,
  listTasksInput,
  moveInput,
  placeInput,
  queryRangeInput,
  swapInput,
  unplaceInput,
} from "./schemas";

/** read: never changes the state; write: may return a new state (the draft's next checkpoint). */
export type ScheduleToolKind = "read" | "write";

export interface ScheduleToolEntry {
  kind: ScheduleToolKind;
  description: string;
  inputSchema: z.ZodType;
}

const FIND_FIRST_FREE_DESCRIPTION = [
  "按天顺序（每天从第1节往后）查找第一个能放下 duration 个连续时段的位置：先找纯空闲位置，全部天都没有时才返回第一个可嵌入水课的位置；同时返回该天的负载、任务明细（已过滤课程）和连续空闲区。传 day 则只查这一天。",
  "适用：要放置某个待安排任务前找空位，如“复习线代需要3节，哪里有空”→ duration=3；“第5天还能放下2节吗”→ duration=2, day=5。",
  "不适用：想看某天每一节是谁占着（用 query_range）；想看整个窗口的负载（用 get_overview）；本工具只查找，不会放置任务（放置用 place）。",
].join("\n");

export const SCHEDULE_TOOLS = {
  get_overview: {
    kind: "read",
    description: [
      "返回整个规划窗口的总览：总时段与已占用/空闲数量，每天的负载（总占、课程占、任务占，均为 x/每天节数）和当天的任务，以及全部非课程任务清单（含待安排任务所需时长）。课程只计入占位，不列为任务。无参数。",
      "适用：开始排程时了解全局；判断哪些天较空、还有多少任务待安排；如“帮我看看这两周的安排”。",
      "不适用：只关心某一天每一节的细节（用 query_range）；只想要某类或某状态的任务列表（用 list_tasks）；只查一个任务（用 get_task_info）。",
    ].join("\n"),
    inputSchema: getOverviewInput,
  },
  query_range: {
    kind: "read",
    description: [
      "查看某一天的细粒度占用：不传节次时按标准节次（1-2、3-4…，到当天最后一节）逐段列出占用任务（连堂课跨段时合并显示，如“第9-12节”），并给出连续空闲区和可嵌入信息；同时传 slot_start 与 slot_end 时逐节列出该范围并汇总空闲数量。",
      "适用：放置或移动前核对目标天的具体节次，如“第4天下午有什么”→ day=4；“第4天第5-8节空吗”→ day=4, slot_start=5, slot_end=8。",
      "不适用：不知道哪天有空、想找第一个可用位置（用 find_first_free）；想看所有天的概况（用 get_overview）。",
    ].join("\n"),
    inputSchema: queryRangeInput,
  },
  find_first_free: { kind: "read", description: FIND_FIRST_FREE_DESCRIPTION, inputSchema: findFirstFreeInput },
  find_free: {
    kind: "read",
    description: `find_first_free 的兼容别名，参数与行为完全相同。\n${FIND_FIRST_FREE_DESCRIPTION}`,
    inputSchema: findFirstFreeInput,
  },
  list_tasks: {
    kind: "read",
    description: [
      "列出任务清单，可按类别（category，如“课程”“学习”）和状态（status：existing 已安排 / suggested 已预排 / pending 待安排 / all 全部，默认 all，仅支持单值）过滤；已落位任务附带各段时段，待安排任务附带所需时长；课程标注“固定”或“可嵌入”。",
      "适用：“还有哪些任务没排”→ status=pending；“列出所有学习类任务”→ category=学习；确认任务 ID 后再调用写工具。",
      "不适用：需要按天看负载（用 get_overview 或 query_range）；只看一个任务的完整信息（用 get_task_info）；不要传 existing,suggested 这类拼接值，需要多个状态时分别调用或用 all。",
    ].join("\n"),
    inputSchema: listTasksInput,
  },
  get_task_info: {
    kind: "read",
    description: [
      "查询单个任务的详细信息：类别、状态（是否固定）、来源、所需时长、全部占用时段；可嵌入的水课还会列出当前嵌入的任务，嵌入任务会给出宿主。",
      "适用：操作某个任务前确认它的状态和位置，如“[6]线代现在排在哪”→ task_id=6；判断一门课能否被嵌入。",
      "不适用：不知道任务 ID 时（先用 list_tasks）；想看某天的占用（用 query_range）。",
    ].join("\n"),
    inputSchema: getTaskInfoInput,
  },
  place: {
    kind: "write",
    description: [
      "把一个待安排（pending）任务预排到第 day 天、从第 slot_start 节起的连续时段（长度为任务所需时长），成功后任务变为已预排（suggested）。若目标范围完全落在一节可嵌入的水课内，则自动嵌入该课。执行前自动检查冲突，冲突时不做任何修改并说明占用者。",
      "适用：“把复习线代放到第5天上午”→ task_id=3, day=5, slot_start=1（最好先用 find_first_free 或 query_range 确认空位）。",
      "不适用：任务已经预排或已安排（改位置用 move，互换用 swap）；要撤销预排（用 unplace）；只想找空位（用 find_first_free）。",
    ].join("\n"),
    inputSchema: placeInput,
  },
  move: {
    kind: "write",
    description: [
      "把一个已预排（suggested）任务或已确认的学习安排（existing 的学习块，会先重新纳入草稿，确认后才改动日程）移到第 new_day 天、从第 new_slot_start 节开始，保持原时长；目标完全落在空闲水课内时自动嵌入（仅任务清单中的任务）。课程不能移动；执行前检查冲突，失败时不做任何修改。",
      "适用：“把[6]线代挪到第9天第1节”→ task_id=6, new_day=9, new_slot_start=1。",
      "不适用：待安排任务（用 place）；两个任务互换位置（用 swap）；一次移动多个任务且必须同时成功（用 batch_move）；移回待安排（用 unplace）。",
    ].join("\n"),
    inputSchema: moveInput,
  },
  swap: {
    kind: "write",
    description: [
      "交换两个已落位任务（已安排或已预排，各占一段时段）的位置，两者时长必须相同；固定课程、仍嵌有任务的水课不可交换。失败时不做任何修改。",
      "适用：“把英语和线代换一下”→ task_a=2, task_b=6。",
      "不适用：时长不同的任务（分别用 move）；把任务移到空位（用 move）；待安排任务（用 place）。",
    ].join("\n"),
    inputSchema: swapInput,
  },
  batch_move: {
    kind: "write",
    description: [
      "一次移动多个已预排（suggested）任务，要么全部成功，要么全部回滚、不做任何修改。先把所有要移动的任务取下，再按列表顺序逐个放到新位置（可用于任务之间互相腾位置）；每个任务保持原时长，同一任务只能出现一次。",
      "适用：“把这三个任务整体往后挪”→ moves=[{task_id:2,new_day:3,new_slot_start:1}, …]；重新排布若干预排任务且中间状态会冲突时。",
      "不适用：只移动一个任务（用 move）；课程；待安排任务（用 place）。已确认的学习安排可以一起移动。",
    ].join("\n"),
    inputSchema: batchMoveInput,
  },
  unplace: {
    kind: "write",
    description: [
      "把一个已预排（suggested）任务或已确认的学习安排从时间表上移除，恢复为待安排（pending），保留其时长；若它嵌在水课里，会同时解除嵌入。学生说“先不排了”“取消这个安排”时用它，确认后生效。课程不可移除。",
      "适用：“这个预排不要了，先拿掉”→ task_id=3；要给别的任务腾出位置时。",
      "不适用：只是换个位置（用 move，一步完成）；删除课程（不支持）。",
    ].join("\n"),
    inputSchema: unplaceInput,
  },
} as const satisfies Record<string, ScheduleToolEntry>;

export type ScheduleToolName = keyof typeof SCHEDULE_TOOLS;
type NamesOfKind<Kind extends ScheduleToolKind> = {
  [Name in ScheduleToolName]: (typeof SCHEDULE_TOOLS)[Name]["kind"] extends Kind ? Name : never;
}[ScheduleToolName];
export type ReadToolName = NamesOfKind<"read">;
export type WriteToolName = NamesOfKind<"write">;

export interface ScheduleToolDefinition extends ScheduleToolEntry {
  name: ScheduleToolName;
}

/** The entries as a list, in declaration order (the order the model is offered them in). */
export const scheduleToolDefinitions: readonly ScheduleToolDefinition[] = Object.entries(SCHEDULE_TOOLS).map(
  ([name, entry]) => ({ name: name as ScheduleToolName, ...entry }),
);

export const READ_TOOL_NAMES: readonly ReadToolName[] = scheduleToolDefinitions
  .map((definition) => definition.name)
  .filter((name): name is ReadToolName => SCHEDULE_TOOLS[name].kind === "read");

export const WRITE_TOOL_NAMES: readonly WriteToolName[] = scheduleToolDefinitions
  .map((definition) => definition.name)
  .filter((name): name is WriteToolName => SCHEDULE_TOOLS[name].kind === "write");
