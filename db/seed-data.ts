/**
 * The demo student's fixed facts: a second-year timetable at a Chinese university, two revision plans and a
 * handful of loose tasks. Dates are expressed relative to the current week so the demo is always "now".
 */
import type { PeriodTime } from "@/lib/calendar/clock";
import { DEFAULT_SECTION_TIMES } from "@/lib/calendar/default-term";


export const DEMO_STUDENT_NAME = "林小满";
export const DEMO_TIMEZONE = "Asia/Shanghai";
export const DEMO_TERM_WEEKS = 18;
/** The current week of the demo term: term start is the Monday this many weeks minus one before this week's. */
export const DEMO_CURRENT_WEEK = 13;

/** A real day: four morning periods, four afternoon periods after lunch, four evening periods after dinner. */
/** The demo student keeps the default period clock (copied, so a test may not change the shared constant). */
export const DEMO_SECTION_TIMES: PeriodTime[] = DEFAULT_SECTION_TIMES.map((time) => ({ ...time }));

export interface WeekRange {
  from: number;
  to: number;
  parity?: "odd" | "even";
}

export interface CourseMeeting {
  dayOfWeek: number;
  sectionStart: number;
  sectionEnd: number;
  weeks: WeekRange;
}

export interface CourseSeed {
  name: string;
  location: string;
  canBeEmbedded: boolean;
  meetings: CourseMeeting[];
}

const ALL_WEEKS: WeekRange = { from: 1, to: DEMO_TERM_WEEKS };
const ODD_WEEKS: WeekRange = { ...ALL_WEEKS, parity: "odd" };
const EVEN_WEEKS: WeekRange = { ...ALL_WEEKS, parity: "even" };

export const DEMO_COURSES: CourseSeed[] = [
  {
    name: "高等数学",
    location: "教一楼101",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 1, sectionStart: 1, sectionEnd: 2, weeks: ALL_WEEKS },
      { dayOfWeek: 3, sectionStart: 1, sectionEnd: 2, weeks: ALL_WEEKS },
      { dayOfWeek: 5, sectionStart: 3, sectionEnd: 4, weeks: ALL_WEEKS },
    ],
  },
  {
    name: "大学英语",
    location: "外语楼305",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 2, sectionStart: 3, sectionEnd: 4, weeks: ALL_WEEKS },
      { dayOfWeek: 4, sectionStart: 1, sectionEnd: 2, weeks: ODD_WEEKS },
    ],
  },
  {
    name: "线性代数",
    location: "教二楼204",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 1, sectionStart: 3, sectionEnd: 4, weeks: { from: 1, to: 16 } },
      { dayOfWeek: 4, sectionStart: 3, sectionEnd: 4, weeks: { from: 1, to: 16 } },
    ],
  },
  {
    name: "大学物理",
    location: "理科楼110",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 2, sectionStart: 1, sectionEnd: 2, weeks: ALL_WEEKS },
      // The lab: three periods in a row, every other week.
      { dayOfWeek: 4, sectionStart: 5, sectionEnd: 7, weeks: EVEN_WEEKS },
    ],
  },
  {
    name: "程序设计",
    location: "计算机楼机房3",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 2, sectionStart: 9, sectionEnd: 12, weeks: ALL_WEEKS },
      { dayOfWeek: 5, sectionStart: 5, sectionEnd: 6, weeks: { from: 1, to: 16 } },
    ],
  },
  {
    name: "思想政治",
    location: "教三楼大阶梯",
    canBeEmbedded: true,
    meetings: [{ dayOfWeek: 3, sectionStart: 3, sectionEnd: 4, weeks: ALL_WEEKS }],
  },
  {
    name: "体育",
    location: "东区操场",
    canBeEmbedded: false,
    meetings: [{ dayOfWeek: 3, sectionStart: 5, sectionEnd: 6, weeks: ALL_WEEKS }],
  },
  {
    name: "离散数学",
    location: "教二楼301",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 1, sectionStart: 5, sectionEnd: 6, weeks: ALL_WEEKS },
      { dayOfWeek: 5, sectionStart: 1, sectionEnd: 2, weeks: ALL_WEEKS },
    ],
  },
  {
    name: "概率论与数理统计",
    location: "教二楼105",
    canBeEmbedded: false,
    meetings: [
      { dayOfWeek: 2, sectionStart: 5, sectionEnd: 6, weeks: ALL_WEEKS },
      { dayOfWeek: 4, sectionStart: 9, sectionEnd: 10, weeks: ODD_WEEKS },
    ],
  },
  {
    name: "形势与政策",
    location: "教三楼201",
    canBeEmbedded: true,
    meetings: [{ dayOfWeek: 1, sectionStart: 9, sectionEnd: 10, weeks: EVEN_WEEKS }],
  },
  {
    name: "心理健康教育",
    location: "图书馆报告厅",
    canBeEmbedded: true,
    // A half-term course, already over by the current week.
    meetings: [{ dayOfWeek: 5, sectionStart: 7, sectionEnd: 8, weeks: { from: 1, to: 8 } }],
  },
];

interface ItemSeed {
  content: string;
  duration: number;
  /** Already on the timetable in the current week: as its own study block, or embedded into a course. */
  applied?:
    | { kind: "block"; dayOfWeek: number; sectionStart: number }
    | { kind: "embedded"; course: string; dayOfWeek: number; sectionStart: number };
}

export interface TaskClassSeed {
  name: string;
  strategy: "steady" | "rapid";
  allowFillerCourse: boolean;
  excludedSlots: number[];
  /** The class runs from today for this many days. */
  days: number;
  items: ItemSeed[];
}

export const DEMO_TASK_CLASSES: TaskClassSeed[] = [
  {
    name: "离散数学期末复习",
    strategy: "steady",
    allowFillerCourse: true,
    excludedSlots: [],
    days: 14,
    items: [
      { content: "命题逻辑与等值演算", duration: 2, applied: { kind: "block", dayOfWeek: 1, sectionStart: 7 } },
      { content: "谓词逻辑与推理理论", duration: 2, applied: { kind: "block", dayOfWeek: 3, sectionStart: 7 } },
      { content: "集合与二元关系", duration: 2 },
      { content: "函数与等价关系", duration: 2 },
      { content: "图论基础：欧拉图与哈密顿图", duration: 3 },
      { content: "树与最小生成树", duration: 2 },
      { content: "代数系统：群、环、域", duration: 2 },
      { content: "综合模拟卷（限时）", duration: 4 },
    ],
  },
  {
    name: "概率论复习",
    strategy: "rapid",
    allowFillerCourse: false,
    // No revision at 8 a.m. or after 21:35.
    excludedSlots: [1, 6],
    days: 14,
    items: [
      {
        content: "第一章 随机事件与概率",
        duration: 2,
        applied: { kind: "embedded", course: "思想政治", dayOfWeek: 3, sectionStart: 3 },
      },
      { content: "第二章 随机变量及其分布", duration: 2 },
      { content: "第三章 多维随机变量", duration: 3 },
      { content: "第四章 数字特征：期望与方差", duration: 2 },
      { content: "第五章 大数定律与中心极限定理", duration: 2 },
      { content: "第六章 参数估计", duration: 2 },
      { content: "第七章 假设检验与历年真题", duration: 3 },
    ],
  },
];

export interface LooseTaskSeed {
  title: string;
  priorityGroup: 1 | 2 | 3 | 4;
  /** Days from today and local clock time; absent when the task has no deadline. */
  deadline?: { days: number; time: string };
  /** Hours before the deadline from which the task counts as urgent. */
  urgentHoursBefore?: number;
  isCompleted?: boolean;
  estimatedSections?: number;
  /** How long ago it was written down. */
  createdHoursAgo: number;
}

export const DEMO_TASKS: LooseTaskSeed[] = [
  {
    title: "提交线性代数第五章作业",
    priorityGroup: 1,
    deadline: { days: 1, time: "23:59" },
    urgentHoursBefore: 24,
    estimatedSections: 2,
    createdHoursAgo: 72,
  },
  {
    title: "完成大学物理实验报告",
    priorityGroup: 1,
    deadline: { days: 2, time: "18:00" },
    urgentHoursBefore: 48,
    estimatedSections: 3,
    createdHoursAgo: 50,
  },
  {
    title: "交高等数学习题册",
    priorityGroup: 1,
    deadline: { days: -1, time: "12:00" },
    isCompleted: true,
    estimatedSections: 2,
    createdHoursAgo: 120,
  },
  {
    title: "做一套英语四级真题",
    priorityGroup: 2,
    deadline: { days: 30, time: "09:00" },
    urgentHoursBefore: 7 * 24,
    estimatedSections: 4,
    createdHoursAgo: 200,
  },
  {
    title: "整理离散数学错题本",
    priorityGroup: 2,
    estimatedSections: 2,
    createdHoursAgo: 30,
  },
  {
    title: "读完《算法导论》第二章",
    priorityGroup: 2,
    isCompleted: true,
    createdHoursAgo: 300,
  },
  {
    title: "去菜鸟驿站取快递",
    priorityGroup: 3,
    deadline: { days: 1, time: "20:00" },
    createdHoursAgo: 5,
  },
  {
    title: "交班费",
    priorityGroup: 3,
    isCompleted: true,
    createdHoursAgo: 96,
  },
  {
    title: "买洗衣液和抽纸",
    priorityGroup: 3,
    createdHoursAgo: 8,
  },
  {
    title: "学生会迎新晚会策划案",
    priorityGroup: 4,
    deadline: { days: 7, time: "20:00" },
    urgentHoursBefore: 72,
    estimatedSections: 6,
    createdHoursAgo: 150,
  },
  {
    title: "整理电脑文件和照片",
    priorityGroup: 4,
    estimatedSections: 3,
    createdHoursAgo: 400,
  },
  {
    title: "给社团公众号排版推文",
    priorityGroup: 4,
    isCompleted: true,
    estimatedSections: 2,
    createdHoursAgo: 240,
  },
];
