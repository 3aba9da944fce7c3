/**
 * This server process as the agent_runs ledger names it, and the heartbeat that says it is alive. A restarted server
 * closes at once the open runs of its predecessor on the same host (that process is gone: its pid is dead, or is now
 * ours, as after a container restart), and any server closes another's runs once their heartbeat stops, instead of
 * waiting out a turn's whole time budget while the student's next message waits behind a dead run.
 */
import { hostname } from "node:os";
import type { Database } from "@/db/client";
import { beatRuns } from "@/db/queries/agent-runs";
import { logError } from "@/server/http";
import { now } from "@/server/clock";

const HEARTBEAT_MS = 5_000;
/** Three beats missed, with slack for a busy event loop: the server running the turn is gone. */
export const HEARTBEAT_STALE_MS = 20_000;

const STARTED_AT = Math.round(performance.timeOrigin);

/** "host pid start-ms" of this process. */
export function currentInstance(): string {
  return `${hostname()} ${process.pid} ${STARTED_AT}`;
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but is another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether `instance` was a process of this host that runs no more. Another host's processes are not judged here. */
export function isGoneOnThisHost(instance: string, me: string = currentInstance(), alive: (pid: number) => boolean = pidAlive): boolean {
  const [host, pid] = instance.split(" ");
  const [myHost, myPid] = me.split(" ");
  if (host !== myHost || instance === me) return false;
  if (pid === myPid) return true;
  return !alive(Number(pid));
}

// Once per process, however many bundles load this module.
const BEATING = Symbol.for("study-planner.run-heartbeat");
const holder = globalThis as typeof globalThis & { [BEATING]?: true };

/** Whether this process beats for its runs (a server does; scripts and tests do not). */
export function isBeating(): boolean {
  return holder[BEATING] === true;
}

/** Starts the heartbeat of this server's open runs: one update every few seconds, whatever the number of turns. */
export function startHeartbeat(db: () => Promise<Database>): void {
  if (holder[BEATING]) return;
  holder[BEATING] = true;
  const timer = setInterval(() => {
    void db()
      .then((database) => beatRuns(database, currentInstance(), now()))
      .catch((error: unknown) => logError("runs: heartbeat", error));
  }, HEARTBEAT_MS);
  timer.unref();
}
