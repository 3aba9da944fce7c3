import { afterEach, describe, expect, it, vi } from "vitest";
import type { Database } from "@/db/client";
import { checkHealth } from "./health";

/** A database whose every statement answers (or fails) as told; app/api/health's test asks a real one. */
function databaseThat(execute: () => Promise<unknown>): Database {
  return { execute } as unknown as Database;
}

describe("checkHealth", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is up when the database answers", async () => {
    const execute = vi.fn(() => Promise.resolve([{ "?column?": 1 }]));
    expect(await checkHealth({ openDatabase: async () => databaseThat(execute) })).toEqual({ ok: true, database: "up" });
    expect(execute).toHaveBeenCalledTimes(1);
  });

  it("is down, with the reason's first line logged and not answered, when the database cannot be opened", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const report = await checkHealth({ openDatabase: () => Promise.reject(new Error("connect ECONNREFUSED 127.0.0.1:1\nsecret detail")) });
    expect(report).toEqual({ ok: false, database: "down" });
    expect(log).toHaveBeenCalledWith("health: the database is down: connect ECONNREFUSED 127.0.0.1:1");
  });

  it("is down when select 1 fails", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const broken = databaseThat(() => Promise.reject(new Error("terminating connection")));
    expect(await checkHealth({ openDatabase: async () => broken })).toEqual({ ok: false, database: "down" });
  });

  it("is down when the database does not answer in time", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => {});
    const report = await checkHealth({ openDatabase: () => new Promise<Database>(() => {}), timeoutMs: 20 });
    expect(report).toEqual({ ok: false, database: "down" });
    expect(log).toHaveBeenCalledWith("health: the database is down: no answer within 20 ms");
  });
});
