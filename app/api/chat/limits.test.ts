import { describe, expect, it } from "vitest";
import { errorOf, jsonRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { LIMIT_POLICIES } from "@/server/limits/policies";
import { POST as addTask } from "../tasks/route";
import { POST as chat } from "./route";

/** A student who sends too fast gets 429 with Retry-After and a sentence the page shows; nothing else changes. */
describe("rate limits on turns and writes", () => {
  useRouteDatabase({ limits: true });

  it("answers the turn past the per-minute limit with 429, Retry-After and a zh message, without running it", async () => {
    delete process.env.OPENAI_API_KEY;
    const send = (index: number) =>
      chat(jsonRequest("http://localhost/api/chat", { id: "limited-chat", message: { id: `m-${index}`, role: "user", parts: [{ type: "text", text: "你好" }] } }));
    for (let index = 0; index < LIMIT_POLICIES.turn.points; index++) {
      const response = await send(index);
      expect(response.status).toBe(200);
      await response.text();
    }
    const refused = await send(99);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60);
    expect(await errorOf(refused)).toMatchObject({ code: "rate:limited", message: expect.stringMatching(/^发送得太快了，请 \d+ 秒后再试。$/) });
  }, 120_000);

  it("answers the write past the per-minute limit with 429 and writes nothing more", async () => {
    const statuses: number[] = [];
    for (let index = 0; index <= LIMIT_POLICIES.write.points; index++) {
      statuses.push((await addTask(jsonRequest("http://localhost/api/tasks", { title: `第${index}条`, priority: 4 }))).status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(LIMIT_POLICIES.write.points);
    expect(statuses.at(-1)).toBe(429);
  }, 120_000);
});
