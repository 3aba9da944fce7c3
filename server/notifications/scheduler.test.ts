import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openPostgres, type DatabaseHandle } from "@/db/client";
import { readStudyPeriods } from "@/db/queries/checkins";
import { loadTerm } from "@/db/queries/terms";
import { blockCheckins, exams } from "@/db/schema";
import { insertDemoStudent } from "@/db/seed";
import { sittingsOf, type Sitting } from "@/lib/schedule/outcomes";
import { testDatabases } from "@/testing/database";
import { browserKeys, startPushEndpoint, type PushEndpoint } from "@/testing/push-endpoint";
import { blockLabel } from "./due";
import { subscribe } from "./push";
import { runReminders } from "./scheduler";

// Wednesday 2025-03-05, 08:00 in Shanghai: the demo student's blocks are placed around it.
const NOW = new Date("2025-03-05T00:00:00Z");
const MINUTE = 60_000;

describe.each(testDatabases())("the reminder scheduler on $name", (factory) => {
  let handle: DatabaseHandle;
  const database = () => handle.db;
  let endpoint: PushEndpoint;
  const saved = process.env.PUSH_ALLOWED_ORIGINS;
  beforeAll(async () => {
    handle = await factory.open();
    endpoint = await startPushEndpoint();
    process.env.PUSH_ALLOWED_ORIGINS = endpoint.origin;
  });
  afterAll(async () => {
    if (saved === undefined) delete process.env.PUSH_ALLOWED_ORIGINS;
    else process.env.PUSH_ALLOWED_ORIGINS = saved;
    await endpoint.close();
    await handle.close();
  });

  /** A demo student subscribed at a path of the local endpoint, its future sittings, and what it received. */
  async function subscribedStudent(path: string) {
    const db = database();
    const userId = await insertDemoStudent(db, { now: NOW, name: `提醒${path}` });
    const browser = browserKeys();
    await subscribe(db, userId, { endpoint: `${endpoint.origin}${path}`, keys: browser.keys });
    const term = (await loadTerm(db, userId))!;
    const sittings = sittingsOf(await readStudyPeriods(db, userId), term).filter((sitting) => sitting.startsAt.getTime() > NOW.getTime() + 30 * MINUTE);
    const titles = () => endpoint.received.filter((push) => push.path === path).map((push) => (JSON.parse(browser.decrypt(push.body)) as { title: string }).title);
    return { db, userId, sittings, titles };
  }
  const reminderOf = (sitting: Sitting) => `学习提醒：${blockLabel(sitting)}`;

  it("sends a block's reminder once, 10 minutes before, though two servers run at the same minute and again later", async () => {
    const { db, sittings, titles } = await subscribedStudent("/once");
    const block = sittings[0];
    const due = new Date(block.startsAt.getTime() - 10 * MINUTE);
    // The server that also runs: its own connection pool on the same database (PGlite has one connection).
    const other = handle.kind === "postgres" ? await openPostgres(handle.url, { max: 2 }) : undefined;
    try {
      expect(await runReminders(db, new Date(due.getTime() - MINUTE))).toEqual({ sent: 0 });
      const runs = await Promise.all([runReminders(db, due), runReminders(other?.db ?? db, due), runReminders(db, due)]);
      expect(runs.map((run) => run.sent).reduce((a, b) => a + b)).toBe(1);
      await runReminders(db, new Date(due.getTime() + 3 * MINUTE));
      expect(titles()).toEqual([reminderOf(block)]);
    } finally {
      await other?.close();
    }
  });

  it("catches up on a reminder that fell due while no server ran, and says nothing of a checked-in block", async () => {
    const { db, userId, sittings, titles } = await subscribedStudent("/catch-up");
    const [first, second] = sittings;
    await db.insert(blockCheckins).values({
      userId, eventId: second.eventId, embeddedItemId: second.embeddedItemId, week: second.week, dayOfWeek: second.dayOfWeek,
      slotStart: second.slotStart, status: "done", periodsDone: second.periods, periods: second.periods,
    });
    await runReminders(db, new Date(first.startsAt.getTime() - 4 * MINUTE));
    await runReminders(db, new Date(second.startsAt.getTime() - 5 * MINUTE));
    expect(titles()).toEqual([reminderOf(first)]);
  });

  it("rings an exam a day before and an hour before, each once", async () => {
    const { db, userId, titles } = await subscribedStudent("/exam");
    // Friday 2025-03-07 09:00 in Shanghai.
    await db.insert(exams).values({ userId, title: "概率论期末考试", date: "2025-03-07", time: "09:00", location: "教三 201" });
    const examTitles = () => titles().filter((title) => title.startsWith("考试提醒"));
    await runReminders(db, new Date("2025-03-06T00:59:00Z"));
    expect(examTitles()).toEqual([]);
    await runReminders(db, new Date("2025-03-06T01:00:00Z"));
    await runReminders(db, new Date("2025-03-06T01:05:00Z"));
    expect(examTitles()).toEqual(["考试提醒：概率论期末考试"]);
    await runReminders(db, new Date("2025-03-07T00:00:00Z"));
    await runReminders(db, new Date("2025-03-07T00:30:00Z"));
    expect(examTitles()).toEqual(["考试提醒：概率论期末考试", "考试提醒：概率论期末考试"]);
  });
});
