import { describe, expect, it } from "vitest";
import { createRun, finishRun } from "@/db/queries/agent-runs";
import { commitDraft } from "@/db/queries/commit-draft";
import { ensureConversation } from "@/db/queries/conversations";
import { createDraft, findOpenDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { getScheduleVersion } from "@/db/queries/users";
import { insertDemoStudent } from "@/db/seed";
import { refusal } from "@/testing/refusal";
import { dumpTables, placeTask, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { confirmDraft } from "./confirm";
import { moveOnGrid } from "./grid-move";
import { getWeekView } from "./week-view";

// Wednesday 2026-04-22 10:00 in Shanghai, week 13. 集合与二元关系 is committed on that day, periods 9-10; Friday
// 2026-04-24 periods 9-10 are free in the demo timetable, periods 1-2 that day hold a course.
const NOW = new Date("2026-04-22T02:00:00Z");
const FROM = { date: "2026-04-22", slot_start: 9 };

describe.each(testDatabases())("moveOnGrid ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let students = 0;

  async function committedStudent() {
    students++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `拖动${students}` });
    const window = windowFromToday((await loadTerm(db(), userId))!, NOW, 14);
    const snapshot = await loadScheduleSnapshot(db(), userId, window);
    const placed = placeTask(snapshot.state, taskNamed(snapshot.state, "集合与二元关系").state_id, { day: 1, slot_start: 9, slot_end: 10 });
    await commitDraft(db(), userId, await createDraft(db(), userId, snapshot.version, placed), NOW);
    return { userId };
  }

  it("drafts the move of a committed block, shows it in the week, and commits it with the card's revision", async () => {
    const { userId } = await committedStudent();

    const moved = await moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-04-24", slot_start: 9 } });

    expect(moved.draft.revision).toBe(0);
    expect(moved.confirm_request?.changes).toEqual([
      expect.objectContaining({
        name: "集合与二元关系",
        change: "move",
        from: [expect.objectContaining({ date: "2026-04-22", slot_start: 9, slot_end: 10 })],
        to: [expect.objectContaining({ date: "2026-04-24", slot_start: 9, slot_end: 10 })],
      }),
    ]);
    const view = await getWeekView(db(), userId, { now: NOW });
    expect(view.draft).toEqual({ id: moved.draft.id, base_version: 1, revision: 0, changes: 1, weeks: [{ week: 13, changes: 1 }] });
    expect(view.blocks.filter((block) => block.kind === "draft").map((block) => [block.name, block.date, block.slot_start])).toEqual([
      ["集合与二元关系", "2026-04-24", 9],
    ]);

    const confirmed = await confirmDraft(db(), userId, moved.draft.id, NOW, moved.draft.revision);
    expect(confirmed.result).toMatchObject({ moved: 1, version: 2 });
  });

  it("keeps one draft: a second move bumps its revision and the first card is stale", async () => {
    const { userId } = await committedStudent();
    const first = await moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-04-24", slot_start: 9 } });
    const second = await moveOnGrid(db(), userId, NOW, { from: { date: "2026-04-24", slot_start: 9 }, to: { date: "2026-04-24", slot_start: 11 } });

    expect(second.draft).toEqual({ id: first.draft.id, revision: 1 });
    const stale = await refusal(confirmDraft(db(), userId, first.draft.id, NOW, first.draft.revision));
    expect(stale.code).toBe("draft:stale");
    expect(stale.details.confirm_request?.changes[0].to[0]).toMatchObject({ date: "2026-04-24", slot_start: 11 });
    expect(await getScheduleVersion(db(), userId)).toBe(1);
  });

  it("refuses a taken period in the student's words and writes nothing", async () => {
    const { userId } = await committedStudent();
    const tables = await dumpTables(db());

    const error = await refusal(moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-04-24", slot_start: 1 } }));

    expect(error.code).toBe("move:refused");
    expect(error.httpStatus).toBe(422);
    expect(error.message).toMatch(/^4月24日周五第1-2节已被 「.+」 占用。$/);
    expect(error.message).not.toMatch(/\[\d+\]|第\d+天/);
    expect(await dumpTables(db())).toEqual(tables);
  });

  it("refuses to move a course", async () => {
    const { userId } = await committedStudent();
    const view = await getWeekView(db(), userId, { now: NOW });
    const course = view.blocks.find((block) => block.kind === "course" && block.date === "2026-04-24")!;

    const error = await refusal(moveOnGrid(db(), userId, NOW, { from: { date: course.date, slot_start: course.slot_start }, to: { date: "2026-04-24", slot_start: 9 } }));

    expect(error.code).toBe("move:refused");
    expect(error.message).toContain(`「${course.name}」`);
    expect(await findOpenDraft(db(), userId)).toBeNull();
  });

  it("waits for no turn: while the assistant is answering it refuses with turn:busy and writes nothing", async () => {
    const { userId } = await committedStudent();
    await ensureConversation(db(), userId, `grid-${userId}`, "对话");
    const run = await createRun(db(), { userId, conversationId: `grid-${userId}`, model: "offline" });
    const tables = await dumpTables(db());

    const error = await refusal(moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-04-24", slot_start: 9 } }));

    expect(error.code).toBe("turn:busy");
    expect(await dumpTables(db())).toEqual(tables);
    await finishRun(db(), run.id, { status: "completed", modelCalls: 0, toolCalls: 0 });
    await expect(moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-04-24", slot_start: 9 } })).resolves.toBeDefined();
  });

  it("widens the window to a later week the block is dragged to", async () => {
    const { userId } = await committedStudent();
    // Week 16 Friday: three weeks ahead, past the default window (this week and next).
    const moved = await moveOnGrid(db(), userId, NOW, { from: FROM, to: { date: "2026-05-15", slot_start: 9 } });
    expect(moved.confirm_request?.changes[0].to[0]).toMatchObject({ date: "2026-05-15", week: 16 });
    await confirmDraft(db(), userId, moved.draft.id, NOW, moved.draft.revision);
    const view = await getWeekView(db(), userId, { now: NOW, week: 16 });
    expect(view.blocks.some((block) => block.name === "集合与二元关系" && block.date === "2026-05-15")).toBe(true);
  });
});
