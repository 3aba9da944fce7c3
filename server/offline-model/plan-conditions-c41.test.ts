/**
 * A plan's conditions said beside it (round 41, C): how the load is shaped ("别全挤在最后几天", "前面多排点，后面留着
 * 刷题"), days and parts of the day refused after a pause or a question ("…排到下周 周末别排", "…倒推排复习吗？晚上不要
 * 排"), a hesitation typed by voice ("每天最多 呃 三节"), the exam the plan is done in time for ("考前帮我把…",
 * "赶在考试前排完") and missed work never got to ("之前沒讀到的那些"). Each is read as a condition of the plan, never as
 * a name that makes the plan ask what to schedule.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";
import { LOAD_SHAPE_ROWS } from "./understand/load-shapes";
import { scheduleOptions } from "./understand/schedule-options";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe.each(LOAD_SHAPE_ROWS)("a shape of the load read as $strategy", (row) => {
  test.each(row.examples)("%s", (said) => {
    expect(scheduleOptions(`离散复习排进下周，${said}`)).toMatchObject({ rest: "离散复习排进下周", options: { strategy: row.strategy } });
  });
  test.each(row.counterexamples)("%s is no such shape", (said) => {
    expect(row.pattern.test(said)).toBe(false);
  });
});

describe("a plan with its conditions", () => {
  test.each([
    ["考前帮我把离散复习排好，松一点，别全挤在最后几天", { hints: ["离散"], forExams: true, strategy: "steady" }],
    ["概率论复习赶在考试前排完，前面多排点，后面留着刷题", { hints: ["概率论"], forExams: true, strategy: "rapid" }],
    ["离散复习下周排，前几天多排一点，后面松一些", { hints: ["离散"], range: "下周", strategy: "rapid" }],
    ["离散复习排进下周，排得稀一点，别连着好几节", { hints: ["离散"], range: "下周", strategy: "steady" }],
    ["概率论考试前的复习帮我安排上，前紧后松，最后两天留着自己看", { hints: ["概率论"], forExams: true }],
  ])("%s", (text, expected) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", ...expected });
  });

  test("the exams' stretch named with the long 考试前 stays a stretch", () => {
    expect(intentOf("考试前帮我排一下毛概")).toMatchObject({ family: "schedule", range: "期末前" });
  });

  test.each([
    ["可以照期末考的時間幫我倒推排複習嗎？晚上不要排，我要去當家教", { forExams: true, keepFree: ["晚上"] }],
    ["那个就是说按照考试的时间帮我把复习往回排 嗯 早八别排", { forExams: true, keepFree: ["早八"] }],
    ["帮我把概率论复习排到这周 啊不对 下周 周末别排", { hints: ["概率论"], range: "下周", daysOff: [6, 7] }],
    ["概率论复习排这周 嗯 午休那段别排", { hints: ["概率论"], range: "这周", keepFree: ["中午"] }],
    ["照期末的日子倒推幫我排複習，嗯…禮拜三晚上有社課不要排", { hints: [], forExams: true, keepFree: ["周三晚上"] }],
    ["這禮拜幫我把離散排一排，禮拜五不要，那天要回台中", { hints: ["离散"], range: "这周", daysOff: [5] }],
  ])("%s keeps its times free, and names nothing kept out", (text, expected) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "schedule", ...expected });
    expect(intent).not.toHaveProperty("exclude");
  });

  test("a name refused after a pause is still kept out", () => {
    expect(intentOf("待办都排进这周 英语作文先别排")).toMatchObject({ family: "schedule", exclude: ["英语作文"] });
  });

  test.each([
    ["就是说把离三的复习啊排到下周 然后每天最多 呃 三节", { hints: ["离散"], range: "下周", dailyCap: 3 }],
    ["期末考前的复习照考试顺序排一下 每天最多 嗯 两节就好", { forExams: true, dailyCap: 2 }],
    ["帮我排下周的复习，每天不要超过三节，然后周日空出来", { range: "下周", dailyCap: 3, daysOff: [7] }],
  ])("%s: the cap read past the hesitation", (text, expected) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule", ...expected });
  });

  test("离三 is 离散 only where it names a topic", () => {
    expect(normalise("距离三天后的考试").text).toBe("距离三天后的考试");
  });
});

describe("missed work brought back with its conditions", () => {
  test("work never got to, with a day refused by a bare 不要", () => {
    expect(intentOf("之前沒讀到的那些幫我補排回去啦，禮拜天不要")).toEqual({ family: "replan_missed", daysOff: [7] });
  });

  test("a block said missed, then brought back into a week", () => {
    expect(intentOf("上周五那块没做，帮我重新排进这周")).toMatchObject({
      family: "compound",
      parts: [{ family: "checkin", entries: [{ status: "skipped" }], when: "上周五" }, { family: "replan_missed", range: "这周" }],
    });
  });
});
