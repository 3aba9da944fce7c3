/**
 * POST /api/schedule/replan, the 重新安排 button beside missed work: the demo student is seeded as of Wednesday
 * 2026-04-22 10:00 in Shanghai (week 13); Monday's 命题逻辑与等值演算 (7-8, 16:00) has begun and is skipped here.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { weekViewSchema } from "@/lib/protocol/week-view";
import { errorOf, jsonRequest, routeParams, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { POST as checkin } from "../../blocks/[id]/checkin/route";
import { GET as getSchedule } from "../route";
import { POST } from "./route";

const replan = () => POST(studentRequest("http://localhost/api/schedule/replan", { method: "POST" }));

describe("POST /api/schedule/replan", () => {
  useRouteDatabase({ now: TURN_TEST_NOW });
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: TURN_TEST_NOW }));
  afterEach(() => vi.useRealTimers());

  it("says in the student's words that nothing was missed, and makes no draft", async () => {
    const response = await replan();
    expect(response.status).toBe(422);
    expect(await errorOf(response)).toMatchObject({ code: "replan:refused", message: expect.stringContaining("没有需要补排的学习") });
  });

  it("places a skipped block's item from now on in one card, without committing it", async () => {
    const week = weekViewSchema.parse(await (await getSchedule(studentRequest("http://localhost/api/schedule?week=13"))).json());
    const block = week.blocks.find((candidate) => candidate.name === "命题逻辑与等值演算" && candidate.kind === "study")!;
    const skipped = await checkin(jsonRequest(`http://localhost/api/blocks/${block.event_id}/checkin`, { status: "skipped" }), routeParams(String(block.event_id)));
    expect(skipped.status).toBe(200);

    const response = await replan();
    expect(response.status).toBe(200);
    const body = (await response.json()) as { draft: { id: string; revision: number }; confirm_request: { changes: { name: string; change: string; to: { date: string }[] }[] }; text: string };
    const change = body.confirm_request.changes.find((entry) => entry.name === "命题逻辑与等值演算");
    expect(change).toMatchObject({ change: "place" });
    for (const to of change!.to) expect(to.date >= "2026-04-22").toBe(true);
    expect(body.text).not.toMatch(/\[\d+\]|第\d+天/);
    // The skipped block is still in the grid with its outcome: history, not moved.
    const after = weekViewSchema.parse(await (await getSchedule(studentRequest("http://localhost/api/schedule?week=13"))).json());
    expect(after.blocks.find((candidate) => candidate.event_id === block.event_id && candidate.kind === "study")).toMatchObject({ outcome: "skipped", date: "2026-04-20" });
  });
});
