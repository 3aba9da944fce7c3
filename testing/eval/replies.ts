/**
 * The tool replies the agent eval answers with: the demo student's real replies (week 13, Tuesday 1 December 2026,
 * captured from the schedule tools on the seeded demo data), and short successful replies for the write tools. The
 * eval scores what the model decides, so every model reads the same replies whatever it called before. A reply whose
 * tool hands facts beside its text (lib/protocol/model-facts.ts) carries them too: the listings are written once,
 * as rows, and both their text and their facts come from the rows.
 */
import type { ToolOutput } from "@/lib/protocol";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { examSubject } from "@/server/exams/subject";

type Block = [day: number, slotStart: number, slotEnd: number];

/** A placed course or study block of the demo student: the "all" listing's 已安排 lines. */
interface PlacedRow {
  id: number;
  name: string;
  category: string;
  /** A course's kind ("固定" / "可嵌入"); absent for a study item. */
  course?: "固定" | "可嵌入";
  blocks: Block[];
  host?: string;
}

/** A pending item or to-do: the 待安排 lines; a to-do (待办) may be split and may have a deadline in the window. */
interface PendingRow {
  id: number;
  name: string;
  category: string;
  periods: number;
  until?: string;
}

const PLACED: PlacedRow[] = [
  { id: 1, name: "大学物理", category: "课程", course: "固定", blocks: [[1, 1, 2], [8, 1, 2], [10, 5, 7]] },
  { id: 2, name: "大学英语", category: "课程", course: "固定", blocks: [[1, 3, 4], [3, 1, 2], [8, 3, 4]] },
  { id: 3, name: "概率论与数理统计", category: "课程", course: "固定", blocks: [[1, 5, 6], [3, 9, 10], [8, 5, 6]] },
  { id: 4, name: "程序设计", category: "课程", course: "固定", blocks: [[1, 9, 12], [4, 5, 6], [8, 9, 12], [11, 5, 6]] },
  { id: 5, name: "高等数学", category: "课程", course: "固定", blocks: [[2, 1, 2], [4, 3, 4], [7, 1, 2], [9, 1, 2], [11, 3, 4]] },
  { id: 6, name: "思想政治", category: "课程", course: "可嵌入", blocks: [[2, 3, 4], [9, 3, 4]] },
  { id: 7, name: "第一章 随机事件与概率", category: "概率论复习", blocks: [[2, 3, 4]], host: "[6]思想政治" },
  { id: 8, name: "体育", category: "课程", course: "固定", blocks: [[2, 5, 6], [9, 5, 6]] },
  { id: 9, name: "谓词逻辑与推理理论", category: "离散数学期末复习", blocks: [[2, 7, 8]] },
  { id: 10, name: "线性代数", category: "课程", course: "固定", blocks: [[3, 3, 4], [7, 3, 4], [10, 3, 4]] },
  { id: 11, name: "离散数学", category: "课程", course: "固定", blocks: [[4, 1, 2], [7, 5, 6], [11, 1, 2]] },
  { id: 12, name: "形势与政策", category: "课程", course: "可嵌入", blocks: [[7, 9, 10]] },
];

const LOOSE = "待办";

const PENDING: PendingRow[] = [
  { id: 13, name: "集合与二元关系", category: "离散数学期末复习", periods: 2 },
  { id: 14, name: "函数与等价关系", category: "离散数学期末复习", periods: 2 },
  { id: 15, name: "图论基础：欧拉图与哈密顿图", category: "离散数学期末复习", periods: 3 },
  { id: 16, name: "树与最小生成树", category: "离散数学期末复习", periods: 2 },
  { id: 17, name: "代数系统：群、环、域", category: "离散数学期末复习", periods: 2 },
  { id: 18, name: "综合模拟卷（限时）", category: "离散数学期末复习", periods: 4 },
  { id: 19, name: "第二章 随机变量及其分布", category: "概率论复习", periods: 2 },
  { id: 20, name: "第三章 多维随机变量", category: "概率论复习", periods: 3 },
  { id: 21, name: "第四章 数字特征：期望与方差", category: "概率论复习", periods: 2 },
  { id: 22, name: "第五章 大数定律与中心极限定理", category: "概率论复习", periods: 2 },
  { id: 23, name: "第六章 参数估计", category: "概率论复习", periods: 2 },
  { id: 24, name: "第七章 假设检验与历年真题", category: "概率论复习", periods: 3 },
  { id: 25, name: "提交线性代数第五章作业", category: LOOSE, periods: 2, until: "第2天" },
  { id: 26, name: "完成大学物理实验报告", category: LOOSE, periods: 3, until: "第3天第8节" },
  { id: 27, name: "做一套英语四级真题", category: LOOSE, periods: 4 },
  { id: 28, name: "整理离散数学错题本", category: LOOSE, periods: 2 },
  { id: 29, name: "学生会迎新晚会策划案", category: LOOSE, periods: 6, until: "第8天第9节" },
  { id: 30, name: "整理电脑文件和照片", category: LOOSE, periods: 3 },
];

function span(slotStart: number, slotEnd: number): string {
  return slotStart === slotEnd ? `${slotStart}` : `${slotStart}-${slotEnd}`;
}

/** "[1]大学物理(课程,固定) — 第1天(1-2节) 第8天(1-2节)" (lib/schedule/tools/list-tasks.ts, grouped layout). */
function placedLine(row: PlacedRow): string {
  const tag = row.course ? `${row.category},${row.course}` : row.category;
  const where = row.blocks.map(([day, start, end]) => `第${day}天(${span(start, end)}节)`).join(" ");
  return `  [${row.id}]${row.name}(${tag}) — ${where}${row.host ? `，宿主：${row.host}` : ""}`;
}

/** "[13]集合与二元关系 — 需2个连续时段，类别：离散数学期末复习" (single-status layout). */
function pendingLine(row: PendingRow): string {
  const need = row.category === LOOSE ? `共需${row.periods}个时段（可分段${row.until ? `，截止${row.until}` : ""}）` : `需${row.periods}个连续时段`;
  return `[${row.id}]${row.name} — ${need}，类别：${row.category}`;
}

function placedTask(row: PlacedRow): ListedTask {
  const [day, slot_start, slot_end] = row.blocks[0];
  return { id: row.id, name: row.name, category: row.category, status: "existing", first_block: { day, slot_start, slot_end } };
}

function pendingTask(row: PendingRow): ListedTask {
  return { id: row.id, name: row.name, category: row.category, status: "pending", periods: row.periods };
}

const PENDING_LIST: ToolOutput = {
  ok: true,
  text: [`待安排任务共${PENDING.length}个：`, "", ...PENDING.map(pendingLine)].join("\n"),
  facts: { kind: "task_list", tasks: PENDING.map(pendingTask) },
};

const ALL_LIST: ToolOutput = {
  ok: true,
  text: [
    `共${PLACED.length + PENDING.length}个任务，已安排${PLACED.length}个，待安排${PENDING.length}个。`,
    "",
    "已安排：",
    ...PLACED.map(placedLine),
    "",
    "待安排：",
    ...PENDING.map((row) => `  [${row.id}]${row.name}(${row.category}) — 需${row.periods}时段`),
  ].join("\n"),
  facts: { kind: "task_list", tasks: [...PLACED.map(placedTask), ...PENDING.map(pendingTask)] },
};

const NO_SUGGESTED: ToolOutput = { ok: true, text: "已预排任务共0个。", facts: { kind: "task_list", tasks: [] } };

const ROUGH_SCHEDULE: ToolOutput = {
  ok: true,
  text: "粗排完成：离散数学期末复习 预排6个任务（共15节）。\n  集合与二元关系 → 12月7日 周一 第7-8节",
  facts: { kind: "rough_plan", placed_tasks: 6, placed_periods: 15 },
};

/** A free run by the clock: "14:00–15:40（2节）". */
type Run = [start: string, end: string, periods: number];

const run = ([start, end, periods]: Run) => ({ start, end, periods });
const runsText = (runs: readonly Run[]) => runs.map(([start, end, periods]) => `${start}–${end}（${periods}节）`).join("；");


/** The days the week's replies cover: 12月1日 is 第1天 of the listing above. */
const WEEK_DAYS: { day: number; date: string; label: string; weekday: number }[] = [
  { day: 1, date: "2026-12-01", label: "12月1日 周二", weekday: 2 },
  { day: 2, date: "2026-12-02", label: "12月2日 周三", weekday: 3 },
  { day: 3, date: "2026-12-03", label: "12月3日 周四", weekday: 4 },
  { day: 4, date: "2026-12-04", label: "12月4日 周五", weekday: 5 },
  { day: 5, date: "2026-12-05", label: "12月5日 周六", weekday: 6 },
  { day: 6, date: "2026-12-06", label: "12月6日 周日", weekday: 7 },
];

/** The placed blocks of one day, by their first period. */
function blocksOn(day: number): { row: PlacedRow; start: number; end: number }[] {
  return PLACED.flatMap((row) => row.blocks.filter(([on]) => on === day).map(([, start, end]) => ({ row, start, end }))).sort((a, b) => a.start - b.start);
}

const PERIODS = DEFAULT_SECTION_TIMES.length;

/** A day's free runs by the clock, from the same listing: the free periods between its blocks. */
function freeRuns(day: number): Run[] {
  const taken = new Set(blocksOn(day).flatMap(({ start, end }) => Array.from({ length: end - start + 1 }, (_, offset) => start + offset)));
  const runs: Run[] = [];
  for (let period = 1; period <= PERIODS; period += 1) {
    if (taken.has(period)) continue;
    let last = period;
    while (last < PERIODS && !taken.has(last + 1)) last += 1;
    runs.push([DEFAULT_SECTION_TIMES[period - 1].start, DEFAULT_SECTION_TIMES[last - 1].end, last - period + 1]);
    period = last;
  }
  return runs;
}

/** Thursday afternoon's free runs (query_free_time of one day): periods 5–8 of 第3天. */
const THURSDAY_FREE = freeRuns(3).filter(([start]) => start >= "14:00" && start < "19:00");
const FREE_DAY: ToolOutput = {
  ok: true,
  text: `12月3日 周四 下午 空闲：${runsText(THURSDAY_FREE)}`,
  facts: { kind: "free_time", part: "afternoon", days: [{ date: "2026-12-03", weekday: 4, over: false, runs: THURSDAY_FREE.map(run) }] },
};

/** The week's free days, whole days: the days of this week with an evening or more free. */
const WEEK_FREE = WEEK_DAYS.filter(({ day }) => freeRuns(day).some(([, , periods]) => periods >= 4)).map((day) => ({ ...day, runs: freeRuns(day.day) }));
const weekFreeLines = WEEK_FREE.map((day) => `${day.label} 全天 空闲：${runsText(day.runs)}`);
const weekFreeDays = WEEK_FREE.map((day) => ({ date: day.date, weekday: day.weekday, over: false, runs: day.runs.map(run) }));
const FREE_WEEK: ToolOutput = { ok: true, text: weekFreeLines.join("\n"), facts: { kind: "free_time", days: weekFreeDays } };
const emptiest = WEEK_FREE.reduce((best, day) => (day.runs.reduce((sum, [, , periods]) => sum + periods, 0) > best.runs.reduce((sum, [, , periods]) => sum + periods, 0) ? day : best));
const emptiestPeriods = emptiest.runs.reduce((sum, [, , periods]) => sum + periods, 0);
const EMPTIEST: ToolOutput = {
  ok: true,
  text: [`最空：${emptiest.label}（空闲${emptiestPeriods}节）`, ...weekFreeLines].join("\n"),
  facts: { kind: "free_time", days: weekFreeDays, emptiest: { date: emptiest.date, weekday: emptiest.weekday, free_periods: emptiestPeriods } },
};

type Entry = [start: string, end: string, name: string, kind: "course" | "study", category?: string];

const entry = ([start, end, name, kind]: Entry) => ({ kind, name, start, end, draft: false });
const entriesText = (entries: readonly Entry[]) =>
  entries.length === 0
    ? "没有课和学习安排"
    : entries.map(([start, end, name, kind, category]) => `${start}–${end} ${name}（${kind === "course" ? "课" : "学习"}${category ? `，${category}` : ""}）`).join("；");

/** A day's agenda from the listing: its courses and study blocks by the clock (an embedded item shows beside its host). */
function agendaOf(day: (typeof WEEK_DAYS)[number]): { date: string; label: string; weekday: number; entries: Entry[] } {
  const entries = blocksOn(day.day).map(({ row, start, end }): Entry => {
    const clock: [string, string] = [DEFAULT_SECTION_TIMES[start - 1].start, DEFAULT_SECTION_TIMES[end - 1].end];
    return row.course ? [...clock, row.name, "course"] : [...clock, row.name, "study", row.category];
  });
  return { date: day.date, label: day.label, weekday: day.weekday, entries };
}

function agendaReply(days: readonly ReturnType<typeof agendaOf>[]): ToolOutput {
  return {
    ok: true,
    text: days.map((day) => `${day.label}：${entriesText(day.entries)}`).join("\n"),
    facts: { kind: "day_agenda", remaining_only: false, days: days.map((day) => ({ date: day.date, weekday: day.weekday, over: false, entries: day.entries.map(entry) })) },
  };
}
/** query_day answers the week, or one day asked about: Thursday unless the words name another day of this week. */
const DAY = agendaReply(WEEK_DAYS.filter(({ day }) => day === 3).map(agendaOf));
const WEEK = agendaReply(WEEK_DAYS.map(agendaOf));

const WEEKDAY_DIGITS = "一二三四五六";
/** "周五" / "星期五" / "明天" / "12月4日" as a day of the week's replies (第1天 is today, Tuesday); undefined otherwise. */
function dayAsked(when: string): number | undefined {
  const relative = ["今天", "明天", "后天"].indexOf(when);
  if (relative >= 0) return relative + 1;
  const date = /^(\d{1,2})月(\d{1,2})日$/.exec(when);
  if (date) return WEEK_DAYS.find((day) => day.label.startsWith(`${date[1]}月${date[2]}日`))?.day;
  const weekday = /^(?:周|星期|礼拜)([一二三四五六])$/.exec(when);
  return weekday ? WEEK_DAYS.find((day) => day.weekday === WEEKDAY_DIGITS.indexOf(weekday[1]) + 1)?.day : undefined;
}

function dayReply(when: string): ToolOutput {
  const asked = dayAsked(when);
  return asked === undefined ? DAY : agendaReply(WEEK_DAYS.filter(({ day }) => day === asked).map(agendaOf));
}

/** The demo student's exams as query_exams lists them, with the facts a reminder timed from an exam dates itself by. */
const EXAMS = [
  { title: "高等数学期末考试", date: "2027-01-04", time: "09:00", line: "「高等数学期末考试」：1月4日（周一）09:00，还有 34 天（4 周零 6 天）" },
  { title: "离散数学期末考试", date: "2027-01-12", time: "14:00", line: "「离散数学期末考试」：1月12日（周二）14:00，还有 42 天（6 周）" },
  { title: "概率论期末考试", date: "2027-01-14", time: "09:00", line: "「概率论期末考试」：1月14日（周四）09:00，还有 44 天（6 周零 2 天）" },
];

function examsReply(input: Record<string, unknown>): ToolOutput {
  const wanted = typeof input.exam === "string" ? input.exam : "";
  // As the real tool matches (server/exams/chat.ts): the subject said, its short name ("高数" for 高等数学) too.
  const subject = examSubject(wanted);
  const matching = EXAMS.filter(
    (exam) => wanted === "" || exam.title.includes(subject) || subject.includes(examSubject(exam.title)) || isAbbreviation(subject, examSubject(exam.title)),
  );
  if (matching.length === 0) return { ok: true, text: `没有找到「${wanted}」的考试。即将到来的考试有：${EXAMS.map((exam) => `「${exam.title}」`).join("、")}。` };
  const shown = matching;
  const [first, ...rest] = shown.map((exam) => exam.line);
  return {
    ok: true,
    text: rest.length === 0 ? `${first}。` : `最近的是${first}。\n其余：\n${rest.join("\n")}`,
    facts: { kind: "exam_list", exams: shown.map(({ title, date, time }) => ({ title, date, time })) },
  };
}

const REPLIES: Record<string, (input: Record<string, unknown>) => ToolOutput> = {
  list_tasks: (input) => (input.status === "pending" ? PENDING_LIST : input.status === "suggested" ? NO_SUGGESTED : ALL_LIST),
  // The overview is the listing's text; it hands no facts.
  get_overview: () => ({ ok: true, text: ALL_LIST.text }),
  rough_schedule: () => ROUGH_SCHEDULE,
  query_exams: examsReply,
  cancel_exam: (input) => {
    // The exam the words name, as query_exams finds it (a question naming none lists them all: nothing to delete).
    const listed = input.exam ? examsReply({ exam: input.exam }).facts : undefined;
    const exam = listed?.kind === "exam_list" && listed.exams.length === 1 ? listed.exams[0] : undefined;
    return exam ? { ok: true, text: `已删除考试「${exam.title}」。` } : { ok: false, text: `没有找到「${String(input.exam ?? "")}」这场考试，什么都没删。` };
  },
  quick_note: () => ({ ok: true, text: "已记下：事项（截止 12月4日 周五 20:00，重要不紧急）。", facts: { kind: "saved_task", estimated_sections: null } }),
  create_task: () => ({ ok: true, text: "已创建任务：事项（简单不重要）。", facts: { kind: "saved_task", estimated_sections: null } }),
  query_tasks: () => ({
    ok: true,
    text: "共找到 2 条任务：\n[28]整理离散数学错题本 | 重要不紧急 | 无截止",
    facts: { kind: "task_search", found: 2, unplanned: [] },
  }),
  query_free_time: (input) => (input.pick === "emptiest" ? EMPTIEST : input.when && !/周$|week/.test(String(input.when)) ? FREE_DAY : FREE_WEEK),
  query_day: (input) => (/这周|下周$|week|两周/.test(String(input.when ?? "")) ? WEEK : dayReply(String(input.when ?? ""))),
  complete_task: (input) => ({ ok: true, text: `${input.undo ? "已改回未完成" : "已完成"}：交班费。` }),
  update_task: () => ({ ok: true, text: "已修改：完成大学物理实验报告，截止改到12月4日 周五 23:59。" }),
  delete_task: () => ({ ok: true, text: "待确认删除：去菜鸟驿站取快递。还没有删除：学生在卡片上点“删除”才会删除，点“取消”就保留。" }),
  ask_user: () => ({ ok: true, text: "已向学生提问，等待回答。" }),
  query_progress: (input) => ({
    ok: true,
    text: input.focus === "missed" ? "这周（11月30日—12月6日）落下了1个学习块，共2节：\n- 12月1日（周二）19:00「谓词逻辑与推理理论」（「离散数学期末复习」，2节）" : "这周（11月30日—12月6日）共安排学习8节（4个学习块）：完成4节，没做2节，待打卡2节，完成了50%。",
  }),
  record_checkin: () => ({ ok: true, text: "已记录1个学习块的打卡：\n12月2日（周三）16:00「谓词逻辑与推理理论」：待打卡 → 完成" }),
  // The first periods of the asked day free for the asked length (第3天, Thursday, unless it names one).
  find_first_free: (input) => {
    const length = Number(input.duration ?? 2);
    const day = Number(input.day ?? 3);
    const taken = new Set(blocksOn(day).flatMap(({ start, end }) => Array.from({ length: end - start + 1 }, (_, offset) => start + offset)));
    const first = Array.from({ length: PERIODS - length + 1 }, (_, offset) => offset + 1).find((start) => Array.from({ length }, (_, offset) => start + offset).every((period) => !taken.has(period))) ?? 1;
    return { ok: true, text: `首个可用位置：第${day}天第${first}-${first + length - 1}节（可直接放置）。`, facts: { kind: "free_slot", slot: { day, slot_start: first, slot_end: first + length - 1 } } };
  },
};

/** The reply the eval gives to one tool call. */
export function evalToolReply(toolName: string, input: Record<string, unknown>): ToolOutput {
  return REPLIES[toolName]?.(input) ?? { ok: true, text: "操作完成。" };
}
