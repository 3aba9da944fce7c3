import { describe, expect, test } from "vitest";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";

/** Round 19: which progress is meant, said as the answer to the question of which (our own sentences). */
describe("a progress question answered with which focus", () => {
  const asked = { question: "要看完成了多少，还是落下了哪些？", options: ["完成了多少", "落下的"] };
  const answered = (answer: string) => [
    user("帮我看看这周的复习情况"),
    ...toolExchange("c1", "ask_user", asked, { ok: true, text: asked.question }),
    assistantText("要看完成了多少，还是落下了哪些？（可选：完成了多少 / 落下的）"),
    user(answer),
  ];

  test("the missed blocks, when the answer says so", async () => {
    expect(await nextStep(answered("没做的"))).toMatchObject({ kind: "tool", toolName: "query_progress", input: { focus: "missed", range: "这周" } });
  });

  test("the summary, when the answer says nothing else", async () => {
    expect(await nextStep(answered("完成了多少"))).toMatchObject({ kind: "tool", toolName: "query_progress", input: { focus: "summary" } });
  });
});
