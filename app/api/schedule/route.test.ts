import { describe, expect, it } from "vitest";
import { weekViewSchema } from "@/lib/protocol/week-view";
import { errorOf, studentRequest, useRouteDatabase } from "@/testing/agent/route-database";
import { TURN_TEST_NOW } from "@/testing/agent/turn-harness";
import { GET } from "./route";

const schedule = (query: string) => GET(studentRequest(`http://localhost/api/schedule${query}`));

describe("GET /api/schedule", () => {
  // The demo student's term has 18 weeks (seeded as of TURN_TEST_NOW; the route itself reads the real clock).
  useRouteDatabase({ now: TURN_TEST_NOW });

  it("answers a week of the term with its seven days", async () => {
    const response = await schedule("?week=13");
    expect(response.status).toBe(200);
    // The answer is exactly what the grid's schema accepts (the browser parses it with this schema).
    const body = weekViewSchema.parse(await response.json());
    expect(body).toMatchObject({ week: 13, term: { weeks: 18 } });
    expect(body.blocks.some((block) => block.kind === "course")).toBe(true);
    expect(body.days.map((day) => day.day_of_week)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("answers a week past the term with 404 window:outside_term and the term's length", async () => {
    const response = await schedule("?week=20");
    expect(response.status).toBe(404);
    expect(await errorOf(response)).toEqual({ code: "window:outside_term", message: "第20周不在本学期内（本学期共18周）。" });
  });

  it("refuses a week that is not a number with 400 and the field's message", async () => {
    const response = await schedule("?week=abc");
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ code: "request:invalid", message: expect.stringContaining("周次必须是正整数") });
  });
});
