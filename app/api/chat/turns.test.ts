/**
 * Durable and resumable turns through the routes: a turn outlives its HTTP client, only the stop route ends it
 * early, and GET /api/chat/:id/stream replays the running turn from its start. With REDIS_URL the stream store is
 * Redis (resumable-stream) and the stop goes through Redis pub/sub; without it both stay in this process.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { readUIMessageStream, type UIMessageChunk } from "ai";
import { deriveTimeline, type PlannerUIMessage, type TimelineEvent } from "@/lib/protocol";
import { STOPPED_WHILE_WAITING } from "@/server/turns/runs";
import { closeRedisSubscriber } from "@/server/agent/streams/redis-subscriber";
import { closeRedis } from "@/server/platform/redis";
import { createUser, ensureConversation, listRuns, loadMessages } from "@/testing/route-fixtures";
import { errorOf, jsonRequest, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { testDatabases } from "@/testing/database";
import { GET as timelineRoute } from "../conversations/[id]/timeline/route";
import { POST as stop } from "./[id]/stop/route";
import { GET as resume } from "./[id]/stream/route";
import { POST as chat } from "./route";

// The offline model streams slowly enough for a stop or a reload to land mid-turn (read once, on the first turn).
vi.stubEnv("OFFLINE_MODEL_DELAY_MS", "40");

const ORIGIN = "http://localhost";
const SCHEDULING = "把离散数学的复习排到下周";
const OPEN = ["received", "planning", "planned", "running"];
const STOPPED_TEXT = "你停止了本轮回复。";
const BACKGROUND = { reason: "background", text: "连接断开后已在后台完成" };

function send(conversationId: string, text: string, options: { messageId?: string; signal?: AbortSignal } = {}): Promise<Response> {
  const message = { id: options.messageId ?? `${conversationId}-user`, role: "user", parts: [{ type: "text", text }] };
  const request = jsonRequest(`${ORIGIN}/api/chat`, { id: conversationId, message });
  return chat(options.signal ? new Request(request, { signal: options.signal }) : request);
}

/** What GET /api/conversations/:id/timeline answers: the timeline a reload shows. */
async function timelineOf(conversationId: string): Promise<TimelineEvent[]> {
  const response = await timelineRoute(studentRequest(`${ORIGIN}/api/conversations/${conversationId}/timeline`), routeParams(conversationId));
  expect(response.status).toBe(200);
  return ((await response.json()) as { events: TimelineEvent[] }).events;
}

const interruptsOf = (timeline: TimelineEvent[]) => timeline.filter((event) => event.kind === "interrupt").map((event) => event.payload.interrupt);

const stopRequest = (id: string) => stop(studentRequest(`${ORIGIN}/api/chat/${id}/stop`, { method: "POST" }), routeParams(id));
const streamRequest = (id: string) => resume(studentRequest(`${ORIGIN}/api/chat/${id}/stream`), routeParams(id));

/** The UI message chunks of an SSE body, as the AI SDK's client parses them. */
function chunksOf(sse: string): UIMessageChunk[] {
  return sse
    .split("\n\n")
    .map((event) => event.replace(/^data: /, "").trim())
    .filter((data) => data !== "" && data !== "[DONE]")
    .map((data) => JSON.parse(data) as UIMessageChunk);
}

/** Reads the body until `count` chunks have come, then lets go of it (the reader is returned to cancel or go on). */
async function readSome(response: Response, count: number) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = "";
  while (chunksOf(text).length < count) {
    const next = await reader.read();
    if (next.done) break;
    text += next.value;
  }
  return { reader, text };
}

async function messageOf(chunks: UIMessageChunk[]): Promise<PlannerUIMessage> {
  const stream = new ReadableStream<UIMessageChunk>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
  let message: PlannerUIMessage | undefined;
  for await (const snapshot of readUIMessageStream<PlannerUIMessage>({ stream })) message = snapshot;
  return message!;
}

const textOf = (message: PlannerUIMessage | undefined) => (message?.parts ?? []).flatMap((part) => (part.type === "text" ? [part.text] : [])).join("");

// The stream store and the stop listener keep the process's Redis connections for the whole file (a server keeps
// them for its life); closing them between the two databases' runs would leave both holding quit clients.
afterAll(async () => {
  await closeRedisSubscriber();
  await closeRedis();
});

describe.each(testDatabases())("durable and resumable turns ($name)", (factory) => {
  const db = useRouteDatabase({ factory });

  /** Waits until the conversation's turn has ended in the ledger (run no longer open). */
  async function turnEnded(conversationId: string) {
    await expect.poll(async () => (await listRuns(db(), conversationId)).map((run) => run.status).filter((status) => OPEN.includes(status)), { timeout: 30_000 }).toEqual([]);
    return listRuns(db(), conversationId);
  }

  beforeAll(async () => {
    delete process.env.OPENAI_API_KEY;
    const stranger = await createUser(db(), "别的学生");
    await ensureConversation(db(), stranger.id, "turn-taken", "别人的对话");
  });


  it("runs a turn to its end and saves it all when the client goes away mid-turn", async () => {
    const response = await send("turn-left", SCHEDULING);
    const { reader } = await readSome(response, 3);
    await reader.cancel();
    // What the turn says to the end, read by nobody but the test (replayed from its start).
    const replay = await streamRequest("turn-left");
    expect(replay.status).toBe(200);
    const expected = await messageOf(chunksOf(await replay.text()));

    const runs = await turnEnded("turn-left");
    expect(runs.map((run) => run.status)).toEqual(["completed"]);
    const messages = await loadMessages(db(), "turn-left");
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant"]);
    const answer = messages[1];
    expect(textOf(answer)).toContain("请确认后再写入课表");
    expect(textOf(answer)).toBe(textOf(expected));
    expect(answer.parts.map((part) => part.type)).toEqual(expected.parts.map((part) => part.type));
    // A whole turn, nothing cut off: the only marker says it finished while nobody was watching, and it comes last.
    const timeline = await timelineOf("turn-left");
    expect(timeline).toEqual(deriveTimeline(messages));
    expect(timeline.some((event) => event.kind === "confirm_request")).toBe(true);
    expect(interruptsOf(timeline)).toEqual([BACKGROUND]);
    expect(timeline.at(-1)).toMatchObject({ kind: "interrupt", content: BACKGROUND.text });
    expect(JSON.stringify(timeline)).not.toContain("你停止了");
  });

  it("says the same when the request is aborted (a dropped connection) while the body is still read", async () => {
    const connection = new AbortController();
    const response = await send("turn-dropped", SCHEDULING, { signal: connection.signal });
    const { reader } = await readSome(response, 3);
    connection.abort();
    for (let next = await reader.read(); !next.done; next = await reader.read());

    expect((await turnEnded("turn-dropped")).map((run) => run.status)).toEqual(["completed"]);
    expect(interruptsOf(await timelineOf("turn-dropped"))).toEqual([BACKGROUND]);
  });

  it("adds no marker to a turn its client read to the end", async () => {
    const response = await send("turn-watched", "记一下周五给导师发周报");
    await response.text();
    expect((await turnEnded("turn-watched")).map((run) => run.status)).toEqual(["completed"]);
    expect(interruptsOf(await timelineOf("turn-watched"))).toEqual([]);
  });

  it("saves the answer after each step, while the turn is still going", async () => {
    const response = await send("turn-steps", SCHEDULING);
    const { reader } = await readSome(response, 1);
    // A step has ended (a tool call and its result) before the turn has: the answer so far is in the database.
    await expect.poll(async () => (await loadMessages(db(), "turn-steps")).find((message) => message.role === "assistant")?.parts.some((part) => part.type.startsWith("tool-")), { timeout: 20_000 }).toBe(true);
    expect((await listRuns(db(), "turn-steps")).map((run) => run.status).filter((status) => OPEN.includes(status))).toHaveLength(1);
    await reader.cancel();
    await turnEnded("turn-steps");
  });

  it("stops a running turn on POST /api/chat/:id/stop, and the timeline says the student stopped it", async () => {
    const response = await send("turn-stopped", SCHEDULING);
    const { reader } = await readSome(response, 3);
    // Another tab follows the turn through resume: its stream ends with the stop marker, so it shows 已停止 at once.
    const follower = await streamRequest("turn-stopped");
    expect(follower.status).toBe(200);

    const answer = await stopRequest("turn-stopped");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ stopped: true });
    // The response ends soon after the stop.
    for (let next = await reader.read(); !next.done; next = await reader.read());

    const runs = await turnEnded("turn-stopped");
    expect(runs.map((run) => run.status)).toEqual(["cancelled"]);
    const timeline = deriveTimeline(await loadMessages(db(), "turn-stopped"));
    expect(interruptsOf(timeline)).toEqual([{ reason: "aborted", text: STOPPED_TEXT }]);
    expect(timeline.some((event) => event.kind === "confirm_request")).toBe(false);
    const followed = chunksOf(await follower.text());
    expect(followed.flatMap((chunk) => (chunk.type === "data-interrupt" ? [(chunk as { data: unknown }).data] : []))).toEqual([{ reason: "aborted", text: STOPPED_TEXT }]);
    expect(followed.at(-1)).toMatchObject({ type: "abort" });
    expect(followed.some((chunk) => chunk.type === "finish")).toBe(false);
    const seen = await messageOf(followed);
    expect(seen.parts.at(-1)).toMatchObject({ type: "data-interrupt", data: { reason: "aborted", text: STOPPED_TEXT } });

    // Nothing is running any more.
    expect(await (await stopRequest("turn-stopped")).json()).toEqual({ stopped: false });
  });

  it("replays the running turn from its start on GET /api/chat/:id/stream and follows it to its end", async () => {
    const response = await send("turn-resumed", SCHEDULING);
    const { reader, text } = await readSome(response, 2);

    const resumed = await streamRequest("turn-resumed");
    expect(resumed.status).toBe(200);
    expect(resumed.headers.get("content-type")).toContain("text/event-stream");
    expect(resumed.headers.get("x-vercel-ai-ui-message-stream")).toBe("v1");
    const [replayText, liveRest] = await Promise.all([
      resumed.text(),
      (async () => {
        let rest = "";
        for (let next = await reader.read(); !next.done; next = await reader.read()) rest += next.value;
        return rest;
      })(),
    ]);
    const live = chunksOf(text + liveRest);
    const replayed = chunksOf(replayText);
    expect(replayed[0]).toMatchObject({ type: "start" });
    expect(replayed.at(-1)).toMatchObject({ type: "finish" });
    expect(replayed).toEqual(live);

    await turnEnded("turn-resumed");
    const stored = (await loadMessages(db(), "turn-resumed")).at(-1);
    expect(textOf(await messageOf(replayed))).toBe(textOf(stored));
  });

  /** How many turns of the conversation this process holds for stops (running or waiting for their slot). */
  const registered = (conversationId: string) =>
    (globalThis as { __studyPlannerStopRegistry?: { turns: Map<string, Set<unknown>> } }).__studyPlannerStopRegistry?.turns.get(conversationId)?.size ?? 0;

  it("stops the running turn, not the one waiting behind it: that one goes on once the first has ended", async () => {
    const first = await send("turn-queue", SCHEDULING, { messageId: "turn-queue-1" });
    const { reader } = await readSome(first, 3);
    const second = send("turn-queue", "记一下周五给导师发周报", { messageId: "turn-queue-2" });
    await expect.poll(() => registered("turn-queue")).toBe(2);

    expect(await (await stopRequest("turn-queue")).json()).toEqual({ stopped: true });
    for (let next = await reader.read(); !next.done; next = await reader.read());
    const answer = await second;
    expect(answer.status).toBe(200);
    await answer.text();

    expect((await turnEnded("turn-queue")).map((run) => run.status)).toEqual(["cancelled", "completed"]);
    const messages = await loadMessages(db(), "turn-queue");
    expect(messages.map((message) => message.role)).toEqual(["user", "assistant", "user", "assistant"]);
    expect(interruptsOf(deriveTimeline(messages))).toEqual([{ reason: "aborted", text: STOPPED_TEXT }]);
  });

  it("ends a turn waiting behind another conversation's when its own conversation is stopped, sending nothing", async () => {
    const first = await send("turn-ahead", SCHEDULING);
    const { reader } = await readSome(first, 3);
    const waiting = send("turn-behind", "记一下周五给导师发周报");
    await expect.poll(() => registered("turn-behind")).toBe(1);

    expect(await (await stopRequest("turn-behind")).json()).toEqual({ stopped: true });
    const refused = await waiting;
    expect(refused.status).toBe(409);
    expect(await errorOf(refused)).toEqual({ code: "turn:busy", message: STOPPED_WHILE_WAITING });
    expect(await loadMessages(db(), "turn-behind")).toEqual([]);
    expect(await listRuns(db(), "turn-behind")).toEqual([]);

    // The turn ahead was not touched.
    for (let next = await reader.read(); !next.done; next = await reader.read());
    expect((await turnEnded("turn-ahead")).map((run) => run.status)).toEqual(["completed"]);
  });

  it("answers 204 when no turn is running (none yet, or the last one has ended)", async () => {
    await ensureConversation(db(), routeStudentId(), "turn-idle", "空闲");
    expect((await streamRequest("turn-idle")).status).toBe(204);
    await expect.poll(async () => (await streamRequest("turn-left")).status, { timeout: 10_000 }).toBe(204);
  });

  it("answers 404 for another student's conversation and for one that does not exist, and stops nothing", async () => {
    for (const id of ["turn-taken", "turn-nobody", "bad id"]) {
      const stopped = await stop(studentRequest(`${ORIGIN}/api/chat/${encodeURIComponent(id)}/stop`, { method: "POST" }), routeParams(id));
      expect(stopped.status, id).toBe(404);
      expect(((await stopped.json()) as { error: { code: string } }).error.code).toBe("conversation:not_found");
      const streamed = await resume(studentRequest(`${ORIGIN}/api/chat/${encodeURIComponent(id)}/stream`), routeParams(id));
      expect(streamed.status, id).toBe(404);
    }
  });
});
