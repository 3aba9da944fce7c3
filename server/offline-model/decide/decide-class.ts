/**
 * A new study plan: propose the class in the draft, schedule it when the student named a range, then say what the
 * confirm will save. Every failure is relayed with the tool's own reason.
 */
import type { Intent } from "../understand/intent-types";
import { say } from "../speak/language";
import { factsOf } from "./facts";
import { callTool, latestStep, relay, reply } from "./steps";
import type { Decision, DecisionContext, Language } from "../types";
import type { StudentCalendar } from "../speak/student-words";
import { parseDateTime } from "@/lib/tasks/natural-dates";
import { formatDeadline } from "@/lib/tasks/format";

/** Dates are counted on the calendar's own days: any one zone, used both ways, reads them alike. */
const CALENDAR_ZONE = "Asia/Shanghai";

type ClassIntent = Extract<Intent, { family: "propose_class" }>;

/**
 * What the plan holds, with its total: "6章，每章3节，共18节"; named items of one length "精听、泛听，各1节，共2节";
 * items of different lengths each with its own, since "各N节" would state a wrong total ("背单词2节、听力3节，共5节").
 */
function partsWords(intent: ClassIntent, language: Language): string {
  const items = intent.items;
  if (!items) {
    const total = intent.chapters * intent.periodsEach;
    return language === "zh"
      ? `${intent.chapters}章，每章${intent.periodsEach}节，共${total}节`
      : `${intent.chapters} chapters, ${intent.periodsEach} periods each, ${total} in all`;
  }
  const total = items.reduce((sum, item) => sum + item.duration, 0);
  const even = items.every((item) => item.duration === items[0].duration);
  if (even) {
    const names = items.map((item) => item.content);
    return language === "zh"
      ? `${names.join("、")}，各${items[0].duration}节，共${total}节`
      : `${names.join(", ")}, ${items[0].duration} periods each, ${total} in all`;
  }
  return language === "zh"
    ? `${items.map((item) => `${item.content}${item.duration}节`).join("、")}，共${total}节`
    : `${items.map((item) => `${item.content} ${item.duration}`).join(", ")} periods, ${total} in all`;
}

/**
 * "1月20号开始" → "2027-01-20": a day said without its year is the next one on or after the calendar's known day (the
 * term's anchor); without one, only a day said with its year is dated.
 */
function startDate(said: NonNullable<ClassIntent["startsOn"]>, calendar: StudentCalendar): string | undefined {
  const known = calendar.termAnchor?.date;
  const knownYear = known ? Number(known.slice(0, 4)) : undefined;
  const pad = (value: number) => String(value).padStart(2, "0");
  const inYear = (year: number) => `${year}-${pad(said.month)}-${pad(said.day)}`;
  if (said.year !== undefined) return inYear(said.year);
  if (knownYear === undefined || known === undefined) return undefined;
  return inYear(knownYear) >= known ? inYear(knownYear) : inYear(knownYear + 1);
}

/**
 * "下周一" → "2026-12-07": a start said from today is dated from the calendar's first day with a week, which is the
 * window's first day, today; without one it is not dated.
 */
function startFromToday(words: string, calendar: StudentCalendar): string | undefined {
  const today = calendar.termAnchor?.date;
  if (today === undefined) return undefined;
  const parsed = parseDateTime(words, { now: new Date(`${today}T04:00:00Z`), timeZone: CALENDAR_ZONE });
  return parsed ? formatDeadline(parsed.date, CALENDAR_ZONE).slice(0, 10) : undefined;
}

function planStart(intent: ClassIntent, calendar: StudentCalendar): string | undefined {
  if (intent.startsOn) return startDate(intent.startsOn, calendar);
  return intent.startsFrom ? startFromToday(intent.startsFrom, calendar) : undefined;
}

/** "…，1月15号前写完": a plan bounded by a day ends on that day. */
function planEnd(intent: ClassIntent, calendar: StudentCalendar): string | undefined {
  const bound = intent.range === undefined ? null : /^(.+?\d{1,2}\s*[日号])(?:之前|以前|前)$/.exec(intent.range);
  return bound ? startFromToday(bound[1], calendar) : undefined;
}

/** "，从2027年1月20日开始，尽早学完": what the student asked of the plan besides its parts, said back. */
function howWords(intent: ClassIntent, calendar: StudentCalendar, language: Language): string {
  const start = planStart(intent, calendar);
  const [year, month, day] = start ? start.split("-").map(Number) : [];
  const from = start ? say(language, `，从${year}年${month}月${day}日开始`, `, from ${start}`) : "";
  const pace = intent.strategy === "rapid" ? say(language, "，尽早学完", ", done as early as it can be") : "";
  const filler = intent.allowFiller ? say(language, "，可以嵌进水课", ", filler classes allowed") : "";
  return `${from}${pace}${filler}`;
}

export function decideProposeClass(intent: ClassIntent, context: DecisionContext): Decision {
  const { language } = context;
  const proposed = latestStep(context.steps, ["propose_task_class"]);
  // "我想给中国古代史建一个复习计划": nothing of its parts is said, and a plan of guessed chapters would be wrong.
  if (intent.partsUnsaid) {
    return callTool("ask_user", {
      question: say(language, `「${intent.name}」要分哪几项（或几章），每项几节？`, `What should "${intent.name}" hold — which items (or how many chapters), and how many periods each?`),
      options: language === "en" ? ["5 chapters, 2 periods each", "8 chapters, 1 period each"] : ["5章，每章2节", "8章，每章1节"],
    });
  }
  if (!proposed) {
    const parts = intent.items ? { items: intent.items } : { chapters: intent.chapters, periods_each: intent.periodsEach };
    const start = planStart(intent, context.calendar);
    const end = planEnd(intent, context.calendar);
    return callTool("propose_task_class", {
      name: intent.name,
      ...parts,
      ...(intent.strategy ? { strategy: intent.strategy } : {}),
      ...(intent.allowFiller !== undefined ? { allow_filler_course: intent.allowFiller } : {}),
      ...(start ? { start_date: start } : {}),
      ...(end ? { end_date: end } : {}),
    });
  }
  if (!proposed.result.ok) {
    return relay(say(language, "没能建好这个学习计划，原因如下：", "I couldn't create that plan:"), proposed.result);
  }
  const how = howWords(intent, context.calendar, language);
  const created = say(language, `我在草稿里建好了「${intent.name}」（${partsWords(intent, "zh")}${how}）`, `I've drafted "${intent.name}" (${partsWords(intent, "en")}${how})`);
  if (intent.range === undefined) {
    return reply(
      say(
        language,
        `${created}，确认后保存。想排进日程的话，可以说“把${intent.name}排到下周”。`,
        `${created}. Confirm to save it; to schedule it, say "schedule ${intent.name} for next week".`,
      ),
    );
  }
  const rough = latestStep(context.steps, ["rough_schedule"]);
  if (!rough) return callTool("rough_schedule", { task_class: intent.name, range: intent.range });
  if (!rough.result.ok) {
    return relay(
      say(language, `${created}，但没能排进${intent.range}：`, `${created}, but couldn't schedule it for ${intent.range}:`),
      rough.result,
    );
  }
  const plan = factsOf(rough.result, "rough_plan");
  const placed =
    plan && plan.placed_tasks > 0
      ? say(language, `，并预排了 ${plan.placed_tasks} 项（共 ${plan.placed_periods} 节）`, ` and pre-placed ${plan.placed_tasks} of them (${plan.placed_periods} periods)`)
      : "";
  return reply(say(language, `${created}${placed}。确认后一起保存。`, `${created}${placed}. Confirm to save it all.`));
}
