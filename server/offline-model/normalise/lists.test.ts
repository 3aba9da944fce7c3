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

describe("a list numbered on one line reads as the same list written line by line", () => {
  test.each([
    ["帮我记两件事：(1)周二交党费 (2)周三取快递", "帮我记两件事：周二交党费；周三取快递"],
    ["待办：①还图书馆的书 ②交实验报告", "待办：还图书馆的书；交实验报告"],
    // Numbered items with no header are sentences of their own.
    ["1. 明早八点叫我起床 2、后天有课吗", "明早八点叫我起床；后天有课吗"],
  ])("%j → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  test.each([
    // A decimal, a lone number, and numbers that do not count up from 1 are no list.
    "这周要做3.5节的物理实验",
    "周四 1. 交报告",
    "2. 交报告 3. 取快递",
    "②交报告",
  ])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });

  test("chapter numbers are no list: 第1、2章 is read as each chapter (forms.ts), not as items 1 and 2", () => {
    expect(normalise("复习第1、2章，周五前").text).toBe("复习第1章、第2章，周五前");
  });
});
