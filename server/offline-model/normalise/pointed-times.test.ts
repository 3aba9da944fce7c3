import { describe, expect, it } from "vitest";
import { inOriginalWords, normalise } from "./normalise";

/** A time said first, then something sent there by pointing back: the move to that time. */
describe("a thing sent to the time said before", () => {
  it.each([
    ["下周二下午三点我有空，把电路实验预习挪过去吧", "把电路实验预习挪到下周二下午三点"],
    ["明天晚上八点我在图书馆，把英语作文那块放那儿", "把英语作文那块放到明天晚上八点"],
    ["周日上午没课，就把数据结构复习换过去", "把数据结构复习换到周日上午"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  it("the thing and the time keep the student's characters", () => {
    const reading = normalise("禮拜六上午十點我在宿舍，把謂詞邏輯那塊調過去");
    expect(inOriginalWords(reading, "谓词逻辑那块")).toBe("謂詞邏輯那塊");
  });

  it.each(["周六上午十点我在宿舍，好好睡一觉", "周六我在家，把作业带过去", "明天下午三点有空吗，把线代复习挪过去"])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

/** One thing put into the time its clause opens with: "…把X放进去" is the move to that time. */
describe("a thing put into the time said before it", () => {
  it.each([
    ["周日下午三点把电路实验预习放进去", "把电路实验预习放到周日下午三点"],
    ["明天晚上七点以后帮我把英语作文塞进去吧", "把英语作文放到明天晚上七点以后"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  // A bare day plans the day (the rough scheduler's), and 排进去 plans a class of work.
  it.each(["周六把离散复习放进去", "明天下午把待办都排进去"])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});
