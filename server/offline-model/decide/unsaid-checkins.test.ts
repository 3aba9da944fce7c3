/** A check-in asked for without how it went: the student is asked, and the answer is what is recorded. */
import { describe, expect, test } from "vitest";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

const asked = { question: "出差这几天的复习都做完了吗？", options: ["都做完了", "都没做"] };

function answered(answer: string) {
  return [user("出差这几天的复习帮我打个卡"), ...toolExchange("c1", "ask_user", asked, { ok: true, text: asked.question }), assistantText(asked.question), user(answer)];
}

describe("a check-in without its status", () => {
  test("asks how it went, in the student's words, before recording anything", async () => {
    expect(await nextStep([user("出差这几天的复习帮我打个卡")])).toMatchObject({ kind: "tool", toolName: "ask_user", input: asked });
  });

  test.each([
    ["都做完了", "done"],
    ["都没做", "skipped"],
    ["一节都没学", "skipped"],
  ])("%s is recorded for all of them", async (answer, status) => {
    expect(await nextStep(answered(answer))).toMatchObject({ kind: "tool", toolName: "record_checkin", input: { entries: [{ status }] } });
  });

  test("an answer that is a check-in of its own is recorded as it says", async () => {
    expect(await nextStep(answered("昨天的，两节只做了一节"))).toMatchObject({
      kind: "tool",
      toolName: "record_checkin",
      input: { entries: [{ status: "partial", periods_done: 1 }], when: "昨天" },
    });
  });

  test("a day the tool reads goes with it", async () => {
    expect(await nextStep([user("昨天的复习帮我打下卡")])).toMatchObject({ toolName: "ask_user" });
  });

  // Said with how it went, it is an ordinary check-in; a reminder to check in later is a note.
  test.each([
    ["昨天的复习都做完了，帮我打个卡", "record_checkin"],
    ["后天晚上7点提醒我打卡", "quick_note"],
  ])("%s", async (text, toolName) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName });
  });
});
