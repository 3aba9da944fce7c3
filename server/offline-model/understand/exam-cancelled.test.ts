/**
 * An exam on file called off (cancel_exam): the exam named and its calling-off, told by the student or passed on
 * from a teacher; questions, wishes, a class called off and an exam word alone are not one.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text, { nearest: true });

describe("an exam called off", () => {
  test.each([
    ["离散期中取消了", "离散期中"],
    ["我的四级不考了", "四级"],
    ["高数期中不用考了", "高数期中"],
    ["老师刚说离散期中取消了", "离散期中"],
    ["把概率论期末删了，记错了", "概率论期末"],
    ["删掉离散期中", "离散期中"],
    ["线代期末考试是我记错了，没有这场", "线代期末"],
    ["离散小测取消了，太好了", "离散小测"],
  ])("%s calls off %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("an English exam name keeps its course", () => {
    expect(read("Marketing midterm取消了")).toMatchObject({ family: "exam_cancel", exam: expect.stringContaining("Marketing") });
  });

  test.each(["期中取消了吗", "要是期末取消就好了", "明天的离散课取消了", "考试取消了", "离散期中改到1月5日了", "四级会不会取消"])(
    "%s calls off no exam on file",
    (text) => {
      expect(read(text)).not.toMatchObject({ family: "exam_cancel" });
    },
  );
});
