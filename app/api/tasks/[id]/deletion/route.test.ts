/**
 * POST /api/tasks/:id/deletion over HTTP, on PGlite and Postgres: the delete card's 删除 answers 200 and deletes,
 * a repeated click answers the first decision again, and every refusal is a zh message with its status, never 500.
 * The card comes from a real turn in which a scripted model calls delete_task.
 */
import { describe, expect, it } from "vitest";
import { listTasks, type Database } from "@/testing/route-fixtures";
import { errorOf, jsonRequest, routeParams, routeStudentId, useRouteDatabase } from "@/testing/agent/route-database";
import { callStep, sayStep, scriptedModel } from "@/testing/agent/scripted-model";
import { TestConversation } from "@/testing/agent/turn-harness";
import { testDatabases } from "@/testing/database";
import type { TaskDeleteCardData } from "@/lib/protocol";
import { POST } from "./route";

async function askToDelete(db: Database, words: string): Promise<{ conversationId: string; card: TaskDeleteCardData }> {
  const conversation = new TestConversation(db, routeStudentId());
  const model = scriptedModel([callStep([{ name: "delete_task", input: { task: words } }]), sayStep("要删除吗？")]);
  const turn = await conversation.say({ model, text: `删掉${words}` });
  const card = turn.timeline.flatMap((event) => (event.payload.business_card?.card_type === "task_delete" ? [event.payload.business_card.data] : []))[0];
  if (!card) throw new Error("the turn showed no delete card");
  return { conversationId: conversation.id, card };
}

function post(id: number | string, body: unknown, cookie?: string | null): Promise<Response> {
  return POST(jsonRequest(`http://localhost/api/tasks/${id}/deletion`, body, "POST", cookie), routeParams(String(id)));
}

describe.each(testDatabases())("POST /api/tasks/[id]/deletion ($name)", (factory) => {
  const db = useRouteDatabase({ factory });

  it("删除 answers 200 and deletes; the same click again answers 200 with the first decision", async () => {
    const { conversationId, card } = await askToDelete(db(), "取快递");
    const body = { conversation_id: conversationId, request_id: card.request_id, decision: "delete" };

    const first = await post(card.task_id, body);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ outcome: "deleted", text: "已删除待办「去菜鸟驿站取快递」。" });
    expect((await listTasks(db(), routeStudentId())).map((task) => task.title)).not.toContain("去菜鸟驿站取快递");

    const again = await post(card.task_id, body);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ outcome: "deleted", text: "这张卡片之前已经选过了：已删除待办「去菜鸟驿站取快递」。" });
  });

  it("取消 answers 200 and keeps the task", async () => {
    const { conversationId, card } = await askToDelete(db(), "洗衣液");
    const response = await post(card.task_id, { conversation_id: conversationId, request_id: card.request_id, decision: "keep" });
    expect(await response.json()).toEqual({ outcome: "kept", text: "好的，「买洗衣液和抽纸」保留着，没有删除。" });
    expect((await listTasks(db(), routeStudentId())).map((task) => task.title)).toContain("买洗衣液和抽纸");
  });

  it("refuses in zh, never 500: a card of another task, an unknown conversation, a bad body, a bad id, no session", async () => {
    const { conversationId, card } = await askToDelete(db(), "四级真题");
    const body = { conversation_id: conversationId, request_id: card.request_id, decision: "delete" };

    const otherTask = await post(card.task_id + 1, body);
    expect(otherTask.status).toBe(404);
    expect(await errorOf(otherTask)).toMatchObject({ code: "task:deletion_not_found", message: "找不到这张删除卡片，待办没有改动。" });

    const unknownConversation = await post(card.task_id, { ...body, conversation_id: "conv-none" });
    expect(unknownConversation.status).toBe(404);
    expect(await errorOf(unknownConversation)).toMatchObject({ code: "conversation:not_found", message: "找不到这段对话。" });

    const badDecision = await post(card.task_id, { ...body, decision: "maybe" });
    expect(badDecision.status).toBe(400);
    expect((await errorOf(badDecision)).code).toBe("request:invalid");
    expect((await errorOf(await post(card.task_id, "{"))).message).toBe("请求内容不是有效的 JSON。");

    const badId = await post("abc", body);
    expect(badId.status).toBe(404);
    expect((await errorOf(badId)).code).toBe("task:not_found");

    expect((await post(card.task_id, body, null)).status).toBe(401);
    expect((await listTasks(db(), routeStudentId())).map((task) => task.title)).toContain("做一套英语四级真题");
  });
});
