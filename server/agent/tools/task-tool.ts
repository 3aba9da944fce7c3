/**
 * The task tools (quick_note, create_task, query_tasks) as AI SDK tools: the contract's description and zod schema,
 * which the SDK validates, and a second check with zh-CN messages for direct callers (tests, the offline model),
 * whose failure is a reply the model can correct instead of an exception.
 */
import { tool } from "ai";
import { z } from "zod";
import type { ToolOutput } from "@/lib/protocol";

const EMPTY_STRING_MESSAGE = " 不能为空";

/** zod's issues in Chinese, named by the argument the model sent, so it can correct exactly that field. */
function invalidInputOutput(error: z.ZodError): ToolOutput {
  const problems = error.issues.map((issue) => {
    const field = issue.path.length > 0 ? `参数 ${issue.path.join(".")}` : "参数";
    const emptyString = issue.code === "too_small" && issue.origin === "string" && Number(issue.minimum) === 1;
    return `${field}${emptyString ? EMPTY_STRING_MESSAGE : `：${issue.message}`}`;
  });
  return { ok: false, text: `参数有误，没有执行：${problems.join("；")}。请修正后重试。` };
}

/** Validates with zh-CN messages: the SDK checks arguments too, but direct callers (tests, the offline model) may not. */
function parseToolInput<Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
): { ok: true; value: z.infer<Schema> } | { ok: false; output: ToolOutput } {
  const parsed = schema.safeParse(input, { error: z.locales.zhCN().localeError });
  return parsed.success ? { ok: true, value: parsed.data } : { ok: false, output: invalidInputOutput(parsed.error) };
}

/** `entry` is the tool's contract entry (PLANNER_TOOLS.quick_note, ...); `run` gets the checked arguments. */
export function taskTool<Input>(
  entry: { description: string; inputSchema: z.ZodType<Input> },
  run: (input: Input) => Promise<ToolOutput>,
) {
  const { description, inputSchema } = entry;
  return tool({
    description,
    inputSchema,
    execute: async (input): Promise<ToolOutput> => {
      const parsed = parseToolInput(inputSchema, input);
      return parsed.ok ? run(parsed.value) : parsed.output;
    },
  });
}
