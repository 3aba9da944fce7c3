import { describe, expect, test } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

describe("a list read as one line", () => {
  test.each([
    // A header with its colon, then bulleted or numbered items.
    ["记一下：\n- 周四交班费\n- 周五取快递", "记一下：周四交班费；周五取快递"],
    ["要做的：\n1. 背单词\n2、洗衣服\n（3）买水果", "要做的：背单词；洗衣服；买水果"],
    // A header with no colon before bulleted lines, or a form's labelled lines.
    ["新建任务\n标题：读文献\n截止：周五", "新建任务：读文献；截止周五"],
    // A tick in front says the item is done, as a tick after it does.
    ["打卡\n✓ 第二章复习", "打卡：第二章复习✓"],
    // Lines that are no list: a message broken into paragraphs.
    ["老师刚通知\n明天的课调到周五了", "老师刚通知，明天的课调到周五了"],
    ["下周要考试了。\n帮我排一下复习", "下周要考试了。帮我排一下复习"],
  ])("%j → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  test("a date typed at the start of a line is no numbered bullet", () => {
    expect(normalise("提醒我\n12.8 交报告").text).toBe("提醒我，12.8 交报告");
  });

  test("an item's words come back as the student wrote them", () => {
    const reading = normalise("幫我記：\n- 週四交報告\n- 週五取快遞");
    expect(inOriginalWords(reading, "周五取快递")).toBe("週五取快遞");
  });
});
