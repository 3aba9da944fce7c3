/**
 * "周三以后的都先别排": every study block of the plan from that day on taken off, one unplace each, then said once.
 * The draft's blocks are the ones meant when there is a draft; a confirmed timetable's otherwise.
 */
import type { Intent } from "../understand/intent-types";
import { dayFromWords } from "../understand/day-words";
import { say } from "../speak/language";
import { optionLabels, resolveReference } from "./name-resolution";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { whichTaskQuestion } from "./questions";
import { listedTasks } from "./facts";
import { callTool, isListing, latestStep, relay, reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

type OnwardIntent = Extract<Intent, { family: "edit"; action: "unplace_from" }>;

/** The draft's blocks the answer before named, each found by its name; none unless every one is found. */
function namedBlocks(names: readonly string[], tasks: readonly ListedTask[]): ListedTask[] {
  const found = names.map((name) => resolveReference({ name }, tasks));
  return found.every((result) => result.kind === "found") ? found.map((result) => (result as { task: ListedTask }).task) : [];
}

/** The study blocks on the timetable from that day on: the draft's when there is one. */
function blocksOnward(dayWord: string, tasks: readonly ListedTask[], context: DecisionContext): ListedTask[] {
  const day = dayFromWords(dayWord, context.calendar);
  const placed = tasks.filter((task) => task.first_block && task.status !== "pending" && task.category !== "课程" && day !== undefined && task.first_block.day >= day);
  const drafted = placed.filter((task) => task.status === "suggested");
  return drafted.length > 0 ? drafted : placed;
}

export function decideUnplaceFrom(intent: OnwardIntent, context: DecisionContext): Decision {
  const { language } = context;
  const failed = context.steps.findLast((step) => step.toolName === "unplace" && step.result && !step.result.ok);
  if (failed?.result) return relay(say(language, "这次没有改成：", "That didn't go through:"), failed.result);
  const listing = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "all"));
  if (!listing) return context.isActive("list_tasks") ? callTool("list_tasks", { status: "all" }) : reply(say(language, "现在读不到日程，没法改。", "I can't read the timetable right now."));
  const tasks = listedTasks(listing.result);
  const blocks = intent.names ? namedBlocks(intent.names, tasks) : blocksOnward(intent.dayWord, tasks, context);
  if (blocks.length === 0) return callTool("ask_user", { question: whichTaskQuestion(intent.dayWord, false, language), options: optionLabels(tasks.filter((task) => task.first_block && task.category !== "课程")) });
  const done = new Set(context.steps.filter((step) => step.toolName === "unplace" && step.result?.ok).map((step) => (step.input as { task_id?: number }).task_id));
  const next = blocks.find((task) => !done.has(task.id));
  if (next) return callTool("unplace", { task_id: next.id });
  return reply(
    say(
      language,
      `好的，${intent.dayWord}起的${blocks.length}块已经从方案里拿掉了，之前的留着，确认后写入日程。`,
      `Done: the ${blocks.length} blocks from ${intent.dayWord} on are out of the plan; the earlier ones stay. Confirm to save it.`,
    ),
  );
}
