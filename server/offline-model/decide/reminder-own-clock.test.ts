import { describe, expect, test } from "vitest";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import { reminderOwnClock } from "./reminder-own-clock";

/** A note whose own clause says its clock, after other times told as context: our own sentences and near misses. */
describe("the reminder's own clock wins", () => {
  test.each([
    ["1月4号返校，晚上八点的飞机，提醒我下午五点出门", "1月4号下午五点"],
    ["周五回家，晚上七点的高铁，你提醒我下午四点收拾行李", "周五下午四点"],
    ["后天早上九点考试，提醒我早上七点起床", "后天早上七点"],
  ])("%s → %s", (text, words) => {
    expect(reminderOwnClock(text)).toBe(words);
  });

  test.each(["提醒我中午十二点出门", "明天下午三点开会，提醒我两点半出门", "明天下午三点开会，提醒我带电脑"])("%s is left to the other readers", (text) => {
    expect(reminderOwnClock(text)).toBeUndefined();
  });
});

/** The exams' list as query_exams hands it: 线性代数 on Friday 15 January 2027. */
const listed = {
  ok: true,
  text: "「线性代数期末考试」：1月15日（周五）09:00，还有 45 天（6 周零 3 天）。",
  facts: { kind: "exam_list" as const, exams: [{ title: "线性代数期末考试", date: "2027-01-15", time: "09:00" }] },
};

describe("考完 after an exam's day was told counts from that exam", () => {
  const history = [user("线代哪天考"), assistantText(listed.text)];

  test("the exam told of is looked up", async () => {
    const step = await nextStep([...history, user("考完那天晚上八点提醒我收拾行李")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "query_exams", input: { exam: "线性代数" } });
  });

  test("the note is due on the day after it", async () => {
    const step = await nextStep([
      ...history,
      user("那考完第二天上午十点提醒我去退宿"),
      ...toolExchange("c1", "query_exams", { exam: "线性代数" }, listed),
    ]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: expect.stringContaining("2027年1月16日上午十点") } });
  });

  test("with no exam told before, 考完 names none", async () => {
    const step = await nextStep([user("考完第二天上午十点提醒我去退宿")]);
    expect(step).not.toMatchObject({ kind: "tool", toolName: "query_exams" });
  });
});
