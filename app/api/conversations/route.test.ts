/**
 * The two conversation routes share one route database: GET /api/conversations and
 * GET /api/conversations/[id]/timeline (what the client renders after a reload).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { createUser, ensureConversation } from "@/testing/route-fixtures";
import { confirmDraft } from "@/server/schedule/confirm";
import { errorOf, routeParams, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { callStep, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import { TestConversation, TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import type { TimelineEvent } from "@/lib/protocol";
import { GET as getTimeline } from "./[id]/timeline/route";
import { GET as listConversations } from "./route";

// The demo student is seeded at TURN_TEST_NOW: Wednesday 2026-04-22 10:00 in Asia/Shanghai, week 13.

async function timelineOf(id: string): Promise<Response> {
  return getTimeline(studentRequest(`http://localhost/api/conversations/${id}/timeline`), routeParams(id));
}

describe("conversation routes", () => {
  const db = useRouteDatabase({ now: TURN_TEST_NOW });
  let conversation: TestConversation;
  let strangerConversationId: string;

  beforeAll(async () => {
    conversation = new TestConversation(db(), routeStudentId());
    await conversation.say({
      model: scriptedModel([
        callStep([{ name: "quick_note", input: { content: "提醒我周五晚上8点给导师发周报" } }]),
        sayStep("我帮你记下来了。"),
      ]),
      text: "提醒我周五晚上8点给导师发周报",
    });
    await conversation.say({
      model: scriptedModel([callStep([{ name: "query_tasks", input: { keyword: "周报" } }]), sayStep("找到 1 条。")]),
      text: "周报那条还在吗？",
    });
    await conversation.say({
      model: scriptedModel([
        callStep([{ name: "list_tasks" }]),
        callStep([{ name: "rough_schedule", input: { task_class: "离散数学期末复习", range: "这周" } }]),
        sayStep("排好了，请确认。"),
      ]),
      text: "把离散数学的复习排进这周",
    });

    const stranger = await createUser(db(), "别的学生");
    strangerConversationId = "conversation-of-someone-else";
    await ensureConversation(db(), stranger.id, strangerConversationId, "别人的对话");
  });

  describe("GET /api/conversations", () => {
    it("lists the student's conversations and no one else's", async () => {
      const response = await listConversations(studentRequest("http://localhost/api/conversations"));

      expect(response.status).toBe(200);
      const body = (await response.json()) as { conversations: Array<{ id: string; title: string }> };
      expect(body.conversations.map((item) => [item.id, item.title])).toEqual([[conversation.id, "提醒我周五晚上8点给导师发周报"]]);
    });
  });

  describe("GET /api/conversations/[id]/timeline", () => {
    it("answers the same events, in the same order, as the client derived from the live stream", async () => {
      const response = await timelineOf(conversation.id);

      expect(response.status).toBe(200);
      const body = (await response.json()) as { events: TimelineEvent[] };
      expect(body.events).toEqual(conversation.liveTimeline());
      expect(body.events.map((event) => event.kind)).toEqual(
        expect.arrayContaining(["business_card", "confirm_request", "tool_call", "tool_result", "status", "assistant_text", "user_text"]),
      );
    });

    it("ends with schedule_completed once the draft was confirmed", async () => {
      const confirm = conversation.liveTimeline().at(-1)?.payload.confirm;
      expect(confirm).toBeDefined();
      const outcome = await confirmDraft(db(), conversation.userId, confirm!.draft_id, TURN_TEST_NOW);

      const body = (await (await timelineOf(conversation.id)).json()) as { events: TimelineEvent[] };

      expect(body.events.slice(0, -1)).toEqual(conversation.liveTimeline());
      expect(body.events.at(-1)).toMatchObject({ kind: "schedule_completed", payload: { schedule_completed: outcome.completed } });
    });

    it.each([
      ["an unknown conversation", () => "no-such-conversation"],
      ["another student's conversation", () => strangerConversationId],
    ])("answers 404 in Chinese for %s", async (_case, id) => {
      const response = await timelineOf(id());

      expect(response.status).toBe(404);
      expect(await errorOf(response)).toEqual({ code: "conversation:not_found", message: "找不到这段对话。" });
    });
  });
});
