/**
 * How a failure of the model or of its stream reads to the student: one sentence in their words, never the
 * provider's or driver's message (which can carry a request body or SQL parameters). The detail goes to the log.
 */
import { APICallError, InvalidToolInputError, NoSuchToolError, RetryError } from "ai";
import { PlannerError } from "@/lib/errors";
import { logError } from "@/server/http";

export const MODEL_ERROR_TEXT = "模型服务出错，本轮已停止。请稍后再发一次。";

export function describeModelError(error: unknown): string {
  if (PlannerError.isInstance(error)) return error.message;
  logError("agent turn", error);
  const status = apiStatusOf(error);
  return status === undefined ? MODEL_ERROR_TEXT : `模型服务暂时不可用（HTTP ${status}），本轮已停止。请稍后再发一次。`;
}

/** The HTTP status of a failed call to the model endpoint, also when retries wrapped it (RetryError, causes). */
function apiStatusOf(error: unknown): number | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    if (APICallError.isInstance(current)) return current.statusCode;
    current = RetryError.isInstance(current) ? current.lastError : (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * The SDK routes tool-call errors through the same formatter as stream errors. A call of a tool the stage does not
 * offer, or with arguments that are not JSON, is the model's slip, answered to it and shown as a refused call; the
 * turn goes on, so it must not read as an outage.
 */
export function describeStreamError(error: unknown): string {
  if (NoSuchToolError.isInstance(error)) return `当前步骤不能使用工具 ${error.toolName}，已拒绝这次调用。`;
  if (InvalidToolInputError.isInstance(error)) return `工具 ${error.toolName} 的参数格式无效，已拒绝这次调用。`;
  return describeModelError(error);
}
