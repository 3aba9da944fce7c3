import type { LanguageModelV4Prompt } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import type { ToolOutput } from "@/lib/protocol";
import { readConversation } from "../understand/conversation";
import { decideStep, MAX_TURN_STEPS } from "./decide";
import { withToolFacts } from "./facts";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

/** The conversation as the model reads a call's prompt: its words and the tools' facts. */
function conversationOf(prompt: LanguageModelV4Prompt) {
  return withToolFacts(readConversation(prompt), prompt);
}

/** list_tasks of one pending to-do, "Lab Report", as the tool answers it. */
const LAB_REPORT: ToolOutput = {
  ok: true,
  text: "共1个任务，待安排1个。\n\n待安排：\n  [7]Lab Report(作业) — 需2时段",
  facts: { kind: "task_list", tasks: [{ id: 7, name: "Lab Report", category: "作业", status: "pending", periods: 2 }] },
};

describe("decideStep", () => {
  test("small talk is answered with text, in the student's language", async () => {
    expect(await nextStep([user("你好")])).toMatchObject({ kind: "text", text: expect.stringContaining("学习规划助手") });
    expect(await nextStep([user("谢谢")])).toEqual({ kind: "text", text: "不客气，有需要随时叫我。" });
    expect(await nextStep([user("hello")])).toMatchObject({ kind: "text", text: expect.stringContaining("study planner") });
    expect(await nextStep([user("今天天气怎么样")])).toEqual({
      kind: "text",
      text: "这个我帮不上忙，我只负责你的学习任务和日程。你可以让我记事、查任务或安排复习。",
    });
    expect(await nextStep([user("what can you do")])).toMatchObject({ kind: "text", text: expect.stringContaining("I can note") });
  });

  test("with no tools offered, always answers with text", async () => {
    for (const message of ["提醒我明天交报告", "第3天有什么课", "把复习线代移到第5天第3节", "帮我排一下复习"]) {
      const step = await nextStep([user(message)], []);
      expect(step.kind).toBe("text");
    }
    expect(await nextStep([user("提醒我明天交报告")], [])).toEqual({ kind: "text", text: "当前这一步还不能记录事项，请稍后再试一次。" });
  });

  test("a tool outside the step's tools is not called", async () => {
    const step = await nextStep([user("明天有什么课")], ["get_overview", "list_tasks"]);
    expect(step).toEqual({ kind: "text", text: "当前这一步还不能查看日程，请稍后再试一次。" });
  });

  test("without ask_user, a question is said as text", async () => {
    const listing = toolExchange("c1", "list_tasks", { status: "pending" }, {
      ok: true,
      text: "待安排任务共1个：\n\n[3]复习线代 — 需3个连续时段，类别：学习",
      facts: { kind: "task_list", tasks: [{ id: 3, name: "复习线代", category: "学习", status: "pending", periods: 3 }] },
    });
    const step = await nextStep([user("帮我排一下复习"), ...listing], ["list_tasks", "rough_schedule"]);
    expect(step).toEqual({ kind: "text", text: "想排到哪段时间？（可选：这周 / 下周）" });
  });

  test("once ask_user has answered, the question ends the turn as text, its options left to the chips", async () => {
    const asked = { question: "想排到哪段时间？", options: ["this week", "next week"] };
    const step = await nextStep([
      user("schedule my review"),
      ...toolExchange("c1", "list_tasks", { status: "pending" }, { ok: true, text: "待安排任务共0个。" }),
      ...toolExchange("c2", "ask_user", asked, { ok: true, text: asked.question }),
    ]);
    expect(step).toEqual({ kind: "text", text: "想排到哪段时间？" });
  });

  test("a call whose reply has not arrived is not made again", () => {
    const conversation = conversationOf([
      user("这周要截止的任务"),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c1", toolName: "query_tasks", input: { deadline_before: "这周" } }] },
    ]);
    expect(decideStep(conversation, () => true).kind).toBe("text");
  });

  test("a repeated call ends the turn with the latest reply, whatever the argument order", () => {
    const listing: ToolOutput = {
      ok: true,
      text: "共1个任务，已预排1个。\n\n已预排：\n  [6]线代(学习) — 第4天(3-4节)",
      facts: { kind: "task_list", tasks: [{ id: 6, name: "线代", category: "学习", status: "suggested", first_block: { day: 4, slot_start: 3, slot_end: 4 } }] },
    };
    const conversation = conversationOf([
      user("把线代移到第5天第3节"),
      ...toolExchange("c1", "list_tasks", { status: "all" }, listing),
      { role: "assistant", content: [{ type: "tool-call", toolCallId: "c2", toolName: "move", input: { new_slot_start: 3, new_day: 5, task_id: 6 } }] },
    ]);
    expect(decideStep(conversation, () => true)).toEqual({ kind: "text", text: `目前的结果如下：\n${listing.text}` });
  });

  test(`after ${MAX_TURN_STEPS} calls in one turn, ends with text`, async () => {
    const prompt = [user("把复习线代移到第5天第3节")];
    for (let index = 0; index < MAX_TURN_STEPS; index += 1) {
      prompt.push(...toolExchange(`c${index}`, "get_task_info", { task_id: index }, { ok: true, text: `reply ${index}` }));
    }
    expect(await nextStep(prompt)).toEqual({ kind: "text", text: `目前的结果如下：\nreply ${MAX_TURN_STEPS - 1}` });
  });

  test("replies in the language of the latest message, falling back to the request's", async () => {
    const asked = { question: "你说的“lab”是指哪一个任务？", options: ["[7]Lab Report"] };
    const step = await nextStep([
      user("move lab to day 4 period 3"),
      ...toolExchange("c1", "list_tasks", { status: "all" }, LAB_REPORT),
      ...toolExchange("c2", "place", { task_id: 7, day: 4, slot_start: 3 }, { ok: true, text: "已将 [7]Lab Report 放到第4天第3-4节。" }),
    ]);
    expect(step).toEqual({ kind: "text", text: "Done in the plan; confirm it to save it.\n已将 Lab Report 放到第4天第3-4节。" });
    const numeric = await nextStep([
      user("move lab to day 4 period 3"),
      ...toolExchange("c1", "ask_user", asked, { ok: true, text: asked.question }),
      assistantText(asked.question),
      user("7"),
      ...toolExchange("c2", "list_tasks", { status: "all" }, LAB_REPORT),
      ...toolExchange("c3", "place", { task_id: 7, day: 4, slot_start: 3 }, { ok: true, text: "已将 [7]Lab Report 放到第4天第3-4节。" }),
    ]);
    expect(numeric).toEqual({ kind: "text", text: "Done in the plan; confirm it to save it.\n已将 Lab Report 放到第4天第3-4节。" });
  });

  test("an empty prompt gets the capabilities text", () => {
    const decision = decideStep(conversationOf([]), () => true);
    expect(decision).toMatchObject({ kind: "text", text: expect.stringContaining("我可以") });
  });
});
