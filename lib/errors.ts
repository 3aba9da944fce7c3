/**
 * The closed set of failures the data layer reports on purpose. Each has a stable `code` (`type:surface`), the
 * HTTP status a route should answer with, and a zh-CN message safe to show the student. Anything else that escapes
 * a query is a bug or an outage and should surface as a 500.
 */
export type DataErrorCode =
  | "draft:not_found"
  | "draft:not_open"
  | "draft:invalid"
  | "schedule:conflict"
  | "term:not_found"
  | "window:outside_term"
  | "conversation:not_found"
  | "course:not_found"
  | "course:invalid"
  | "course:overlap"
  | "term:invalid"
  | "term:change_blocked"
  | "feed:not_found"
  | "task_class:not_found"
  | "task_class:invalid"
  | "task_item:not_found"
  | "task_item:placed";

const ERROR_MARKER = Symbol.for("study-planner.data-error");

export abstract class DataError extends Error {
  abstract readonly code: DataErrorCode;
  abstract readonly httpStatus: number;
  readonly [ERROR_MARKER] = true;

  /** Works across module copies (Next.js bundles), where `instanceof` may not. */
  static isInstance(error: unknown): error is DataError {
    return typeof error === "object" && error !== null && ERROR_MARKER in error;
  }
}

export class DraftNotFoundError extends DataError {
  readonly code = "draft:not_found";
  readonly httpStatus = 404;
  constructor(readonly draftId: string) {
    super("找不到这份日程草稿。");
    this.name = "DraftNotFoundError";
  }
}

export class DraftNotOpenError extends DataError {
  readonly code = "draft:not_open";
  readonly httpStatus = 409;
  constructor(
    readonly draftId: string,
    readonly status: "committed" | "discarded",
  ) {
    super(status === "committed" ? "这份日程草稿已经确认过了。" : "这份日程草稿已被取消。");
    this.name = "DraftNotOpenError";
  }
}

/** The draft's content cannot be written: it names rows the user does not own or periods that collide. */
export class DraftInvalidError extends DataError {
  readonly code = "draft:invalid";
  readonly httpStatus = 422;
  constructor(
    readonly reason: string,
    options?: { cause?: unknown },
  ) {
    super(`日程草稿无法写入：${reason}`, options);
    this.name = "DraftInvalidError";
  }
}

/** Someone committed another schedule change after this draft was loaded. */
export class ScheduleConflictError extends DataError {
  readonly code = "schedule:conflict";
  readonly httpStatus = 409;
  constructor(
    readonly baseVersion: number,
    readonly currentVersion: number,
  ) {
    super("你的日程在此期间已被修改，请重新规划。");
    this.name = "ScheduleConflictError";
  }
}

export class TermNotFoundError extends DataError {
  readonly code = "term:not_found";
  readonly httpStatus = 404;
  constructor(readonly userId: number) {
    super("还没有设置学期信息，无法规划日程。");
    this.name = "TermNotFoundError";
  }
}

export class WindowOutsideTermError extends DataError {
  readonly code = "window:outside_term";
  readonly httpStatus = 422;
  constructor(
    readonly from: string,
    readonly to: string,
  ) {
    super(`${from} 至 ${to} 不在本学期内，无法规划。`);
    this.name = "WindowOutsideTermError";
  }
}

/** A conversation id that is unknown, or belongs to another student (the two are indistinguishable on purpose). */
export class ConversationNotFoundError extends DataError {
  readonly code = "conversation:not_found";
  readonly httpStatus = 404;
  constructor(readonly conversationId: string) {
    super("找不到这段对话。");
    this.name = "ConversationNotFoundError";
  }
}

/** A course id that is unknown, not a course, or belongs to another student. */
export class CourseNotFoundError extends DataError {
  readonly code = "course:not_found";
  readonly httpStatus = 404;
  constructor(readonly courseId: number) {
    super("找不到这门课程。");
    this.name = "CourseNotFoundError";
  }
}

/** Course fields that break a rule (periods 1-12, weeks inside the term, a name, ...); `reasons` lists each one. */
export class CourseInvalidError extends DataError {
  readonly code = "course:invalid";
  readonly httpStatus = 422;
  constructor(readonly reasons: string[]) {
    super(`课程信息有误：${reasons.join("；")}`);
    this.name = "CourseInvalidError";
  }
}

export interface PeriodClash {
  /** The course (or study block) already there, or the other new meeting. */
  name: string;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeks: number[];
}

/** The periods asked for are taken; `clashes` says by what, where and in which weeks. */
export class CourseOverlapError extends DataError {
  readonly code = "course:overlap";
  readonly httpStatus = 409;
  constructor(
    readonly clashes: PeriodClash[],
    message: string,
  ) {
    super(message);
    this.name = "CourseOverlapError";
  }
}

export class TermInvalidError extends DataError {
  readonly code = "term:invalid";
  readonly httpStatus = 422;
  constructor(readonly reasons: string[]) {
    super(`学期设置有误：${reasons.join("；")}`);
    this.name = "TermInvalidError";
  }
}

export interface AffectedWeek {
  week: number;
  /** Occupied periods (schedules rows) in that week. */
  periods: number;
  /** Names of the courses and study blocks concerned. */
  events: string[];
}

/** The term change would drop or silently move committed periods; nothing was changed. */
export class TermChangeBlockedError extends DataError {
  readonly code = "term:change_blocked";
  readonly httpStatus = 409;
  constructor(
    readonly reason: "outside_weeks" | "moves_study_blocks",
    readonly affected: AffectedWeek[],
    message: string,
  ) {
    super(message);
    this.name = "TermChangeBlockedError";
  }
}

/** A calendar feed token that is unknown or revoked (indistinguishable on purpose). */
export class FeedNotFoundError extends DataError {
  readonly code = "feed:not_found";
  readonly httpStatus = 404;
  constructor() {
    super("这个日历订阅地址不存在或已失效。");
    this.name = "FeedNotFoundError";
  }
}
