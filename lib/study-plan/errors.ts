/** The study plan's refusal that lists reasons: one reason reads on its own, several get a lead. */
import { invalidInput, PlannerError } from "@/lib/errors";

export function taskClassInvalid(reasons: string[]): PlannerError {
  if (reasons.length === 1) return new PlannerError("task_class:invalid", { message: reasons[0], details: { reasons } });
  return invalidInput("task_class:invalid", reasons, "任务类信息有误：");
}
