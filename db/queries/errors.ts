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
  | "conversation:not_found";

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
