import { describe, expect, it } from "vitest";
import type { Sitting } from "@/lib/schedule/outcomes";
import { dueReminders, inQuietHours, sendableAt } from "./due";
import type { ReminderSettings } from "./settings";

const ZONE = "Asia/Shanghai";
const SETTINGS: ReminderSettings = { block_minutes: 10, deadline_offsets: [1440, 120, 30], course_minutes: null, quiet_hours: { start: "23:00", end: "07:00" } };
/** Shanghai wall clock on a date (UTC+8, no DST). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

// Wednesday 2025-03-05, week 2 of a term starting Monday 2025-02-24; periods 3-4 from 10:00.
function sitting(overrides: Partial<Sitting> = {}): Sitting {
  return {
    kind: "study", eventId: 7, embeddedItemId: null, itemId: 3, taskId: null, name: "第一章", category: "离散数学复习",
    week: 2, dayOfWeek: 3, date: "2025-03-05", slotStart: 3, slotEnd: 4, periods: 2, startsAt: at("2025-03-05", "10:00"), ...overrides,
  };
}
const input = (now: Date, extra: Partial<Parameters<typeof dueReminders>[0]> = {}) => ({ now, timeZone: ZONE, settings: SETTINGS, sittings: [sitting()], checkins: [], deadlines: [], ...extra });

describe("dueReminders: study blocks", () => {
  it("is due from 10 minutes before the block until it begins, naming the block with its class", () => {
    expect(dueReminders(input(at("2025-03-05", "09:49")))).toEqual([]);
    const [reminder] = dueReminders(input(at("2025-03-05", "09:50")));
    expect(reminder.notice.title).toBe("学习提醒：离散数学复习 · 第一章");
    expect(reminder.notice.body).toBe("「离散数学复习 · 第一章」10:00 开始（还有 10 分钟）");
    // The same key at every minute until the start: the sent-log lets it out once.
    expect(dueReminders(input(at("2025-03-05", "09:57")))[0].key).toBe(reminder.key);
    expect(dueReminders(input(at("2025-03-05", "10:00")))).toEqual([]);
  });

  it("says nothing for a block that was checked in, or when block reminders are off", () => {
    const checkin = { eventId: 7, embeddedItemId: null, week: 2, dayOfWeek: 3, slotStart: 3, status: "done" as const, periodsDone: 2 };
    expect(dueReminders(input(at("2025-03-05", "09:52"), { checkins: [checkin] }))).toEqual([]);
    expect(dueReminders(input(at("2025-03-05", "09:52"), { settings: { ...SETTINGS, block_minutes: null } }))).toEqual([]);
  });

  it("says nothing at the old time of a block that moved, and reminds it at its new time under a new key", () => {
    const before = dueReminders(input(at("2025-03-05", "09:52")));
    const moved = sitting({ dayOfWeek: 4, date: "2025-03-06", startsAt: at("2025-03-06", "10:00") });
    expect(dueReminders(input(at("2025-03-05", "09:52"), { sittings: [moved] }))).toEqual([]);
    const after = dueReminders(input(at("2025-03-06", "09:51"), { sittings: [moved] }));
    expect(after).toHaveLength(1);
    expect(after[0].key).not.toBe(before[0].key);
  });
});

describe("quiet hours (23:00-07:00 in the student's zone)", () => {
  it("cover late evening and early morning, not the day", () => {
    expect(inQuietHours(at("2025-03-05", "23:00"), ZONE, SETTINGS.quiet_hours)).toBe(true);
    expect(inQuietHours(at("2025-03-06", "06:59"), ZONE, SETTINGS.quiet_hours)).toBe(true);
    expect(inQuietHours(at("2025-03-06", "07:00"), ZONE, SETTINGS.quiet_hours)).toBe(false);
    expect(inQuietHours(at("2025-03-05", "22:59"), ZONE, SETTINGS.quiet_hours)).toBe(false);
    expect(sendableAt(at("2025-03-05", "23:30"), ZONE, SETTINGS.quiet_hours)).toEqual(at("2025-03-06", "07:00"));
    expect(sendableAt(at("2025-03-06", "01:00"), ZONE, SETTINGS.quiet_hours)).toEqual(at("2025-03-06", "07:00"));
  });

  it("are none at all when the start equals the end (23:00-23:00): the settings' one way to switch them off", () => {
    const none = { start: "23:00", end: "23:00" };
    for (const [day, time] of [["2025-03-05", "23:00"], ["2025-03-05", "23:30"], ["2025-03-06", "03:00"], ["2025-03-06", "12:00"]]) {
      expect(inQuietHours(at(day, time), ZONE, none)).toBe(false);
      expect(sendableAt(at(day, time), ZONE, none)).toEqual(at(day, time));
    }
  });

  it("hold a block's reminder until they end, and drop it when the block has begun by then", () => {
    // 07:05 block: due 06:55, held to 07:00, still before the start.
    const early = sitting({ startsAt: at("2025-03-06", "07:05"), date: "2025-03-06", dayOfWeek: 4 });
    expect(dueReminders(input(at("2025-03-06", "06:56"), { sittings: [early] }))).toEqual([]);
    expect(dueReminders(input(at("2025-03-06", "07:00"), { sittings: [early] }))).toHaveLength(1);
    // 06:50 block at night: due 06:40, quiet until 07:00, when it has begun: stale, never sent.
    const night = sitting({ startsAt: at("2025-03-06", "06:50"), date: "2025-03-06", dayOfWeek: 4 });
    for (const time of ["06:40", "06:49"]) expect(dueReminders(input(at("2025-03-06", time), { sittings: [night] }))).toEqual([]);
  });

  it("hold a deadline's reminder until they end, then send the latest offset passed", () => {
    const deadline = { id: 5, title: "交实验报告", deadlineAt: at("2025-03-06", "08:00") };
    // 1 day before is 08:00 the day before; 2 h before is 06:00, in the quiet hours: held until 07:00.
    const dayBefore = dueReminders(input(at("2025-03-05", "08:00"), { sittings: [], deadlines: [deadline] }));
    expect(dayBefore.map((reminder) => reminder.key)).toEqual([`deadline:5:${deadline.deadlineAt.toISOString()}:1440`]);
    expect(dueReminders(input(at("2025-03-06", "06:30"), { sittings: [], deadlines: [deadline] }))).toEqual([]);
    const morning = dueReminders(input(at("2025-03-06", "07:00"), { sittings: [], deadlines: [deadline] }));
    expect(morning.map((reminder) => reminder.key)).toEqual([`deadline:5:${deadline.deadlineAt.toISOString()}:120`]);
    expect(morning[0].notice.body).toBe("「交实验报告」将在 1 小时后截止（08:00）");
  });
});

describe("dueReminders: exams, as the exported calendar's alarms ring", () => {
  const final = { id: 9, title: "概率论期末考试", date: "2025-03-07", time: "09:00", location: "教三 201" };

  it("rings a day before and an hour before a timed exam, each once under its own key, and not once it has begun", () => {
    const none = (time: string, date = "2025-03-06") => dueReminders(input(at(date, time), { sittings: [], exams: [final] }));
    expect(none("08:59")).toEqual([]);
    const dayBefore = none("09:00");
    expect(dayBefore).toEqual([
      { key: "exam:9:2025-03-07:09:00:1440", notice: { title: "考试提醒：概率论期末考试", body: "「概率论期末考试」09:00 开始（还有 1 天），教三 201", url: "/?view=today", tag: "exam-9" } },
    ]);
    const hourBefore = none("08:10", "2025-03-07");
    expect(hourBefore.map((reminder) => [reminder.key, reminder.notice.body])).toEqual([["exam:9:2025-03-07:09:00:60", "「概率论期末考试」09:00 开始（还有 50 分钟），教三 201"]]);
    expect(none("09:00", "2025-03-07")).toEqual([]);
  });

  it("rings an exam without a time at 09:00 the day before, and holds a night alarm until the quiet hours end", () => {
    const dayOnly = { ...final, time: null, location: null };
    expect(dueReminders(input(at("2025-03-06", "08:59"), { sittings: [], exams: [dayOnly] }))).toEqual([]);
    expect(dueReminders(input(at("2025-03-06", "09:00"), { sittings: [], exams: [dayOnly] })).map((reminder) => reminder.notice.body)).toEqual(["「概率论期末考试」就在明天"]);
    // 07:30 exam: an hour before is 06:30, quiet until 07:00, still before the start.
    const early = { ...final, time: "07:30" };
    expect(dueReminders(input(at("2025-03-07", "06:45"), { sittings: [], exams: [early] }))).toEqual([]);
    expect(dueReminders(input(at("2025-03-07", "07:00"), { sittings: [], exams: [early] })).map((reminder) => reminder.key)).toEqual(["exam:9:2025-03-07:07:30:60"]);
  });
});
