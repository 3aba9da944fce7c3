/**
 * The term from the chat on both databases, for the demo student as of Wednesday 2026-04-22 10:00 in Shanghai (week
 * 9 of a term from Monday 2026-02-23): the question is answered in dates and weeks, "现在是第5周" moves the start with
 * a card whose restore puts it back exactly, and a week past the term changes nothing.
 */
import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { changeTerm, getTermSettings } from "./term";
import { setTermWeekFromChat, termQuestion } from "./term-chat";

const NOW = new Date("2026-04-22T02:00:00Z");

describe.each(testDatabases())("the term from the chat ($name)", (factory) => {
  const db = useTestDatabase(factory);

  it("answers where today stands, sets the week the student says, and the card's restore puts the term back", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "第几周" });
    const before = (await getTermSettings(db(), userId))!;
    const question = await termQuestion(db(), userId, NOW);
    expect(question.text).toMatch(/^今天是4月22日（周三），第\d+周（共\d+周）。学期从\d+月\d+日（周一）到\d+月\d+日（周日），还剩 /);

    const set = await setTermWeekFromChat(db(), userId, { current_week: 5 }, NOW);
    expect(set.ok, set.text).toBe(true);
    expect(set.text).toBe(`学期改好了：第5周（共${before.weeks}周），开学 3月23日（周一）（原来是${set.card?.data.before}）。课程和学习块保持各自的周次。`);
    expect(set.card?.data.before).toMatch(/^第\d+周（共\d+周），开学 \d+月\d+日（周一）$/);
    expect(await getTermSettings(db(), userId)).toMatchObject({ start_date: "2026-03-23", weeks: before.weeks });
    expect(set.card?.data.restore).toEqual({ start_date: before.start_date, weeks: before.weeks });

    await changeTerm(db(), userId, set.card!.data.restore, { now: NOW, confirm_shift: true });
    expect(await getTermSettings(db(), userId)).toMatchObject({ start_date: before.start_date, weeks: before.weeks });
  });

  it("changes nothing for a week outside the term or a length that would drop blocks, and says so", async () => {
    const userId = await insertDemoStudent(db(), { now: NOW, name: "周数不对" });
    const before = await getTermSettings(db(), userId);
    const refused = await setTermWeekFromChat(db(), userId, { current_week: 25 }, NOW);
    expect(refused.ok).toBe(false);
    expect(refused.text).toContain("学期没有改动");
    const shorter = await setTermWeekFromChat(db(), userId, { current_week: 5, weeks: 10 }, NOW);
    expect(shorter.ok).toBe(false);
    expect(shorter.text).toMatch(/已安排的课程或学习.*请先删除或调整它们。学期没有改动。$/);
    expect(await getTermSettings(db(), userId)).toEqual(before);
  });
});
