/**
 * Every limit the app enforces, in one table: who or what is counted (the key kind), how many points per window,
 * and which refusal the student reads. Per-student limits stop one account from hammering the server; guests'
 * daily limits bound what an anonymous visitor can spend; per-address limits bound account creation and sign-in.
 */
import type { ErrorCode } from "@/lib/errors";

export interface LimitPolicy {
  /** Points per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
  code: Extract<ErrorCode, "rate:limited" | "guest:limit" | "auth:throttled">;
  /** What the student reads; "{wait}" becomes how long to wait, in words ("请 9 分钟后再试": a space on each side of the number, as the app writes figures in Chinese). */
  message: string;
}

export const LIMIT_POLICIES = {
  /** Agent turns of one student. A turn costs a model call, so it is the tightest. */
  turn: { points: 12, seconds: 60, code: "rate:limited", message: "发送得太快了，请 {wait}后再试。" },
  /** State-changing requests of one student (tasks, courses, drafts, settings). */
  write: { points: 120, seconds: 60, code: "rate:limited", message: "操作太频繁了，请 {wait}后再试。" },
  /** A guest's turns and writes per day; registering lifts them (the data stays). */
  guestTurnsPerDay: { points: 60, seconds: 86_400, code: "guest:limit", message: "游客每天最多可以和助手对话 60 次，今天的次数已用完；注册后即可继续（数据会保留），或{wait}后再来。" },
  guestWritesPerDay: { points: 400, seconds: 86_400, code: "guest:limit", message: "游客每天最多修改 400 次，今天的次数已用完；注册后即可继续（数据会保留），或{wait}后再来。" },
  /** New guests from one address: a campus network shares one, so this is generous but finite. */
  guestsPerAddress: { points: 40, seconds: 3_600, code: "rate:limited", message: "这个网络新建的游客太多了，请 {wait}后再试，或直接登录。" },
  /** Sign-ups from one address. */
  signupsPerAddress: { points: 5, seconds: 3_600, code: "rate:limited", message: "这个网络注册的账号太多了，请 {wait}后再试。" },
  /**
   * Sign-in attempts from one address by browsers that are not a known device of the name tried (the per-name
   * back-off is db/queries/login-failures.ts). A known device, the student's own browser, is never counted here.
   */
  signInsPerAddress: { points: 30, seconds: 600, code: "auth:throttled", message: "这个网络的登录尝试太多了，请 {wait}后再试。" },
  signInsPerAddressPerDay: { points: 300, seconds: 86_400, code: "auth:throttled", message: "这个网络今天的登录尝试太多了，请 {wait}后再试。" },
  /** Checks of a signed-in student's current password (password change, account deletion): a stolen session cannot guess at speed. */
  passwordChecks: { points: 5, seconds: 900, code: "auth:throttled", message: "密码核对次数太多了，请 {wait}后再试。" },
} as const satisfies Record<string, LimitPolicy>;

export type LimitName = keyof typeof LIMIT_POLICIES;

/** "30 秒" / "5 分钟" / "2 小时": the wait a refusal names, rounded up. */
export function describeWait(seconds: number): string {
  if (seconds < 60) return `${Math.max(1, Math.ceil(seconds))} 秒`;
  if (seconds < 3_600) return `${Math.ceil(seconds / 60)} 分钟`;
  return `${Math.ceil(seconds / 3_600)} 小时`;
}
