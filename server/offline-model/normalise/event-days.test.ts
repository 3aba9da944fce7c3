import { describe, expect, it } from "vitest";
import { normalise, inOriginalWords } from "./normalise";

/** A day named by an exam, its date said in a clause of its own: the reading puts the date in its place. */
describe("an exam's day with its date said apart", () => {
  it.each([
    ["概率论期末那天下午我有课吗？1月12号", "1月12号下午我有课吗？"],
    ["12.29，马原考试那天晚上帮我留出来", "12.29晚上帮我留出来"],
    ["考完数电那天中午约了吃饭，1月9号，记一下", "1月9号中午约了吃饭，记一下"],
  ])("%s → %s", (said, read) => {
    expect(normalise(said).text).toBe(read);
  });

  it("the date keeps the student's characters", () => {
    const reading = normalise("考完線代那天晚上聚餐，1月7號，幫我記住");
    expect(reading.text.startsWith("1月7号晚上聚餐")).toBe(true);
    expect(inOriginalWords(reading, "1月7号晚上聚餐")).toBe("1月7號晚上聚餐");
  });

  it.each([
    "考完离散那天晚上聚餐",
    "高数考试那天我要早起，记一下12月5号交作业",
    "那天下午有空吗？12月8号",
    "线代考试是1月6号，那天上午有课吗",
  ])("%s is left as it is", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});
