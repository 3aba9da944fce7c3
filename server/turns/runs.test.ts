import { hostname } from "node:os";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { createRun, listRuns } from "@/db/queries/agent-runs";
import { ensureConversation, loadMessages } from "@/db/queries/conversations";
import { agentRuns } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { startConversation } from "@/testing/agent/offline-harness";
import { HEARTBEAT_STALE_MS } from "./instance";
import { claimTurnRun, INTERRUPTED_TEXT, sweepInterruptedRuns } from "./runs";

// Tuesday 2026-12-01 12:00 Shanghai.
const NOW = new Date("2026-12-01T04:00:00Z");
const MAX_ELAPSED_MS = 60_000;
/** 20 turns run one after another: ~5 s idle, 168 s at a load of 18; a bound against a hang, not a speed target. */
const QUEUE_MS = 300_000;
let counter = 0;

describe.each(testDatabases())("one turn per student at a time ($name)", (factory) => {
  const db = useTestDatabase(factory);
  const student = () => insertDemoStudent(db(), { now: NOW, name: `轮次学生-${factory.name}-${++counter}` });

  /** An unfinished run that started `ageMs` ago, as a server that died mid-turn leaves it. */
  async function abandonedRun(userId: number, conversationId: string, ageMs: number) {
    await ensureConversation(db(), userId, conversationId, "旧对话");
    const run = await createRun(db(), { userId, conversationId, model: "offline" });
    await db().update(agentRuns).set({ status: "running", startedAt: new Date(Date.now() - ageMs) }).where(eq(agentRuns.id, run.id));
    return run;
  }

  it("runs 20 turns sent at once into one conversation one after another: no error, each answer right after its question", async () => {
    const userId = await student();
    // A queued turn gives up after as long as one turn may last; 20 queued behind each other at a load of 18 took
    // past the harness's 60 s (and failed so), so the budget is long enough that only the order is tested here.
    const conversation = startConversation({ db: db(), userId, now: NOW, budget: { maxModelCalls: 12, maxToolCalls: 24, maxElapsedMs: QUEUE_MS } });
    const outcomes = await Promise.allSettled(Array.from({ length: 20 }, (_, index) => conversation.say(`记一下第${index + 1}份周报`)));

    expect(outcomes.filter((outcome) => outcome.status === "rejected")).toEqual([]);
    const messages = await loadMessages(db(), conversation.id);
    expect(messages).toHaveLength(40);
    for (let index = 0; index < 40; index += 2) {
      const question = messages[index];
      const answer = messages[index + 1];
      expect(question.role).toBe("user");
      expect(answer.id).toBe(question.id.replace("-user-", "-assistant-"));
    }
    const runs = await listRuns(db(), conversation.id);
    expect(runs).toHaveLength(20);
    expect(runs.every((run) => run.finishedAt !== null && run.status === "completed")).toBe(true);
  }, QUEUE_MS);

  it("closes a run a stopped server left open as interrupted, with a note in its conversation, when the next turn starts", async () => {
    const userId = await student();
    const stale = await abandonedRun(userId, `abandoned-${counter}`, MAX_ELAPSED_MS + 60_000);
    const outcome = await startConversation({ db: db(), userId, now: NOW, budget: { maxModelCalls: 12, maxToolCalls: 24, maxElapsedMs: MAX_ELAPSED_MS } }).say("你好");

    expect(outcome.run.status).not.toBe("interrupted");
    const [closed] = await listRuns(db(), `abandoned-${counter}`);
    expect(closed).toMatchObject({ id: stale.id, status: "interrupted" });
    expect(closed.finishedAt).not.toBeNull();
    const note = (await loadMessages(db(), `abandoned-${counter}`)).at(-1);
    expect(note?.parts).toEqual([{ type: "data-interrupt", data: { reason: "interrupted", text: INTERRUPTED_TEXT } }]);
  });

  it("at start-up closes every abandoned run once, and leaves a run still within its time alone", async () => {
    const userId = await student();
    const old = await abandonedRun(userId, `old-${counter}`, MAX_ELAPSED_MS + 60_000);
    const live = await abandonedRun(userId, `live-${counter}`, 1_000);

    expect(await sweepInterruptedRuns(db(), MAX_ELAPSED_MS)).toBeGreaterThanOrEqual(1);
    expect(await sweepInterruptedRuns(db(), MAX_ELAPSED_MS)).toBe(0);
    expect((await listRuns(db(), `old-${counter}`))[0]).toMatchObject({ id: old.id, status: "interrupted" });
    expect((await listRuns(db(), `live-${counter}`))[0]).toMatchObject({ id: live.id, status: "running", finishedAt: null });
    expect((await loadMessages(db(), `old-${counter}`)).filter((message) => message.id === `interrupted-${old.id}`)).toHaveLength(1);
  });

  /** An unfinished run of server process `instance`, started a second ago, its last heartbeat `heartbeatAgeMs` ago. */
  async function runOf(userId: number, conversationId: string, instance: string, heartbeatAgeMs: number) {
    const run = await abandonedRun(userId, conversationId, 1_000);
    await db().update(agentRuns).set({ instance, heartbeatAt: new Date(Date.now() - heartbeatAgeMs) }).where(eq(agentRuns.id, run.id));
    return run;
  }

  it("at start-up closes at once the runs of this host's processes that are gone, and no live server's", async () => {
    const userId = await student();
    const host = hostname();
    // A process this host no longer runs (pid beyond any pid_max), one with this process's pid but another start
    // (the server a container restart replaced), a live one (this test's parent), and another host's.
    const dead = await runOf(userId, `dead-${counter}`, `${host} 99999999 1`, 1_000);
    const replaced = await runOf(userId, `replaced-${counter}`, `${host} ${process.pid} 1`, 1_000);
    const alive = await runOf(userId, `alive-${counter}`, `${host} ${process.ppid} 1`, 1_000);
    const elsewhere = await runOf(userId, `elsewhere-${counter}`, "another-host 4242 1", 1_000);

    expect(await sweepInterruptedRuns(db(), MAX_ELAPSED_MS)).toBeGreaterThanOrEqual(2);
    expect((await listRuns(db(), `dead-${counter}`))[0]).toMatchObject({ id: dead.id, status: "interrupted" });
    expect((await listRuns(db(), `replaced-${counter}`))[0]).toMatchObject({ id: replaced.id, status: "interrupted" });
    expect((await listRuns(db(), `alive-${counter}`))[0]).toMatchObject({ id: alive.id, finishedAt: null });
    expect((await listRuns(db(), `elsewhere-${counter}`))[0]).toMatchObject({ id: elsewhere.id, finishedAt: null });
    const note = (await loadMessages(db(), `dead-${counter}`)).at(-1);
    expect(note?.parts).toEqual([{ type: "data-interrupt", data: { reason: "interrupted", text: INTERRUPTED_TEXT } }]);
  });

  it("closes another server's run once its heartbeat has stopped, long before the turn's time is out, and the next turn goes at once", async () => {
    const userId = await student();
    const silent = await runOf(userId, `silent-${counter}`, "another-host 4242 1", HEARTBEAT_STALE_MS + 1_000);
    const outcome = await startConversation({ db: db(), userId, now: NOW, budget: { maxModelCalls: 12, maxToolCalls: 24, maxElapsedMs: MAX_ELAPSED_MS } }).say("你好");

    expect(outcome.run.status).toBe("completed");
    expect((await listRuns(db(), `silent-${counter}`))[0]).toMatchObject({ id: silent.id, status: "interrupted" });
  });

  it("waits for another server's run whose heartbeat is fresh", async () => {
    const userId = await student();
    await runOf(userId, `beating-${counter}`, "another-host 4242 1", 1_000);
    await expect(
      claimTurnRun(db(), { userId, conversationId: `beating-${counter}`, model: "offline" }, { maxElapsedMs: MAX_ELAPSED_MS, signal: AbortSignal.abort() }),
    ).rejects.toMatchObject({ code: "turn:busy" });
  });

  it("gives up waiting with turn:busy when the client has gone while another turn is still going", async () => {
    const userId = await student();
    await abandonedRun(userId, `going-${counter}`, 1_000);
    const gone = AbortSignal.abort();
    await expect(
      claimTurnRun(db(), { userId, conversationId: `going-${counter}`, model: "offline" }, { maxElapsedMs: MAX_ELAPSED_MS, signal: gone }),
    ).rejects.toMatchObject({ code: "turn:busy", httpStatus: 409 });
  });
});
