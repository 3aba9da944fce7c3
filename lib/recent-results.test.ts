import { describe, expect, test } from "vitest";
import { RecentResults } from "./recent-results";
import { parseDateTime } from "./tasks/natural-dates";
import { wallClockAt } from "./calendar/zoned-time";

describe("the last results of a pure function", () => {
  test("a key asked again is answered from memory, not computed again", () => {
    const results = new RecentResults<number>(10);
    let computed = 0;
    const square = (n: number) => results.get(String(n), () => (computed += 1, n * n));
    expect([square(3), square(3), square(4), square(3)]).toEqual([9, 9, 16, 9]);
    expect(computed).toBe(2);
  });

  test("past the limit the least recently asked key is forgotten, the recently asked one kept", () => {
    const results = new RecentResults<string>(2);
    const computed: string[] = [];
    const ask = (key: string) => results.get(key, () => (computed.push(key), key.toUpperCase()));
    ask("a");
    ask("b");
    ask("a");
    ask("c");
    ask("a");
    ask("b");
    expect(computed).toEqual(["a", "b", "c", "b"]);
  });

  test("each caller gets its own copy of a mutable result", () => {
    const results = new RecentResults<{ n: number }>(5, (value) => ({ ...value }));
    const first = results.get("k", () => ({ n: 1 }));
    first.n = 99;
    expect(results.get("k", () => ({ n: 2 }))).toEqual({ n: 1 });
  });
});

describe("the remembered readings of the date reader and the zone", () => {
  const options = { now: new Date("2026-12-01T02:00:00Z"), timeZone: "Asia/Shanghai" };

  test("a caller that moves the date it was given leaves the next reading of the same words alone", () => {
    const first = parseDateTime("明天下午3点", options)!;
    first.date.setUTCFullYear(1999);
    first.span.start.setUTCFullYear(1999);
    const again = parseDateTime("明天下午3点", options)!;
    expect(again.date.toISOString()).toBe("2026-12-02T07:00:00.000Z");
    expect(again.span.start.toISOString()).toBe("2026-12-02T07:00:00.000Z");
  });

  test("the same words at another now or in another zone are read again", () => {
    expect(parseDateTime("明天", { ...options, now: new Date("2026-12-05T02:00:00Z") })!.date.toISOString()).toBe("2026-12-06T15:59:00.000Z");
    expect(parseDateTime("明天下午3点", { ...options, timeZone: "Europe/London" })!.date.toISOString()).toBe("2026-12-02T15:00:00.000Z");
  });

  test("a wall clock changed by its caller is not the next caller's", () => {
    const clock = wallClockAt(options.now, options.timeZone);
    clock.hour = 23;
    expect(wallClockAt(options.now, options.timeZone)).toEqual({ date: "2026-12-01", hour: 10, minute: 0 });
  });
});
