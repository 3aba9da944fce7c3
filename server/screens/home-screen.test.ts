import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { ensureConversation, saveMessage } from "@/db/queries/conversations";
import { createUser } from "@/db/queries/users";
import { insertDemoStudent } from "@/db/seed";
import { testDatabases, useTestDatabase } from "@/testing/database";
import { readHomeScreen } from "./home-screen";

// A Wednesday in the demo student's term (Asia/Shanghai), at 10:00 there.
const NOW = new Date("2026-12-02T02:00:00Z");

/** Message ids are global, and the database is shared by the file's tests. */
function said(text: string) {
  return { id: randomUUID(), role: "user" as const, parts: [{ type: "text" as const, text }] };
}

describe.each(testDatabases())("readHomeScreen on $name", (factory) => {
  const database = useTestDatabase(factory);

  it("opens the latest conversation with its messages, lists the student's conversations and reads the current week", async () => {
    const db = database();
    const userId = await insertDemoStudent(db, { now: NOW, name: "首屏同学" });
    await ensureConversation(db, userId, "older", "上周的");
    await saveMessage(db, "older", said("上周的安排"));
    await ensureConversation(db, userId, "latest", "今天的");
    await saveMessage(db, "latest", said("明天下午有空吗"));

    const screen = await readHomeScreen(db, userId, undefined, NOW);

    expect(screen.conversations.map((conversation) => conversation.id)).toEqual(["latest", "older"]);
    expect(typeof screen.conversations[0].updated_at).toBe("string");
    expect(screen.opened.id).toBe("latest");
    expect(screen.opened.messages.flatMap((message) => message.parts)).toEqual([{ type: "text", text: "明天下午有空吗" }]);
    expect(screen.week_view?.days.map((day) => day.date)).toContain("2026-12-02");
    // Handed to client components as props: nothing JSON would change.
    expect(JSON.parse(JSON.stringify(screen))).toEqual(screen);
  });

  it("opens the conversation the address names, and a new empty one for an id that is not the student's", async () => {
    const db = database();
    const userId = await insertDemoStudent(db, { now: NOW, name: "地址同学" });
    const stranger = await createUser(db, "别人");
    await ensureConversation(db, userId, "mine", "我的");
    await saveMessage(db, "mine", said("记一下周五交报告"));
    await ensureConversation(db, userId, "newer", "更新的");
    await ensureConversation(db, stranger.id, "theirs", "别人的");
    await saveMessage(db, "theirs", said("别人的秘密"));

    expect((await readHomeScreen(db, userId, "mine", NOW)).opened.messages).toHaveLength(1);
    expect((await readHomeScreen(db, userId, "theirs", NOW)).opened).toEqual({ id: "theirs", messages: [] });
    expect((await readHomeScreen(db, userId, "never-sent", NOW)).opened).toEqual({ id: "never-sent", messages: [] });
  });

  it("gives a student with no conversation a fresh id and no week when there is no term", async () => {
    const db = database();
    const user = await createUser(db, "新同学");
    const first = await readHomeScreen(db, user.id, undefined, NOW);
    const second = await readHomeScreen(db, user.id, undefined, NOW);
    expect(first.conversations).toEqual([]);
    expect(first.opened.messages).toEqual([]);
    expect(first.opened.id).not.toBe(second.opened.id);
    expect(first.week_view).toBeNull();
  });
});
