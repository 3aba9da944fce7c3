/** Small helpers the step planners share: finding replies of this turn and building decisions. */
import { say } from "../speak/language";
import type { Decision, Language, ToolOutcome, TurnStep } from "../types";

export function callTool(toolName: string, input: Record<string, unknown>): Decision {
  return { kind: "tool", toolName, input };
}

export function reply(text: string): Decision {
  return { kind: "text", text };
}

/** The latest answered call of one of `toolNames` in this turn, optionally only among those `accept` allows. */
export function latestStep(
  steps: readonly TurnStep[],
  toolNames: readonly string[],
  accept: (step: TurnStep) => boolean = () => true,
): (TurnStep & { result: ToolOutcome }) | undefined {
  for (let index = steps.length - 1; index >= 0; index -= 1) {
    const step = steps[index];
    if (step.result && toolNames.includes(step.toolName) && accept(step)) return step as TurnStep & { result: ToolOutcome };
  }
  return undefined;
}

function inputField(step: TurnStep, field: string): unknown {
  return step.input !== null && typeof step.input === "object" ? (step.input as Record<string, unknown>)[field] : undefined;
}

/** "一个待安排任务的列表" is any list_tasks reply of that status; list_tasks without status lists everything. */
export function isListing(step: TurnStep, status: "pending" | "suggested" | "all"): boolean {
  const asked = inputField(step, "status") ?? "all";
  return step.toolName === "list_tasks" && asked === status;
}

const ACTION_NAMES: Record<string, [string, string]> = {
  quick_note: ["记录事项", "note things down"],
  create_task: ["创建任务", "create tasks"],
  query_tasks: ["查询任务", "look up tasks"],
  rough_schedule: ["安排时间", "schedule tasks"],
  ask_user: ["向你确认细节", "ask you for details"],
  place: ["调整日程", "change the schedule"],
  move: ["调整日程", "change the schedule"],
  swap: ["调整日程", "change the schedule"],
  batch_move: ["调整日程", "change the schedule"],
  unplace: ["调整日程", "change the schedule"],
};

/** The text answer when the tool the model wants is not offered in this step. */
export function unavailableText(toolName: string, language: Language): string {
  const [chinese, english] = ACTION_NAMES[toolName] ?? ["查看日程", "read the schedule"];
  return say(language, `当前这一步还不能${chinese}，请稍后再试一次。`, `I can't ${english} at this step — please try again in a moment.`);
}

/** Relays a tool's reply after a one-line lead, as the model's final text. */
export function relay(lead: string, outcome: ToolOutcome): Decision {
  return reply(`${lead}\n${outcome.text}`);
}
