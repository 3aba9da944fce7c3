/**
 * Section 4: the server's own cost of one full scheduling turn, the model answering instantly (a scripted mock):
 * list_tasks (plan) → rough_schedule (rough build) → unplace of the first placement (refine) → a closing sentence,
 * with the confirm request the turn emits for the draft. Everything else is real: startTurn, the stage gating, the
 * tools, the draft saved to PGlite, the messages and the run ledger persisted. Baseline: a plain turn on the same
 * database in which the model only says one sentence (the fixed cost of any turn).
 */
import { randomUUID } from "node:crypto";
import { simulateReadableStream, type UIMessageChunk } from "ai";
import type { Database } from "@/db/client";
import { insertDemoStudent } from "@/db/seed";
import type { TurnBudget } from "@/server/agent/budget";
import { callStep, sayStep, scriptedModel, type ScriptedStep } from "@/testing/agent/scripted-model";
import { startTurn } from "@/server/agent/turn";
import type { PlannerUIMessage } from "@/lib/protocol";
import { DEMO_NOW } from "./demo-student";
import { percentile } from "./stats";

const BUDGET: TurnBudget = { maxModelCalls: 8, maxToolCalls: 16, maxElapsedMs: 60_000 };

interface TurnFigures {
  p50: number;
  p99: number;
  /** Turns per second with `concurrency` turns in flight at once. */
  throughput: number;
}

export interface TurnResult {
  turns: number;
  concurrency: number;
  cores: number;
  scheduling: TurnFigures;
  plain: TurnFigures;
}

/** The first "[id]" of a placement line ("  [12]名字 → 第3天…") in the last rough_schedule reply of the prompt. */
function firstPlacedId(prompt: unknown): number {
  const match = /\\n {2}\[(\d+)\][^\\]*? → 第/.exec(JSON.stringify(prompt));
  if (!match) throw new Error("the rough_schedule reply named no placement");
  return Number(match[1]);
}

function schedulingScript(): ScriptedStep[] {
  return [
    callStep([{ name: "list_tasks", input: { status: "pending" } }]),
    callStep([{ name: "rough_schedule", input: {} }]),
    (options) =>
      simulateReadableStream({ chunks: callStep([{ name: "unplace", input: { task_id: firstPlacedId(options.prompt) } }]), chunkDelayInMs: null }),
    sayStep("已按你的空闲时间粗排好，并把第一项留给你自己安排。请确认后写入课表。"),
  ];
}

async function runTurn(db: Database, userId: number, script: ScriptedStep[], text: string): Promise<UIMessageChunk[]> {
  const model = scriptedModel(script);
  const conversationId = `bench-${randomUUID()}`;
  const message: PlannerUIMessage = { id: `${conversationId}-u`, role: "user", parts: [{ type: "text", text }] };
  const stream = await startTurn(
    {
      db,
      userId,
      model,
      budget: BUDGET,
      now: DEMO_NOW,
      clock: () => performance.now(),
      defaultTimeZone: "Asia/Shanghai",
      generateId: () => randomUUID(),
    },
    { conversationId, message },
  );
  const chunks: UIMessageChunk[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return chunks;
}

/** The scheduling turn must really have run its tools and ended with a confirm request, or its time means nothing. */
function checkSchedulingTurn(chunks: readonly UIMessageChunk[]): void {
  const outputs = chunks.filter((chunk) => chunk.type === "tool-output-available");
  const failed = outputs.filter((chunk) => (chunk as { output?: { ok?: boolean } }).output?.ok !== true);
  if (outputs.length !== 3 || failed.length > 0) throw new Error(`the scheduling turn's tools did not all succeed: ${JSON.stringify(failed).slice(0, 400)}`);
  if (!chunks.some((chunk) => chunk.type === "data-confirm_request")) throw new Error("the scheduling turn sent no confirm request");
}

async function measure(
  students: number[],
  turn: (userId: number) => Promise<void>,
  turns: number,
  concurrency: number,
): Promise<TurnFigures> {
  let next = 0;
  const take = () => students[next++ % students.length];
  const samples: number[] = [];
  for (let index = 0; index < turns; index++) {
    const userId = take();
    const started = performance.now();
    await turn(userId);
    samples.push(performance.now() - started);
  }
  const started = performance.now();
  const perWorker = Math.ceil(turns / concurrency);
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      for (let index = 0; index < perWorker; index++) await turn(take());
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), throughput: (perWorker * concurrency) / seconds };
}

export async function runTurnOverhead(db: Database, options: { turns: number; concurrency: number; cores: number }): Promise<TurnResult> {
  // Each scheduling turn needs a student with pending work and no open draft: seed enough of them up front.
  const needed = options.turns + Math.ceil(options.turns / options.concurrency) * options.concurrency + 2;
  const students: number[] = [];
  for (let index = 0; index < needed; index++) {
    students.push(await insertDemoStudent(db, { now: DEMO_NOW, name: `turn-bench-${index}-${randomUUID().slice(0, 8)}` }));
  }
  const scheduling = async (userId: number) => checkSchedulingTurn(await runTurn(db, userId, schedulingScript(), "帮我把复习排进这两周的空闲时间"));
  const plain = async (userId: number) => {
    await runTurn(db, userId, [sayStep("好的，有需要随时叫我。")], "谢谢");
  };
  // One of each first, untimed: module loading and the JIT are not the server's per-turn cost.
  await scheduling(students.pop()!);
  await plain(students.pop()!);
  return {
    turns: options.turns,
    concurrency: options.concurrency,
    cores: options.cores,
    scheduling: await measure(students, scheduling, options.turns, options.concurrency),
    plain: await measure(students, plain, options.turns, options.concurrency),
  };
}
