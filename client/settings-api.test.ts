import { afterEach, describe, expect, it, vi } from "vitest";
import { importIcs, saveTerm } from "./settings-api";
import { ApiError } from "@/client/http";

afterEach(() => vi.unstubAllGlobals());

const TERM = { start_date: "2025-02-24", weeks: 18, section_times: [{ start: "08:00", end: "08:45" }], timezone: "Asia/Shanghai" };

function answer(body: unknown, status: number) {
  const fetchStub = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal("fetch", fetchStub);
  return fetchStub;
}

function bodyOf(fetchStub: ReturnType<typeof answer>): unknown {
  const init = (fetchStub.mock.calls[0] as unknown as [string, RequestInit])[1];
  return JSON.parse(String(init.body));
}

describe("saveTerm", () => {
  it("sends confirm_shift only when asked", async () => {
    const plain = answer({ term: TERM, version: 2 }, 200);
    expect(await saveTerm(TERM)).toEqual(TERM);
    expect(bodyOf(plain)).toEqual(TERM);
    const confirmed = answer({ term: TERM, version: 3 }, 200);
    await saveTerm(TERM, { confirmShift: true });
    expect(bodyOf(confirmed)).toEqual({ ...TERM, confirm_shift: true });
  });

  it("keeps the refusal's reason and affected weeks on the error", async () => {
    const affected = [{ week: 3, periods: 1, events: ["复习"] }];
    answer({ error: { code: "term:change_blocked", message: "修改开学日期会让已安排的学习（复习）落到别的日期上，确认后再保存。", reason: "moves_study_blocks", affected } }, 409);
    const error = await saveTerm(TERM).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: "term:change_blocked", details: { reason: "moves_study_blocks", affected, reasons: [], clashes: [] } });
  });

  it("answers a generic message when the error body is not the editor's shape", async () => {
    answer({ oops: true }, 500);
    await expect(saveTerm(TERM)).rejects.toMatchObject({ code: "server:error", message: "服务器出错了，请稍后再试。" });
  });

  it("answers a network message when fetch itself fails", async () => {
    vi.stubGlobal("fetch", vi.fn(async () => Promise.reject(new TypeError("Failed to fetch"))));
    await expect(saveTerm(TERM)).rejects.toMatchObject({ code: "network:offline", status: 0 });
  });
});

describe("importIcs", () => {
  it("sends the drafts with their source uids (a re-import finds its courses by them), without the preview-only course_id", async () => {
    const fetchStub = answer({ courses: [], created: 0, updated: 1, deleted: 1, version: 2 }, 201);
    await importIcs([{ name: "夜跑", location: null, can_be_embedded: true, day_of_week: 7, section_start: 11, section_end: 12, weeks: [1, 3], source_uids: ["run@x"], course_id: 4 }], [], [5]);
    expect(bodyOf(fetchStub)).toEqual({
      courses: [{ name: "夜跑", location: null, can_be_embedded: true, day_of_week: 7, section_start: 11, section_end: 12, weeks: [1, 3], source_uids: ["run@x"] }],
      clashes: [],
      delete_course_ids: [5],
      exams: [],
    });
  });
});
