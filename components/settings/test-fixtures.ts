/** Answers the timetable editor routes give (shapes taken from the route tests under app/api), for stubbing fetch. */
import type { TermSettings } from "@/lib/client/settings-api";

export const TERM: TermSettings = {
  start_date: "2025-02-24", // a Monday
  weeks: 18,
  section_times: Array.from({ length: 12 }, (_, index) => ({
    start: `${String(8 + index).padStart(2, "0")}:00`,
    end: `${String(8 + index).padStart(2, "0")}:45`,
  })),
  timezone: "Asia/Shanghai",
};

export const PREVIEW_ANSWER = {
  courses: [
    { name: "高等数学", location: "教一 101", day_of_week: 1, section_start: 1, section_end: 2, weeks: [1, 3, 5, 7], can_be_embedded: false, source_uids: ["math@school"] },
    { name: "大学英语", location: null, day_of_week: 3, section_start: 3, section_end: 4, weeks: [1, 2, 3, 4], can_be_embedded: false, source_uids: ["english@school"] },
  ],
  problems: [
    { kind: "all_day", uid: "sports@school", name: "运动会", reason: "「运动会」是全天事件，没有上课时间，无法对应到节次。", occurrences: [] },
    { kind: "outside_term", uid: "math@school", name: "高等数学", reason: "「高等数学」有上课不在本学期内（2025-02-24 起共 18 周）。", occurrences: ["2025-07-07 08:00"] },
  ],
};

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
}

/** The body of the `index`-th call to a fetch stub, parsed as JSON. */
export function sentJson(fetchStub: { mock: { calls: unknown[][] } }, index: number): unknown {
  const init = fetchStub.mock.calls[index]?.[1] as RequestInit | undefined;
  if (typeof init?.body !== "string") throw new Error(`call ${index} sent no JSON body`);
  return JSON.parse(init.body);
}
