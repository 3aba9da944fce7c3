/**
 * A to-do reported finished, then the relief it brought (round 38, D): "我今天终于把离散的错题本整理完了！！…整个人都
 * 轻松了" completes the to-do; the relief is how finishing felt, neither chat nor a question about free time. Our own
 * sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("relief after a to-do reported finished", () => {
  test.each([
    ["我今天终于把离散的错题本整理完了！！从上周拖到现在，一共四十多道题，手都写酸了。整个人都轻松了。", "错题本"],
    ["终于把实验报告写完了，整个人都轻松了", "实验报告"],
    ["总算把英语作文写完了，我轻松多了", "英语作文"],
    ["昨晚终于把读书笔记写好了！！熬到两点，心里轻松多了。", "读书笔记"],
  ])("%s completes the to-do", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "complete", task: expect.stringContaining(task) });
  });

  test.each(["这周轻松多了", "作业交给学妹做了，挺好的，我轻松多了"])("near miss: %s is chat", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });
});
