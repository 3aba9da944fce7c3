import { describe, expect, it } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

/** Pinyin-keyboard slips a student leaves in the sentence, read as the word meant; the same characters as a correct word kept. */
const text = (message: string) => normalise(message).text;

describe("a keyboard slip of the same sound reads as the word meant", () => {
  it.each([
    ["线代作业以经交了", "线代作业已经交了"],
    ["高数什么时侯上", "高数什么时候上"],
    ["第四五章都没来的及看", "第四五章都没来得及看"],
    ["下周一之前截至的任务有哪些", "下周一之前截止的任务有哪些"],
    ["昨天的复习都作完了", "昨天的复习都做完了"],
    ["今天的复习只作了一半", "今天的复习只做了一半"],
    ["这周末作一套四级真题", "这周末做一套四级真题"],
    ["先查周四的课，在把谓词逻辑挪到周四下午", "先查周四的课，再把谓词逻辑挪到周四下午"],
    ["每天最多两节，你在排一遍", "每天最多两节，你再排一遍"],
    ["往后推二十分钟在提醒", "往后推二十分钟再提醒"],
  ])("%s → %s", (said, read) => {
    expect(text(said)).toBe(read);
  });

  it.each(["截至目前完成了多少", "我在排课表", "正在把错题整理好", "工作了一天", "写作业", "当作了复习", "作业写完了", "我现在把作文交了"])("%s keeps its words", (said) => {
    expect(text(said)).toBe(said);
  });

  it("the note saved keeps the student's own characters", () => {
    const reading = normalise("提醒我明天以经交了的表再核对一次");
    expect(inOriginalWords(reading, "已经交了的表")).toBe("以经交了的表");
  });
});
