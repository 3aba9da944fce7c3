/**
 * Agent settings (and the server's TRUST_PROXY) read from the environment once and checked with zod: a malformed
 * value fails at start with a clear message instead of deep inside a request.
 */
import { z } from "zod";
import { NO_PROXY, parseTrustProxy, VERCEL_PROXY, type ProxyTrust } from "../limits/trust-proxy";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);

const agentEnvSchema = z.object({
  OPENAI_API_KEY: z.string().trim().min(1).optional(),
  OPENAI_BASE_URL: z.url().optional(),
  OPENAI_MODEL: z.string().trim().min(1).default("gpt-4o-mini"),
  /** Per-turn budgets, computed by the app and never taken from the model (seed 003). */
  AGENT_MAX_MODEL_CALLS: positiveInt(12),
  AGENT_MAX_TOOL_CALLS: positiveInt(24),
  AGENT_MAX_ELAPSED_MS: positiveInt(120_000),
  /** Pause between the offline model's streamed parts, so its answers visibly stream in the app. */
  OFFLINE_MODEL_DELAY_MS: z.coerce.number().int().min(0).max(2000).default(20),
  /** The student's zone when their term has none. */
  DEFAULT_TIME_ZONE: z.string().default("Asia/Shanghai"),
  /** Which proxies may name the client in X-Forwarded-For (server/limits/trust-proxy.ts); unset: none. */
  TRUST_PROXY: z
    .string()
    .transform((value, context): ProxyTrust => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        context.addIssue({ code: "custom", message: (error as Error).message });
        return z.NEVER;
      }
    })
    .optional(),
  /** Set by Vercel on its servers: without TRUST_PROXY, the client is the one Vercel names. */
  VERCEL: z.string().optional(),
}).transform(({ VERCEL, ...settings }) => ({ ...settings, TRUST_PROXY: settings.TRUST_PROXY ?? (VERCEL ? VERCEL_PROXY : NO_PROXY) }));

export type AgentEnv = z.infer<typeof agentEnvSchema>;

/** Empty strings count as unset, as shells and .env files often leave them. */
function withoutEmpty(source: Record<string, string | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

export function parseAgentEnv(source: Record<string, string | undefined>): AgentEnv {
  const result = agentEnvSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`环境变量无效 / Invalid configuration: ${details}`);
  }
  return result.data;
}

let cached: AgentEnv | undefined;

export function agentEnv(): AgentEnv {
  cached ??= parseAgentEnv(process.env);
  return cached;
}
