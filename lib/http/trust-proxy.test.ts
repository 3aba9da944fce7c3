import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { parseTrustProxy } from "@/lib/http/trust-proxy";

describe("parseTrustProxy", () => {
  it("reads nothing, 0, a hop count or a list of addresses and ranges", () => {
    expect(parseTrustProxy("")).toEqual({ kind: "none" });
    expect(parseTrustProxy(" 0 ")).toEqual({ kind: "none" });
    expect(parseTrustProxy("2")).toEqual({ kind: "hops", hops: 2 });
    const ranges = parseTrustProxy("10.0.0.0/8, 172.16.0.0/12 ,192.168.1.1, ::1, fd00::/8");
    if (ranges.kind !== "ranges") throw new Error(ranges.kind);
    expect(["10.1.2.3", "172.31.0.1", "192.168.1.1", "::1", "fd12::3"].map(ranges.includes)).toEqual([true, true, true, true, true]);
    expect(["11.0.0.1", "172.32.0.1", "192.168.1.2", "::2", "fe80::1"].map(ranges.includes)).toEqual([false, false, false, false, false]);
  });

  it("refuses anything else with a message that says what it should be", () => {
    for (const value of ["true", "yes", "11", "-1", "1.5", "10.0.0.0/33", "::/129", "10.0.0.0/8/1", "10.0.0.0/x", "10.0.0.0/8,,::1", "localhost"]) {
      expect(() => parseTrustProxy(value), value).toThrow(/TRUST_PROXY 应为反向代理的层数.*hop count/);
    }
  });
});

describe("TRUST_PROXY in the environment", () => {
  it("is none by default, Vercel's header on Vercel, and what it says when set", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "" }).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ VERCEL: "1" }).TRUST_PROXY).toEqual({ kind: "vercel" });
    expect(parseEnv({ VERCEL: "1", TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
  });

  it("fails with the variable's name and the reason for a bad value", () => {
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/^环境变量无效 \/ Invalid configuration: TRUST_PROXY: TRUST_PROXY 应为/);
  });
});
