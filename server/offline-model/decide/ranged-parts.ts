/**
 * A request that sends each class into its own range ("线代排这周，英语排下周"): one rough_schedule per part, in the
 * order said, each onto the same draft; the reply then counts what all of them placed.
 */
import type { Intent } from "../understand/intent-types";
import type { RangedPart } from "../understand/ranged-parts";
import type { ToolOutcome, TurnStep } from "../types";
import { factsOf } from "./facts";

type ScheduleIntent = Extract<Intent, { family: "schedule" }>;

/** The rough plans this turn made, in order. */
function madePlans(steps: readonly TurnStep[]): ToolOutcome[] {
  return steps.flatMap((step) => (step.toolName === "rough_schedule" && step.result?.ok ? [step.result] : []));
}

/**
 * The part to plan next: the first while none is planned, the one after each plan that succeeded; none once a plan
 * failed (its reason is said) or every part is planned.
 */
export function nextPart(intent: ScheduleIntent, steps: readonly TurnStep[]): RangedPart | undefined {
  if (!intent.parts) return undefined;
  const last = steps.findLast((step) => step.toolName === "rough_schedule" && step.result);
  if (last && !last.result!.ok) return undefined;
  return intent.parts[madePlans(steps).length];
}

/** What every plan of the turn placed, added up; undefined when none placed anything. */
export function placedTotals(steps: readonly TurnStep[]): { tasks: number; periods: number } | undefined {
  const plans = madePlans(steps).flatMap((plan) => {
    const facts = factsOf(plan, "rough_plan");
    return facts ? [facts] : [];
  });
  const tasks = plans.reduce((sum, plan) => sum + plan.placed_tasks, 0);
  return tasks > 0 ? { tasks, periods: plans.reduce((sum, plan) => sum + plan.placed_periods, 0) } : undefined;
}
