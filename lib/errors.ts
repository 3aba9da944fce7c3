/**
 * Every refusal the app makes on purpose, as one error type with a closed set of codes (`type:surface`). The table
 * below is the only place a code gets its HTTP status and the zh-CN sentence the student reads when the thrower has
 * nothing more specific to say. Anything that is not a PlannerError is a bug or an outage and answers 500.
 *
 * `details` travel to the client beside the message (which rules broke, what clashes, which field is wrong) so a
 * form can show each one; `context` stays on the server (logs, tests) and never reaches the response.
 */

import type { ConfirmRequestData } from "./protocol/data-parts";

export const ERROR_TABLE = {
  "request:invalid": { status: 400, message: "请求参数有误。" },
  // The edge's own refusals (proxy.ts and server/http.ts), before any student data is touched.
  "request:cross_origin": { status: 403, message: "请求来自其他网站，已拒绝。" },
  "request:unsupported_type": { status: 415, message: "请求内容格式不受支持。" },
  "request:too_large": { status: 413, message: "请求内容太大了。" },
  "request:not_found": { status: 404, message: "找不到你要的内容。" },
  "request:method_not_allowed": { status: 405, message: "这个地址不支持这种请求方式。" },
  // Rate limits and guests' daily limits; retryAfterSeconds says when to try again.
  "rate:limited": { status: 429, message: "操作太频繁了，请稍后再试。" },
  "guest:limit": { status: 429, message: "游客今天的使用次数已用完，注册后即可继续使用（数据会保留）。" },
  "auth:required": { status: 401, message: "请先登录。" },
  "auth:invalid_credentials": { status: 401, message: "用户名或密码不正确。" },
  "auth:throttled": { status: 429, message: "登录失败次数过多，请稍后再试。" },
  // A first visit whose browser did not keep the cookie check's probe (app/api/auth/guest/cookie-check.ts): no guest.
  "auth:cookies_required": { status: 400, message: "需要开启 Cookie 才能使用，请允许本站的 Cookie 后重试。" },
  "account:username_taken": { status: 409, message: "这个用户名已被使用。" },
  "account:weak_password": { status: 422, message: "密码太容易被猜到了，请换一个。" },
  "account:guest_only": { status: 409, message: "游客没有密码，注册后才能使用这个功能。" },
  "conversation:not_found": { status: 404, message: "找不到这段对话。" },
  // A student's message sent with the id of one of the assistant's: it would overwrite that reply.
  "message:id_taken": { status: 409, message: "这条消息的编号已被助手的回复使用，请刷新页面后重新发送。" },
  // One turn per student at a time: a second one waits for the first, and gives up after the first's time limit.
  "turn:busy": { status: 409, message: "上一轮回复还没结束，请等它完成后再发送。" },
  "draft:not_found": { status: 404, message: "找不到这份日程草稿。" },
  "draft:not_open": { status: 409, message: "这份日程草稿已经确认或取消了。" },
  "draft:invalid": { status: 422, message: "日程草稿无法写入。" },
  // A confirm card that shows an older revision of its draft: the answer carries the current card.
  "draft:stale": { status: 409, message: "方案已经变了，请看看最新的方案再确认。" },
  // A move in the week grid the schedule's rules refuse (a taken period, a course, the past); the message says why.
  "move:refused": { status: 422, message: "这个安排不能移到那里。" },
  // 重新安排 of missed work with nothing to place (nothing skipped, or none of it fits); the message says which.
  "replan:refused": { status: 422, message: "没有可以重新安排的落下的学习。" },
  "commit:not_found": { status: 404, message: "找不到这次安排。" },
  // An undo refused: a later change touched the same blocks, or the periods are taken or past; the message names them.
  "commit:conflict": { status: 409, message: "这次安排之后日程又变过，无法撤销。" },
  // Check-ins of study blocks (POST /api/blocks/:id/checkin) and the progress view's dates (GET /api/progress).
  "block:not_found": { status: 404, message: "找不到这个学习块，可能已被移走或删除。" },
  "checkin:invalid": { status: 422, message: "打卡内容有误。" },
  "checkin:not_started": { status: 409, message: "这个学习块还没开始，开始之后才能打卡。" },
  "range:invalid": { status: 422, message: "日期范围有误。" },
  "schedule:conflict": { status: 409, message: "你的日程在此期间已被修改，请重新规划。" },
  "term:not_found": { status: 404, message: "还没有设置学期信息，无法规划日程。" },
  "term:invalid": { status: 422, message: "学期设置有误。" },
  "term:change_blocked": { status: 409, message: "这次学期修改会影响已安排的日程，未做任何修改。" },
  // The week grid's week outside the term (GET /api/schedule?week=N).
  "window:outside_term": { status: 404, message: "这一周不在本学期内。" },
  // A planning range outside the term (it used to share window:outside_term, with another status).
  "range:outside_term": { status: 422, message: "这段日期不在本学期内，无法规划。" },
  "course:not_found": { status: 404, message: "找不到这门课程。" },
  "course:invalid": { status: 422, message: "课程信息有误。" },
  "course:overlap": { status: 409, message: "与已有安排冲突。" },
  "ics:invalid": { status: 422, message: "文件不是有效的 iCalendar（.ics）格式。" },
  "feed:not_found": { status: 404, message: "这个日历订阅地址不存在或已失效。" },
  "push:endpoint_refused": { status: 422, message: "这个推送地址不属于受信任的推送服务，未保存。" },
  "push:not_subscribed": { status: 404, message: "这个浏览器还没有开启推送提醒。" },
  "task_class:not_found": { status: 404, message: "没有找到这个任务类" },
  "task_class:invalid": { status: 422, message: "任务类信息有误。" },
  "task_item:not_found": { status: 404, message: "没有找到这个任务" },
  "task_item:placed": { status: 409, message: "已安排的任务不能修改时长：请先对助手说“把它先不排了”，确认后再修改。" },
  // Exams (/api/exams): another student's answers not_found; a date, time or link that cannot be kept is invalid.
  "exam:not_found": { status: 404, message: "找不到这场考试，可能已被删除。" },
  "exam:invalid": { status: 422, message: "考试信息有误。" },
  "task:not_found": { status: 404, message: "找不到这条待办，可能已被删除。" },
  "task:invalid": { status: 422, message: "待办信息有误。" },
  // A delete card's button naming no card of this student's conversation (POST /api/tasks/:id/deletion).
  "task:deletion_not_found": { status: 404, message: "找不到这张删除卡片，待办没有改动。" },
  "server:error": { status: 500, message: "服务器出错了，请稍后再试。" },
  // SIGTERM: the server finishes the turns it runs and takes no new one (server/platform/shutdown.ts).
  "server:draining": { status: 503, message: "服务器正在重启，请稍后再发一次。" },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_TABLE;

export interface PeriodClash {
  /** The course (or study block) already there, or the other new meeting. */
  name: string;
  day_of_week: number;
  section_start: number;
  section_end: number;
  weeks: number[];
}

export interface AffectedWeek {
  week: number;
  /** Occupied periods (schedules rows) in that week. */
  periods: number;
  /** Names of the courses and study blocks concerned. */
  events: string[];
}

/** What the client may see beside the message. */
export interface ErrorDetails {
  /** Every rule the input broke, one sentence each. */
  reasons?: string[];
  /** course:overlap: what already holds the periods asked for. */
  clashes?: PeriodClash[];
  /** term:change_blocked: why, and which weeks would lose or move periods. */
  reason?: "outside_weeks" | "outside_periods" | "moves_study_blocks";
  affected?: AffectedWeek[];
  /** Field name -> message, for forms that show a message under each input. */
  fields?: Partial<Record<string, string>>;
  /** draft:stale: the card as the draft is now, to show in place of the stale one. */
  confirm_request?: ConfirmRequestData;
}

export interface PlannerErrorOptions {
  /** The sentence the student reads; defaults to the table's. */
  message?: string;
  details?: ErrorDetails;
  /** Server-side facts for logs and tests (ids, versions); never sent. */
  context?: Record<string, unknown>;
  cause?: unknown;
  /** auth:throttled, rate:limited, guest:limit: seconds until another attempt is counted (the Retry-After header). */
  retryAfterSeconds?: number;
}

const ERROR_MARKER = Symbol.for("study-planner.planner-error");

export class PlannerError extends Error {
  readonly [ERROR_MARKER] = true;
  readonly details: ErrorDetails;
  readonly context: Record<string, unknown>;
  readonly retryAfterSeconds?: number;
  readonly httpStatus: number;

  constructor(
    readonly code: ErrorCode,
    options: PlannerErrorOptions = {},
  ) {
    super(options.message ?? ERROR_TABLE[code].message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = "PlannerError";
    this.httpStatus = ERROR_TABLE[code].status;
    this.details = options.details ?? {};
    this.context = options.context ?? {};
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Works across module copies (Next.js bundles), where `instanceof` may not. */
  static isInstance(error: unknown, code?: ErrorCode): error is PlannerError {
    if (typeof error !== "object" || error === null || !(ERROR_MARKER in error)) return false;
    return code === undefined || (error as PlannerError).code === code;
  }
}

/** A refusal that lists every broken rule, each in `details.reasons`; the message is the lead and all of them. */
export function invalidInput(code: ErrorCode, reasons: string[], lead: string): PlannerError {
  return new PlannerError(code, { message: `${lead}${reasons.join("；")}`, details: { reasons } });
}
