/**
 * The one wrapper every agent tool runs through: it enforces the per-turn tool budget before anything happens,
 * counts the call, and records its outcome for the stage machine. Budgets live in the app, not the model.
 */
import { jsonSchema, tool, type Tool } from "ai";
import { z } from "zod";
import type { ToolOutput } from "@/lib/protocol";
import { describeExhaustion, toolCallBlocked, type BudgetMeter } from "../budget";
import type { ToolCallRecord } from "../stages";

export interface ToolLedger {
  meter: BudgetMeter;
  calls: ToolCallRecord[];
  clock: () => number;
}

/**
 * The JSON schema the model sees, without the SDK validating against zod: our tools validate themselves and answer
 * a bad argument with a Chinese sentence the model can act on, instead of an exception.
 */
export function modelFacingSchema(schema: z.ZodType) {
  return jsonSchema<Record<string, unknown>>(
    z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Parameters<typeof jsonSchema>[0],
  );
}

/** Wraps a tool body with the budget check, the call count and the outcome record. */
export function guardExecute<INPUT>(
  ledger: ToolLedger,
  name: string,
  run: (input: INPUT) => Promise<ToolOutput> | ToolOutput,
): (input: INPUT) => Promise<ToolOutput> {
  return async (input: INPUT): Promise<ToolOutput> => {
    const blocked = toolCallBlocked(ledger.meter, ledger.clock());
    if (blocked) {
      ledger.meter.exhausted ??= blocked;
      return { ok: false, text: describeExhaustion(blocked, ledger.meter.budget) };
    }
    ledger.meter.toolCalls += 1;
    const output = await run(input);
    ledger.calls.push({ name, ok: output.ok });
    return output;
  };
}

export function guardedTool(
  ledger: ToolLedger,
  name: string,
  description: string,
  schema: z.ZodType,
  run: (input: unknown) => Promise<ToolOutput> | ToolOutput,
): Tool<Record<string, unknown>, ToolOutput> {
  return tool({
    description,
    inputSchema: modelFacingSchema(schema),
    execute: guardExecute(ledger, name, run),
  });
}

/** The same guard around a tool built elsewhere (the task tools are factories of their own). */
export function guardTool<INPUT>(ledger: ToolLedger, name: string, original: Tool<INPUT, ToolOutput>): Tool<INPUT, ToolOutput> {
  const execute = original.execute;
  if (!execute) throw new Error(`tool ${name} has no execute`);
  return {
    ...original,
    execute: (input: INPUT, options: Parameters<typeof execute>[1]) =>
      guardExecute<INPUT>(ledger, name, async (value) => (await execute(value, options)) as ToolOutput)(input),
  } as Tool<INPUT, ToolOutput>;
}
