import { beforeAll, describe, expect, it } from "vitest";
import type { ScheduleState } from "@/lib/schedule/state";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { createDraft, discardDraft, findOpenDraft, getDraft, isDraftId, saveDraftState } from "./drafts";
import { commitDraft } from "./commit-draft";
import { createUser } from "./users";
import { insertDemoStudent } from "@/db/seed";
import { loadScheduleSnapshot } from "./schedule-state";
import { loadTerm, windowFromToday } from "./terms";

const EMPTY_STATE: ScheduleState = {
  window: { total_days: 1, day_mapping: [{ day_index: 1, week: 1, day_of_week: 1 }] },
  tasks: [],
};
const EDITED_STATE: ScheduleState = { ...EMPTY_STATE, task_classes: [] };

describe("isDraftId", () => {
  it("accepts a uuid in either case and rejects anything else", () => {
    expect(isDraftId("3f2b8c1e-9d4a-4e7b-8c2d-1a2b3c4d5e6f")).toBe(true);
    expect(isDraftId("3F2B8C1E-9D4A-4E7B-8C2D-1A2B3C4D5E6F")).toBe(true);
    expect(isDraftId("3f2b8c1e9d4a4e7b8c2d1a2b3c4d5e6f")).toBe(false);
    expect(isDraftId("1; drop table users")).toBe(false);
  });
});

describe.each(testDatabases())("draft helpers ($name)", (factory) => {
  const db = useTestDatabase(factory);
  let ownerId: number;
  let strangerId: number;

  beforeAll(async () => {
    ownerId = (await createUser(db(), "草稿主人")).id;
    strangerId = (await createUser(db(), "陌生人")).id;
  });

  describe("createDraft and getDraft", () => {
    it("stores an open draft with its base version and state, readable by its owner only", async () => {
      const draft = await createDraft(db(), ownerId, 3, EMPTY_STATE);
      expect(draft).toMatchObject({ user_id: ownerId, base_version: 3, state: EMPTY_STATE, status: "open", commit_result: null });
      expect(isDraftId(draft.id)).toBe(true);
      expect(await getDraft(db(), ownerId, draft.id)).toEqual(draft);
      expect(await getDraft(db(), strangerId, draft.id)).toBeNull();
    });

    it("answers null for an unknown or malformed id", async () => {
      expect(await getDraft(db(), ownerId, "00000000-0000-4000-8000-000000000000")).toBeNull();
      expect(await getDraft(db(), ownerId, "draft-1")).toBeNull();
    });
  });

  describe("saveDraftState", () => {
    it("replaces the state of an open draft", async () => {
      const draft = await createDraft(db(), ownerId, 0, EMPTY_STATE);
      const saved = await saveDraftState(db(), ownerId, draft.id, EDITED_STATE);
      expect(saved.state).toEqual(EDITED_STATE);
      expect((await getDraft(db(), ownerId, draft.id))?.state).toEqual(EDITED_STATE);
    });

    it("refuses another user's draft as not found and leaves it unchanged", async () => {
      const draft = await createDraft(db(), ownerId, 0, EMPTY_STATE);
      await expect(saveDraftState(db(), strangerId, draft.id, EDITED_STATE)).rejects.toMatchObject({ code: "draft:not_found" });
      expect((await getDraft(db(), ownerId, draft.id))?.state).toEqual(EMPTY_STATE);
    });

    it("refuses a discarded draft", async () => {
      const draft = await createDraft(db(), ownerId, 0, EMPTY_STATE);
      await discardDraft(db(), ownerId, draft.id);
      await expect(saveDraftState(db(), ownerId, draft.id, EDITED_STATE)).rejects.toMatchObject({
        code: "draft:not_open",
        context: { status: "discarded" },
      });
    });

    it("refuses a committed draft", async () => {
      const userId = await insertDemoStudent(db(), { now: new Date("2026-04-22T02:00:00Z"), name: "提交过的学生" });
      const term = (await loadTerm(db(), userId))!;
      const snapshot = await loadScheduleSnapshot(db(), userId, windowFromToday(term, new Date("2026-04-22T02:00:00Z"), 3));
      const draft = await createDraft(db(), userId, snapshot.version, snapshot.state);
      await commitDraft(db(), userId, draft);
      await expect(saveDraftState(db(), userId, draft.id, EDITED_STATE)).rejects.toMatchObject({
        code: "draft:not_open",
        context: { status: "committed" },
      });
      await expect(discardDraft(db(), userId, draft.id)).rejects.toMatchObject({ code: "draft:not_open" });
    });
  });

  describe("discardDraft", () => {
    it("closes an open draft, and discarding again is harmless", async () => {
      const draft = await createDraft(db(), ownerId, 0, EMPTY_STATE);
      expect((await discardDraft(db(), ownerId, draft.id)).status).toBe("discarded");
      expect((await discardDraft(db(), ownerId, draft.id)).status).toBe("discarded");
    });

    it("refuses a malformed id as not found", async () => {
      await expect(discardDraft(db(), ownerId, "nope")).rejects.toMatchObject({ code: "draft:not_found" });
    });
  });

  describe("findOpenDraft", () => {
    it("finds the most recently updated open draft of the user, or null", async () => {
      const user = await createUser(db(), "多草稿学生");
      expect(await findOpenDraft(db(), user.id)).toBeNull();
      const older = await createDraft(db(), user.id, 0, EMPTY_STATE);
      const newer = await createDraft(db(), user.id, 0, EMPTY_STATE);
      // Timestamps are all the order has; PGlite's clock may give two statements in one millisecond the same one.
      await new Promise((resolve) => setTimeout(resolve, 5));
      await saveDraftState(db(), user.id, older.id, EDITED_STATE); // touching it makes it the latest
      expect((await findOpenDraft(db(), user.id))?.id).toBe(older.id);
      await discardDraft(db(), user.id, older.id);
      expect((await findOpenDraft(db(), user.id))?.id).toBe(newer.id);
    });
  });
});
