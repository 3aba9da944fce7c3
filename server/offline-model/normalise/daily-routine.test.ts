/**
 * The school day's routine as times (daily-routine.ts): anchors read as parts of the day, clauses that only tell the
 * routine dropped (their clock kept for the anchor), a weekend at home said as kept free, and 晚自习后 with no end told
 * asked about. The sentences are new; the near-misses look alike and must keep their reading.
 */
import { describe, expect, test } from "vitest";
import { nextStep, notedMinute, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "../understand/intents";
import { inOriginalWords, normalise } from "./normalise";

// Tuesday 1 December 2026, 10:00 in Shanghai.
const NOW = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

const read = (text: string) => detectIntent(normalise(text).text);

describe("the routine's anchors as parts of the day", () => {
  test.each([
    ["后天午睡前有空吗", "后天上午有空吗"],
    ["周五午休后有没有两节连着的空", "周五下午有没有两节连着的空"],
    ["下周二午休以后到晚自习之前有空吗", "下周二下午有空吗"],
    ["周三晚自习把错题本放进去", "把错题本放到周三晚上"],
    ["明天早读前提醒我背单词", "明天早上提醒我背单词"],
  ])("%s → %s", (said, reading) => {
    expect(normalise(said).text).toBe(reading);
  });

  test.each([
    ["周四午休前还有空吗", { when: "周四", part: "morning" }],
    ["明天午休后到晚自习前有没有空", { when: "明天", part: "afternoon" }],
  ])("%s asks about that part of the day", (said, input) => {
    expect(read(said)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input } });
  });

  test.each([
    // No day said: the day is the student's to say, not today's morning.
    "午休前帮我排一节复习",
    // A clock said before the anchor is the time; the anchor only places it.
    "明天晚上七点晚自习前交作业",
    "晚自习取消了，正好把错题本放进去",
  ])("%s keeps its words", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("a clause that only tells the routine is context", () => {
  test.each([
    ["我们宿舍十一点熄灯，明晚十点半提醒我收衣服", "明晚十点半提醒我收衣服"],
    ["周日早上六点半起，七点就能学，把英语听力放周日第一节", "把英语听力放周日第一节"],
    ["线代那节挪到周四晚上八点，晚自习本来也算自习", "线代那节挪到周四晚上八点"],
    // The end told is the clock of what follows: 九点半 is the evening's, 午休后 starts at 两点半.
    ["周日我们晚自习九点半下课，周日九点半以后还有空吗", "周日晚上九点半以后还有空吗"],
    ["晚自习九点结束，之后还有空吗", "晚上九点以后还有空吗"],
    ["我们午休到两点半，周四午休后把线代复习塞进去", "把线代复习放到周四下午两点半以后"],
    // The day the routine was told of is the request's when it names none.
    ["周五我们午休到一点半，午休后到晚自习前把错题本放进去", "把错题本放到周五下午一点半以后"],
  ])("%s → %s", (said, reading) => {
    expect(normalise(said).text).toBe(reading);
  });

  test("the note's time is the reminder's, not the routine's", async () => {
    expect(await notedMinute("我们十一点熄灯，今晚九点提醒我把快递拿回宿舍", NOW)).toBe("2026-12-01 21:00");
  });

  test("what is saved is cut from the student's own characters", () => {
    const reading = normalise("我們十一點熄燈，明晚十點半提醒我收衣服");
    expect(inOriginalWords(reading, reading.text)).toBe("明晚十點半提醒我收衣服");
  });

  test.each([
    // Only the routine told: nothing else to be the context of.
    "晚自习九点结束",
    // A question about the routine, a deed on its day, a wake-up call asked for.
    "我们十点半查寝吗",
    "后天早上七点半要去跑早操",
    "1月5号那天早上六点叫我起床",
  ])("%s keeps its words", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("a weekend at home in a planning message is kept free", () => {
  test.each([
    ["这周末我要回家，这周的复习帮我排一下", "这周的复习帮我排一下，周末不要排"],
    ["下周的待办排一下，周六日我都不学", "下周的待办排一下，周末不要排"],
  ])("%s → %s", (said, reading) => {
    expect(normalise(said).text).toBe(reading);
  });

  test("the plan keeps the request's range and keeps the weekend free (rough_schedule's days_off), naming no weekend", () => {
    expect(read("周六和周日我都在家，下周的待办帮我排一下")).toEqual({ ...read("下周的待办帮我排一下"), daysOff: [6, 7] });
    expect(read("下周的待办帮我排一下")).toMatchObject({ family: "schedule", range: "下周" });
  });

  // A note, a message with nothing to plan, a request that already says what the weekend gets.
  test.each(["我周末要回家，提醒我带充电器", "周末回家", "下周的复习周六也排一点，周日我在家不学"])("%s plans nothing and keeps its words", (said) => {
    expect(normalise(said).text).toBe(said);
  });
});

describe("after 晚自习 with no end told", () => {
  test("a free-time question asks when it ends", async () => {
    const step = await nextStep([user("明天晚自习以后有空吗")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: expect.stringContaining("晚自习几点结束") } });
  });

  test("told when it ends, the question is about the evening", async () => {
    const step = await nextStep([user("周四晚自习之后有空吗")]);
    const question = (step as { input: { question: string } }).input.question;
    const answered = await nextStep([
      user("周四晚自习之后有空吗"),
      ...toolExchange("h1", "ask_user", { question, options: [] }, { ok: true, text: question }),
      { role: "assistant", content: [{ type: "text", text: question }] },
      user("九点四十"),
    ]);
    expect(answered).toMatchObject({ kind: "tool", toolName: "query_free_time", input: { when: "周四", part: "evening" } });
  });

  test("a move there is a move whose place is not said yet", () => {
    expect(read("英语作文那块调到晚自习以后")).toEqual({ family: "edit", action: "move", reference: { name: "英语作文" }, target: {} });
  });

  test("with its end told, the time after it is the evening's", () => {
    expect(read("我们晚自习九点下课，明天下了晚自习还有空吗")).toMatchObject({
      family: "schedule_question",
      question: { toolName: "query_free_time", input: { when: "明天", part: "evening" } },
    });
  });
});
