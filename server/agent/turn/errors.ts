/** How a failure of the model or of its stream reads to the student. */
import { InvalidToolInputError, NoSuchToolError } from "ai";

export function describeModelError(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `模型服务出错，本轮已停止：${detail.slice(0, 200)}`;
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
