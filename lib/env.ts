/**
 * The server's settings, from one place: the only reader of process.env in app/, server/, db/, lib/ and components/
 * (a lint rule holds that). Every variable is checked here with zod; server/platform/startup.ts reads them once when the
 * server starts, so a malformed value is named in the log (in Chinese and English) before a student meets it.
 *
 * Read per call, not cached: parsing a few dozen strings costs microseconds, and tests that stub a variable see it.
 */
import { z } from "zod";
import { NO_PROXY, parseTrustProxy, VERCEL_PROXY, type ProxyTrust } from "@/lib/http/trust-proxy";

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
/** "on" / "off" in any case and spacing, as shells and .env files write them. */
const onOff = (name: string) =>
  z
    .string()
    .transform((value) => value.trim().toLowerCase())
    .pipe(z.enum(["on", "off"], { error: `${name} 只能是 on 或 off / ${name} must be on or off` }))
    .optional();

const envSchema = z
  .object({
    NODE_ENV: z.string().optional(),
    /** Postgres when set; otherwise the embedded PGlite under PGLITE_DIR (.data/pglite). */
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "DATABASE_URL 必须是 postgres:// 或 postgresql:// 开头的连接串")
      .optional(),
    PGLITE_DIR: z.string().min(1).optional(),
    MIGRATIONS_DIR: z.string().min(1).optional(),
    /** Set by Vercel on its builds and functions ("1"). */
    VERCEL: z.string().optional(),
    REDIS_URL: z
      .string()
      .trim()
      .regex(/^rediss?:\/\//, "REDIS_URL 必须是 redis:// 或 rediss:// 开头 / REDIS_URL must start with redis:// or rediss://")
      .optional(),
    /** RATE_LIMITS=off turns every limit off; meant for load tests on a private machine only. */
    RATE_LIMITS: onOff("RATE_LIMITS"),
    /** Whether a visitor who is not signed in gets a guest with the demo data (on by default). */
    PLANNER_DEMO: onOff("PLANNER_DEMO"),
    APP_URL: z
      .string()
      .trim()
      .refine((value) => URL.canParse(value), "APP_URL 无效（应为 https://planner.example.com 这样的地址）/ APP_URL is not a URL")
      .optional(),
    CRON_SECRET: z.string().optional(),
    NEXT_MANUAL_SIG_HANDLE: z.string().optional(),
    /** How long SIGTERM waits for running turns before closing them (server/platform/shutdown.ts); below the
     * orchestrator's own grace (compose's stop_grace_period is 15 s). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
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
    /**
     * Web Push's VAPID key pair (RFC 8292, base64url as `web-push generate-vapid-keys` prints it) and the contact the
     * push services see. Unset: the server makes a pair once and keeps it in the database (server/notifications).
     */
    VAPID_PUBLIC_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{80,100}$/, "VAPID_PUBLIC_KEY 应为 base64url 编码的 P-256 公钥 / VAPID_PUBLIC_KEY must be a base64url P-256 public key").optional(),
    VAPID_PRIVATE_KEY: z.string().trim().regex(/^[A-Za-z0-9_-]{40,50}$/, "VAPID_PRIVATE_KEY 应为 base64url 编码的私钥 / VAPID_PRIVATE_KEY must be a base64url private key").optional(),
    VAPID_SUBJECT: z
      .string()
      .trim()
      .regex(/^(mailto:|https:\/\/)\S+$/, "VAPID_SUBJECT 应为 mailto: 或 https:// 开头 / VAPID_SUBJECT must start with mailto: or https://")
      .optional(),
    /**
     * The push services the server sends to, as comma-separated origins (https://fcm.googleapis.com,...); replaces the
     * default list of Google's, Mozilla's, Microsoft's and Apple's (server/notifications/push-hosts.ts).
     */
    PUSH_ALLOWED_ORIGINS: z
      .string()
      .transform((value, context) => {
        const origins = value.split(",").map((part) => part.trim()).filter((part) => part !== "");
        for (const origin of origins) {
          if (!URL.canParse(origin) || !/^https?:$/.test(new URL(origin).protocol)) {
            context.addIssue({ code: "custom", message: `PUSH_ALLOWED_ORIGINS 中的「${origin}」不是 http(s) 地址 / not an http(s) origin` });
            return z.NEVER;
          }
        }
        return origins.map((origin) => new URL(origin).origin);
      })
      .optional(),
    /** Which proxies may name the client in X-Forwarded-For (lib/http/trust-proxy.ts); unset: none. */
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
  })
  // Without TRUST_PROXY on Vercel, the client is the one Vercel names.
  .transform((values) => ({ ...values, TRUST_PROXY: values.TRUST_PROXY ?? (values.VERCEL ? VERCEL_PROXY : NO_PROXY) }));

export type Env = z.infer<typeof envSchema>;

/** Empty strings count as unset, as shells and .env files often leave them. */
function withoutEmpty(source: Readonly<Record<string, string | undefined>>): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ""));
}

/** The environment `source` holds, read; throws naming every malformed variable. */
export function parseEnv(source: Readonly<Record<string, string | undefined>>): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (!result.success) {
    const details = result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`).join("; ");
    throw new Error(`环境变量无效 / Invalid configuration: ${details}`);
  }
  return result.data;
}

/** This process's environment, read. */
export function env(): Env {
  return parseEnv(process.env);
}
