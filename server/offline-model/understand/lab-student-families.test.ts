import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";

/** Round 21: a lab student's blocks, periods and assessments. Our own sentences, near-misses beside them. */
describe("a block held back for a day", () => {
  it.each([
    ["图论那块周五先不排了", "图论"],
    ["英语那节今晚撤下来", "英语"],
  ])("%s takes %s off, the day no part of its name", (text, name) => {
    expect(detectIntent(text)).toEqual({ family: "edit", action: "unplace", reference: { name } });
  });

  it("after the reason, told as an obligation, the block changed is the request", () => {
    expect(detectIntent("周四晚上要去实验室测数据，线代那节先撤下来")).toEqual({ family: "edit", action: "unplace", reference: { name: "线代" } });
  });

  it("an obligation with no block changed after it is still a note", () => {
    expect(detectIntent("周四晚上要去实验室测数据，别迟到").family).not.toBe("edit");
  });
});

describe("an assessment kept as an exam", () => {
  it.each([
    ["体育测试是下周三下午，当作考试记一下吧", "体育测试", "下周三下午"],
    ["毕设中期答辩在第16周周二上午，帮我当成考试存下来", "毕设中期答辩", "第16周周二上午"],
  ])("%s is recorded under its own name", (text, title, when) => {
    expect(detectIntent(text)).toEqual({ family: "exam_record", title, when });
  });
});

describe("the blocks left, counted, then the plan", () => {
  it("the plan is for the subject the count was of", () => {
    expect(detectIntent("英语复习还有两节没安排，排进这周末")).toEqual({ family: "schedule", hints: ["英语"], wantsAll: false, range: "这周末", studyPlan: true });
  });

  it("asking how many are left is a question", () => {
    expect(detectIntent("英语复习还有几节没安排？").family).toBe("schedule_question");
  });
});
