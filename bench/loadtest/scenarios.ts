/**
 * What the clients do. Every client is a private guest of its own (POST /api/auth/guest: a new student seeded with
 * the demo timetable, plan and tasks) and keeps its cookie for every request:
 *   - week view: GET /api/schedule (the current week), as the 日程 grid asks for it;
 *   - turn: POST /api/chat with one schedule question for the offline model, in the client's own conversation, the streamed
 *     answer read to its end and checked to have finished without an error chunk.
 * Writes carry JSON and no Origin header (a script, not a browser), which the guarded edge lets through.
 */
import autocannon from "autocannon";

export type ScenarioName = "week view" | "turn";

/**
 * A question the offline model answers with a schedule tool (query_range on the draft) and that writes nothing, so
 * rounds stay comparable. ("明天下午有空吗" is not one: the offline model does not understand it and answers with one
 * sentence, without a tool.)
 */
export const TURN_MESSAGE = "第3天有什么课";

export interface RoundMeasure {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  completed: number;
  /** Non-2xx answers, socket errors and time-outs, and 200 turns whose stream ended in an error. */
  errors: number;
  errorDetail: string;
}

/** A fresh guest's session cookie (`planner_session=…`), as a browser would keep it. */
async function guestCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/auth/guest`, { method: "POST" });
  if (response.status !== 201) throw new Error(`POST /api/auth/guest answered ${response.status}: ${await response.text()}`);
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith("planner_session="));
  if (!cookie) throw new Error("POST /api/auth/guest set no planner_session cookie");
  return cookie.split(";")[0];
}

/**
 * A fresh install's first visitor, timed from the moment the server is ready: the page sends them to
 * /api/auth/guest, which sets its cookie-check probe and sends them to itself again; with the probe it makes their
 * guest (the demo data) and sends them back with the cookie; then "/" renders.
 */
export async function firstVisitMs(baseUrl: string): Promise<number> {
  const started = performance.now();
  const entry = await fetch(`${baseUrl}/`, { redirect: "manual" });
  const guestUrl = new URL(entry.headers.get("location") ?? "/api/auth/guest?next=/", baseUrl);
  const probe = await fetch(guestUrl, { redirect: "manual" });
  const probeCookie = probe.headers.getSetCookie().map((value) => value.split(";")[0]).join("; ");
  const made = await fetch(new URL(probe.headers.get("location") ?? guestUrl, baseUrl), { headers: { cookie: probeCookie }, redirect: "manual" });
  const cookie = made.headers.getSetCookie().find((value) => value.startsWith("planner_session="))?.split(";")[0];
  if (!cookie) throw new Error(`the first visit got no guest (${entry.status} -> ${made.status})`);
  const page = await fetch(`${baseUrl}/`, { headers: { cookie }, redirect: "manual" });
  await page.text();
  if (page.status !== 200) throw new Error(`the first page answered ${page.status}`);
  return performance.now() - started;
}

/** One guest per client, made a few at a time. */
export async function createGuests(baseUrl: string, count: number): Promise<string[]> {
  const cookies: string[] = [];
  while (cookies.length < count) {
    const batch = Math.min(4, count - cookies.length);
    cookies.push(...(await Promise.all(Array.from({ length: batch }, () => guestCookie(baseUrl)))));
  }
  return cookies;
}

/** Whether a streamed turn reached its finish chunk without an error chunk on the way. */
export function turnFinished(body: string): boolean {
  return body.includes('"type":"finish"') && !body.includes('"type":"error"');
}

interface Load {
  baseUrl: string;
  cookies: readonly string[];
  /** Distinguishes this run's conversations from any other's. */
  runTag: string;
  durationSeconds: number;
}

/** Each autocannon connection takes the next guest; it is handed its own request list before its first request. */
function requestsFor(scenario: ScenarioName, load: Load, client: number, failedTurns: { count: number }): autocannon.Request[] {
  const cookie = load.cookies[client % load.cookies.length];
  if (scenario === "week view") return [{ method: "GET", path: "/api/schedule", headers: { cookie } }];
  const conversationId = `loadtest-${load.runTag}-${client}`;
  let sent = 0;
  return [
    {
      method: "POST",
      path: "/api/chat",
      headers: { cookie, "content-type": "application/json" },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({
          id: conversationId,
          message: { id: `${conversationId}-${++sent}`, role: "user", parts: [{ type: "text", text: TURN_MESSAGE }] },
        }),
      }),
      onResponse: (status, body) => {
        if (status >= 200 && status < 300 && !turnFinished(body)) failedTurns.count += 1;
      },
    },
  ];
}

/** One timed round of one scenario with one connection per guest. */
export async function runRound(scenario: ScenarioName, load: Load): Promise<RoundMeasure> {
  const failedTurns = { count: 0 };
  let nextClient = 0;
  const result = await autocannon({
    url: load.baseUrl,
    connections: load.cookies.length,
    duration: load.durationSeconds,
    // A turn is read to its end; allow a slow one on a busy machine rather than count it as lost.
    timeout: 30,
    setupClient: (client) => client.setRequests(requestsFor(scenario, load, nextClient++, failedTurns)),
  });
  const parts = [
    result.non2xx > 0 ? `${result.non2xx} non-2xx (${statusSummary(result)})` : "",
    result.errors > 0 ? `${result.errors} socket errors (${result.timeouts} time-outs)` : "",
    failedTurns.count > 0 ? `${failedTurns.count} turns ended in an error` : "",
  ].filter(Boolean);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    completed: result["2xx"],
    errors: result.non2xx + result.errors + failedTurns.count,
    errorDetail: parts.join("; "),
  };
}

function statusSummary(result: autocannon.Result): string {
  return Object.entries(result.statusCodeStats ?? {})
    .filter(([status]) => !status.startsWith("2"))
    .map(([status, { count }]) => `${status}×${count ?? 0}`)
    .join(", ");
}
