/**
 * What a tool block shows for each tool (工具名): the one place the labels live, apart from the tool contract, so the
 * browser can name a tool without loading what the model is told about it (descriptions, schemas). The contract
 * (./tools.ts) takes its labels from here, and the contract's types require one for every tool and none for a tool that does not exist.
 */
export const TOOL_LABELS = {
  get_overview: "查看总览",
  query_range: "查看时段",
  find_first_free: "查找空位",
  find_free: "查找空位",
  list_tasks: "列出任务",
  get_task_info: "任务详情",
  place: "放置任务",
  move: "移动任务",
  swap: "交换任务",
  batch_move: "批量移动",
  unplace: "移除安排",
  rough_schedule: "粗排",
  propose_task_class: "新建任务类",
  ask_user: "向你确认",
  quick_note: "随口记",
  create_task: "创建任务",
  query_tasks: "查询任务",
  undo_schedule: "撤销安排",
  query_progress: "查看完成情况",
  record_checkin: "记录打卡",
  query_free_time: "查空闲",
  query_day: "查看某天",
  complete_task: "完成待办",
  update_task: "修改待办",
  delete_task: "删除待办",
  record_exam: "记录考试",
  query_exams: "查看考试",
  cancel_exam: "删除考试",
  query_term: "查看学期",
  set_term_week: "设置当前周",
} as const;

/** Every tool's name; ./tools.ts proves at compile time that the contract has exactly these tools. */
export type LabelledToolName = keyof typeof TOOL_LABELS;

export function isPlannerToolName(name: string): name is LabelledToolName {
  return Object.hasOwn(TOOL_LABELS, name);
}
