/**
 * create_task: the formal twin of quick_note. Same recording path (server/agent/tools/quick-note.ts recordTask), with
 * the creation wording, source "create_task", status "todo" on the card and the estimated periods argument.
 */
import { tool } from "ai";
import type { ToolOutput } from "@/lib/protocol";
import type { TaskToolDeps } from "./context";
import { createTaskInput } from "./inputs";
import { parseToolInput, recordTask, type RecordWording } from "./quick-note";

export const CREATE_TASK_DESCRIPTION = [
  "按学生明确的创建请求新建一条任务（写入任务系统），可带标题、截止时间、优先级象限（1 重要且紧急，2 重要不紧急，3 简单不重要，4 复杂不重要）和预计节数，并在对话里附上“任务已创建”的卡片。content 传学生原话，时间按学生所在时区解析；听清的字段可结构化传入，会优先使用。",
  "适用：学生明确说“创建任务/新建任务/加一个任务/添加待办”，或给出优先级、节数等结构化信息，如“创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急，需要2节”→ content 为原话，priority_group=1，estimated_sections=2；“新建一个待办：整理错题，复杂但不重要”；“create a task: finish the lab report by Friday, urgent”。",
  "不适用：随口一句“提醒我…/记一下…/别忘了…”（用 quick_note）；问有哪些任务、查截止时间（用 query_tasks）；把任务排进课表的具体时段或粗排复习（用日程工具）；修改、完成或删除已有任务（本工具只会新建一条）。同一条任务已经创建过，不要重复调用。",
  "结果：成功时回复以“已创建任务：”开头；ok=false 时什么都没写入（如没有任务内容、时间听不懂或已经过去），按提示向学生确认后再调用。",
].join("\n");

const CREATE_TASK_WORDING: RecordWording = {
  source: "create_task",
  cardTitle: "任务已创建",
  cardSummary: "已写入任务系统",
  replyPrefix: "已创建任务",
  status: "todo",
};

export function createCreateTaskTool(deps: TaskToolDeps) {
  return tool({
    description: CREATE_TASK_DESCRIPTION,
    inputSchema: createTaskInput,
    execute: async (input): Promise<ToolOutput> => {
      const parsed = parseToolInput(createTaskInput, input);
      if (!parsed.ok) return parsed.output;
      return recordTask(deps, parsed.value, CREATE_TASK_WORDING);
    },
  });
}
