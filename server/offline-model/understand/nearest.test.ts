import { describe, expect, it } from "vitest";
import { buildIndex, nearestExemplars, ngramsOf, normalizedForMatching, wordsLength } from "./nearest";

const index = buildIndex([
  { text: "□搞定啦", label: "complete" },
  { text: "□已经交了", label: "complete" },
  { text: "□做完了", label: "complete" },
  { text: "交班费推迟到下周一", label: "update" },
  { text: "把□的截止改到周五", label: "update" },
  { text: "明天下午有空吗", label: "free" },
  { text: "周四有空吗", label: "free" },
  { text: "明天有什么课", label: "day" },
  { text: "周三有哪些课", label: "day" },
]);

describe("the nearest labelled sentence", () => {
  it("follows the cue words, not the day named", () => {
    expect(nearestExemplars(index, "下周二晚上有空吗", 1)[0]).toMatchObject({ label: "free" });
    expect(nearestExemplars(index, "后天有哪些课", 1)[0]).toMatchObject({ label: "day" });
  });

  it("gives a task's own name little weight: a name cut out of the exemplars pulls nothing", () => {
    // 交班费 is only in an update exemplar; 搞定 decides.
    expect(nearestExemplars(index, "交班费搞定了", 1)[0]).toMatchObject({ label: "complete" });
  });

  it("ranks by similarity and finds nothing for words no exemplar shares", () => {
    const found = nearestExemplars(index, "周四下午有空吗", 3);
    expect(found.map((neighbour) => neighbour.similarity)).toEqual([...found.map((neighbour) => neighbour.similarity)].sort((a, b) => b - a));
    expect(found[0].similarity).toBeGreaterThan(0.5);
    expect(nearestExemplars(index, "xyz", 3)).toEqual([]);
  });

  it("masks days, weeks, clock times, numbers and ids, and never makes n-grams across a cut-out name", () => {
    expect(normalizedForMatching("明天下午3点把[12]移到第5节")).toBe("◷下午◔把#移到第0节");
    expect(normalizedForMatching("这周忙吗？")).toBe("◫忙吗?");
    expect([...ngramsOf("□搞定")].some((gram) => gram.includes("□"))).toBe(false);
    expect(wordsLength("明天见")).toBe(1);
    expect(wordsLength("明天有课吗")).toBe(3);
  });
});
