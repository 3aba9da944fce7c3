import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/**
 * Families found on a blind round of students asking what would happen ("如果…", "要是…", "塞得下吗") beside what
 * they want done: each row is our own sentence, with the counterexamples that must keep their old reading.
 */
describe("whether something still fits is a free-time question", () => {
  it.each([
    ["明天还排得下两节英语吗", "明天"],
    ["周末放得下一套模拟卷吗，大概要3节", "周末"],
    ["下周会不会塞不下了", "下周"],
  ])("%s", (text, when) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { when } } });
  });

  it.each(["这周可以塞下的就先排上", "下周能排进去的先排，排不下的告诉我"])("%s still places what fits", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "schedule", allowPartial: true });
  });
});
