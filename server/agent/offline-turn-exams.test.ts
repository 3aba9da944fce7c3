/**
 * Exams through the chat with the built-in model (issue 25 #3), on Saturday 2026-04-25 20:00 in Asia/Shanghai (week
 * 13 of the demo term): the student states an exam, gets a card with 撤销 and the plan of its subject linked, then asks
 * how long is left and is answered with the date and the count, never an id.
 */
import { describe, expect, test } from "vitest";
import { listExams } from "@/db/queries/exams";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cardsOf, confirmOf, startConversation, textsOf, toolCallsOf } from "@/testing/agent/offline-harness";

const NOW = new Date("2026-04-25T12:00:00.000Z");
const IDS = /\[\d+\]|exam_id|task_class_id|\bid\b/;

describe.each(testDatabases())("exams through the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);

  test("states an exam, sees it linked to its plan with a countdown, and asks how long is left", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `考试-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "exams");

    const recorded = await chat.say("我的概率论期末考试是7月1日上午9点，在教三201");
    expect(toolCallsOf(recorded.events)).toEqual([
      expect.objectContaining({ name: "record_exam", arguments: { title: "概率论期末考试", when: "7月1日上午9点", location: "教三201" } }),
    ]);
    expect(cardsOf(recorded.events)).toEqual([
      expect.objectContaining({
        card_type: "exam_record",
        data: expect.objectContaining({ title: "概率论期末考试", when: "7月1日（周三）09:00", location: "教三201", task_class: "概率论复习" }),
      }),
    ]);
    const answer = textsOf(recorded.events).join("\n");
    expect(answer).toContain("7月1日（周三）09:00");
    expect(answer).not.toMatch(IDS);
    expect(await listExams(db(), userId)).toEqual([expect.objectContaining({ title: "概率论期末考试", date: "2026-07-01", time: "09:00" })]);

    const countdown = await chat.say("离期末考试还有几周？");
    expect(toolCallsOf(countdown.events).map((call) => call.name)).toEqual(["query_exams"]);
    const countdownText = textsOf(countdown.events).join("\n");
    expect(countdownText).toContain("「概率论期末考试」：7月1日（周三）09:00，教三201，还有 67 天（9 周零 4 天）");
    expect(countdownText).not.toMatch(IDS);
  });

  test("an exam moved by a later word stays one exam; one called off is deleted with a card that brings it back", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `考试改期-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "exams-moved");
    await chat.say("我的概率论期末考试是7月1日上午9点，在教三201");
    await chat.say("离散数学期中是5月12日下午2点");

    const moved = await chat.say("概率论期末改到7月3日了");
    expect(toolCallsOf(moved.events).map((call) => call.name)).toEqual(["record_exam"]);
    expect(textsOf(moved.events).join("\n")).toContain("时间从7月1日（周三）09:00改到7月3日（周五）09:00");
    expect(cardsOf(moved.events)).toEqual([expect.objectContaining({ card_type: "exam_record", data: expect.objectContaining({ moved_from: expect.objectContaining({ date: "2026-07-01" }) }) })]);

    const cancelled = await chat.say("离散期中取消了");
    expect(toolCallsOf(cancelled.events)).toEqual([expect.objectContaining({ name: "cancel_exam", arguments: { exam: "离散期中" } })]);
    const answer = textsOf(cancelled.events).join("\n");
    expect(answer).toContain("已删除考试「离散数学期中」");
    expect(answer).not.toMatch(IDS);
    expect(cardsOf(cancelled.events)).toEqual([expect.objectContaining({ card_type: "exam_record", title: "已删除考试" })]);
    expect(await listExams(db(), userId)).toEqual([expect.objectContaining({ title: "概率论期末考试", date: "2026-07-03", time: "09:00", location: "教三201" })]);
  });

  test("\"帮我规划期末复习\" plans the class linked to the exam back from it, reviews included, in one confirm card", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `期末复习-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "exam-plan");
    await chat.say("概率论期末考试是5月8日上午9点");
    const [exam] = await listExams(db(), userId);
    expect(exam).toMatchObject({ date: "2026-05-08", time: "09:00" });
    expect(exam.taskClassId).not.toBeNull();

    const planned = await chat.say("帮我规划期末复习");
    expect(toolCallsOf(planned.events)).toEqual(expect.arrayContaining([expect.objectContaining({ name: "rough_schedule", arguments: { for_exams: true } })]));
    const confirm = confirmOf(planned.events);
    const changes = confirm?.changes ?? [];
    const reviews = changes.filter((change) => typeof change.review_of === "number");
    expect(reviews.length, JSON.stringify(changes)).toBeGreaterThan(0);
    for (const placement of changes.flatMap((change) => change.to)) expect(placement.date < "2026-05-08", `${placement.date} is before the exam`).toBe(true);
    const text = textsOf(planned.events).join("\n");
    expect(text).toMatch(/复习：「概率论复习」为\d+项内容安排了\d+次复习/);
    expect(text).not.toMatch(IDS);
  });

  test("\"按考试时间把离散的复习排出来\" plans only the named plan back from its exam, leaving the other exam's plan alone", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `点名复习-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "named-exam-plan");
    await chat.say("概率论期末考试是5月8日上午9点");
    await chat.say("离散数学期末考试是5月12日上午9点");
    expect((await listExams(db(), userId)).every((exam) => exam.taskClassId !== null)).toBe(true);

    const planned = await chat.say("按考试时间把离散的复习排出来");
    expect(toolCallsOf(planned.events)).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: "rough_schedule", arguments: { for_exams: true, task_class: "离散" } })]),
    );
    const changes = confirmOf(planned.events)?.changes ?? [];
    expect(changes.length).toBeGreaterThan(0);
    expect(new Set(changes.map((change) => change.category))).toEqual(new Set(["离散数学期末复习"]));
    for (const placement of changes.flatMap((change) => change.to)) expect(placement.date < "2026-05-12", `${placement.date} is before the exam`).toBe(true);
    expect(textsOf(planned.events).join("\n")).not.toMatch(IDS);
  });

  test("a named plan with no exam ahead is refused in the student's words, and nothing is drafted", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `无考试复习-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "named-no-exam");
    await chat.say("概率论期末考试是5月8日上午9点");
    const refused = await chat.say("按考试时间把离散的复习排出来");
    expect(confirmOf(refused.events)).toBeUndefined();
    const text = textsOf(refused.events).join("\n");
    expect(text).toContain("「离散数学期末复习」还没有关联即将到来的考试");
    expect(text).not.toMatch(IDS);
  });

  test("days named by an exam: \"概率论考试那天有空吗\" and \"考试那周有什么课\" read the exam's date from what was recorded", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: `考试那天-${factory.name}` });
    const chat = startConversation({ db: db(), userId, now: NOW }, "exam-days");
    const none = await chat.say("考试那周有什么课");
    expect(textsOf(none.events).join("\n")).toContain("还没有记录考试");
    await chat.say("概率论期末考试是5月8日上午9点");
    const free = await chat.say("概率论考试那天有空吗");
    expect(toolCallsOf(free.events)).toEqual([expect.objectContaining({ name: "query_free_time", arguments: { when: "概率论考试那天" } })]);
    const freeText = textsOf(free.events).join("\n");
    expect(freeText).toContain("5月8日");
    expect(freeText).not.toMatch(IDS);
    const week = await chat.say("考试那周有什么课");
    const weekText = textsOf(week.events).join("\n");
    expect(weekText).toMatch(/5月4日/);
    expect(weekText).not.toMatch(IDS);
  });
});
