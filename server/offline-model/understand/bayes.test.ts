import { describe, expect, it } from "vitest";
import { buildBayes, likeliestLabel } from "./bayes";
import { detectIntent } from "./intents";
import { nearestRequest } from "./nearest-intent";

const exemplars = [
  { text: "周四下午有空吗", label: "free" },
  { text: "明天晚上有没有空", label: "free" },
  { text: "这周哪天有空", label: "free" },
  { text: "把周三那节复习挪到周五", label: "move" },
  { text: "那块复习挪一下", label: "move" },
  { text: "谓词逻辑挪到下午", label: "move" },
  { text: "记一下周五交报告", label: "note" },
  { text: "提醒我明天还书", label: "note" },
];

describe("likeliestLabel", () => {
  const model = buildBayes(exemplars);

  it("pools the cues of every sentence of a label", () => {
    // 往后 is in one of the move sentences, 挪到 in another, and no free-time or note sentence holds either.
    expect(likeliestLabel(model, "往后挪到周日")).toMatchObject({ label: "move" });
    expect(likeliestLabel(model, "周六有没有空")).toMatchObject({ label: "free" });
    expect(likeliestLabel(model, "提醒我交报告")).toMatchObject({ label: "note" });
  });

  it("is sure of a message made of one label's cues, and less sure of one that mixes labels' cues", () => {
    const sure = likeliestLabel(model, "周六晚上有空吗");
    expect(sure).toMatchObject({ label: "free" });
    expect(sure!.probability).toBeGreaterThan(0.9);
    const mixed = likeliestLabel(model, "提醒我有空挪一下");
    expect(mixed!.probability).toBeLessThan(sure!.probability);
  });

  it("has no guess for a message none of whose n-grams it has seen", () => {
    expect(likeliestLabel(model, "xyz")).toBeUndefined();
    expect(likeliestLabel(buildBayes([]), "周四有空吗")).toBeUndefined();
  });
});

describe("nearestRequest with the planner's own sentences", () => {
  it("still guesses nothing for a message far from every sentence, however sure the Bayes would be", () => {
    expect(nearestRequest("量子纠缠的哲学意义")).toBeUndefined();
    expect(nearestRequest("明天见")).toBeUndefined();
  });

  it("takes a student telling what they did for no request, where the nearest single sentence was one", () => {
    // Nearest sentences: a finished to-do (读完了…) and a
    // free-time question (…个小时).
    expect(detectIntent("这学期读完了五本小说", { nearest: true }).family).toMatch(/^(?:unknown|small_talk)$/);
    expect(nearestRequest("今天连着学了五个小时，脑子糊了")).toMatchObject({ label: "chat" });
  });
});
