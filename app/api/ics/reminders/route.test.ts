import { describe, expect, it } from "vitest";
import { errorOf, jsonRequest, routeStudentId, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { insertTask } from "@/testing/route-fixtures";
import { GET as exportCalendar } from "../export/route";
import { GET, PUT } from "./route";

const NOW = new Date("2025-03-03T01:00:00Z");
const URL_BASE = "http://localhost/api/ics/reminders";

describe("/api/ics/reminders and deadlines in the calendar", () => {
  const database = useRouteDatabase({ now: NOW });

  async function exported(): Promise<string> {
    return (await exportCalendar(studentRequest("http://localhost/api/ics/export"))).text();
  }

  it("exports each unfinished task with a deadline as an event with an alarm 30 minutes before, by default", async () => {
    await insertTask(database(), routeStudentId(), { title: "给导师发周报", priority_group: 1, deadline_at: new Date("2025-03-05T12:00:00Z") });
    expect(await (await GET(studentRequest(URL_BASE))).json()).toEqual({ minutes: 30 });
    const ics = await exported();
    const event = ics.slice(ics.indexOf("SUMMARY:截止：给导师发周报"));
    expect(event.slice(0, event.indexOf("END:VEVENT"))).toContain("DTSTART:20250305T120000Z\r\n");
    expect(event.slice(0, event.indexOf("END:VEVENT"))).toContain("TRIGGER:-PT30M\r\n");
  });

  it("stores the student's lead time, or none, and the export follows it", async () => {
    expect(await (await PUT(jsonRequest(URL_BASE, { minutes: 1440 }, "PUT"))).json()).toEqual({ minutes: 1440 });
    expect(await exported()).toContain("TRIGGER:-PT1440M");
    expect(await (await PUT(jsonRequest(URL_BASE, { minutes: null }, "PUT"))).json()).toEqual({ minutes: null });
    const ics = await exported();
    const deadline = ics.slice(ics.indexOf("BEGIN:VEVENT\r\nUID:task-"));
    expect(deadline).toContain("SUMMARY:截止：给导师发周报");
    // The deadline has no alarm now; study blocks keep theirs (10 minutes before by default).
    expect(deadline.slice(0, deadline.indexOf("END:VEVENT"))).not.toContain("BEGIN:VALARM");
  });

  it("answers 400 for a lead time out of range", async () => {
    const response = await PUT(jsonRequest(URL_BASE, { minutes: -5 }, "PUT"));
    expect(response.status).toBe(400);
    expect((await errorOf(response)).code).toBe("request:invalid");
  });
});
