/**
 * GET /api/today/warnings on PGlite and Postgres, for the demo student as of Wednesday 2026-04-22 10:00 in Shanghai:
 * nothing while all fits; a to-do of 24 periods due tomorrow noon is said not to fit, with how many periods it lacks;
 * and a visitor without a session is refused.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fitWarningsSchema } from "@/lib/protocol/checkins";
import { jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import { POST as createTask } from "../../tasks/route";
import { GET } from "./route";

async function warnings() {
  const response = await GET(studentRequest("http://localhost/api/today/warnings"));
  expect(response.status).toBe(200);
  return fitWarningsSchema.parse(await response.json()).warnings;
}

describe.each(testDatabases())("GET /api/today/warnings ($name)", (factory) => {
  useRouteDatabase({ now: TURN_TEST_NOW, factory });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("says what no longer fits before its deadline, in the student's words, and nothing while all fits", async () => {
    expect(await warnings()).toEqual([]);
    const created = await createTask(jsonRequest("http://localhost/api/tasks", { title: "课程论文", priority_group: 1, deadline_at: "2026-04-23T12:00", estimated_sections: 24 }));
    expect(created.status, await created.clone().text()).toBe(201);
    const [warning, ...rest] = await warnings();
    expect(rest).toEqual([]);
    expect(warning).toMatchObject({ kind: "todo", name: "课程论文" });
    expect(warning.missing_periods).toBeGreaterThan(0);
    expect(warning.text).toBe(`按现在的空闲时间，待办「课程论文」在截止前排不完，还差${warning.missing_periods}节。`);
  });

  it("refuses a visitor without a session", async () => {
    const response = await GET(new Request("http://localhost/api/today/warnings"));
    expect(response.status).toBe(401);
  });
});
