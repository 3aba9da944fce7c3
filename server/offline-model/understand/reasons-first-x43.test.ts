import { describe, expect, test } from "vitest";
import { withoutReasonsFirst } from "./reasons-first";
import { withoutNewsArrival } from "./news-arrival";

describe("reasons told before the pointer that drops a noted to-do", () => {
  test.each([
    ["血红蛋白没达标，去不了了，这条不要了", "这条不要了"],
    ["名额满了，报不上，这条不要了", "这条不要了"],
    ["脚崴了，这个删掉吧", "这个删掉吧"],
  ])("%s → %s", (said, read) => {
    expect(withoutReasonsFirst(said)).toBe(read);
  });

  test.each(["血红蛋白没达标", "四级真题不要了", "去不了了，献血那条删了"])("%s keeps its words", (said) => {
    expect(withoutReasonsFirst(said)).toBe(said);
  });
});

describe("how the news arrived", () => {
  test.each([
    ["今天早上收到email，星期日晚上十点前要交报告", "星期日晚上十点前要交报告"],
    ["刚收到教务的通知，周五前交选课单", "周五前交选课单"],
  ])("%s → %s", (said, read) => {
    expect(withoutNewsArrival(said)).toBe(read);
  });

  test.each(["今天早上收到快递", "收到通知了"])("%s keeps its words", (said) => {
    expect(withoutNewsArrival(said)).toBe(said);
  });
});
