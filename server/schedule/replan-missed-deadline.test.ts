/**
 * 重新安排 beside a skipped to-do whose deadline leaves no time (POST /api/schedule/replan's core): the refusal says
 * why in the student's words — the deadline, with its date — and not only that it did not fit. The demo student plans
 * 提交线性代数第五章作业 (due Saturday 23:59) on Friday through the built-in model, confirms, and skips the sitting.
 */
import { describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { readStudyPeriods } from "@/db/queries/checkins";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { openDraftsOf, startConversation, theOpenDraft } from "@/testing/agent/offline-harness";
import { checkIn } from "./checkins/checkin";
import { confirmDraft } from "./confirm";
import { replanMissedWork } from "./replan-missed";

// Friday 2026-12-04 10:00 and Saturday 2026-12-05 22:00 (every period of Saturday begun) in Asia/Shanghai.
const FRIDAY = new Date("2026-12-04T02:00:00.000Z");
const SATURDAY_NIGHT = new Date("2026-12-05T14:00:00.000Z");
const HOMEWORK = "提交线性代数第五章作业";
let students = 0;

describe.each(testDatabases())("re-planning a skipped to-do past what its deadline allows ($name)", (factory) => {
  const db = useTestDatabase(factory);

  test("the refusal names the deadline and its date, with no ids or window days, and opens no draft", async () => {
    students += 1;
    const userId = await insertDemoStudent(db(), { now: FRIDAY, name: `重新安排截止${students}` });
    await startConversation({ db: db(), userId, now: FRIDAY }, `replan-deadline-${students}`).say(`把${HOMEWORK}排到截止前`);
    const draft = await theOpenDraft(db(), userId);
    await confirmDraft(db(), userId, draft.id, FRIDAY, draft.revision);
    const [sitting] = (await readStudyPeriods(db(), userId)).filter((period) => period.eventName === HOMEWORK);
    await checkIn(db(), userId, sitting.eventId, { status: "skipped" }, SATURDAY_NIGHT);

    const refused = replanMissedWork(db(), userId, SATURDAY_NIGHT);
    await expect(refused).rejects.toMatchObject({
      code: "replan:refused",
      message: `「${HOMEWORK}」 还差2节，未做任何安排。\n「${HOMEWORK}」：还差2节（共需2节）：截止前放不下：截止日是12月5日周六，在那之前没有够用的空闲。`,
    });
    expect(await openDraftsOf(db(), userId)).toEqual([]);
  });
});
