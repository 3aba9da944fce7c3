/** What the offline model understood a student's message to ask for, one variant per intent family. */
import type { QueryTasksInput } from "@/lib/protocol";
import type { AppSubject } from "./app-questions";

/** A task named by its id ("[12]", "任务12") or by (part of) its name ("复习线代", "高数"). */
export type TaskReference = { id: number } | { name: string };

/** A position named by the student: "第5天第3节" → day 5, slot 3; the slot is missing in "第5天". */
export interface SlotTarget {
  day?: number;
  /** A day in the student's words ("下周三", "周六", "明天", "5月2日"), resolved against the window when deciding. */
  dayWord?: string;
  slotStart?: number;
  /** "周四下午2点": a clock time ("14:00"), the period that holds it found from the period times when deciding. */
  clock?: string;
  /** "周五下午": the periods of that part of the day; slotStart is its first, and a taken start may move on within it. */
  dayPart?: { first: number; last: number };
  /** "往后挪一天", "提前两天": the block's own day moved by so many days (earlier below zero), at its own periods. */
  dayShift?: number;
  /** "往后推三个小时": the block's own start moved by so many hours, on its own day (or the day shifted to). */
  hourShift?: number;
  /** "往后挪一大节": the block's own start moved by so many periods. */
  slotShift?: number;
  /** "晚上最后两节": the block ends with the last so many periods of `dayPart` (last-periods.ts). */
  lastPeriods?: number;
  /** "挪回原位": back to the day and periods the saved timetable has the block at, a move in the draft taken back. */
  savedPlace?: boolean;
}

export type ScheduleQuestion =
  | { toolName: "get_overview"; input: Record<string, never> }
  | { toolName: "query_range"; input: { day: number; slot_start?: number; slot_end?: number } }
  | { toolName: "find_first_free"; input: { duration: number; day?: number } }
  | { toolName: "list_tasks"; input: { status: "pending" | "suggested" | "all" } }
  | { toolName: "get_task_info"; input: { task_id: number } }
  | {
      toolName: "query_free_time";
      input: { when?: string; part?: "morning" | "afternoon" | "evening"; min_periods?: number; pick?: "emptiest" };
    }
  | {
      toolName: "query_day";
      input: { when: string; part?: "morning" | "afternoon" | "evening"; remaining_only?: boolean; course?: string };
    };

/**
 * app_help: a question about the planner itself (understand/app-questions.ts), answered on its subjects.
 * course_change: a class of the timetable moved, asked or told (understand/course-changes.ts).
 * plan_edit: a saved study plan or one of its items renamed or taken out (understand/saved-plan-edits.ts).
 */
// "news": something told that the planner could act on if asked (an event moved, a thing already done, a time promised).
export type SmallTalkTopic = "greeting" | "thanks" | "capabilities" | "out_of_scope" | "dismiss" | "chat" | "news" | "app_help" | "course_change" | "plan_edit";

/** What an update changes, as far as the request says. */
export type ChangeKind = "deadline" | "title" | "priority" | "change";

export type Intent =
  | { family: "quick_note"; content: string }
  | { family: "create_task"; content: string; priorityGroup?: number; estimatedSections?: number }
  | { family: "query_tasks"; input: QueryTasksInput }
  | {
      family: "schedule";
      range?: string;
      hints: string[];
      wantsAll: boolean;
      looseOnly?: boolean;
      /** "水课也可以用": study may go into courses one may study through. */
      allowFiller?: boolean;
      /** "每天最多学4节". */
      dailyCap?: number;
      /** "越快学完越好" → rapid, "均匀一点" → steady: how the planner spreads it (rough_schedule's strategy). */
      strategy?: "steady" | "rapid";
      /** "排不下的先排重要的", "能排多少排多少": place what fits by priority (rough_schedule's allow_partial). */
      allowPartial?: true;
      /** "宏观经济学的复习排到下周": the subject is said as a study plan, so it goes to the planner as a class. */
      studyPlan?: true;
      /** "帮我规划期末复习": every class linked to an exam, each up to its exam (rough_schedule's for_exams). */
      forExams?: true;
      /** "除了错题本…", "英语作文先别排": what stays out of the plan, in the student's words (rough_schedule's exclude). */
      exclude?: string[];
      /** "周末不要排": whole weekdays kept free, 1 = Monday (rough_schedule's days_off). */
      daysOff?: number[];
      /** "1号到3号别排": days of the month kept free, as weekdays of the plan's week when the calendar dates it. */
      datesOff?: number[];
      /** "别给我排早八": parts of every day kept free (rough_schedule's keep_free). */
      keepFree?: string[];
      /** "线代排这周，英语排下周": each subject with its own range, one rough_schedule each (ranged-parts.ts). */
      parts?: { hints: string[]; range: string }[];
    }
  | {
      family: "propose_class";
      name: string;
      chapters: number;
      periodsEach: number;
      range?: string;
      /** "精听、泛听、跟读，各1节": named items instead of numbered chapters. */
      items?: { content: string; duration: number }[];
      /** "我想给中国古代史建一个复习计划": a plan wished for with no parts said (chapters 0), asked for first. */
      partsUnsaid?: true;
      /** "越快做完越好" → rapid (class-options.ts). */
      strategy?: "steady" | "rapid";
      /** "允许嵌入水课", "水课也能用": its blocks may go into 水课 (propose_task_class's allow_filler_course). */
      allowFiller?: boolean;
      /** "2027年1月20号开始": the day the plan starts, its year left out when the student left it out. */
      startsOn?: { year?: number; month: number; day: number };
      /** "从下周一开始", "明天起": the start said from today, dated from the call's calendar (decide-class.ts). */
      startsFrom?: string;
    }
  | { family: "edit"; action: "move"; reference: TaskReference; target: SlotTarget }
  | { family: "edit"; action: "swap"; references: [TaskReference, TaskReference] }
  | { family: "edit"; action: "unplace"; reference: TaskReference }
  /** "周三那两块复习整体往后推一周": the study blocks of a day (or part of it), shifted together (day-blocks.ts). */
  /**
   * "周三以后的都先别排": the study blocks from that day on taken off the plan, or the draft's blocks on those days
   * named one by one when the answer before said where it put them (onward-blocks.ts).
   */
  | { family: "edit"; action: "unplace_from"; dayWord: string; names?: string[] }
  /** dayWord unsaid: every block of the draft (复习计划整体往后挪一天). */
  | { family: "edit"; action: "shift_day"; dayWord?: string; dayPart?: { first: number; last: number }; count?: number; target: SlotTarget }
  | { family: "schedule_question"; question: ScheduleQuestion }
  | { family: "small_talk"; topic: SmallTalkTopic; about?: readonly AppSubject[] }
  | {
      family: "task_edit";
      action: "complete" | "reopen" | "update" | "delete";
      /** The to-do as the student named it. */
      task: string;
      title?: string;
      deadline?: string;
      priorityGroup?: number;
      /** "线代作业的截止时间帮我改一下": an update whose change is not said yet; the student is asked for it. */
      missing?: ChangeKind;
      /** "图论基础挪到周四": said with a verb that moves things, so it may name a study block rather than a to-do. */
      moved?: true;
    }
  /** "第一章复习完了，第三章没做", "昨天的复习都做了", "今天下午那节没去": check-ins of blocks that have begun. */
  | {
      family: "checkin";
      entries: { block?: string; status: "done" | "partial" | "skipped"; periods_done?: number }[];
      /** The days, as said: "昨天", "今天下午", "周三". */
      when?: string;
      /** "出去这几天的复习帮我打个卡": how it went is not said; the blocks as said, asked about (unsaid-checkins.ts). */
      statusUnsaid?: string;
    }
  /** "这周完成了多少？" (summary), "上周落下了哪些复习？" (missed). */
  | { family: "progress"; focus: "missed" | "summary"; range?: string }
  /** "把没完成的重新排一下": the work skipped blocks sent back, re-planned through one confirm card. */
  | {
      family: "replan_missed";
      range?: string;
      /** "只把概率论落下的…": the one class whose missed work is re-planned. */
      subject?: string;
      /** "…，每天最多三节": the most periods a day it may take (rough_schedule's daily_cap). */
      dailyCap?: number;
      /** "塞不下的告诉我": what fits placed, the rest said (rough_schedule's allow_partial). */
      allowPartial?: true;
      /** "周六周日不行，我要回家": whole weekdays the made-up work stays out of (rough_schedule's days_off). */
      daysOff?: number[];
      /** "晚上学不进去": parts of every day the made-up work stays out of (rough_schedule's keep_free). */
      keepFree?: string[];
      /** "离散的先不补": a class whose missed work stays unplanned (rough_schedule's exclude). */
      exclude?: string[];
    }
  /** "我的概率论期末考试是1月12日上午9点": an exam to save; `when` is the day and time as said. */
  | { family: "exam_record"; title: string; when: string; location?: string }
  /**
   * "有场考试要记一下", "有门线代考试帮我记上": an exam to save told without its day (and maybe its course), asked
   * back; `title` when the course was named. "有个考试要记一下，明天下午三点": its day told (`when`, and `location`
   * when said) but no course, so only the course is asked; `exam` is the exam word said ("补考"), kept for the title.
   */
  | { family: "exam_untold"; title?: string; when?: string; exam?: string; location?: string }
  /**
   * "概率论考试前一天晚上八点提醒我再过一遍公式": a note due a number of days before an exam (0: its day), at `time` as
   * said; the exam's day comes from query_exams.
   */
  // `minutesBefore`: "开考前两个小时提醒我", counted back from the exam's own start rather than a day and a clock.
  | { family: "exam_note"; exam: string; daysBefore: number; time: string; content: string; minutesBefore?: number }
  /**
   * "高数期末取消了", "四级我不考了": an exam on file called off, named by `exam` as said. `unlessUnkept`: a midterm,
   * quiz or oral test called off, taken out only when the conversation shows it on file, else heard as news.
   */
  | { family: "exam_cancel"; exam: string; unlessUnkept?: true }
  /** "高数期末推迟了一周": an exam on file moved by `days` (negative: earlier) from its listed day. */
  /** clock: the new time said ("下午两点") when the exam keeps its day or moves with it; else its listed time stays. */
  | { family: "exam_shift"; exam: string; days: number; clock?: string }
  /** "离期末考试还有几周", "概率论哪天考": the countdown, to one exam when one is named. */
  | { family: "exam_countdown"; exam?: string }
  /** "现在是第几周？": where today stands in the term. */
  | { family: "term_question" }
  /** "现在是第5周，一共18周": the student tells the term. */
  // "we have 18 weeks this term": the length told alone keeps the week the planner has (currentWeek unsaid).
  | { family: "term_set"; currentWeek?: number; weeks?: number }
  /** "为啥模拟卷放周六上午？": why a block of the plan just proposed is where it is, its place as the plan said it. */
  | { family: "placed_reason"; name: string; day: string; weekday?: string; start: string; end?: string; periods?: number }
  /** "换一下吧" after a plan of several blocks: which two is asked, the plan's blocks named. */
  | { family: "swap_unsaid"; names: string[] }
  /** Two requests in one message, done in the order asked. */
  | { family: "compound"; parts: Intent[] }
  | { family: "undo" }
  | { family: "unknown" };
