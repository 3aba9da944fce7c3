import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import { listRuns } from "@/db/queries/agent-runs";
import { ensureConversation, loadMessages } from "@/db/queries/conversations";
import { insertDemoStudent } from "@/db/seed";
import type { Database } from "@/db/client";
import { PlannerError } from "@/lib/errors";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { startConversation } from "@/testing/agent/offline-harness";
import { claimTurnRun, INTERRUPTED_TEXT } from "../turns/runs";
import { createTurnDrain, handleShutdownSignals, type TurnDrain } from "./shutdown";

// Tuesday 2026-12-01 12:00 Shanghai.
const NOW = new Date("2026-12-01T04:00:00Z");
let counter = 0;

describe.each(testDatabases())("createTurnDrain ($name)", (factory) => {
  const db = useTestDatabase(factory);
  const student = () => insertDemoStudent(db(), { now: NOW, name: `停机学生-${factory.name}-${++counter}` });

  it("lets a turn in progress finish within the grace, and closes nothing", async () => {
    const userId = await student();
    const drain = createTurnDrain();
    const tracked = drain.track(userId);
    const turn = startConversation({ db: db(), userId, now: NOW })
      .say("把离散数学的复习排到下周")
      .finally(() => tracked.end());
    tracked.claimed();

    const started = Date.now();
    const outcome = await drain.drain(db(), { graceMs: 10_000 });

    expect(outcome).toEqual({ finished: 1, interrupted: 0 });
    expect(Date.now() - started).toBeLessThan(10_000);
    const { run, timeline } = await turn;
    expect(run.status).toBe("completed");
    expect(timeline.map((event) => event.kind)).not.toContain("interrupt");
  }, 30_000);

  it("after the grace closes the run of a turn still going as interrupted, with the 服务中断 note", async () => {
    const userId = await student();
    const conversationId = `draining-${counter}`;
    await ensureConversation(db(), userId, conversationId, "停机中的对话");
    const run = await claimTurnRun(db(), { userId, conversationId, model: "offline" }, { maxElapsedMs: 60_000 });
    const drain = createTurnDrain();
    drain.track(userId).claimed();

    const started = Date.now();
    expect(await drain.drain(db(), { graceMs: 300 })).toEqual({ finished: 0, interrupted: 1 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect((await listRuns(db(), conversationId))[0]).toMatchObject({ id: run.id, status: "interrupted" });
    const note = (await loadMessages(db(), conversationId)).at(-1);
    expect(note?.parts).toEqual([{ type: "data-interrupt", data: { reason: "interrupted", text: INTERRUPTED_TEXT } }]);
  });

  it("leaves alone a turn that was still waiting for its student's run (another server's run is not its own)", async () => {
    const userId = await student();
    const conversationId = `elsewhere-${counter}`;
    await ensureConversation(db(), userId, conversationId, "别的服务器上的对话");
    const elsewhere = await claimTurnRun(db(), { userId, conversationId, model: "offline" }, { maxElapsedMs: 60_000 });
    const drain = createTurnDrain();
    drain.track(userId);

    expect(await drain.drain(db(), { graceMs: 100 })).toEqual({ finished: 0, interrupted: 0 });
    expect((await listRuns(db(), conversationId))[0]).toMatchObject({ id: elsewhere.id, status: "received", finishedAt: null });
  });

  it("refuses new turns with server:draining (503) from the signal on", async () => {
    const drain = createTurnDrain();
    expect(() => drain.refuseWhileDraining()).not.toThrow();
    const draining = drain.drain(db(), { graceMs: 0 });

    expect(() => drain.track(1)).toThrow(PlannerError);
    expect(() => drain.refuseWhileDraining()).toThrow(expect.objectContaining({ code: "server:draining", httpStatus: 503, message: "服务器正在重启，请稍后再发一次。" }));
    await draining;
  });
});

describe("handleShutdownSignals", () => {
  const fakeDb = {} as Database;

  function fakeDrain(): TurnDrain & { drained: ReturnType<typeof vi.fn> } {
    const drained = vi.fn(async () => ({ finished: 1, interrupted: 0 }));
    return { refuseWhileDraining: () => {}, track: () => ({ claimed: () => {}, end: () => {} }), drain: drained, drained };
  }

  it("leaves the signals to Next.js without NEXT_MANUAL_SIG_HANDLE", () => {
    const signals = new EventEmitter();
    expect(handleShutdownSignals({}, { db: async () => fakeDb, drain: fakeDrain(), signals })).toBe(false);
    expect(signals.listenerCount("SIGTERM")).toBe(0);
  });

  it("with NEXT_MANUAL_SIG_HANDLE=true drains once on SIGTERM, then exits 0", async () => {
    const signals = new EventEmitter();
    const drain = fakeDrain();
    const exited = new Promise<number>((resolve) => {
      handleShutdownSignals({ NEXT_MANUAL_SIG_HANDLE: "true" }, { db: async () => fakeDb, drain, signals, exit: resolve, graceMs: 50 });
    });
    const log = vi.spyOn(console, "log").mockImplementation(() => {});

    signals.emit("SIGTERM", "SIGTERM");
    signals.emit("SIGINT", "SIGINT");

    expect(await exited).toBe(0);
    expect(drain.drained).toHaveBeenCalledTimes(1);
    expect(drain.drained).toHaveBeenCalledWith(fakeDb, { graceMs: 50 });
    log.mockRestore();
  });

  it("waits as long as SHUTDOWN_GRACE_MS says, and 10 s without it", async () => {
    for (const [environment, graceMs] of [[{ NEXT_MANUAL_SIG_HANDLE: "true", SHUTDOWN_GRACE_MS: 25_000 }, 25_000], [{ NEXT_MANUAL_SIG_HANDLE: "true" }, 10_000]] as const) {
      const signals = new EventEmitter();
      const drain = fakeDrain();
      const exited = new Promise<number>((resolve) => {
        handleShutdownSignals(environment, { db: async () => fakeDb, drain, signals, exit: resolve });
      });
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      signals.emit("SIGTERM", "SIGTERM");
      expect(await exited).toBe(0);
      expect(drain.drained).toHaveBeenCalledWith(fakeDb, { graceMs });
      expect(log.mock.calls[0][0]).toContain(`最多 ${graceMs / 1000} 秒`);
      log.mockRestore();
    }
  });
});
