import { describe, expect, test } from "vitest";
import { assistantText, nextStep, user } from "@/testing/offline-model";

/** A note counted back from a thing the student named earlier, with its day then. */
describe("a note timed from a day said in an earlier message", () => {
  test.each([
    ["我们每周四下午有物理实验课", "实验课前一天晚上八点提醒我写预习报告", "周四前一天晚上八点"],
    ["社团周六上午招新", "招新前一晚提醒我把海报打印出来", "周六前一晚"],
    ["新建任务：交毕业论文初稿，下周一中午前", "截止前两天提醒我把参考文献再核一遍", "下周一前两天"],
  ])("%s … %s", async (earlier, text, dated) => {
    const step = await nextStep([user(earlier), assistantText("好的。"), user(text)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining(dated) } });
  });

  test("a thing no earlier message dates is left as said", async () => {
    const step = await nextStep([user("今天好累"), assistantText("辛苦了。"), user("答辩前一天晚上九点提醒我早点睡")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("答辩前一天") } });
  });

  test("a day said in the request itself is read as it is", async () => {
    const step = await nextStep([user("我们每周五上午有英语周考"), assistantText("好的。"), user("周三前一天晚上提醒我洗衣服")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("周三前一天") } });
  });
});
