import { describe, expect, it } from "vitest";
import { jsonRequest, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { GET as exportCalendar } from "../../ics/export/route";
import { GET, PUT } from "./route";

const URL_BASE = "http://localhost/api/reminders/settings";

describe("/api/reminders/settings", () => {
  useRouteDatabase({ now: new Date("2025-03-05T04:00:00Z") });

  it("starts from the defaults and changes only the fields given; the export follows", async () => {
    expect(await (await GET(studentRequest(URL_BASE))).json()).toEqual({
      block_minutes: 10,
      deadline_offsets: [30],
      course_minutes: null,
      quiet_hours: { start: "23:00", end: "07:00" },
    });
    const changed = await PUT(jsonRequest(URL_BASE, { block_minutes: null, deadline_offsets: [30, 1440, 120], course_minutes: 15 }, "PUT"));
    expect(await changed.json()).toEqual({ block_minutes: null, deadline_offsets: [1440, 120, 30], course_minutes: 15, quiet_hours: { start: "23:00", end: "07:00" } });
    const ics = await (await exportCalendar(studentRequest("http://localhost/api/ics/export"))).text();
    expect(ics).toContain("TRIGGER:-PT15M");
    expect(ics).not.toContain("TRIGGER:-PT10M");
  });

  it("answers 400 for a value out of range or an unknown field", async () => {
    expect((await PUT(jsonRequest(URL_BASE, { block_minutes: -1 }, "PUT"))).status).toBe(400);
    expect((await PUT(jsonRequest(URL_BASE, { quiet_hours: { start: "25:00", end: "07:00" } }, "PUT"))).status).toBe(400);
    expect((await PUT(jsonRequest(URL_BASE, { sound: true }, "PUT"))).status).toBe(400);
  });
});
