/**
 * Check-ins, progress and missed work (issue 23 #3, #6): one tool call each, then its answer in the student's words.
 * Re-planning missed work is rough_schedule with missed_only, so it ends in the same confirm card as any plan.
 */
import { afterRough, daysOffOption } from "./decide-schedule";
import type { Intent } from "../understand/intent-types";
import { answeredClass } from "../understand/missed-work";
import { answeredStatus } from "../understand/unsaid-checkins";
import { detectIntent } from "../understand/intents";
import { readProgress } from "../understand/progress-questions";
import { say } from "../speak/language";
import { callTool, latestStep, reply } from "./steps";
import type { Decision, DecisionContext } from "../types";

/**
 * "太困了没看", "做了一半", "一节都没看": a check-in that names neither a block nor a day means today's blocks. Without
 * a day the tool would take every block begun in the last two weeks, which the student did not mean.
 */
function checkinDays(intent: Extract<Intent, { family: "checkin" }>): string | undefined {
  if (intent.when) return intent.when;
  return intent.entries.every((entry) => entry.block === undefined) ? "今天" : undefined;
}

export function decideCheckin(intent: Extract<Intent, { family: "checkin" }>, context: DecisionContext): Decision {
  const recorded = latestStep(context.steps, ["record_checkin"]);
  // Ends as a sentence, so a compound's next part ("周一的复习done 周三的没做") starts on its own.
  if (recorded) return reply(/[。！？.!?”]$/.test(recorded.result.text) ? recorded.result.text : `${recorded.result.text}。`);
  if (intent.statusUnsaid !== undefined) return unsaidCheckin(intent, intent.statusUnsaid, context);
  const when = checkinDays(intent);
  return callTool("record_checkin", { entries: intent.entries, ...(when ? { when } : {}) });
}

/** The options a check-in without its status is asked with; the answer picks how all of them went. */
const HOW_IT_WENT = { zh: ["都做完了", "都没做"], en: ["All done", "None done"] };

/**
 * "出去这几天的复习帮我打个卡": asked whether they were done, then recorded as the answer says. An answer that says
 * neither (some done, some not) is asked to name them, since one status cannot be guessed for all.
 */
function unsaidCheckin(intent: Extract<Intent, { family: "checkin" }>, which: string, context: DecisionContext): Decision {
  const answer = context.request.answers.at(-1)?.text;
  // "昨天的，两节只做了一节": an answer that is a check-in of its own says which blocks and how far, read as one.
  const told = answer === undefined ? undefined : detectIntent(answer);
  const when = (told?.family === "checkin" ? told.when : undefined) ?? intent.when;
  if (told?.family === "checkin" && told.entries.length > 0) return callTool("record_checkin", { entries: told.entries, ...(when ? { when } : {}) });
  const status = answer === undefined ? undefined : answeredStatus(answer);
  if (status) return callTool("record_checkin", { entries: [{ status }], ...(when ? { when } : {}) });
  if (answer !== undefined) return reply(say(context.language, "好的，那哪几块做了、哪几块没做？说一下名字或时间，我分别打卡。", "Which ones did you do, and which not? Name them or their times and I'll check each in."));
  return callTool("ask_user", {
    question: say(context.language, `${which}都做完了吗？`, `Did you do all of ${which}?`),
    options: HOW_IT_WENT[context.language],
  });
}

export function decideProgress(intent: Extract<Intent, { family: "progress" }>, context: DecisionContext): Decision {
  const answered = latestStep(context.steps, ["query_progress"]);
  if (answered) return reply(answered.result.text);
  // "落下的" answering "完成了多少，还是落下了哪些？": the answer says which is meant.
  const picked = context.request.answers.map((answer) => readProgress(answer.text)).findLast((read) => read?.family === "progress");
  const focus = picked?.family === "progress" ? picked.focus : intent.focus;
  return callTool("query_progress", { focus, ...(intent.range ? { range: intent.range } : {}) });
}

/** The planner's refusal without its 粗排失败 label: "没有需要补排的学习：…" is an answer, not a failure. */
const NOTHING_TO_REPLAN = /^粗排失败：(没有需要补排的学习.*)$/s;

export function decideReplanMissed(context: DecisionContext, intent: { range?: string; subject?: string; dailyCap?: number; allowPartial?: true; daysOff?: number[]; keepFree?: string[]; exclude?: string[] } = {}): Decision {
  const rough = latestStep(context.steps, ["rough_schedule"]);
  const nothing = rough && !rough.result.ok ? NOTHING_TO_REPLAN.exec(rough.result.text) : null;
  // "谓词逻辑那块鸽了，帮我重新排一下": the check-in refreshed the turn's schedule (record_checkin), so the block it
  // just sent back is there to re-plan.
  if (nothing) return reply(nothing[1]);
  const finished = afterRough(context);
  if (finished?.kind === "text" && rough?.result.ok) {
    return reply(`${say(context.language, "落下的学习从现在起重新排好了。", "Here is the missed work, placed from now on.")}\n${finished.text}`);
  }
  // Missed work goes as early as it can: from the first period not begun, before each deadline.
  // "没做完的排到下周": into the range the student named.
  // "只把概率论落下的…": that class's missed work only (the planner reads the class by its name's words).
  // "…，每天最多三节": at most that many periods a day.
  // "都补吗？" answered "只补离散": that class alone.
  const subject = intent.subject ?? context.request.answers.map((answer) => answeredClass(answer.text)).findLast((named) => named !== undefined);
  const only = {
    ...(intent.range ? { range: intent.range } : {}),
    ...(subject ? { task_class: subject } : {}),
    ...(intent.dailyCap !== undefined ? { daily_cap: intent.dailyCap } : {}),
    // "塞不下的告诉我": the planner places what fits and lists the rest.
    ...(intent.allowPartial ? { allow_partial: true } : {}),
    ...daysOffOption(intent.daysOff),
    ...(intent.keepFree ? { keep_free: intent.keepFree } : {}),
    // "落下的补上，但离散的先不补": that class's missed work stays where it is.
    ...(intent.exclude ? { exclude: intent.exclude } : {}),
  };
  return finished ?? callTool("rough_schedule", { missed_only: true, strategy: "rapid", ...only });
}
