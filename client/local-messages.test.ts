import { describe, expect, it } from "vitest";
import type { PlannerUIMessage, ScheduleCompletedData } from "@/lib/protocol";
import { STOPPED_BY_STUDENT, withScheduleCompleted, withStopMarker } from "./local-messages";

const question: PlannerUIMessage = { id: "u1", role: "user", parts: [{ type: "text", text: "帮我排复习" }] };
const partial: PlannerUIMessage = { id: "a1", role: "assistant", parts: [{ type: "text", text: "好的，我先", state: "streaming" }] };

describe("withStopMarker", () => {
  it("ends the partial answer with the marker the server saves, keeping its text", () => {
    const result = withStopMarker([question, partial], "new");
    expect(result[1].parts).toEqual([...partial.parts, { type: "data-interrupt", data: STOPPED_BY_STUDENT }]);
  });

  it("adds an answer holding only the marker when the stop came before any answer", () => {
    const result = withStopMarker([question], "stop-1");
    expect(result).toEqual([question, { id: "stop-1", role: "assistant", parts: [{ type: "data-interrupt", data: STOPPED_BY_STUDENT }] }]);
  });

  it("does not add a second marker", () => {
    const once = withStopMarker([question, partial], "new");
    expect(withStopMarker(once, "new")).toEqual(once);
  });

  it("leaves an empty conversation empty", () => {
    expect(withStopMarker([], "new")).toEqual([]);
  });

  it("does not mutate the input", () => {
    const messages = [question, partial];
    const copy = structuredClone(messages);
    withStopMarker(messages, "new");
    expect(messages).toEqual(copy);
  });
});

describe("withScheduleCompleted", () => {
  const completed: ScheduleCompletedData = { draft_id: "d1", version: 2, placed: 3, moved: 0, embedded: 1, removed: 0 };

  it("appends one completion message named after the draft, as the server does", () => {
    const result = withScheduleCompleted([question], completed);
    expect(result.at(-1)).toEqual({ id: "schedule-completed-d1", role: "assistant", parts: [{ type: "data-schedule_completed", data: completed }] });
  });

  it("does not append it twice", () => {
    const once = withScheduleCompleted([question], completed);
    expect(withScheduleCompleted(once, completed)).toHaveLength(2);
  });
});
