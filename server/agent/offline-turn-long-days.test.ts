/**
 * Numbers of periods past 12 through startTurn with the built-in model on the demo student: the tools' schemas take
 * any day a term may have (up to 16), and the student's own term answers, in the student's words, when a number
 * lies past its day.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { DEMO_SECTION_TIMES } from "@/db/seed-data";
import { insertDemoStudent } from "@/db/seed";
import { updateTerm } from "@/server/timetable/term";
import { loadTerm } from "@/db/queries/terms";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { confirmOf, startConversation, textsOf, toolCallsOf } from "@/testing/agent/offline-harness";
import { confirmRequestDataSchema } from "@/lib/protocol/data-parts";

// Tuesday 2026-12-01 10:00 in Asia/Shanghai (02:00 UTC), week 13 of the demo term; the test process runs in UTC.
const NOW = new Date("2026-12-01T02:00:00.000Z");
const FOURTEEN_PERIODS = [...DEMO_SECTION_TIMES, { start: "22:35", end: "23:15" }, { start: "23:20", end: "23:59" }];

let studentCounter = 0;

describe.each(testDatabases())("periods past 12 in the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    studentCounter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `长日子-${factory.name}-${studentCounter}` });
  });

  const chat = () => startConversation({ db: db(), userId, now: NOW }, "offline-long-days");

  async function withFourteenPeriods() {
    const term = (await loadTerm(db(), userId))!;
    await updateTerm(db(), userId, { start_date: term.start_date, weeks: term.weeks, timezone: term.timezone, section_times: FOURTEEN_PERIODS });
  }

  test("连续13节 on a 12-period day is answered with the day's length", async () => {
    const turn = await chat().say("这周哪天有连续13节空");
    expect(toolCallsOf(turn.events)[0]).toMatchObject({ name: "query_free_time", arguments: { min_periods: 13 } });
    expect(textsOf(turn.events).join("")).toContain("每天只有 12 节课，没有连续13节的空闲。");
  });

  test("每章14节 makes a class of 14-period items on a 14-period day, and is refused naming 1-12 on a 12-period one", async () => {
    const refused = await chat().say("晚自习计划，2章，每章14节");
    expect(toolCallsOf(refused.events)[0]).toMatchObject({ name: "propose_task_class", arguments: { chapters: 2, periods_each: 14 } });
    expect(textsOf(refused.events).join("")).toContain("时长需要是 1-12 节的整数");

    await withFourteenPeriods();
    const proposed = await chat().say("晚自习计划，2章，每章14节");
    expect(textsOf(proposed.events).join("")).toContain("我在草稿里建好了「晚自习」（2章，每章14节，共28节）");
    // The confirm card carries the class as the protocol reads it back (a stored turn is parsed again on reload).
    const confirm = confirmOf(proposed.events)!;
    expect(confirmRequestDataSchema.parse(confirm).new_task_classes?.[0].items).toEqual([
      { content: "第一章", duration: 14 },
      { content: "第二章", duration: 14 },
    ]);
  });
});
