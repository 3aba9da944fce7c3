/**
 * Per-turn budgets (seed 003): the app computes and enforces them; nothing the model says changes them.
 * A budget is checked before every model step and before every tool execution, so a model that asks for many
 * parallel calls in one step still cannot exceed the tool budget.
 */
export interface TurnBudget {
  maxModelCalls: number;
  maxToolCalls: number;
  maxElapsedMs: number;
}

export type BudgetExhaustion = "model_calls" | "tool_calls" | "elapsed";

export interface BudgetMeter {
  readonly budget: TurnBudget;
  readonly startedAt: number;
  modelCalls: number;
  toolCalls: number;
  exhausted?: BudgetExhaustion;
}

export function startMeter(budget: TurnBudget, startedAt: number): BudgetMeter {
  return { budget, startedAt, modelCalls: 0, toolCalls: 0 };
}

/** Which budget (if any) forbids one more model call at `now`. */
export function modelCallBlocked(meter: BudgetMeter, now: number): BudgetExhaustion | undefined {
  if (now - meter.startedAt >= meter.budget.maxElapsedMs) return "elapsed";
  if (meter.modelCalls >= meter.budget.maxModelCalls) return "model_calls";
  if (meter.toolCalls >= meter.budget.maxToolCalls) return "tool_calls";
  return undefined;
}

/** Which budget (if any) forbids one more tool call at `now`. */
export function toolCallBlocked(meter: BudgetMeter, now: number): BudgetExhaustion | undefined {
  if (now - meter.startedAt >= meter.budget.maxElapsedMs) return "elapsed";
  if (meter.toolCalls >= meter.budget.maxToolCalls) return "tool_calls";
  return undefined;
}

export function describeExhaustion(reason: BudgetExhaustion, budget: TurnBudget): string {
  switch (reason) {
    case "model_calls":
      return `本轮已达到模型调用上限（${budget.maxModelCalls} 次），已停止。已完成的修改保留在草稿中，你可以继续对话让我接着做。`;
    case "tool_calls":
      return `本轮已达到工具调用上限（${budget.maxToolCalls} 次），已停止。已完成的修改保留在草稿中，你可以继续对话让我接着做。`;
    case "elapsed":
      return `本轮已超过时间上限（${Math.round(budget.maxElapsedMs / 1000)} 秒），已停止。已完成的修改保留在草稿中，你可以继续对话让我接着做。`;
  }
}
