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
    ["离散期末取消了", "离散期末"],
    ["我的四级不考了", "四级"],
    ["高数期末不用考了", "高数期末"],
    ["老师刚说离散期末取消了", "离散期末"],
    ["离散期中取消了，删了吧", "离散期中"],
    ["把概率论期末删了，记错了", "概率论期末"],
    ["删掉离散期中", "离散期中"],
    ["线代期末考试是我记错了，没有这场", "线代期末"],
    ["离散小测取消了，帮我删掉", "离散小测"],
  ])("%s calls off %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("an English exam name keeps its course", () => {
    expect(read("Marketing final取消了")).toMatchObject({ family: "exam_cancel", exam: expect.stringContaining("Marketing") });
  });

  test.each(["期中取消了吗", "要是期末取消就好了", "明天的离散课取消了", "考试取消了", "离散期中改到1月5日了", "四级会不会取消"])(
    "%s calls off no exam on file",
    (text) => {
      expect(read(text)).not.toMatchObject({ family: "exam_cancel" });
    },
  );
});

/**
 * Whether the exam is on file decides it, and the reader cannot see the list: a final or a national exam called off is
 * one the student keeps, a midterm, quiz or oral test called off is news unless its taking out is asked for.
 */
describe("an exam called off that the student may never have recorded", () => {
  test.each([
    "电路期中考试取消了，老师说按实验报告给分",
    "大物小测取消了，好耶",
    "日语口语考试取消了，不用准备了",
    "Marketing midterm取消了",
    "数电的期中取消了，换成课堂展示",
  ])("%s is taken out only when the conversation shows it kept", (text) => {
    expect(read(text)).toMatchObject({ family: "exam_cancel", unlessUnkept: true });
  });

  test.each([
    ["电路期末取消了，老师说按实验报告给分", "电路期末"],
    ["六级这次不考了", "六级"],
    ["大物小测取消了，删掉吧", "大物小测"],
  ])("%s is still one taken out", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_cancel", exam });
  });
});

describe("a sitting that never was, or one pointed at and deleted", () => {
  test.each([
    ["电路那场是我之前记错了，根本没有期中考，是做实验", "电路期中"],
    ["线代这门我写错了，压根不考期末", "线代期末"],
    ["大物缓考批了，先把那场删了", "大物"],
    ["数电补考改到下学期了，把这场删掉", "数电"],
  ])("%s takes out %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_cancel", exam });
  });

  test.each(["把那场删掉", "大物作业那场删了", "那场电影是我记错了"])("%s takes out no exam", (text) => {
    expect(read(text)).not.toMatchObject({ family: "exam_cancel" });
  });
});
