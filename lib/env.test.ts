import { describe, expect, it } from "vitest";
import { parseEnv } from "./env";

describe("parseEnv", () => {
  it("takes an empty value as unset and fills the defaults", () => {
    const settings = parseEnv({ DATABASE_URL: "", REDIS_URL: "", TRUST_PROXY: "" });
    expect(settings.DATABASE_URL).toBeUndefined();
    expect(settings.REDIS_URL).toBeUndefined();
    expect(settings.TRUST_PROXY).toEqual({ kind: "none" });
    expect(settings.AGENT_MAX_ELAPSED_MS).toBe(120_000);
    expect(settings.DEFAULT_TIME_ZONE).toBe("Asia/Shanghai");
  });

  it("reads the database settings: a postgres URL, a PGlite directory, or neither", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://localhost/db" }).DATABASE_URL).toBe("postgres://localhost/db");
    expect(parseEnv({ DATABASE_URL: "postgresql://localhost/db" }).DATABASE_URL).toBe("postgresql://localhost/db");
    expect(parseEnv({ PGLITE_DIR: "/tmp/x" }).PGLITE_DIR).toBe("/tmp/x");
  });

  it("reads on / off switches in any case or spacing", () => {
    expect(parseEnv({ RATE_LIMITS: " OFF " }).RATE_LIMITS).toBe("off");
    expect(parseEnv({ PLANNER_DEMO: "On" }).PLANNER_DEMO).toBe("on");
    expect(parseEnv({}).PLANNER_DEMO).toBeUndefined();
  });

  it.each([
    ["DATABASE_URL", "mysql://localhost/db", "DATABASE_URL 必须是 postgres:// 或 postgresql:// 开头的连接串"],
    ["REDIS_URL", "localhost:6379", "REDIS_URL 必须是 redis:// 或 rediss:// 开头"],
    ["RATE_LIMITS", "no", "RATE_LIMITS 只能是 on 或 off"],
    ["PLANNER_DEMO", "no", "PLANNER_DEMO 只能是 on 或 off"],
    ["APP_URL", "planner.example.com", "APP_URL 无效"],
    ["AGENT_MAX_TOOL_CALLS", "many", "AGENT_MAX_TOOL_CALLS"],
    ["TRUST_PROXY", "true", "TRUST_PROXY 应为"],
  ])("names a malformed %s in Chinese and English", (name, value, message) => {
    expect(() => parseEnv({ [name]: value })).toThrow(/^环境变量无效 \/ Invalid configuration: /);
    expect(() => parseEnv({ [name]: value })).toThrow(message);
  });

  it("names every malformed variable at once", () => {
    expect(() => parseEnv({ RATE_LIMITS: "no", APP_URL: "x" })).toThrow(/RATE_LIMITS.*APP_URL/s);
  });
});
