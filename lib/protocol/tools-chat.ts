/**
 * The contract entries of the questions about time (query_free_time, query_day) and of the to-do edits from the chat
 * (complete_task, update_task, delete_task), spread into PLANNER_TOOLS (./tools.ts), which checks their shape.
 */
import { z } from "zod";
import { TOOL_LABELS } from "./tool-labels";
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";

const optionalText = (description: string) => z.string().trim().min(1).optional().describe(description);

const dayPartInput = z
  .enum(["morning", "afternoon", "evening"])
  .optional()
  .describe("只看一天中的一段（按节次的上课时间）：morning 上午（12点前）、afternoon 下午（12-18点）、evening 晚上（18点以后）");

const whenInput = (fallback: string) =>
  z.string().trim().min(1).optional().describe(`学生说的日子或时间段原话：“今天”“明天”“后天”“周四”“下周三”“12月3日”“这周”“下周”“周末”；本学期的任何一天都能查（“12月20日”“第15周周三”“三周后的周二”）；${fallback}`);

const queryFreeTimeInput = z.object({
  when: whenInput("不传则看这周（从今天起）"),
  part: dayPartInput,
  // Any day a term may have; the tool answers a run longer than this term's day in the student's words.
  min_periods: z.number().int().min(1).max(MAX_PERIODS_PER_DAY).optional().describe("至少要连续几节空闲，如“连续两节”→ 2"),
  pick: z.enum(["emptiest"]).optional().describe("“哪天最空”→ emptiest：找出空闲最多的一天"),
});

const queryDayInput = z.object({
  when: whenInput("不传则看今天"),
  part: dayPartInput,
  remaining_only: z.boolean().optional().describe("“今天还有什么课”→ true：只看还没开始的"),
  course: optionalText("只看某门课或某项学习（可用简称，如“高数”）：“高数什么时候上”→ course=高数, when=这周"),
});

const taskWordsInput = z.string().trim().min(1).describe("学生对这条待办的叫法，如“周报”“交实验报告”“高数习题册”；工具按标题找到它");

const completeTaskInput = z.object({
  task: taskWordsInput,
  undo: z.boolean().optional().describe("true：把已完成的改回未完成（“其实还没交”）"),
});

const updateTaskInput = z.object({
  task: taskWordsInput,
  title: optionalText("新标题，如“买洗衣液和纸巾”；不改就不传"),
  deadline: optionalText("新的截止时间，学生原话（“周五”“明天晚上10点”“延后一天”“提前3小时”）或 ISO 时间，按学生所在时区解析；不改就不传"),
  priority_group: z.number().int().min(1).max(4).optional().describe("新的优先级象限：1 重要且紧急，2 重要不紧急，3 简单不重要，4 复杂不重要"),
});

const deleteTaskInput = z.object({ task: taskWordsInput });

export type QueryFreeTimeInput = z.infer<typeof queryFreeTimeInput>;
export type QueryDayInput = z.infer<typeof queryDayInput>;
export type CompleteTaskInput = z.infer<typeof completeTaskInput>;
export type UpdateTaskInput = z.infer<typeof updateTaskInput>;
export type DeleteTaskInput = z.infer<typeof deleteTaskInput>;

export const TIME_QUESTION_TOOLS = {
  query_free_time: {
    label: TOOL_LABELS.query_free_time,
    kind: "read" as const,
    description: [
      "查学生哪些时间有空：某天、某天的上午/下午/晚上、一段日子（这周、下周），可要求连续几节，或找出最空的一天。回复按天一行，写日期、星期和钟点（如“12月3日 周四 下午 空闲：14:00–15:40（2节）”），已经开始的节次不算；右侧日程会标出这些时段。",
      "适用：“明天下午有空吗”→ when=明天, part=afternoon；“周四下午有没有连续两节空闲”→ when=周四, part=afternoon, min_periods=2；“这周哪天最空？”→ when=这周, pick=emptiest；“what's my free time on Friday”→ when=Friday。",
      "不适用：问某天有什么课或安排（用 query_day）；要把任务放进空闲时段（用 rough_schedule / place）；问任务的截止时间（用 query_tasks）。",
      "回答学生时用一句话说结论（如“12月3日 周四 14:00–15:40 有两节空”），不要粘贴回复原文。",
    ].join("\n"),
    inputSchema: queryFreeTimeInput,
  },
  query_day: {
    label: TOOL_LABELS.query_day,
    kind: "read" as const,
    description: [
      "查某一天（或一段日子）有哪些课和学习安排：按天一行，写日期、星期、钟点和名字，草稿里还没确认的学习块标“待确认”；右侧日程会标出这些时段。",
      "适用：“帮我看看12月3日的安排”→ when=12月3日；“我下周三有什么课”→ when=下周三；“今天还有什么课”“下一节是什么课”→ when=今天, remaining_only=true；“高数什么时候上”→ when=这周, course=高数；“周五下午有课吗”→ when=周五, part=afternoon；“这周安排得怎么样”→ when=这周。",
      "不适用：只问有没有空、哪天最空（用 query_free_time）；问待办或作业（用 query_tasks）；要改动安排（用日程写工具）。",
      "回答学生时用一两句话概括（几节课、最早最晚、有没有学习安排），不要粘贴回复原文。",
    ].join("\n"),
    inputSchema: queryDayInput,
  },
};

export const TASK_EDIT_TOOLS = {
  complete_task: {
    label: TOOL_LABELS.complete_task,
    kind: "quick_task" as const,
    description: [
      "把学生说已经做完的一条待办标记为完成（写入任务系统），或把误标完成的改回未完成。task 传学生对它的叫法，工具按标题找到它。",
      "适用：“周报已经发了”→ task=周报；“班费交了”→ task=班费；“把交班费标记为完成”；“I already paid the class fee”；“交班费其实还没交”→ task=交班费, undo=true。",
      "不适用：改截止时间、标题或优先级（用 update_task）；删除（用 delete_task）；日程里的学习块（用日程工具）；只是问还有哪些没做（用 query_tasks）；“周报要发了”“明天发周报”是还没做（可能是记提醒，用 quick_note），不是完成；“复习完了第一章”指任务类里的条目而不是待办时，不要调用。",
      "结果：成功以“已完成：”或“已改回未完成：”开头，对话里会出现一张卡片写明状态改动前后；找不到或对上好几条时 ok=false，回复就是一句可以直接告诉学生的话。",
    ].join("\n"),
    inputSchema: completeTaskInput,
  },
  update_task: {
    label: TOOL_LABELS.update_task,
    kind: "quick_task" as const,
    description: [
      "修改一条待办的截止时间、标题或优先级象限（写入任务系统）。task 传学生对它的叫法；只传要改的字段。",
      "适用：“把交实验报告改到周五”→ task=交实验报告, deadline=周五；“线代作业推迟到周日”；“实验报告延后一天”→ task=实验报告, deadline=延后一天（在原截止时间上挪）；“把买洗衣液改名为买洗衣液和纸巾”→ title；“四级真题那个任务改成重要且紧急”→ priority_group=1。",
      "不适用：标记完成（用 complete_task）；删除（用 delete_task）；把学习块挪到别的时段，如“把集合与二元关系移到下周三第3节”（用 move）；“把离散数学的复习排到下周”是排日程（用 rough_schedule）；新建（用 create_task）；学生没说改成什么时，不要猜，先问。",
      "结果：成功以“已修改：”开头，对话里会出现一张卡片写明每项改动前后（日期、星期、钟点、名称、象限）；找不到、对上好几条或时间听不懂时 ok=false，回复就是一句可以直接告诉学生的话。",
    ].join("\n"),
    inputSchema: updateTaskInput,
  },
  delete_task: {
    label: TOOL_LABELS.delete_task,
    kind: "quick_task" as const,
    description: [
      "请学生确认删除一条待办（连同它已排进日程的学习块）。工具本身不删除任何东西：它在对话里显示一张确认卡片，学生点卡片上的“删除”才真正删除，点“取消”就保留。task 传学生对它的叫法。只有学生明确说删除、不要了时才调用。",
      "适用：“把取快递这个任务删了”→ task=取快递；“删掉交实验报告”→ task=交实验报告；“删除任务：买洗衣液和抽纸”；“delete the task 交班费”。",
      "不适用：做完了（用 complete_task）；只是从日程上拿掉学习块，如“把概率论第一章取消安排”（用 unplace）；“取消刚才的安排”（用 undo_schedule）；改时间（用 update_task）；学习计划里的任务类或条目（不是待办）。同一条待办这一轮已经问过，不要再调用。",
      "结果：成功以“待确认删除：”开头，意思是卡片已经显示、还没有删除：回答学生时请他在卡片上点“删除”确认，不要说已经删掉了；找不到或对上好几条时 ok=false，回复就是一句可以直接告诉学生的话。",
    ].join("\n"),
    inputSchema: deleteTaskInput,
  },
};
