/**
 * Quick notes, task creation and task queries: one tool call, then one short sentence (seed 001 §7.3: the card
 * carries the details, the text only states the outcome).
 */
import { dayCountedFromDeed } from "../understand/deed-counted-days";
import { clockSaidApart, closingBound, dayAfterNamingPeriod, dayAfterStory, ownHourLater } from "../understand/bound-clause";
import { homeZoneDeadline } from "../understand/home-zone-times";
import { shiftedSaidTime } from "../understand/shifted-said-times";
import { reminderBeforeEvent } from "../understand/reminder-before-event";
import { answeredWhen } from "../understand/answered-times";
import { clockAfterNoteCue, namedDayAfterDate } from "../understand/said-late-clocks";
import { saidEstimate } from "@/lib/tasks/estimates";
import { detectPriority } from "@/lib/tasks/priority";
import { MAX_ESTIMATED_SECTIONS } from "@/lib/tasks/task-edit";
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import type { FactsOf } from "@/lib/protocol/model-facts";
import { factsOf } from "./facts";
import { callTool, latestStep, reply } from "./steps";
import { notedBlock } from "./noted-block";
import { reminderOwnClock } from "./reminder-own-clock";
import type { Decision, DecisionContext, Language, Request, ToolOutcome } from "../types";

type IntentOf<Family extends Intent["family"]> = Extract<Intent, { family: Family }>;
type SearchFacts = FactsOf<"task_search">;

/**
 * "大概要写40个小时": an estimate the student said that the saved to-do does not carry (it saved none, or it is more
 * than a to-do can hold) is said so, rather than dropped in silence.
 */
function estimateNotKept(content: string, saved: ToolOutcome, language: Language): string {
  const said = saidEstimate(content);
  const kept = factsOf(saved, "saved_task")?.estimated_sections;
  if (!said || (kept !== undefined && kept !== null)) return "";
  const tooMany = said.sections > MAX_ESTIMATED_SECTIONS;
  return tooMany
    ? say(
        language,
        `不过你说的时长（约${said.sections}节）超过了一条待办最多的${MAX_ESTIMATED_SECTIONS}节，没有记上；可以拆成几条，或在待办里改预计节数。`,
        ` The time you gave (about ${said.sections} periods) is more than a to-do can hold (${MAX_ESTIMATED_SECTIONS}), so it wasn't saved; split it, or set the estimate on the to-do.`,
      )
    : say(language, `不过你说的时长（约${said.sections}节）没能记上，可以在待办里补上预计节数。`, ` The time you gave (about ${said.sections} periods) wasn't saved; you can set it on the to-do.`);
}

export function decideQuickNote(intent: IntentOf<"quick_note">, context: DecisionContext): Decision {
  const { language } = context;
  const done = latestStep(context.steps, ["quick_note"]);
  if (done) {
    return reply(
      done.result.ok
        ? say(language, "我帮你记下来了。", "Noted — I've added it.") + estimateNotKept(intent.content, done.result, language)
        : say(language, `没能记下来：${done.result.text}`, `I couldn't note that down: ${done.result.text}`),
    );
  }
  if (intent.content === "") {
    return reply(
      say(
        language,
        "要记下什么事呢？比如“提醒我周三晚上8点给导师发周报”。",
        "What should I note down? For example: \"remind me to email the TA Friday 5pm\".",
      ),
    );
  }
  const block = notedBlock(context);
  if (block) return block;
  // "原定周五晚上七点的组会提前一天": the time said, moved, before any other reading of when it is due.
  // "想让我什么时候提醒你？" answered "明早八点吧": the answer says when the note asked is due.
  // "昨天碰到学姐，她说周四晚上有讲座": a story told from a day gone by is due on the day to come it tells of.
  // "下周一要小测…下周日晚上九点提醒我翻一遍": a reminder to prepare comes before what it prepares for.
  // "1月3号返校，下午四点的车，提醒我中午十二点出门": the reminder's own clock, on the day said before it.
  // "12.24 平安夜 晚7点", "…帮我记上 晚上9点": the hour said apart from its day (said-late-clocks.ts).
  // "下周二交作业之前一天晚上十点": a day counted from the deed's day.
  const deadline =
    shiftedSaidTime(intent.content) ?? shiftedSaidTime(context.request.text) ?? leadAnswered(context.request) ?? reminderBeforeEvent(context.request.text) ?? reminderOwnClock(context.request.text) ?? dayAfterStory(intent.content) ?? closingBound(intent.content) ?? dayAfterNamingPeriod(intent.content) ?? homeZoneDeadline(intent.content, context.request.text) ?? dayCountedFromDeed(intent.content) ?? clockSaidApart(intent.content) ?? namedDayAfterDate(intent.content) ?? clockAfterNoteCue(intent.content) ?? ownHourLater(intent.content) ?? answeredWhen(context.request, intent.content);
  // "…，挺重要的，但不赶": the quadrant said in the note is passed as said, so the card shows what the student weighed.
  const weighed = detectPriority(intent.content)?.priority_group;
  return callTool("quick_note", { content: intent.content, ...(deadline ? { deadline } : {}), ...(weighed ? { priority_group: weighed } : {}) });
}

/**
 * "周日下午三点去工厂参观" → "要帮你记个提醒吗？" → "记，提前一个钟头喊我": the time was said in the request and the
 * lead in the answer, so the two are read together.
 */
function leadAnswered(request: Request): string | undefined {
  return request.answers.length === 0 ? undefined : shiftedSaidTime([request.text, ...request.answers.map((answer) => answer.text)].join("，"));
}

export function decideCreateTask(intent: IntentOf<"create_task">, context: DecisionContext): Decision {
  const { language } = context;
  const done = latestStep(context.steps, ["create_task"]);
  if (done) {
    return reply(
      done.result.ok
        ? say(language, "这条任务已经创建好了。", "The task has been created.") + estimateNotKept(intent.content, done.result, language)
        : say(language, `任务没有创建成功：${done.result.text}`, `I couldn't create the task: ${done.result.text}`),
    );
  }
  if (intent.content === "") {
    return reply(
      say(
        language,
        "要创建什么任务呢？比如“创建任务：完成离散数学第1节复习，周四晚上10点前，重要紧急”。",
        "What task should I create? For example: \"create a task: finish the chapter 1 review by Thursday 10pm, urgent and important\".",
      ),
    );
  }
  const input: Record<string, unknown> = { content: intent.content };
  const deadline = closingBound(intent.content) ?? homeZoneDeadline(intent.content, context.request.text);
  if (deadline) input.deadline = deadline;
  if (intent.priorityGroup !== undefined) input.priority_group = intent.priorityGroup;
  if (intent.estimatedSections !== undefined) input.estimated_sections = intent.estimatedSections;
  return callTool("create_task", input);
}

const LISTED_ITEMS = 3;

/** The classes a query_tasks keyword named with their items not yet planned ("离散数学期末复习还有6项…"), in one sentence. */
function classItems(search: SearchFacts | undefined, language: Language): string | undefined {
  const sentences = (search?.unplanned ?? []).map(({ class_name: name, items }) => {
    const count = items.length;
    const shown = items.slice(0, LISTED_ITEMS).join("、");
    const more = items.length > LISTED_ITEMS ? say(language, "等", " and more") : "";
    return say(language, `${name}还有${count}项没排进日程：${shown}${more}`, `${name} has ${count} items not yet scheduled: ${shown}${more}`);
  });
  return sentences.length === 0 ? undefined : `${sentences.join("；")}${say(language, "。", ".")}`;
}

export function decideTaskQuery(intent: IntentOf<"query_tasks">, context: DecisionContext): Decision {
  const { language } = context;
  const done = latestStep(context.steps, ["query_tasks"]);
  if (!done) return callTool("query_tasks", { ...intent.input });
  if (!done.result.ok) {
    return reply(say(language, `这次没有查到：${done.result.text}`, `The search didn't work: ${done.result.text}`));
  }
  const search = factsOf(done.result, "task_search");
  const count = search?.found;
  const items = classItems(search, language);
  if (count === 0) return reply(items ?? say(language, "没有找到符合条件的任务。", "No tasks match that."));
  if (items) {
    const found = count === undefined ? "" : say(language, `待办里有 ${count} 条相关的（见卡片）；`, `${count} matching to-dos (see the card); `);
    return reply(`${found}${items}`);
  }
  if (count === undefined) {
    return reply(say(language, "查询结果如下，先给你列重点。", "Here's what I found — the key ones first."));
  }
  return reply(
    say(
      language,
      `我找到 ${count} 条相关任务，先给你列重点。`,
      `I found ${count} matching ${count === 1 ? "task" : "tasks"} — here are the key ones.`,
    ),
  );
}
