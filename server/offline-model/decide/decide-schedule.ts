/**
 * A scheduling request: read the pending items and their classes (list_tasks pending), settle the range and the
 * class (asking when the words leave either open), rough_schedule, verify with one read, then say how many items
 * were pre-placed and that the student confirms. A failed rough schedule is relayed with its own reason.
 */
import { keptFreeSentence } from "@/lib/schedule/kept-free";
import { answeredOffer, decideCreateOffer, unknownSubject } from "./decide-create-offer";
import { isAbbreviation } from "@/lib/tasks/short-names";
import { WEEKDAY_WORDS } from "@/lib/protocol";
import { decideEdit } from "./decide-edit";
import { namedItemPlacement } from "./named-item";
import { keptOut } from "../understand/kept-out";
import { answeredRange, changedRange, untilExams } from "./answered-range";
import { withoutAwayReasons } from "../understand/away-reasons";
import { scheduleOptions } from "../understand/schedule-options";
import { answerAsSaid } from "../understand/option-picks";
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import { ALL_CLASSES, CLASS_QUESTION, isQuestion, RANGE_OPTIONS, RANGE_QUESTION } from "./questions";
import type { ListedTask } from "@/lib/protocol/model-facts";
import { categoriesOf, factsOf, listedTasks } from "./facts";
import { rangeWords, subjectHints, wantsEverything } from "../understand/schedule-words";
import { callTool, isListing, latestStep, relay, reply } from "./steps";
import { nextPart, placedTotals } from "./ranged-parts";
import { weekdaysOfDates } from "./dates-off";
import type { Answer, Decision, Language, DecisionContext, ToolOutcome } from "../types";

type ScheduleIntent = Extract<Intent, { family: "schedule" }>;

/** rough_schedule's name for "the loose tasks only" (server/agent/tools/rough-schedule.ts). */
const LOOSE_TASKS = "待办";

type ClassChoice =
  | { kind: "all" }
  | { kind: "one"; name: string }
  | { kind: "several"; names: string[] }
  | { kind: "ask"; options: string[] };

/**
 * Which plan an answer says: to our own question, its words; to a question worded otherwise ("排哪个学习计划？"), the
 * option it picked that is no range ("概率论复习", not "下周").
 */
function whichClass(answer: Answer): string | undefined {
  if (isQuestion(answer.question, CLASS_QUESTION)) return answer.text;
  // "每天最多学几节？" answered "不限": a count's options are limits, never a plan.
  if (/几|多少/.test(answer.question.question)) return undefined;
  // "概率论复习，排下周": the option picked first, then more of the request.
  const option = answer.question.options.find((offered) => answer.text === offered || answer.text.startsWith(`${offered}，`));
  return option !== undefined && rangeWords(option) === undefined && untilExams(option) === undefined && subjectHints(option).length > 0 ? option : undefined;
}

/** The request's range, subject words and "all" flag, with the student's answers folded in. */
function settledRequest(intent: ScheduleIntent, answers: readonly Answer[]) {
  let { range, hints, wantsAll } = intent;
  for (const answer of answers) {
    // "换成这两周" to "这周放不下，要先排能放下的吗？": a stretch the answer names replaces the request's own.
    range = (intent.range === undefined ? undefined : changedRange(answer)) ?? range ?? answeredRange(answer);
    const picked = whichClass(answer);
    if (picked === undefined) continue;
    wantsAll = wantsEverything(picked) || /^(?:全部|all)$/i.test(picked.trim());
    hints = wantsAll ? [] : [picked.trim(), ...subjectHints(picked)];
  }
  return { range, hints, wantsAll };
}

function lower(text: string): string {
  return text.toLowerCase();
}

/** A subject word names a class when one contains the other, or when it names one of the class's items. */
function namesClass(hint: string, category: string, tasks: readonly ListedTask[]): boolean {
  const word = lower(hint);
  const name = lower(category);
  if (name.includes(word) || word.includes(name) || isAbbreviation(word, name)) return true;
  return tasks.some(
    (task) => task.category === category && (lower(task.name).includes(word) || word.includes(lower(task.name)) || isAbbreviation(word, lower(task.name))),
  );
}

/** The subject word names the to-do by its title: the title holds it, or (unless `literal`) abbreviates to it. */
function namesTodo(hint: string, task: ListedTask, literal: boolean): boolean {
  const word = lower(hint);
  const name = lower(task.name);
  return word.length >= 2 && (name.includes(word) || word.includes(name) || (!literal && isAbbreviation(word, name)));
}

/**
 * The one pending to-do the subject words name by its title, if exactly one. A study plan ("线性代数复习") names a
 * to-do only by the subject's own words in its title (提交线性代数第五章作业), and only when every subject it
 * names is that to-do's: a short name the title merely abbreviates (大物 of 完成大学物理实验报告) or a second
 * subject beside it is a class for the planner to look up.
 */
function oneNamedTodo(hints: readonly string[], tasks: readonly ListedTask[], studyPlan: boolean): ListedTask | undefined {
  const todos = tasks.filter((task) => task.category === LOOSE_TASKS);
  const named = todos.filter((task) =>
    studyPlan ? hints.every((hint) => namesTodo(hint, task, true)) : hints.some((hint) => namesTodo(hint, task, false)),
  );
  return named.length === 1 ? named[0] : undefined;
}

function chooseClass(hints: readonly string[], wantsAll: boolean, tasks: readonly ListedTask[], language: Language): ClassChoice {
  const classes = categoriesOf(tasks);
  if (wantsAll || hints.length === 0 || classes.length === 0) return { kind: "all" };
  // A hint that names a class itself ("离散数学" → 离散数学期末复习) beats one that only appears in an item or a loose
  // task's title ("整理离散数学错题本").
  const byName = classes.filter((category) => hints.some((hint) => namesClass(hint, category, [])));
  if (byName.length === 1) return { kind: "one", name: byName[0] };
  // "离散和概率论都排到下周": each word names one class of its own, so both are planned together.
  const eachOne = hints.map((hint) => classes.filter((category) => namesClass(hint, category, [])));
  if (byName.length > 1 && eachOne.every((named) => named.length <= 1)) return { kind: "several", names: byName };
  const named = classes.filter((category) => hints.some((hint) => namesClass(hint, category, tasks)));
  if (named.length === 1) return { kind: "one", name: named[0] };
  // Words that name nothing we know are noise when there is only one class to schedule.
  if (named.length === 0 && classes.length === 1) return { kind: "one", name: classes[0] };
  const offered = (named.length > 1 ? named : classes).slice(0, 5);
  return { kind: "ask", options: [...offered, ALL_CLASSES[language]] };
}

/** The "未能安排（共N节）：" block of a partial plan, as the planner wrote it. */
function leftOutBlock(roughText: string): string | undefined {
  const lines = roughText.split("\n");
  const start = lines.findIndex((line) => line.startsWith("未能安排"));
  if (start === -1) return undefined;
  const end = lines.findIndex((line, index) => index > start && !line.startsWith("  "));
  return lines.slice(start, end === -1 ? undefined : end).join("\n");
}

/** The planner's lines about spaced reviews before an exam (lib/schedule/review-text.ts), said as they are. */
const REVIEW_LINE = /^(?:复习：|时间紧，|「[^」]+」考前\d+天内).*$/gm;

/** What the student kept out, said back in their words: it stayed out, and a name that matched nothing pending. */
function keptOutLines(rough: ToolOutcome, language: Language): string[] {
  const plan = factsOf(rough, "rough_plan");
  const zh = (names: readonly string[]) => names.map((name) => `「${name}」`).join("、");
  const en = (names: readonly string[]) => names.map((name) => `"${name}"`).join(", ");
  const kept = plan?.kept_out ?? [];
  const unknown = plan?.not_found ?? [];
  const free = plan?.kept_free ?? [];
  return [
    ...(free.length > 0 ? [say(language, keptFreeSentence(free), `I kept ${free.join(", ")} free, as you asked.`)] : []),
    ...(kept.length > 0 ? [say(language, `${zh(kept)}没有排，按你说的留着。`, `I left ${en(kept)} out, as you asked.`)] : []),
    ...(unknown.length > 0
      ? [say(language, `没有找到叫${zh(unknown)}的待排任务，其余的照常排了。`, `I found nothing pending called ${en(unknown)}, so I planned the rest as usual.`)]
      : []),
  ];
}

function summary(rough: ToolOutcome, steps: DecisionContext["steps"], language: Language): string {
  const roughText = rough.text;
  const leftOut = leftOutBlock(roughText);
  const reviews = roughText.match(REVIEW_LINE) ?? [];
  const base = [placedSummary(steps, language), ...keptOutLines(rough, language), ...reviews].join("\n");
  if (!leftOut) return base;
  return `${base}\n${say(language, "有些放不下，先按优先级排了能放下的：", "Not everything fit, so I placed what fits best by priority:")}\n${leftOut}`;
}

/** What the turn's plans placed: one plan's count, or all of them added up ("线代排这周，英语排下周"). */
function placedSummary(steps: DecisionContext["steps"], language: Language): string {
  const totals = placedTotals(steps);
  if (!totals) {
    return say(language, "排好了，目前还是建议安排，请确认后再写入课表。", "The rough schedule is done. These are suggestions — please confirm to save them.");
  }
  return say(
    language,
    `已为你预排了 ${totals.tasks} 个任务（共 ${totals.periods} 节），目前还是建议安排，请确认后再写入课表。`,
    `I've pre-placed ${totals.tasks} ${totals.tasks === 1 ? "task" : "tasks"} (${totals.periods} periods). They're only suggestions for now — please confirm to save them.`,
  );
}

/** The planner heads its lines 粗排失败： / 粗排完成：, the tools' word for it; the student never sees that word in the app. */
function withoutPlannerLabel(text: string): string {
  return text.replace(/^粗排(?:失败|完成)：/gm, "");
}

export function afterRough(context: DecisionContext): Decision | undefined {
  const { steps, language } = context;
  const roughIndex = steps.findLastIndex((step) => step.toolName === "rough_schedule" && step.result);
  if (roughIndex === -1) return undefined;
  const rough = steps[roughIndex].result!;
  const input = (steps[roughIndex].input ?? {}) as Record<string, unknown>;
  if (!rough.ok) {
    // Not everything fits: place what fits best by priority; the reply lists what was left out, and the student
    // still confirms or cancels the draft.
    const shortfall = (factsOf(rough, "rough_plan")?.missing_periods ?? 0) > 0;
    if (shortfall && input.allow_partial !== true) return callTool("rough_schedule", { ...input, allow_partial: true });
    return relay(say(language, "这次没能排进去，原因如下：", "I couldn't schedule it. The planner said:"), { ...rough, text: withoutPlannerLabel(rough.text) });
  }
  const verified = steps.slice(roughIndex + 1).some((step) => step.result !== undefined);
  if (!verified) {
    if (context.isActive("list_tasks")) return callTool("list_tasks", { status: "suggested" });
    if (context.isActive("get_overview")) return callTool("get_overview", {});
  }
  return reply(summary(rough, steps, language));
}

/** rough_schedule's input for the exams' plan: the request's own options; the exams settle the rest. */
// "按考试时间把离散和概率论的复习排出来": the named plans only; with none named, every plan with an exam.
function examOptions(intent: ScheduleIntent): Record<string, unknown> {
  return {
    for_exams: true,
    ...(intent.hints.length > 0 ? { task_class: intent.hints.join("、") } : {}),
    ...(intent.dailyCap !== undefined ? { daily_cap: intent.dailyCap } : {}),
    ...(intent.allowFiller !== undefined ? { allow_filler_course: intent.allowFiller } : {}),
    ...(intent.strategy ? { strategy: intent.strategy } : {}),
    ...(intent.allowPartial ? { allow_partial: true } : {}),
    ...(intent.exclude ? { exclude: intent.exclude } : {}),
    ...daysOffOption(intent.daysOff),
    ...(intent.keepFree ? { keep_free: intent.keepFree } : {}),
  };
}

/** rough_schedule's days_off in its words ("周六", "周日"). */
export function daysOffOption(daysOff: readonly number[] | undefined): Record<string, unknown> {
  return daysOff && daysOff.length > 0 ? { days_off: daysOff.map((day) => WEEKDAY_WORDS[day - 1]) } : {};
}

/** "元旦我回家，1号到3号别排，第17周的…照常排": the dates kept free, as the weekdays they fall on in the range's week. */
function withDatesOff(options: Record<string, unknown>, dates: readonly number[] | undefined, range: string, context: DecisionContext): Record<string, unknown> {
  const weekdays = weekdaysOfDates(dates, range, context.calendar);
  if (weekdays.length === 0) return options;
  const said = Array.isArray(options.days_off) ? options.days_off.map((word) => WEEKDAY_WORDS.indexOf(word as (typeof WEEKDAY_WORDS)[number]) + 1) : [];
  const days = [...new Set([...said, ...weekdays])].filter((day) => day >= 1).sort((a, b) => a - b);
  return days.length < 7 ? { ...options, ...daysOffOption(days) } : options;
}

/** rough_schedule's options as the request and the answers after it said them; a later word wins. */
function roughOptions(intent: ScheduleIntent, answers: readonly Answer[]): Record<string, unknown> {
  // "下周吧，不过每天最多两节": an answer may set the request's options too.
  // "这周吧，周五要回家，那天别排": the day a reason named is what 那天 points at.
  const said = [intent, ...answers.map((answer) => scheduleOptions(answerAsSaid(answer.question.question, withoutAwayReasons(answer.text))).options)];
  const dailyCap = said.map((options) => options.dailyCap).findLast((cap) => cap !== undefined);
  const options: Record<string, unknown> = {};
  // "不要嵌进水课" is said to the planner as false, over the class's own setting.
  const allowFiller = said.map((options) => options.allowFiller).findLast((value) => value !== undefined);
  if (allowFiller !== undefined) options.allow_filler_course = allowFiller;
  if (dailyCap !== undefined) options.daily_cap = dailyCap;
  const strategy = said.map((options) => options.strategy).findLast((value) => value !== undefined);
  if (strategy !== undefined) options.strategy = strategy;
  if (said.some((options) => options.allowPartial)) options.allow_partial = true;
  // "下周吧，周末别排": the days kept free, said with the request or in an answer; a later word wins.
  Object.assign(options, daysOffOption(said.map((options) => options.daysOff).findLast((days) => days !== undefined)));
  // "下周吧，我早上起不来": the parts of every day kept free, said with the request or in an answer; a later word wins.
  const keepFree = said.map((options) => options.keepFree).findLast((words) => words !== undefined);
  if (keepFree) options.keep_free = keepFree;
  // "除了错题本，别的都排": what the student keeps out goes to the planner by name, in their words; an answer may
  // keep something out too ("下周吧，错题本先别排").
  const exclude = [...new Set([...(intent.exclude ?? []), ...answers.flatMap((answer) => keptOut(withoutAwayReasons(answer.text)).names)])];
  if (exclude.length > 0) options.exclude = exclude;
  return options;
}

/** A settled request with its range: what rough_schedule is to plan. */
interface Settled {
  intent: ScheduleIntent;
  range: string;
  hints: string[];
  wantsAll: boolean;
  options: Record<string, unknown>;
  /** The pending items and their classes (none when they were not read). */
  tasks: readonly ListedTask[];
  /** Whether list_tasks pending was read; without it the subject words are taken as the class. */
  pendingRead: boolean;
}

/** Which class, classes or to-do the subject words name, asked about when they leave it open. */
function scheduleNamed({ intent, range, hints, wantsAll, options, tasks, pendingRead }: Settled, language: Language): Decision {
  // "待办" means the loose tasks when there are any to plan; a student with only task classes means everything.
  if (intent.looseOnly && tasks.some((task) => task.category === LOOSE_TASKS)) {
    // "把实验报告的待办排进去": the one to-do its words name; none named, every to-do (the planner's reply says so).
    const named = hints.length > 0 ? oneNamedTodo(hints, tasks, false) : undefined;
    return callTool("rough_schedule", named ? { task_id: named.id, range, ...options } : { task_class: LOOSE_TASKS, range, ...options });
  }
  const choice: ClassChoice = pendingRead
    ? chooseClass(hints, wantsAll, tasks, language)
    : hints.length > 0 && !wantsAll
      ? { kind: "one", name: hints[0] }
      : { kind: "all" };
  if (choice.kind === "ask") return callTool("ask_user", { question: CLASS_QUESTION[language], options: choice.options });
  // "帮我把线性代数作业排到周五前": the words name one to-do, so that one is planned and no other.
  const byTitle = choice.kind === "one" && choice.name === LOOSE_TASKS && !intent.looseOnly && hints.length > 0;
  const studyPlan = intent.studyPlan === true && hints === intent.hints;
  // "把生理学和概率论的复习排到下周": a study plan naming a class and a subject the student has nothing for sends
  // both to the planner, each subject as its class where there is one; the planner's reply names the classes there are.
  if (studyPlan && choice.kind === "one" && choice.name !== LOOSE_TASKS && hints.length > 1) {
    const classes = categoriesOf(tasks);
    const each = hints.map((hint) => classes.find((category) => namesClass(hint, category, tasks)));
    if (each.some((named) => named === undefined)) {
      return callTool("rough_schedule", { task_class: hints.map((hint, index) => each[index] ?? hint).join("、"), range, ...options });
    }
  }
  const todo = byTitle ? oneNamedTodo(hints, tasks, studyPlan) : undefined;
  if (todo) return callTool("rough_schedule", { task_id: todo.id, range, ...options });
  if (byTitle && studyPlan) return callTool("rough_schedule", { task_class: hints.join("、"), range, ...options });
  if (choice.kind === "several") return callTool("rough_schedule", { task_class: choice.names.join("、"), range, ...options });
  return callTool("rough_schedule", choice.kind === "one" ? { task_class: choice.name, range, ...options } : { range, ...options });
}

/** A single day said as where the work goes ("周日", "明天"), not a stretch of days. */
const ONE_DAY = /^(?:(?:这|本|下)?(?:周|星期|礼拜)[一二三四五六日天]|今天|明天|后天|大后天|今晚|明晚)$/;

export function decideSchedule(intent: ScheduleIntent, context: DecisionContext): Decision {
  const { language } = context;
  // "线代排这周，英语排下周": each part is planned before the plans are checked and told.
  const part = nextPart(intent, context.steps);
  const finished = part === undefined ? afterRough(context) : undefined;
  if (finished) return finished;
  // The exams set the range and the classes: nothing to ask, nothing to read first.
  if (intent.forExams) return callTool("rough_schedule", examOptions(intent));
  // The student answered the offer to note something they do not have: nothing to read first.
  const offer = answeredOffer(context);
  if (offer) return decideCreateOffer(offer.label, intent.range, context);

  const pending = latestStep(context.steps, ["list_tasks"], (step) => isListing(step, "pending"));
  if (!pending && context.isActive("list_tasks")) return callTool("list_tasks", { status: "pending" });
  const tasks = listedTasks(pending?.result);
  if (pending?.result.ok && tasks.length === 0) {
    return reply(say(language, "目前没有待安排的任务，不需要排程。", "There is nothing pending to schedule right now."));
  }

  // "树那一块放到周六上午": one item named by its own words, put on one day, is placed there.
  const placement = pending?.result.ok ? namedItemPlacement(intent, context.request.text, tasks, context.calendar) : undefined;
  if (placement) return decideEdit(placement, context, tasks);

  const { range, hints, wantsAll } = settledRequest(intent, context.request.answers);
  // Words that name nothing the student has: offer to note it rather than schedule something else.
  const unknown = pending?.result.ok ? unknownSubject({ ...intent, hints, wantsAll }, tasks) : undefined;
  // "宏观经济学的复习排到下周" with no such plan: a study plan is the planner's class to look up, and its reply names
  // the classes there are; only a to-do the student never noted ("高数作业") is offered as a note.
  // "把刑法总论的复习排到周日下午": put on one day, it is a sitting to note, not a plan to look up (asked, as a to-do is).
  const unknownPlan = unknown !== undefined && intent.studyPlan === true && hints === intent.hints && !ONE_DAY.test(range ?? "");
  if (unknown !== undefined && !unknownPlan) return decideCreateOffer(unknown, range, context);
  if (range === undefined) {
    return callTool("ask_user", { question: RANGE_QUESTION[language], options: RANGE_OPTIONS[language] });
  }
  const options = withDatesOff(roughOptions(intent, context.request.answers), intent.datesOff, range, context);
  if (unknownPlan) return callTool("rough_schedule", { task_class: hints.join("、"), range, ...options });
  if (part) return scheduleNamed({ intent, range: part.range, hints: part.hints, wantsAll: false, options, tasks, pendingRead: pending !== undefined }, language);
  return scheduleNamed({ intent, range, hints, wantsAll, options, tasks, pendingRead: pending !== undefined }, language);
}
