/**
 * The tool replies the agent eval answers with: the demo student's real replies (week 13, Tuesday 1 December 2026,
 * captured from the schedule tools on the seeded demo data), and short successful replies for the write tools. The
 * eval scores what the model decides, so every model reads the same replies whatever it called before.
 */
import type { ToolOutput } from "@/lib/protocol";

const PENDING_LIST = "待安排任务共18个：\n\n[13]集合与二元关系 — 需2个连续时段，类别：离散数学期末复习\n[14]函数与等价关系 — 需2个连续时段，类别：离散数学期末复习\n[15]图论基础：欧拉图与哈密顿图 — 需3个连续时段，类别：离散数学期末复习\n[16]树与最小生成树 — 需2个连续时段，类别：离散数学期末复习\n[17]代数系统：群、环、域 — 需2个连续时段，类别：离散数学期末复习\n[18]综合模拟卷（限时） — 需4个连续时段，类别：离散数学期末复习\n[19]第二章 随机变量及其分布 — 需2个连续时段，类别：概率论复习\n[20]第三章 多维随机变量 — 需3个连续时段，类别：概率论复习\n[21]第四章 数字特征：期望与方差 — 需2个连续时段，类别：概率论复习\n[22]第五章 大数定律与中心极限定理 — 需2个连续时段，类别：概率论复习\n[23]第六章 参数估计 — 需2个连续时段，类别：概率论复习\n[24]第七章 假设检验与历年真题 — 需3个连续时段，类别：概率论复习\n[25]提交线性代数第五章作业 — 共需2个时段（可分段，截止第2天），类别：待办\n[26]完成大学物理实验报告 — 共需3个时段（可分段，截止第3天第8节），类别：待办\n[27]做一套英语四级真题 — 共需4个时段（可分段），类别：待办\n[28]整理离散数学错题本 — 共需2个时段（可分段），类别：待办\n[29]学生会迎新晚会策划案 — 共需6个时段（可分段，截止第8天第9节），类别：待办\n[30]整理电脑文件和照片 — 共需3个时段（可分段），类别：待办";

const ALL_LIST = "共30个任务，已安排12个，待安排18个。\n\n已安排：\n  [1]大学物理(课程,固定) — 第1天(1-2节) 第8天(1-2节) 第10天(5-7节)\n  [2]大学英语(课程,固定) — 第1天(3-4节) 第3天(1-2节) 第8天(3-4节)\n  [3]概率论与数理统计(课程,固定) — 第1天(5-6节) 第3天(9-10节) 第8天(5-6节)\n  [4]程序设计(课程,固定) — 第1天(9-12节) 第4天(5-6节) 第8天(9-12节) 第11天(5-6节)\n  [5]高等数学(课程,固定) — 第2天(1-2节) 第4天(3-4节) 第7天(1-2节) 第9天(1-2节) 第11天(3-4节)\n  [6]思想政治(课程,可嵌入) — 第2天(3-4节) 第9天(3-4节)\n  [7]第一章 随机事件与概率(概率论复习) — 第2天(3-4节)，宿主：[6]思想政治\n  [8]体育(课程,固定) — 第2天(5-6节) 第9天(5-6节)\n  [9]谓词逻辑与推理理论(离散数学期末复习) — 第2天(7-8节)\n  [10]线性代数(课程,固定) — 第3天(3-4节) 第7天(3-4节) 第10天(3-4节)\n  [11]离散数学(课程,固定) — 第4天(1-2节) 第7天(5-6节) 第11天(1-2节)\n  [12]形势与政策(课程,可嵌入) — 第7天(9-10节)\n\n待安排：\n  [13]集合与二元关系(离散数学期末复习) — 需2时段\n  [14]函数与等价关系(离散数学期末复习) — 需2时段\n  [15]图论基础：欧拉图与哈密顿图(离散数学期末复习) — 需3时段\n  [16]树与最小生成树(离散数学期末复习) — 需2时段\n  [17]代数系统：群、环、域(离散数学期末复习) — 需2时段\n  [18]综合模拟卷（限时）(离散数学期末复习) — 需4时段\n  [19]第二章 随机变量及其分布(概率论复习) — 需2时段\n  [20]第三章 多维随机变量(概率论复习) — 需3时段\n  [21]第四章 数字特征：期望与方差(概率论复习) — 需2时段\n  [22]第五章 大数定律与中心极限定理(概率论复习) — 需2时段\n  [23]第六章 参数估计(概率论复习) — 需2时段\n  [24]第七章 假设检验与历年真题(概率论复习) — 需3时段\n  [25]提交线性代数第五章作业(待办) — 需2时段\n  [26]完成大学物理实验报告(待办) — 需3时段\n  [27]做一套英语四级真题(待办) — 需4时段\n  [28]整理离散数学错题本(待办) — 需2时段\n  [29]学生会迎新晚会策划案(待办) — 需6时段\n  [30]整理电脑文件和照片(待办) — 需3时段";

const ROUGH_SCHEDULE = "粗排完成：离散数学期末复习 预排6个任务（共15节）。\n  集合与二元关系 → 12月7日 周一 第7-8节";

const FREE_DAY = "12月3日 周四 下午 空闲：14:00–15:40（2节）；16:00–17:40（2节）";
const FREE_WEEK = [
  "最空：12月5日 周六（空闲12节）",
  "12月1日 周二 全天 空闲：19:00–22:30（4节）",
  "12月2日 周三 全天 空闲：14:00–17:40（4节）；19:00–22:30（4节）",
  "12月5日 周六 全天 空闲：08:00–22:30（12节）",
];
const DAY = "12月3日 周四：08:00–09:40 离散数学（课）；10:00–11:40 高等数学（课）；14:00–15:40 程序设计（课）";
const WEEK = [
  "12月1日 周二：08:00–09:40 大学物理（课）；10:00–11:40 大学英语（课）",
  "12月2日 周三：08:00–09:40 高等数学（课）；16:00–17:40 谓词逻辑与推理理论（学习，离散数学期末复习）",
  "12月5日 周六：没有课和学习安排",
].join("\n");

const REPLIES: Record<string, (input: Record<string, unknown>) => ToolOutput> = {
  list_tasks: (input) => ({ ok: true, text: input.status === "pending" ? PENDING_LIST : input.status === "suggested" ? "已预排任务共0个。" : ALL_LIST }),
  get_overview: () => ({ ok: true, text: ALL_LIST }),
  rough_schedule: () => ({ ok: true, text: ROUGH_SCHEDULE }),
  quick_note: () => ({ ok: true, text: "已记下：事项（截止 12月4日 周五 20:00，重要不紧急）。" }),
  create_task: () => ({ ok: true, text: "已创建任务：事项（简单不重要）。" }),
  query_tasks: () => ({ ok: true, text: "共找到 2 条任务：\n[28]整理离散数学错题本 | 重要不紧急 | 无截止" }),
  query_free_time: (input) => ({ ok: true, text: input.pick === "emptiest" ? FREE_WEEK.join("\n") : input.when && !/周$|week/.test(String(input.when)) ? FREE_DAY : FREE_WEEK.slice(1).join("\n") }),
  query_day: (input) => ({ ok: true, text: /这周|下周$|week|两周/.test(String(input.when ?? "")) ? WEEK : DAY }),
  complete_task: (input) => ({ ok: true, text: `${input.undo ? "已改回未完成" : "已完成"}：交班费。` }),
  update_task: () => ({ ok: true, text: "已修改：完成大学物理实验报告，截止改到12月4日 周五 23:59。" }),
  delete_task: () => ({ ok: true, text: "待确认删除：去菜鸟驿站取快递。还没有删除：学生在卡片上点“删除”才会删除，点“取消”就保留。" }),
  ask_user: () => ({ ok: true, text: "已向学生提问，等待回答。" }),
  query_progress: (input) => ({
    ok: true,
    text: input.focus === "missed" ? "这周（11月30日—12月6日）落下了1个学习块，共2节：\n- 12月1日（周二）19:00「谓词逻辑与推理理论」（「离散数学期末复习」，2节）" : "这周（11月30日—12月6日）共安排学习8节（4个学习块）：完成4节，没做2节，待打卡2节，完成了50%。",
  }),
  record_checkin: () => ({ ok: true, text: "已记录1个学习块的打卡：\n12月2日（周三）16:00「谓词逻辑与推理理论」：待打卡 → 完成" }),
  // Thursday's classes end at period 6 (程序设计 14:00–15:40); the afternoon's last periods are the first free run.
  find_first_free: (input) => {
    const length = Number(input.duration ?? 2);
    return { ok: true, text: `首个可用位置：第${Number(input.day ?? 3)}天第7-${6 + length}节（可直接放置）。` };
  },
};

/** The reply the eval gives to one tool call. */
export function evalToolReply(toolName: string, input: Record<string, unknown>): ToolOutput {
  return REPLIES[toolName]?.(input) ?? { ok: true, text: "操作完成。" };
}
