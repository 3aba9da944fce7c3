/**
 * The planner's tool contract, shared by the server and the client (built once, never redeclared). For
 * every tool the agent can call it holds the name (the key), the Chinese label a tool block shows, the kind that
 * decides which stages offer it, what the model is told about it (description) and the schema of its arguments.
 * Every tool answers with the same output, `{ ok, text }`, and some with typed facts beside the text
 * (./model-facts.ts).
 *
 * Adding a tool = one entry in PLANNER_TOOLS below + its file in server/agent/tools/ (+ one line in
 * server/agent/tools/registry.ts). The tool names, labels, stage lists and the typed tool parts of PlannerUIMessage
 * all derive from this table; server/agent/tools/registry.test.ts fails when an entry is incomplete.
 *
 * The schedule tools' descriptions and schemas live with the pure schedule core (lib/schedule/tools/definitions.ts)
 * and are reused here as they are. The other tools' arguments come from a model too, so every field is described in
 * Chinese and the tool re-validates before acting; a bad argument becomes a readable reply, not an exception.
 */
import { z } from "zod";
import { TOOL_LABELS, type LabelledToolName } from "./tool-labels";
import { SCHEDULE_TOOLS, type ScheduleToolKind } from "@/lib/schedule/tools/definitions";
import { MAX_PERIODS_PER_DAY } from "@/lib/schedule/state";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import { keepFreeInput } from "./keep-free";
import { TASK_EDIT_TOOLS, TIME_QUESTION_TOOLS } from "./tools-chat";
import { EXAM_TOOLS } from "./tools-exams";
import { TERM_TOOLS } from "./tools-term";
import { toolFactsSchema } from "./model-facts";

/**
 * What every tool hands back to the model: a factual reply, whether the operation happened and, for a tool whose
 * reply a later step reads, its facts as data (./model-facts.ts; the tool block shows the text only).
 */
export const toolOutputSchema = z.object({ ok: z.boolean(), text: z.string(), facts: toolFactsSchema.optional() });
export type ToolOutput = z.infer<typeof toolOutputSchema>;

/**
 * Which stages offer a tool, and how a call moves the turn on (server/agent/stages.ts):
 * - read / write: the schedule tools, reading or editing the draft; a write moves the turn to refining it.
 * - quick_task: one operation on the student's task system; once it answered, the model only speaks.
 * - build: rough_schedule, placing whole plans into the draft; once it succeeded, the turn refines the result.
 * - propose: propose_task_class, putting a new study plan into the draft, usually built right after.
 * - ask: ask_user, ending the turn with a question to the student.
 */
export type PlannerToolKind = ScheduleToolKind | "quick_task" | "build" | "propose" | "ask";

export interface PlannerToolEntry {
  /** Shown on the tool block (工具名). */
  label: string;
  kind: PlannerToolKind;
  /** What the model is told: what the tool does, when to call it and when not to. */
  description: string;
  /** The arguments' schema; the model sees it as JSON schema (io: input). */
  inputSchema: z.ZodType;
}

// ---- Input schemas of the tools outside the schedule core ----

const optionalText = (description: string) => z.string().trim().min(1).optional().describe(description);

export const quickNoteInput = z.object({
  content: z
    .string()
    .trim()
    .min(1)
    .describe("学生要记下的原话（含时间词），如“周三晚上8点给导师发周报”；工具会在学生所在时区解析时间"),
  title: optionalText("整理后的事项标题（不含时间词），如“给导师发周报”；不传则从 content 提取"),
  deadline: optionalText("截止/提醒时间：自然语言（“周三晚上8点”）或 ISO 时间；不传则从 content 解析"),
  priority_group: z
    .number()
    .int()
    .min(1)
    .max(4)
    .optional()
    .describe("优先级象限：1 重要且紧急，2 重要不紧急，3 简单不重要，4 复杂不重要；不确定就不传"),
});

export const createTaskInput = quickNoteInput.extend({
  // A loose task's estimate spans days (the planner splits it into blocks), so it is bounded by the to-do rules, not the day.
  estimated_sections: z
    .number()
    .int()
    .min(1)
    .max(MAX_ESTIMATED_SECTIONS)
    .optional()
    .describe(`预计需要的节数（1-${MAX_ESTIMATED_SECTIONS}），学生说了才传`),
});

/** @public The sort orders query_tasks accepts, as listed in its input schema. */
export const TASK_QUERY_SORTS = ["deadline_asc", "deadline_desc", "priority", "created_desc"] as const;

export const queryTasksInput = z.object({
  keyword: optionalText("标题关键词，如“离散数学”；不传则不按关键词过滤"),
  quadrant: z.number().int().min(1).max(4).optional().describe("只看某个优先级象限（1-4）"),
  include_completed: z.boolean().optional().describe("是否包含已完成任务，默认 false（只看未完成）"),
  completed_only: z.boolean().optional().describe("只看已完成任务"),
  deadline_before: optionalText("截止时间早于：自然语言（“这周五”）或 ISO 时间"),
  deadline_after: optionalText("截止时间晚于：自然语言或 ISO 时间"),
  sort: z.enum(TASK_QUERY_SORTS).optional().describe("排序，默认 deadline_asc（截止时间升序）"),
  limit: z.number().int().min(1).max(50).optional().describe("最多返回几条，默认 5"),
});

/** The weekdays as students name them, Monday first: rough_schedule's days_off. */
export const WEEKDAY_WORDS = ["周一", "周二", "周三", "周四", "周五", "周六", "周日"] as const;

export const roughScheduleInput = z.object({
  task_class: optionalText(
    "要粗排的任务类名称（如“离散数学期末复习”）；学生点了几个任务类时用顿号隔开一起传（“离散数学、概率论”），它们会一起排；“待办”表示只排零散待办（有预计节数的任务）；不传则粗排所有任务类和待办",
  ),
  task_id: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("只排这一条待办（list_tasks 里的编号）：学生只点名了一条待办时用它，别把其他待办一起排；不能与 task_class 同用"),
  range: optionalText("时间范围的原话：“这周”“下周”“明天”“第3到第9天”；不传则用 day_start/day_end 或整个窗口"),
  day_start: z.number().int().min(1).optional().describe("起始天索引（含），与 day_end 一起使用"),
  day_end: z.number().int().min(1).optional().describe("结束天索引（含）"),
  strategy: z.enum(["steady", "rapid"]).optional().describe("steady=均匀分散，rapid=尽早完成；不传则用任务类自己的设置"),
  allow_filler_course: z.boolean().optional().describe("是否允许任务类条目嵌入水课；不传则用任务类自己的设置（待办从不嵌入）"),
  allow_partial: z
    .boolean()
    .optional()
    .describe("放不下全部时：false（默认）整体失败并说明缺口；true 按优先级先排能放下的，并列出没排上的和原因"),
  daily_cap: z.number().int().min(1).max(MAX_PERIODS_PER_DAY).optional().describe("每天最多安排多少节学习（含已有的学习块）；不传则不限"),
  missed_only: z
    .boolean()
    .optional()
    .describe("true：只重新安排落下的学习（打卡为“没做”的学习块退回的任务和待办节数），从现在起、在各自截止前按优先级排，放不下的会说明；学生说“把没完成的重新排一下”“把落下的补上”时用"),
  for_exams: z
    .boolean()
    .optional()
    .describe("true：排关联了考试的学习计划（同时给 task_class 时只排点名的那几个），每个排在它的考试前一天之前，并在考试前安排间隔回顾；学生说“帮我规划期末复习”“按考试安排复习”时用，不用再问时间范围"),
  exclude: z
    .array(z.string().trim().min(1))
    .min(1)
    .max(10)
    .optional()
    .describe("这次先不排、留着的待办或任务类，用学生的原话（“错题本”“英语作文”“概率论”），每项一个；学生说“除了X都排”“X先别排”“X除外”时用，其余照常排"),
  days_off: z
    .array(z.enum(WEEKDAY_WORDS))
    .min(1)
    .max(6)
    .optional()
    .describe("这次整天空着、不排学习也不排回顾的星期几；学生说“周末不排”“周末我回家”（周六、周日）“周三别排”（周三）时用，其余日子照常排"),
  keep_free: keepFreeInput,
});

const queryProgressInput = z.object({
  range: optionalText("哪段时间：“这周”“上周”“昨天”“今天”“最近两周”“周三”；不传为这周"),
  focus: z
    .enum(["missed", "summary"])
    .optional()
    .describe("missed：列出落下的（打卡为没做）和待打卡的学习块，带日期；summary（默认）：完成了多少节、没做多少节、各学习计划完成几个任务"),
});

const checkinEntry = z.object({
  block: optionalText("学习块名称里的词，如“第一章”“命题逻辑”；不传则指 when 那段时间里已经开始的全部学习块"),
  status: z.enum(["done", "partial", "skipped"]).describe("done 完成；partial 做了一部分（要给 periods_done）；skipped 没做"),
  periods_done: z.number().int().min(1).max(MAX_PERIODS_PER_DAY).optional().describe("partial 时做了几节"),
});

const recordCheckinInput = z.object({
  entries: z.array(checkinEntry).min(1).max(12).describe("每个学习块（或每组）的打卡，按学生说的顺序"),
  when: optionalText("哪段时间的学习块：“昨天”“今天下午”“周三”；不传则看最近两周已经开始的学习块"),
});

export const askUserInput = z.object({
  question: z.string().trim().min(1).describe("要问学生的一个具体问题"),
  options: z.array(z.string().trim().min(1)).max(6).optional().describe("可选的候选答案（如“这周”“下周”）"),
});

const proposeTaskClassItem = z.object({
  content: z.string().trim().min(1).describe("条目内容，如“第一章 随机事件与概率”"),
  // Any day a term may have; the tool refuses a duration past this term's day in its words (时长需要是 1-N 节的整数).
  duration: z.number().int().min(1).max(MAX_PERIODS_PER_DAY).optional().describe("需要的连续节数（不超过每天节数），默认2"),
});

export const proposeTaskClassInput = z.object({
  name: z.string().trim().min(1).describe("任务类名称，如“概率论复习”"),
  items: z.array(proposeTaskClassItem).max(50).optional().describe("按顺序的条目；与 chapters 二选一"),
  chapters: z.number().int().min(1).max(50).optional().describe("按章生成条目（第一章、第二章…）的章数"),
  periods_each: z.number().int().min(1).max(MAX_PERIODS_PER_DAY).optional().describe("chapters 时每章的节数（不超过每天节数），默认2"),
  start_date: z.string().optional().describe("开始日期 YYYY-MM-DD，默认今天"),
  end_date: z.string().optional().describe("结束日期 YYYY-MM-DD，默认学期最后一天"),
  strategy: z.enum(["steady", "rapid"]).optional().describe("steady=均匀分散（默认），rapid=尽早完成"),
  allow_filler_course: z.boolean().optional().describe("是否允许嵌入水课，默认否"),
});

/** @public The type half of quickNoteInput. */
export type QuickNoteInput = z.infer<typeof quickNoteInput>;
export type CreateTaskInput = z.infer<typeof createTaskInput>;
export type QueryTasksInput = z.infer<typeof queryTasksInput>;
export type { CompleteTaskInput, DeleteTaskInput, QueryDayInput, QueryFreeTimeInput, UpdateTaskInput } from "./tools-chat";
export type { CancelExamInput, QueryExamsInput, RecordExamInput } from "./tools-exams";
export type { SetTermWeekInput } from "./tools-term";
export type RoughScheduleInput = z.infer<typeof roughScheduleInput>;
/** @public The type half of askUserInput. */
export type AskUserInput = z.infer<typeof askUserInput>;
/** @public The type half of proposeTaskClassInput. */
export type ProposeTaskClassInput = z.infer<typeof proposeTaskClassInput>;

// ---- The contract ----

export const PLANNER_TOOLS = {
  get_overview: { ...SCHEDULE_TOOLS.get_overview, label: TOOL_LABELS.get_overview },
  query_range: { ...SCHEDULE_TOOLS.query_range, label: TOOL_LABELS.query_range },
  find_first_free: { ...SCHEDULE_TOOLS.find_first_free, label: TOOL_LABELS.find_first_free },
  find_free: { ...SCHEDULE_TOOLS.find_free, label: TOOL_LABELS.find_free },
  list_tasks: { ...SCHEDULE_TOOLS.list_tasks, label: TOOL_LABELS.list_tasks },
  get_task_info: { ...SCHEDULE_TOOLS.get_task_info, label: TOOL_LABELS.get_task_info },
  place: { ...SCHEDULE_TOOLS.place, label: TOOL_LABELS.place },
  move: { ...SCHEDULE_TOOLS.move, label: TOOL_LABELS.move },
  swap: { ...SCHEDULE_TOOLS.swap, label: TOOL_LABELS.swap },
  batch_move: { ...SCHEDULE_TOOLS.batch_move, label: TOOL_LABELS.batch_move },
  unplace: { ...SCHEDULE_TOOLS.unplace, label: TOOL_LABELS.unplace },
  ...TIME_QUESTION_TOOLS,
  rough_schedule: {
    label: TOOL_LABELS.rough_schedule,
    kind: "build",
    description: [
      "粗排：把任务类里待安排的条目（按顺序）和有预计节数的待办（按优先级和截止时间，可分段）一次性预排进空闲时段（结果只是草稿，学生确认后才写入）。可按任务类名称和时间范围限定。",
      "适用：“帮我把这周的复习排进空闲时间”→ range=这周；“把离散数学的复习排到下周”→ task_class=离散数学, range=下周；“离散和概率论都排到下周”→ task_class=离散数学、概率论, range=下周；“线代排这周，英语排第16周”→ 调用两次：task_class=线代, range=这周 和 task_class=英语, range=第16周（各排进同一份草稿）；“把待办都排进第3到第9天”→ task_class=待办, range=第3到第9天；“每天最多学4节”→ daily_cap=4。",
      "默认全部放得下才安排，否则失败并说明缺多少；放不下时可以告诉学生，或用 allow_partial=true 先按优先级排能放下的（回复会列出没排上的和原因）。",
      "“把没完成的重新排一下”“把落下的补上”“重新安排没做的”→ missed_only=true：只排打卡为没做而退回的任务，能排的先排，排不下的在回复里列出。",
      "“帮我规划期末复习”“按考试安排复习”→ for_exams=true：排所有关联了考试的学习计划，从现在排到各自考试前，含间隔回顾。",
      "“这周的待办除了错题本都排上”“下周都排满，英语作文留着”→ exclude=[错题本] / [英语作文]（其余参数照常）：这些留着不排，回复会说明哪些没排；不要为了排除而把其余的逐个写进 task_class。",
      "“别给我排早八”→ keep_free=[早八]；“中午一点到两点要午睡别塞东西”→ keep_free=[13:00-14:00]；“晚上学不进去，都排白天”→ keep_free=[晚上]：每天这些时段不排新的学习（重新安排落下的也一样），回复会说明哪些时段空着。",
      "不适用：只移动/交换/取消某一个任务（用 move / swap / unplace）；只放一个待安排任务到指定位置（用 place）；学生没说时间范围时先用 ask_user 问清楚；记提醒或查任务（用 quick_note / query_tasks）。",
    ].join("\n"),
    inputSchema: roughScheduleInput,
  },
  propose_task_class: {
    label: TOOL_LABELS.propose_task_class,
    kind: "propose",
    description: [
      "新建任务类：学生想建一个新的学习计划（一组按顺序完成的任务）时，把任务类和它的条目放进草稿（学生确认后才保存）。",
      "适用：“概率论复习，5章，每章2节”→ name=概率论复习, chapters=5, periods_each=2；“建一个英语听力计划：精听、泛听、跟读，各1节”→ items=[{content:精听,duration:1},…]。建好后可再用 rough_schedule（task_class=该名称）把它排进日程。",
      "不适用：记一件零散的事或提醒（用 quick_note / create_task）；已有任务类的排程（用 rough_schedule）。",
    ].join("\n"),
    inputSchema: proposeTaskClassInput,
  },
  ask_user: {
    label: TOOL_LABELS.ask_user,
    kind: "ask",
    description: [
      "向学生提一个具体问题并结束本轮，等待学生回答。",
      "适用：排程的时间范围不明确（“帮我排一下复习”没说哪段时间）；要改的任务名字匹配到多个或一个都没有；学生的要求前后矛盾。",
      "不适用：信息已经足够时（直接用工具去做）；只是想确认结果（排程结果会自动请学生确认，不需要问）；闲聊。",
    ].join("\n"),
    inputSchema: askUserInput,
  },
  quick_note: {
    label: TOOL_LABELS.quick_note,
    kind: "quick_task",
    description: [
      "把学生随口说的一件事或一个提醒记成一条任务（写入任务系统），并在对话里附上“已帮你记下”的卡片。content 传学生原话（含时间词），时间按学生所在时区解析；已经听清的标题、截止时间、优先级象限也可以另外结构化传入，会优先使用。",
      "适用：学生随口让你记一件事或提醒，如“提醒我周三晚上8点给导师发周报”→ content=“周三晚上8点给导师发周报”；“记一下明天交实验报告”；“别忘了周五前还图书馆的书”；“remind me to email the TA on Friday 5pm”。",
      "不适用：学生明确说“创建任务/新建任务/加一个任务”，或给出优先级、预计节数等结构化信息（用 create_task）；只是问有哪些任务、什么时候截止（用 query_tasks）；要把复习或作业排进课表的空闲时段（那是日程工具，如 find_first_free / place / rough_schedule，不要调用本工具）；同一件事已经记过，不要重复调用。",
      "结果：成功时回复以“已记下：”开头；ok=false 时什么都没写入（如没有事项内容、时间听不懂或已经过去），按提示向学生确认后再调用。",
    ].join("\n"),
    inputSchema: quickNoteInput,
  },
  create_task: {
    label: TOOL_LABELS.create_task,
    kind: "quick_task",
    description: [
      "按学生明确的创建请求新建一条任务（写入任务系统），可带标题、截止时间、优先级象限（1 重要且紧急，2 重要不紧急，3 简单不重要，4 复杂不重要）和预计节数，并在对话里附上“任务已创建”的卡片。content 传学生原话，时间按学生所在时区解析；听清的字段可结构化传入，会优先使用。",
      "适用：学生明确说“创建任务/新建任务/加一个任务/添加待办”，或给出优先级、节数等结构化信息，如“创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急，需要2节”→ content 为原话，priority_group=1，estimated_sections=2；“新建一个待办：整理错题，复杂但不重要”；“create a task: finish the lab report by Friday, urgent”。",
      "不适用：随口一句“提醒我…/记一下…/别忘了…”（用 quick_note）；问有哪些任务、查截止时间（用 query_tasks）；把任务排进课表的具体时段或粗排复习（用日程工具）；修改、完成或删除已有任务（本工具只会新建一条）。同一条任务已经创建过，不要重复调用。",
      "结果：成功时回复以“已创建任务：”开头；ok=false 时什么都没写入（如没有任务内容、时间听不懂或已经过去），按提示向学生确认后再调用。",
    ].join("\n"),
    inputSchema: createTaskInput,
  },
  query_tasks: {
    label: TOOL_LABELS.query_tasks,
    kind: "quick_task",
    description: [
      "只读查询学生任务系统里的任务（随口记和创建任务记下的那些），可按标题关键词、优先级象限、完成状态、截止时间范围筛选并排序，返回命中总数和前 limit 条（默认 5 条，最多 50），并在对话里附上查询结果卡片。象限按当前时间的实际象限计算：“重要不紧急”的任务到了紧急时间点（默认截止前24小时）算作象限1。截止时间参数可以用学生原话（按学生所在时区解析）或 ISO 时间。",
      "适用：“还有哪些离散数学的任务没做？”→ keyword=离散数学；“这周五之前要交什么？”→ deadline_before=这周五之前；“下周一以后截止的任务”→ deadline_after=下周一以后；“重要且紧急的任务有哪些”→ quadrant=1；“我完成了哪些任务”→ completed_only=true；“按优先级列出前10条”→ sort=priority, limit=10；“最近记的事”→ sort=created_desc。",
      "不适用：要记下或新建任务（用 quick_note / create_task）；查课表、某天哪几节有空、排程窗口里的学习块或任务类条目（用日程工具 get_overview / query_range / list_tasks）；要修改、完成或删除任务（本工具不会改动任何数据）。",
      "结果：回复以“共找到 N 条任务”开头，每行一条“[id]标题 | 象限 | 截止时间”；还有未列出的会写明“另有 K 条未列出”，不要据此臆测未列出的任务。",
    ].join("\n"),
    inputSchema: queryTasksInput,
  },
  ...TASK_EDIT_TOOLS,
  undo_schedule: {
    label: TOOL_LABELS.undo_schedule,
    kind: "quick_task",
    description: [
      "找出学生最近一次写入日程的安排（确认过的方案，或一次撤销），在对话里给出它的卡片和“撤销”按钮。本工具自己不改任何数据：学生点了按钮才会撤销（再点“恢复”可以重做）。",
      "适用：“撤销刚才的安排”“刚才那个不要了，恢复原样”“undo that”“撤回上次的排程”。",
      "不适用：只想移走或取消某一个学习块（用 unplace / move，确认后生效）；取消还没确认的方案（让学生点方案卡片上的“取消”）；删除待办（用 delete_task）。",
      "结果：ok=true 时回复说明是哪一次安排（确认时间和改动数量）；告诉学生点卡片上的“撤销”即可，不要粘贴回复原文。ok=false 时没有可撤销的安排。",
    ].join("\n"),
    inputSchema: z.object({}),
  },
  query_progress: {
    label: TOOL_LABELS.query_progress,
    kind: "quick_task",
    description: [
      "查看学习块的打卡结果：某段时间完成了多少节、没做多少节、待打卡多少节，各学习计划完成了几个任务；或列出落下的（打卡为没做）和待打卡的学习块，带日期和时间。只读，不改任何数据。",
      "适用：“这周完成了多少？”“这周的学习计划我完成了多少？”→ range=这周；“上周落下了哪些复习？”“我这周落下了哪些复习？”→ focus=missed，range=上周/这周。",
      "不适用：查待办（用 query_tasks）；查课表和空闲时间（用 query_day / query_free_time）；把落下的重新排（用 rough_schedule，missed_only=true）。",
    ].join("\n"),
    inputSchema: queryProgressInput,
  },
  record_checkin: {
    label: TOOL_LABELS.record_checkin,
    kind: "quick_task",
    description: [
      "记录已经开始的学习块做了没有（完成 / 做了一部分 / 没做），立即保存，并在对话里附上记录了什么的卡片。记为没做的内容会回到待安排，之后可以重新排。",
      "适用：“第一章和第二章复习完了，第三章没做”→ entries=[{block:第一章,status:done},{block:第二章,status:done},{block:第三章,status:skipped}]；“昨天的复习都做了”→ when=昨天, entries=[{status:done}]；“今天下午那节没去”→ when=今天下午, entries=[{status:skipped}]。",
      "没说哪块是哪块（“昨天两块，一块完成一块只做了一半”）：每块一个不带 block 的条目，按学生说的顺序 → when=昨天, entries=[{status:done},{status:partial}]；工具不猜，会列出那天的学习块请学生选。",
      "不适用：还没开始的学习块（开始后才能打卡）；待办的完成（用 complete_task）；移动或取消学习块（用 move / unplace）。",
    ].join("\n"),
    inputSchema: recordCheckinInput,
  },
  ...EXAM_TOOLS,
  ...TERM_TOOLS,
} as const satisfies Record<string, PlannerToolEntry>;

// ---- Derived from the contract ----

export type PlannerToolName = keyof typeof PLANNER_TOOLS;

/** Every tool the agent can call, in the contract's order (the order the model is offered them in). */
export const PLANNER_TOOL_NAMES = Object.keys(PLANNER_TOOLS) as readonly PlannerToolName[];

export { isPlannerToolName, TOOL_LABELS } from "./tool-labels";

// The labels (./tool-labels.ts, which the browser loads alone) name exactly the contract's tools.
type SameNames = [PlannerToolName] extends [LabelledToolName] ? ([LabelledToolName] extends [PlannerToolName] ? true : false) : false;
const labelsNameEveryTool: SameNames = true;
void labelsNameEveryTool;

/** The tools of the given kinds, in the contract's order. */
export function plannerToolsOfKind(...kinds: readonly PlannerToolKind[]): PlannerToolName[] {
  return PLANNER_TOOL_NAMES.filter((name) => kinds.includes(PLANNER_TOOLS[name].kind));
}

/**
 * The arguments as the model sent them, typed by the tool's schema. The input side (z.input) on purpose: a part
 * carries the raw arguments, so a schedule tool's `day` may still be the numeric string "3" the tool accepts.
 */
type PlannerToolInput<Name extends PlannerToolName> = z.input<(typeof PLANNER_TOOLS)[Name]["inputSchema"]>;

/**
 * The UI tool set of PlannerUIMessage: what InferUITools gives for a tool set built from this contract, with each
 * tool's input inferred from its zod schema and the shared output, so a part's `input` and `output` need no cast.
 */
export type PlannerTools = { [Name in PlannerToolName]: { input: PlannerToolInput<Name>; output: ToolOutput } };
