/**
 * "把没完成的重新排一下" for a to-do whose sitting was skipped and whose deadline leaves no time (issue: the failure
 * blamed 连续空闲). Through startTurn with the built-in model on the demo student: the to-do (due Saturday 23:59) is
 * planned on Friday and confirmed, its sitting checked in as 没做, and late on Saturday the re-plan says the deadline
 * is the cause, in a date, and drafts nothing.
 */
import { describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { readStudyPeriods } from "@/db/queries/checkins";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { openDraftsOf, startConversation, textsOf, theOpenDraft } from "@/testing/agent/offline-harness";
import { confirmDraft } from "../schedule/confirm";
import { checkIn } from "../schedule/checkins/checkin";

// Friday 2026-12-04 10:00 in Asia/Shanghai, week 13 of the demo term; 提交线性代数第五章作业 is due Saturday 23:59.
const FRIDAY = new Date("2026-12-04T02:00:00.000Z");
// Saturday 2026-12-05 22:00: every period of Saturday has begun.
const SATURDAY_NIGHT = new Date("2026-12-05T14:00:00.000Z");
const HOMEWORK = "提交线性代数第五章作业";
let students = 0;

describe.each(testDatabases())("a skipped to-do whose deadline leaves no time ($name)", (factory) => {
  const db = useTestDatabase(factory);

  test("the re-plan names the deadline as the cause, not 连续空闲, and drafts nothing", async () => {
    students += 1;
    const userId = await insertDemoStudent(db(), { now: FRIDAY, name: `截止前放不下${students}` });
    await startConversation({ db: db(), userId, now: FRIDAY }, `missed-deadline-plan-${students}`).say(`把${HOMEWORK}排到截止前`);
    const draft = await theOpenDraft(db(), userId);
    await confirmDraft(db(), userId, draft.id, FRIDAY, draft.revision);
    const [sitting] = (await readStudyPeriods(db(), userId)).filter((period) => period.eventName === HOMEWORK);
    await checkIn(db(), userId, sitting.eventId, { status: "skipped" }, SATURDAY_NIGHT);

    const turn = await startConversation({ db: db(), userId, now: SATURDAY_NIGHT }, `missed-deadline-${students}`).say("把没完成的重新排一下");
    const text = textsOf(turn.events).join("\n");
    expect(text).toContain(`「${HOMEWORK}」还差 2 节没排下（共要 2 节）：截止前放不下：截止日是12月5日 周六，在那之前没有够用的空闲。`);
    expect(text).not.toContain("连续空闲");
    expect(await openDraftsOf(db(), userId)).toEqual([]);
  });
});
