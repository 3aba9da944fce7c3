/**
 * "那个" opening a message as a filler: when the clause points at its own block later (那块, 那节), the opening 那个
 * points at nothing and the message is read as said; on its own ("那个昨天交了") it still asks which one.
 */
import { describe, expect, test } from "vitest";
import { nextStep, user } from "@/testing/offline-model";

describe("an opening 那个 before a block the clause names itself", () => {
  test.each([
    ["那个周三下午那节线代没做", { entries: [{ block: "线代", status: "skipped" }], when: "周三下午" }],
    ["这个今天上午那块概率论只做了一半", { entries: [{ block: "概率论", status: "partial", periods_done: 1 }], when: "今天上午" }],
    ["那个前天晚上那块英语听力做完了", { entries: [{ block: "英语听力", status: "done" }], when: "前天晚上" }],
  ])("%s", async (text, input) => {
    expect(await nextStep([user(text)])).toMatchObject({ kind: "tool", toolName: "record_checkin", input });
  });

  test("a 那个 with nothing else to point at still asks which one", async () => {
    expect(await nextStep([user("那个昨天交了")])).toMatchObject({ kind: "tool", toolName: "ask_user" });
  });
});
