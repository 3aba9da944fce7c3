import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/** An exam stated, then the next exam asked for: the record, then the list. Sentences of our own. */
const read = (text: string) => detectIntent(normalise(text).text);
const families = (text: string) => {
  const intent = read(text);
  return intent.family === "compound" ? intent.parts.map((part) => (part.family === "exam_record" ? `record ${part.title}` : part.family)) : [intent.family];
};

describe("an exam stated, then the next one asked for", () => {
  it.each([
    ["数电期末1月6号下午，再查查接下来考啥", ["record 数电期末", "exam_countdown"]],
    ["大物期中定在12月20号，顺便问问最近的一场在哪天", ["record 大物期中", "exam_countdown"]],
    ["把信号期末记一下：1月9日上午，然后看看下一门是什么", ["record 信号期末", "exam_countdown"]],
    ["电路改到1月11号下午考了，接着看下最早一场是哪门", ["record 电路考试", "exam_countdown"]],
  ])("%s", (text, expected) => {
    expect(families(text)).toEqual(expected);
  });

  it("a title keeps no 把 of the ask to keep it", () => {
    expect(read("帮我把微观经济学期末记上：1月7日")).toMatchObject({ family: "exam_record", title: "微观经济学期末" });
  });
});

describe("near misses", () => {
  it("another question after the exam is that question, not the exams' list", () => {
    expect(families("数电期末1月6号下午，然后看看下周有空吗")).toEqual(["record 数电期末", "schedule_question"]);
  });

  it.each(["今天好累，然后看看下一场是什么", "数电作业1月6号交，然后看看下一场是什么"])("%s records no exam", (text) => {
    expect(families(text).some((part) => part.startsWith("record"))).toBe(false);
  });
});
