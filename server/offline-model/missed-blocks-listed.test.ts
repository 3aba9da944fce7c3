/**
 * The missed blocks of a stretch, asked as a list (round 38, E): "最近两周漏掉的复习块列一下" — the stretch before the
 * missed words, a list or a look asked after them. Our own sentences, with look-alikes that re-plan or ask the summary.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("the missed blocks of a stretch, listed", () => {
  test.each([
    ["最近两周漏掉的复习块列一下", "最近两周"],
    ["这周没做的复习给我列出来", "这周"],
    ["上周鸽了的学习块查一下", "上周"],
    ["过去三周落下的帮我翻一下", "过去三周"],
    ["昨天漏掉的看看", "昨天"],
  ])("%s", (text, range) => {
    expect(intentOf(text)).toEqual({ family: "progress", focus: "missed", range });
  });

  test.each([
    ["这周没做的复习帮我重新排", "replan_missed"],
    ["最近两周落下的补上", "replan_missed"],
  ])("%s still re-plans", (text, family) => {
    expect(intentOf(text)).toMatchObject({ family });
  });

  test("the summary of a stretch stays the summary", () => {
    expect(intentOf("最近两周复习进度怎么样")).toMatchObject({ family: "progress", focus: "summary" });
  });
});
