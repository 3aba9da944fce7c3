/**
 * The contract entries of the term tools (issue 28 #1): where today stands in the term ("现在是第几周？") and the
 * student telling it ("现在是第5周，一共18周"). Spread into PLANNER_TOOLS (./tools.ts), which checks their shape.
 */
import { z } from "zod";
import { TOOL_LABELS } from "./tool-labels";

const setTermWeekInput = z.object({
  current_week: z.number().int().min(1).max(30).describe("学生说的“这周是第几周”，如“现在是第5周”→ 5"),
  weeks: z.number().int().min(1).max(30).optional().describe("学期一共几周（“一共18周”→ 18）；没说就不传，保持原来的周数"),
});

export const TERM_TOOLS = {
  query_term: {
    label: TOOL_LABELS.query_term,
    kind: "quick_task",
    description: [
      "只读：今天是学期的第几周、共几周、学期从哪天到哪天、还剩几周；学期没开始或已结束时说明原因。",
      "适用：“现在是第几周？”“这周第几周了”“这学期还剩几周”“what week is it”。",
      "不适用：学生告诉你现在是第几周（用 set_term_week）；查某天的课（用 query_day）。",
    ].join("\n"),
    // No arguments: anything sent is a mistake worth saying, not something to drop silently.
    inputSchema: z.strictObject({}),
  },
  set_term_week: {
    label: TOOL_LABELS.set_term_week,
    kind: "quick_task",
    description: [
      "按学生说的“这周是第几周”（和“一共几周”）改学期：开学日期由此推算，课程和学习块保持各自的周次。立即保存，并在对话里附上改动前后和“撤销”按钮的卡片。",
      "适用：“现在是第5周”→ current_week=5；“这周是第三周，一共16周”→ current_week=3, weeks=16；“我们已经第10周了”。",
      "不适用：只是问现在第几周（用 query_term）；改节次时间或时区（请学生去设置页）。",
      "结果：ok=true 时回复说明改成了第几周、开学日期；ok=false 时什么都没改（如周数超出学期），按提示向学生确认。",
    ].join("\n"),
    inputSchema: setTermWeekInput,
  },
} as const;

export type SetTermWeekInput = z.infer<typeof setTermWeekInput>;
