/**
 * The one wrapper every agent tool runs through (the registry puts it around each tool under its contract name): it
 * enforces the per-turn tool budget before anything happens, counts the call, and records its outcome for the stage
 * machine. Budgets live in the app, not the model.
 */
import { jsonSchema, tool, type Tool } from "ai";
import { z } from "zod";
import { PLANNER_TOOLS, type PlannerToolName, type ToolOutput } from "@/lib/protocol";
import { describeExhaustion, toolCallBlocked, type BudgetMeter } from "../budget";
import type { ToolCallRecord } from "../stages";

export interface ToolLedger {
  meter: BudgetMeter;
  calls: ToolCallRecord[];
  clock: () => number;
}

type ModelFacingJson = Parameters<typeof jsonSchema>[0];

/** Each contract schema's JSON schema, made once per process: tools are built every turn, the contract never changes. */
const modelFacingJson = new WeakMap<z.ZodType, ModelFacingJson>();

/**
 * The JSON schema the model sees, without the SDK validating against zod: our tools validate themselves and answer
 * a bad argument with a Chinese sentence the model can act on, instead of an exception.
 */
function modelFacingSchema(schema: z.ZodType) {
  let json = modelFacingJson.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as ModelFacingJson;
    modelFacingJson.set(schema, json);
  }
  return jsonSchema<Record<string, unknown>>(json);
}

/** Wraps a tool body with the budget check, the call count and the outcome record. */
function guardExecute<INPUT>(
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

/**
 * A tool that validates its own arguments: the model sees the contract's description and schema (as JSON schema,
 * see modelFacingSchema), and the body answers whatever arrives.
 */
export function selfValidatingTool(
  name: PlannerToolName,
  run: (input: unknown) => Promise<ToolOutput> | ToolOutput,
): Tool<Record<string, unknown>, ToolOutput> {
  const { description, inputSchema } = PLANNER_TOOLS[name];
  return tool({
    description,
    inputSchema: modelFacingSchema(inputSchema),
    execute: async (input) => run(input),
  });
}

/** The budget guard around a built tool, recording its calls under `name`; the tool is otherwise unchanged. */
export function guardTool<T extends Tool>(ledger: ToolLedger, name: string, original: T): T {
  const execute = original.execute;
  if (!execute) throw new Error(`tool ${name} has no execute`);
  return {
    ...original,
    execute: (input: unknown, options: Parameters<typeof execute>[1]) =>
      guardExecute(ledger, name, async (value: unknown) => (await execute(value, options)) as ToolOutput)(input),
  };
}
