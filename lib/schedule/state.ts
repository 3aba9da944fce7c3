/**
 * The in-memory schedule state the tool layer operates on (seed SCHEDULE_TOOLS.md §3).
 * It is plain JSON so a draft can be stored in `schedule_drafts.state` and reloaded by any server instance.
 * The model never sees this structure: it sees only tool replies that name tasks by `state_id`.
 */
import type { ToolFacts } from "../protocol/model-facts";

/**
 * A term's day has 8 to 16 periods (its clock's length, lib/calendar/term-rules.ts); 12 is the seed's day and the
 * default wherever no term says otherwise (a state stored before the count was carried, a test's hand-made state).
 */
export const DEFAULT_PERIODS_PER_DAY = 12;
export const MIN_PERIODS_PER_DAY = 8;
export const MAX_PERIODS_PER_DAY = 16;

/**
 * "event" = a row of schedule_events; "task_item" = a row of task_class_items not yet on the timetable;
 * "task" = a loose task (a row of `tasks` with estimated_sections) not yet on the timetable. Once committed, a
 * placed item or loose task is read back as the "event" of its study block. "review" = a review sitting of an item
 * already studied (issue 25), proposed in this draft: its source_id only tells the draft's reviews apart, and
 * `review_of` names the item; once committed it is read back as the "event" of its study block, `review_of` kept.
 */
type TaskSource = "event" | "task_item" | "task" | "review";

/** existing = committed fact; suggested = placed in this draft; pending = waiting to be placed. */
export type TaskStatus = "existing" | "suggested" | "pending";

/** One contiguous run of periods on one day of the window. Both ends inclusive, 1..periods_per_day. */
export interface SlotRange {
  day: number;
  slot_start: number;
  slot_end: number;
}

/** Maps a window day index (1-based, contiguous) to the term's (week, day_of_week). day_of_week: 1 = Monday. */
export interface DayMapping {
  day_index: number;
  week: number;
  day_of_week: number;
}

export interface ScheduleWindow {
  total_days: number;
  day_mapping: DayMapping[];
  /**
   * Where "now" falls in the window: periods before period `slot` of day `day` have already begun, so nothing new may
   * start in them (slot periods_per_day + 1 closes the whole day). Absent when the whole window lies ahead. Set by the caller that
   * knows the clock; the pure core never reads one.
   */
  open_from?: { day: number; slot: number };
  /**
   * Periods after which the clock has a long break (over 30 minutes: lunch, dinner): the planner never lets a sitting
   * run across one. Set by the caller that knows the term's period times, like open_from.
   */
  long_breaks?: number[];
  /** Periods in each day of the window: the term's clock length (8-16). Absent: DEFAULT_PERIODS_PER_DAY. */
  periods_per_day?: number;
}

/** The number of periods in a day of this window. */
export function periodsPerDay(window: Pick<ScheduleWindow, "periods_per_day">): number {
  return window.periods_per_day ?? DEFAULT_PERIODS_PER_DAY;
}

/**
 * The category of a course in the state. Not a sentence but a value of the state: the tools and the built-in model tell
 * a course from a task by it, and the model reads it as it reads a class name (beside the loose tasks' 待办,
 * lib/tasks/loose-task-state.ts).
 */
export const COURSE_CATEGORY = "课程";
/** The category of a study block whose task item (or reviewed item) no longer exists: it has no class name to carry. */
export const UNCLASSIFIED_CATEGORY = "任务";

export interface StateTask {
  /** Unique within the state, assigned at load; the only id the model sees. */
  state_id: number;
  source: TaskSource;
  /** schedule_events.id or task_class_items.id; internal, used only when committing. */
  source_id: number;
  name: string;
  /** COURSE_CATEGORY for courses, LOOSE_TASK_CATEGORY for loose tasks, else the task class name. */
  category: string;
  status: TaskStatus;
  /** A course that may not be embedded is fixed: it never moves and its periods never take a task. */
  locked: boolean;
  /** schedule_events.type of an event-sourced task; courses are counted but not listed as tasks. */
  event_type?: "course" | "task";
  /** A "水课": other tasks may be embedded into its periods. */
  can_embed?: boolean;
  /**
   * Host view: the state_ids of tasks embedded in this host's periods. The seed uses a single id, but a weekly
   * course has many occurrences and each may carry a different guest, so this is a list.
   */
  embedded_by?: number[];
  /** Guest view: the state_id of the host whose periods this task shares. */
  embed_host?: number;
  /** Placed periods; present for existing and suggested tasks. */
  slots?: SlotRange[];
  /** Number of consecutive periods the task needs (pending / suggested task items). */
  duration?: number;
  /** task_classes.id of a task item. */
  category_id?: number;
  /** Position of the item within its task class; item k+1 must never be scheduled before item k. */
  item_order?: number;
  /**
   * On a committed study block of a task item (source "event"): the item's id. Lets the block move into a 水课, where
   * the commit stores it as the item's embedding instead of its own event.
   */
  item_id?: number;

  // ---- Loose tasks (rows of `tasks`), read by the planner (lib/schedule/planner) ----
  // A loose task has source "task" and `estimated_sections` set (see isLooseTask in planner/request.ts); its
  // source_id is the `tasks.id`. loadState reads every open task with an estimate that has no study block yet;
  // commitDraft writes its placed ranges as one study block (schedule_events.task_id). The fields are optional so
  // every existing state stays valid. The priority fields may also be set on a task item; the planner then weighs
  // it like a loose task.

  /** Periods of study the loose task needs in total (tasks.estimated_sections); it may be split into blocks. */
  estimated_sections?: number;
  /** Preferred length of one block of a loose task, in periods; default 2 (a standard 1-2, 3-4 ... block). */
  block_length?: number;
  /** Priority quadrant (lib/tasks/priority.ts): 1 重要且紧急, 2 重要不紧急, 3 简单不重要, 4 复杂不重要. */
  priority_group?: 1 | 2 | 3 | 4;
  /** Last window day the task may occupy (its deadline mapped onto the window); absent: no deadline in the window. */
  deadline_day?: number;
  /** Last period of deadline_day the task may occupy (the last one that ends by the deadline); absent: the whole day. */
  deadline_slot?: number;
  /** First window day on which a quadrant-2 task counts as urgent (its urgency threshold mapped onto the window). */
  urgent_from_day?: number;
  /**
   * Pending work a skipped sitting sent back (lib/schedule/missed-work.ts): a task item whose every sitting was
   * skipped, or a to-do's skipped periods (its estimated_sections is then what is left). Re-planned first by
   * rough_schedule's missed_only.
   */
  missed?: boolean;
  /**
   * A review sitting (source "review" in a draft, or a committed study block read back as an "event"): the
   * task_class_items.id of the item it reviews. Absent on every other task. A review carries category_id but never
   * item_order, so it never anchors the order of its class's items.
   */
  review_of?: number;
}

/** Scheduling preferences of one task class, translated into window terms for the rough scheduler. */
export interface StateTaskClass {
  category_id: number;
  name: string;
  /** First and last window day inside the class's date range; absent when the range misses the window. */
  day_start?: number;
  day_end?: number;
  strategy: "steady" | "rapid";
  allow_filler_course: boolean;
  /**
   * Blocked 2-period blocks: 1 = periods 1-2, 2 = periods 3-4, ... 6 = periods 11-12, up to 8 = periods 15-16. With
   * an odd number of periods a day the last block is the single last period (block 7 of a 13-period day = period 13).
   */
  excluded_slots: number[];
  /**
   * Set on a class proposed in this draft (propose_task_class) that does not exist yet: its category_id and its
   * items' source_ids are negative placeholders until commitDraft creates the rows. The dates are the class's range.
   */
  proposed?: { start_date: string; end_date: string };
  /**
   * The window day of the exam this class prepares for (exams.task_class_id), counted from day 1 of the window even
   * when it lies beyond it (total_days + k) or before it (≤ 0). Study and reviews of the class end the day before;
   * the last review of each item falls in the 3 days before (planner/reviews.ts).
   */
  exam_day?: number;
}

export interface ScheduleState {
  window: ScheduleWindow;
  tasks: StateTask[];
  /** Task class settings used by the rough scheduler; optional so the seed's example state stays valid. */
  task_classes?: StateTaskClass[];
}

/**
 * What every tool returns. On failure `state` is the very input state object. `facts` are what a later step of the
 * model reads from the reply, as data (lib/protocol/model-facts.ts), where a tool has any.
 */
export interface ToolResult {
  ok: boolean;
  text: string;
  state: ScheduleState;
  facts?: ToolFacts;
}
