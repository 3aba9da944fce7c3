/**
 * A graceful stop. On SIGTERM (or SIGINT) the server takes no new turn (POST /api/chat answers 503
 * server:draining), lets the turns it runs finish for up to 10 s, closes the runs of those still going as
 * interrupted (with the 服务中断 note, as the start-up sweep would much later) and exits. Next.js leaves the signals
 * to us only with NEXT_MANUAL_SIG_HANDLE=true (set where the production server starts: `npm start`, the Dockerfile,
 * the Playwright server); without it Next.js's own handler closes the server and the start-up sweep tidies up.
 */
import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "@/db/client";
import { PlannerError } from "@/lib/errors";
import { interruptRunsOf } from "../turns/runs";
import { logError } from "../http";
import type { Env } from "@/lib/env";

/** How long running turns may go on after the signal. */
const SHUTDOWN_GRACE_MS = 10_000;
const POLL_MS = 50;

interface TrackedTurn {
  /** The turn holds its student's run (startTurn has returned): after the grace, that run is closed. */
  claimed(): void;
  /** The turn has ended and been saved. */
  end(): void;
}

interface DrainOutcome {
  /** Turns that were running at the signal (or started while waiting for a run) and ended within the grace. */
  finished: number;
  /** Runs closed as interrupted. */
  interrupted: number;
}

export interface TurnDrain {
  /** Throws server:draining once the server is stopping. */
  refuseWhileDraining(): void;
  /** Counts a turn as running until `end()`; refused while draining. */
  track(userId: number): TrackedTurn;
  /** Stops taking turns, waits up to `graceMs` for the running ones, then closes the runs of those left. */
  drain(db: Database, options?: { graceMs?: number }): Promise<DrainOutcome>;
}

export function createTurnDrain(): TurnDrain {
  let draining = false;
  const running = new Set<{ userId: number; claimed: boolean }>();

  function refuseWhileDraining(): void {
    if (draining) throw new PlannerError("server:draining");
  }

  return {
    refuseWhileDraining,
    track(userId) {
      refuseWhileDraining();
      const turn = { userId, claimed: false };
      running.add(turn);
      return {
        claimed: () => void (turn.claimed = true),
        end: () => void running.delete(turn),
      };
    },
    async drain(db, { graceMs = SHUTDOWN_GRACE_MS } = {}) {
      draining = true;
      const atSignal = running.size;
      const deadline = Date.now() + graceMs;
      while (running.size > 0 && Date.now() < deadline) await sleep(POLL_MS);
      const left = [...running];
      // A turn still waiting for its student's run holds none: exiting ends it without a trace to tidy.
      const interrupted = await interruptRunsOf(db, left.filter((turn) => turn.claimed).map((turn) => turn.userId));
      return { finished: Math.max(0, atSignal - left.length), interrupted };
    },
  };
}

const processCache = globalThis as typeof globalThis & { __studyPlannerTurnDrain?: TurnDrain };

/** The process's drain, shared by the chat route, the turn runtime and the signal handler (instrumentation). */
export function turnDrain(): TurnDrain {
  processCache.__studyPlannerTurnDrain ??= createTurnDrain();
  return processCache.__studyPlannerTurnDrain;
}

interface SignalTarget {
  once(signal: "SIGTERM" | "SIGINT", listener: (signal: NodeJS.Signals) => void): unknown;
}

/**
 * With NEXT_MANUAL_SIG_HANDLE=true, drains on the first SIGTERM or SIGINT and then exits (0, or 1 when closing
 * the runs failed). Whether the handler was installed.
 */
export function handleShutdownSignals(
  environment: Pick<Env, "NEXT_MANUAL_SIG_HANDLE"> & Partial<Pick<Env, "SHUTDOWN_GRACE_MS">>,
  deps: { db: () => Promise<Database>; drain?: TurnDrain; signals?: SignalTarget; exit?: (code: number) => void; graceMs?: number },
): boolean {
  if (environment.NEXT_MANUAL_SIG_HANDLE?.trim().toLowerCase() !== "true") return false;
  const { drain = turnDrain(), signals = process, exit = (code: number) => process.exit(code) } = deps;
  const graceMs = deps.graceMs ?? environment.SHUTDOWN_GRACE_MS ?? SHUTDOWN_GRACE_MS;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    console.log(`收到 ${signal}：不再接受新的回复，等待进行中的回复结束（最多 ${Math.round(graceMs / 1000)} 秒）。`);
    void (async () => {
      let code = 0;
      try {
        const outcome = await drain.drain(await deps.db(), { graceMs });
        console.log(`已停止：${outcome.finished} 轮回复已完成，${outcome.interrupted} 轮标记为服务中断。`);
      } catch (error) {
        code = 1;
        logError("shutdown: close the running turns", error);
      }
      exit(code);
    })();
  };
  signals.once("SIGTERM", onSignal);
  signals.once("SIGINT", onSignal);
  return true;
}
