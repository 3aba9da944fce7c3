import { describe, expect, it } from "vitest";
import { insertDemoStudent } from "@/db/seed";
import { refusal } from "@/testing/refusal";
import type { ScheduleState } from "@/lib/schedule/state";
import { dumpTables, placeTask, scheduleFacts, setSlots, taskNamed, testDatabases, useTestDatabase } from "@/testing/database";
import { commitDraft } from "@/db/queries/commit-draft";
import { undoCommit } from "./undo-commit";
import { createDraft } from "@/db/queries/drafts";
import { loadScheduleSnapshot } from "@/db/queries/schedule-state";
import { loadTerm, windowFromToday } from "@/db/queries/terms";
import { getScheduleVersion } from "@/db/queries/users";

// 2026-04-22 10:00 in Shanghai, a Wednesday in week 13; the 14-day window runs to week 15 Tuesday. Day 4 is week 13
// Saturday, day 6 week 14 Monday, day 8 week 14 Wednesday.
const NOW = new Date("2026-04-22T02:00:00Z");
// Week 16 Monday: everything the tests place has begun by then.
const MUCH_LATER = new Date("2026-05-18T02:00:00Z");

describe.each(testDatabases())("undoCommit ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let students = 0;

  async function freshStudent() {
    students++;
    const userId = await insertDemoStudent(db(), { now: NOW, name: `撤销${students}` });
    const term = (await loadTerm(db(), userId))!;
    const window = windowFromToday(term, NOW, 14);
    return { userId, window };
  }

  async function snapshotOf(userId: number, window: ScheduleState["window"]) {
    return loadScheduleSnapshot(db(), userId, window);
  }

  async function commit(userId: number, window: ScheduleState["window"], edit: (state: ScheduleState) => ScheduleState) {
    const snapshot = await snapshotOf(userId, window);
    const draft = await createDraft(db(), userId, snapshot.version, edit(snapshot.state));
    return commitDraft(db(), userId, draft, NOW);
  }

  /** Two new blocks, an embedding into 思想政治 and 形势与政策 moved (the course swap of the seed). */
  function planned(state: ScheduleState): ScheduleState {
    let draft = placeTask(state, taskNamed(state, "集合与二元关系").state_id, { day: 1, slot_start: 9, slot_end: 10 });
    draft = placeTask(draft, taskNamed(draft, "第二章 随机变量及其分布").state_id, { day: 8, slot_start: 3, slot_end: 4 }, {
      embedIn: taskNamed(draft, "思想政治").state_id,
    });
    draft = setSlots(draft, taskNamed(draft, "形势与政策").state_id, [{ day: 4, slot_start: 1, slot_end: 2 }]);
    return placeTask(draft, taskNamed(draft, "函数与等价关系").state_id, { day: 6, slot_start: 9, slot_end: 10 });
  }

  it("puts every block back, as a new version, and says which commit it reverted", async () => {
    const { userId, window } = await freshStudent();
    const original = await snapshotOf(userId, window);
    const committed = await commit(userId, window, planned);
    expect(committed.commit_id).toBeDefined();

    const undo = await undoCommit(db(), userId, committed.commit_id!, NOW);

    expect(undo.fresh).toBe(true);
    expect(undo.result).toMatchObject({ version: 2, undo_of: committed.commit_id, placed: 0, moved: 1, embedded: 0, unplaced: 3 });
    expect(undo.result.commit_id).not.toBe(committed.commit_id);
    expect(await getScheduleVersion(db(), userId)).toBe(2);
    expect(scheduleFacts((await snapshotOf(userId, window)).state)).toEqual(scheduleFacts(original.state));
  });

  it("redoes when the undo is undone, and undoes again after that", async () => {
    const { userId, window } = await freshStudent();
    const original = await snapshotOf(userId, window);
    const committed = await commit(userId, window, planned);
    const afterCommit = scheduleFacts((await snapshotOf(userId, window)).state);
    const undo = await undoCommit(db(), userId, committed.commit_id!, NOW);

    const redo = await undoCommit(db(), userId, undo.result.commit_id!, NOW);
    expect(redo.result).toMatchObject({ version: 3, undo_of: undo.result.commit_id });
    expect(scheduleFacts((await snapshotOf(userId, window)).state)).toEqual(afterCommit);

    const again = await undoCommit(db(), userId, committed.commit_id!, NOW);
    expect(again.fresh).toBe(true);
    expect(again.result.version).toBe(4);
    expect(scheduleFacts((await snapshotOf(userId, window)).state)).toEqual(scheduleFacts(original.state));
  });

  it("answers a repeated undo with the first one's result and writes nothing more", async () => {
    const { userId, window } = await freshStudent();
    const committed = await commit(userId, window, planned);
    const first = await undoCommit(db(), userId, committed.commit_id!, NOW);
    const tables = await dumpTables(db());

    const second = await undoCommit(db(), userId, committed.commit_id!, NOW);

    expect(second).toEqual({ ...first, fresh: false });
    expect(await dumpTables(db())).toEqual(tables);
  });

  it("refuses with the block's name when a later commit moved it, and writes nothing", async () => {
    const { userId, window } = await freshStudent();
    const committed = await commit(userId, window, planned);
    // The block 集合与二元关系 got in the first commit is moved by a second one.
    await commit(userId, window, (state) => setSlots(state, taskNamed(state, "集合与二元关系").state_id, [{ day: 2, slot_start: 11, slot_end: 12 }]));
    const tables = await dumpTables(db());

    const error = await refusal(undoCommit(db(), userId, committed.commit_id!, NOW));

    expect(error.code).toBe("commit:conflict");
    expect(error.httpStatus).toBe(409);
    expect(error.message).toBe("「集合与二元关系」在这之后又被改动过，无法撤销这次安排。");
    expect(await dumpTables(db())).toEqual(tables);
  });

  it("refuses when the periods a block returns to are taken now, naming both", async () => {
    const { userId, window } = await freshStudent();
    // First 形势与政策 leaves week 14 Monday 9-10 ...
    const moved = await commit(userId, window, (state) => setSlots(state, taskNamed(state, "形势与政策").state_id, [{ day: 4, slot_start: 1, slot_end: 2 }]));
    // ... then a study block takes those periods.
    await commit(userId, window, (state) => placeTask(state, taskNamed(state, "集合与二元关系").state_id, { day: 6, slot_start: 9, slot_end: 10 }));
    const tables = await dumpTables(db());

    const error = await refusal(undoCommit(db(), userId, moved.commit_id!, NOW));

    expect(error.code).toBe("commit:conflict");
    expect(error.message).toContain("「形势与政策」原来的时间现在是「集合与二元关系」");
    expect(await dumpTables(db())).toEqual(tables);
  });

  it("refuses once the periods have begun", async () => {
    const { userId, window } = await freshStudent();
    const committed = await commit(userId, window, planned);

    const error = await refusal(undoCommit(db(), userId, committed.commit_id!, MUCH_LATER));

    expect(error.code).toBe("commit:conflict");
    expect(error.message).toMatch(/的时间已经开始或过去了/);
  });

  it("treats another student's commit as one that does not exist", async () => {
    const { userId, window } = await freshStudent();
    const committed = await commit(userId, window, planned);
    const other = await freshStudent();
    const tables = await dumpTables(db());

    const error = await refusal(undoCommit(db(), other.userId, committed.commit_id!, NOW));

    expect(error.code).toBe("commit:not_found");
    expect((await refusal(undoCommit(db(), other.userId, "not-a-uuid", NOW))).code).toBe("commit:not_found");
    expect(await dumpTables(db())).toEqual(tables);
  });
});
