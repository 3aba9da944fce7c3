/**
 * "周六 8点 模拟卷", "明天下午3点 图论": a day, a clock time and a name, with no verb, read as a note at first. When
 * the name is an item of a study plan on the list of everything, it is that block placed there, as movedBlock
 * (decide-task-edits.ts) decides for a to-do's re-dating; anything else ("周六 8点 体检") stays a note.
 */
import { TERSE_TIMED } from "../understand/terse-timed-notes";
import { slotTarget } from "../understand/slot-words";
import type { Decision, DecisionContext } from "../types";
import { decideEdit } from "./decide-edit";
import { listedTasks } from "./facts";
import { resolveReference } from "./name-resolution";
import { callTool, isListing, latestStep } from "./steps";

/** rough_schedule's names for the loose to-dos and for courses: neither is a block of a plan. */
const NOT_PLAN_ITEMS = new Set(["待办", "课程"]);

/** "…8点提醒我去体检", "…8点去取快递": a cue or a deed after the time makes it a note, with no name of a block. */
const DEED = /提醒|记得?|叫我|喊我|[去要得交取买带还领寄见开跟和给]/;

/** Only the student's own words said so tersely: a note asked for ("提醒我周六8点交班费") is never a block. */
export function notedBlock(context: DecisionContext): Decision | undefined {
  const { when, name } = TERSE_TIMED.exec(context.request.text.trim())?.groups ?? {};
  if (!when || !name || DEED.test(name)) return undefined;
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (!listing) return context.isActive("list_tasks") ? callTool("list_tasks", { status: "all" }) : undefined;
  if (!listing.result.ok) return undefined;
  const found = resolveReference({ name }, listedTasks(listing.result));
  if (found.kind !== "found" || found.task.category === undefined || NOT_PLAN_ITEMS.has(found.task.category)) return undefined;
  return decideEdit({ family: "edit", action: "move", reference: { name }, target: slotTarget(when) }, context);
}
