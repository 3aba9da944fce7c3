import { describe, expect, test } from "vitest";
import { untoldExam } from "./untold-exams";

describe("one more exam than before (又多了一门考试), kept with who is asked before the verb", () => {
  test.each([
    ["又多了一门考试，帮我记一下", undefined],
    ["新加了一场考试，你先给我登记上", undefined],
    ["这学期又多了一门线代测验，先给我记上", "线代测验"],
  ])("%s asks back for the exam", (text, title) => {
    expect(untoldExam(text)).toEqual(title ? { family: "exam_untold", title } : { family: "exam_untold" });
  });

  test.each(["又多了一门考试，烦死了", "多了一门考试的复习要排"])("near miss: %s keeps nothing", (text) => {
    expect(untoldExam(text)).toBeUndefined();
  });
});
