/**
 * What the app hands a model as data beside the words it reads. Every tool answers with a reply text (what an LLM
 * reads, and what the tool block shows the student) and, where a later step needs something in it, typed facts: the
 * tasks a listing named with their ids, how many tasks a search found, how much a rough plan placed. The window's
 * calendar travels beside the system prompt the same way. A remote model reads the text; the built-in model
 * (server/offline-model, provider name `offline`) reads these facts as provider options under its name, parsed
 * with the schemas below, and never parses the prose. Other providers ignore options that are not theirs. Pure.
 */
import type { JSONObject, LanguageModelV4ToolResultOutput } from "@ai-sdk/provider";
import { z } from "zod";

/** The provider that reads the facts: the built-in model (as for the mentions of lib/protocol/model-context.ts). */
const FACTS_PROVIDER = "offline";

const count = z.number().int().nonnegative();
const period = z.number().int().positive();

/** A run of periods on one window day ("第4天第3-4节"). */
const slotSchema = z.object({ day: z.number().int(), slot_start: period, slot_end: period });

/** A calendar day as the time questions answer it: its date and weekday (1 = Monday … 7 = Sunday). */
const calendarDay = { date: z.iso.date(), weekday: z.number().int().min(1).max(7) };
/** A run of periods by the clock: "14:00"–"15:40", 2 periods. */
const clockRunSchema = z.object({ start: z.string(), end: z.string(), periods: period });
const dayPartSchema = z.enum(["morning", "afternoon", "evening"]);

/** One task of a list_tasks reply, as the reply's "[id]name" line names it. */
const listedTaskSchema = z.object({
  /** The schedule tools' id of this turn ("[3]"); it changes between turns. */
  id: z.number().int(),
  /** The name as the reply shows it (one line; a review sitting as "复习·…"). */
  name: z.string(),
  /** The task class, "课程" for a course, "待办" for a loose to-do. */
  category: z.string(),
  status: z.enum(["existing", "suggested", "pending"]),
  /** Where a placed task's first block sits: a move that names only a day keeps these periods. */
  first_block: slotSchema.optional(),
  /** How many periods a pending task needs. */
  periods: period.optional(),
});
export type ListedTask = z.infer<typeof listedTaskSchema>;

export const toolFactsSchema = z.discriminatedUnion("kind", [
  /** list_tasks: every task the reply lists, in its order. */
  z.object({ kind: z.literal("task_list"), tasks: z.array(listedTaskSchema) }),
  /** find_first_free / find_free: the first run that fits, absent when none does. */
  z.object({ kind: z.literal("free_slot"), slot: slotSchema.optional() }),
  /** place / move refused because the periods are taken: the periods asked for and that day's free runs. */
  z.object({
    kind: z.literal("slot_taken"),
    asked: slotSchema,
    free_runs: z.array(z.object({ slot_start: period, slot_end: period })),
  }),
  /** query_tasks: how many to-dos matched, and the task classes the keyword names with their items not yet planned. */
  z.object({
    kind: z.literal("task_search"),
    found: count,
    unplanned: z.array(z.object({ class_name: z.string(), items: z.array(z.string()) })),
  }),
  /** rough_schedule: what the plan placed (reviews aside), and the periods left over when something did not fit. */
  z.object({
    kind: z.literal("rough_plan"),
    placed_tasks: count,
    placed_periods: count,
    missing_periods: count.optional(),
    /** What the student asked to keep out and the plan left pending, in their words. */
    kept_out: z.array(z.string()).optional(),
    /** Names the student asked to keep out that match nothing pending, in their words. */
    not_found: z.array(z.string()).optional(),
    /** Parts of every day kept free of new study, in rough_schedule's keep_free words ("早八", "13:00-14:00"). */
    kept_free: z.array(z.string()).optional(),
  }),
  /** quick_note / create_task: the estimate the saved to-do carries (null: none). */
  z.object({ kind: z.literal("saved_task"), estimated_sections: count.nullable() }),
  /**
   * query_free_time: each day asked about (in the part of the day asked about, if one was) with its free runs, or
   * over when that span has begun; with pick emptiest, the emptiest day (null when every day is over).
   */
  z.object({
    kind: z.literal("free_time"),
    part: dayPartSchema.optional(),
    days: z.array(z.object({ ...calendarDay, over: z.boolean(), runs: z.array(clockRunSchema) })),
    emptiest: z.object({ ...calendarDay, free_periods: count }).nullable().optional(),
  }),
  /** query_day: each day asked about with its courses and study blocks by the clock, or over. */
  z.object({
    kind: z.literal("day_agenda"),
    part: dayPartSchema.optional(),
    remaining_only: z.boolean(),
    days: z.array(
      z.object({
        ...calendarDay,
        over: z.boolean(),
        entries: z.array(
          z.object({
            kind: z.enum(["course", "study"]),
            name: z.string(),
            start: z.string(),
            end: z.string(),
            /** Placed in the open draft, not confirmed yet (待确认). */
            draft: z.boolean(),
          }),
        ),
      }),
    ),
  }),
  /**
   * query_exams: the exams the reply named, each with its date and its time ("09:00", null when none was said), so a
   * reminder timed from an exam ("考试前一天晚上八点") can be dated.
   */
  z.object({
    kind: z.literal("exam_list"),
    exams: z.array(z.object({ title: z.string(), date: z.iso.date(), time: z.string().nullable() })),
  }),
  /** undo_schedule: the card offered undoes the last confirmed plan, or (redo) puts back what the last undo took away. */
  z.object({ kind: z.literal("undo_offer"), redo: z.boolean() }),
]);
export type ToolFacts = z.infer<typeof toolFactsSchema>;
/** The facts of one kind: FactsOf<"task_list"> is a listing's. */
export type FactsOf<Kind extends ToolFacts["kind"]> = Extract<ToolFacts, { kind: Kind }>;

/** A tool's answer, the shape every planner tool returns (lib/protocol/tools.ts: toolOutputSchema). */
interface ToolAnswer {
  ok: boolean;
  text: string;
  facts?: ToolFacts;
}

/**
 * The tools' `toModelOutput`: the model reads `{ ok, text }` as JSON (what an OpenAI-compatible model is sent), and
 * the facts ride along as the built-in model's provider options.
 */
export function toolModelOutput(output: ToolAnswer): LanguageModelV4ToolResultOutput & { type: "json" } {
  const value = { ok: output.ok, text: output.text };
  if (!output.facts) return { type: "json", value };
  return { type: "json", value, providerOptions: { [FACTS_PROVIDER]: { facts: output.facts as JSONObject } } };
}

function ownOptions(providerOptions: unknown): unknown {
  if (providerOptions === null || typeof providerOptions !== "object") return undefined;
  return (providerOptions as Record<string, unknown>)[FACTS_PROVIDER];
}

const factsOptionsSchema = z.object({ facts: toolFactsSchema });

/** The facts a tool result carries (read by the built-in model); undefined when it carries none or not these. */
export function toolFactsOf(providerOptions: unknown): ToolFacts | undefined {
  const parsed = factsOptionsSchema.safeParse(ownOptions(providerOptions));
  return parsed.success ? parsed.data.facts : undefined;
}

/** The planning window as the system prompt's table states it: "第N天 = 2026-12-01 周二", "第1节 08:00-08:45". */
const modelCalendarSchema = z.object({
  days: z.array(
    z.object({
      day: z.number().int(),
      date: z.iso.date(),
      /** 1 = Monday … 7 = Sunday. */
      weekday: z.number().int().min(1).max(7),
      /** The week of the term it falls in ("第13周"): what dates a day the student names by the term's week. */
      week: z.number().int().positive().optional(),
    }),
  ),
  /** Period 1 first. */
  periods: z.array(z.object({ start: z.string(), end: z.string() })),
});
export type ModelCalendar = z.infer<typeof modelCalendarSchema>;

/** The call's provider options that carry the calendar (streamText's `providerOptions`). */
export function calendarProviderOptions(calendar: ModelCalendar): Record<string, JSONObject> {
  return { [FACTS_PROVIDER]: { calendar } };
}

const calendarOptionsSchema = z.object({ calendar: modelCalendarSchema });

/** The calendar a call carries, undefined when it carries none (the schedule is unavailable). */
export function calendarOf(providerOptions: unknown): ModelCalendar | undefined {
  const parsed = calendarOptionsSchema.safeParse(ownOptions(providerOptions));
  return parsed.success ? parsed.data.calendar : undefined;
}
