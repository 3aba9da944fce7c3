/**
 * A plan that knows what happened, through the chat with the built-in model (issue 23 #3, #6), on a Saturday evening
 * in Asia/Shanghai: the week's blocks have all begun; the student checks in by sentence, asks what was missed and how
 * much is done, and "把没完成的重新排一下" ends in one confirm card that places the skipped item from now on, while
 * the skipped block stays as history.
 */
import { beforeEach, describe, expect, test } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { readStudyPeriods } from "@/db/queries/checkins";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { cardsOf, confirmOf, startConversation, textsOf, theOpenDraft, toolCallsOf } from "@/testing/agent/offline-harness";
import { confirmDraft } from "../schedule/confirm";

// Saturday 2026-04-25 20:00 in Asia/Shanghai (12:00 UTC), week 13 of the demo term (Monday 2026-04-20). Monday's
// 命题逻辑与等值演算 (periods 7-8), Wednesday's 谓词逻辑与推理理论 (7-8) and the 第一章 in Wednesday's 思想政治 have begun.
const NOW = new Date("2026-04-25T12:00:00.000Z");
const IDS_OR_STATUSES = /\[\d+\]|unconfirmed|skipped|partial|第\d+天|event_id/;
let counter = 0;

describe.each(testDatabases())("check-ins and missed work through the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let userId: number;

  beforeEach(async () => {
    counter += 1;
    userId = await insertDemoStudent(db(), { now: NOW, name: `打卡-${factory.name}-${counter}` });
  });

  test("checks in by sentence, names what was missed with its date, counts the week, and re-plans the skipped block", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkins");

    const recorded = await chat.say("命题逻辑复习完了，谓词逻辑没做");
    expect(toolCallsOf(recorded.events).map((call) => call.name)).toEqual(["record_checkin"]);
    expect(cardsOf(recorded.events)).toEqual([
      expect.objectContaining({
        card_type: "checkin_record",
        data: {
          entries: [
            expect.objectContaining({ name: "命题逻辑与等值演算", date: "2026-04-20", before: "待打卡", after: "完成" }),
            expect.objectContaining({ name: "谓词逻辑与推理理论", date: "2026-04-22", before: "待打卡", after: "没做" }),
          ],
        },
      }),
    ]);

    const missed = await chat.say("我这周落下了哪些复习？");
    expect(toolCallsOf(missed.events).map((call) => call.name)).toEqual(["query_progress"]);
    const missedText = textsOf(missed.events).join("\n");
    expect(missedText).toContain("4月22日（周三）");
    expect(missedText).toContain("「谓词逻辑与推理理论」");
    expect(missedText).not.toMatch(IDS_OR_STATUSES);

    const progress = await chat.say("这周的学习计划我完成了多少？");
    const progressText = textsOf(progress.events).join("\n");
    expect(progressText).toMatch(/共安排学习\d+节/);
    expect(progressText).toContain("完成2节");
    expect(progressText).toContain("没做2节");
    expect(progressText).not.toMatch(IDS_OR_STATUSES);

    const replanned = await chat.say("把没完成的重新排一下");
    expect(toolCallsOf(replanned.events).map((call) => call.name)).toContain("rough_schedule");
    const card = confirmOf(replanned.events);
    const change = card?.changes.find((entry) => entry.name === "谓词逻辑与推理理论");
    expect(change).toBeDefined();
    for (const to of change!.to) expect(to.date >= "2026-04-25").toBe(true);
    // Nothing else was pending-and-missed: only the skipped item is placed.
    expect(card?.changes).toHaveLength(1);

    const draft = await theOpenDraft(db(), userId);
    expect((await confirmDraft(db(), userId, draft.id, NOW, draft.revision)).result).toMatchObject({ placed: 1 });
    const periods = await readStudyPeriods(db(), userId);
    const blocks = new Set(periods.filter((period) => period.eventName === "谓词逻辑与推理理论").map((period) => period.eventId));
    expect(blocks.size).toBe(2); // the skipped sitting stays as history beside its new block
  });

  test("a block skipped while a plan waits for its confirm comes back into that same draft", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkins-open-draft");
    await chat.say("帮我把下周的复习排进空闲时间");
    const before = await theOpenDraft(db(), userId);

    await chat.say("谓词逻辑那节没做");
    const replanned = await chat.say("把没完成的重新排一下");

    expect((await theOpenDraft(db(), userId)).id).toBe(before.id);
    const change = confirmOf(replanned.events)?.changes.find((entry) => entry.name === "谓词逻辑与推理理论");
    expect(change).toMatchObject({ change: "place" });
    for (const to of change!.to) expect(to.date >= "2026-04-25").toBe(true);
  });

  test("昨天的复习都做了 and 今天下午那节没去 record what they say; with nothing skipped there is nothing to re-plan", async () => {
    const chat = startConversation({ db: db(), userId, now: NOW }, "checkins-days");
    // Friday has no study block in the demo week: the reply says so and records nothing.
    const yesterday = await chat.say("昨天的复习都做了");
    expect(cardsOf(yesterday.events)).toEqual([]);
    expect(textsOf(yesterday.events).join("\n")).toContain("什么都没有记录");

    const wednesday = await chat.say("周三的复习都做了");
    expect(cardsOf(wednesday.events)[0]).toMatchObject({ card_type: "checkin_record" });
    expect((cardsOf(wednesday.events)[0] as { data: { entries: { after: string }[] } }).data.entries.map((entry) => entry.after)).toEqual(["完成", "完成"]);

    const nothing = await chat.say("把落下的补上");
    expect(textsOf(nothing.events).join("\n")).toContain("没有需要补排的学习");
    expect(confirmOf(nothing.events)).toBeUndefined();
  });
});
