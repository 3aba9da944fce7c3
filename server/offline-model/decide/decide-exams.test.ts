import { describe, expect, test } from "vitest";
import type { DecisionContext } from "../types";
import { decideExamRecord } from "./decide-exams";

const fresh = { steps: [] } as unknown as DecisionContext;

describe("record_exam as the exam was told", () => {
  test.each([
    ["数电期末", "东区体育馆"],
    ["马原期中", "三教报告厅"],
    ["大物考试", "实验楼305"],
  ])("only %s's place changed: no when, so its day is kept", (title, location) => {
    const step = decideExamRecord({ family: "exam_record", title, when: "", location }, fresh);
    expect(step).toEqual({ kind: "tool", toolName: "record_exam", input: { title, location } });
  });

  test("a day told is passed", () => {
    expect(decideExamRecord({ family: "exam_record", title: "数电期末", when: "1月6日下午" }, fresh)).toMatchObject({ input: { title: "数电期末", when: "1月6日下午" } });
  });
});
