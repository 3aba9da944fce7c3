import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { followUpOf } from "./follow-ups";

/** A change with why after it: the student busy at the time it had (busy-reasons.ts). */
describe("a follow-up change with the busy reason after it", () => {
  const noted = { text: "提醒我周五下午三点去领快递", answerTexts: [], said: "已记下：领快递（截止 12月4日 周五 15:00）。" };

  test.each(["往后推两个小时，三点我还在上课", "推迟一小时吧，那会儿我有课", "延后半小时，那个点要开会"])("%s is the change alone", (text) => {
    const alone = followUpOf(text.split(/[，,]/)[0], noted);
    expect(alone).toBeDefined();
    expect(followUpOf(text, noted)?.text).toBe(alone?.text);
  });

  test("a reason alone changes nothing", () => {
    expect(followUpOf("三点我还在上课", noted)).toBeUndefined();
  });
});

/** A thing the answer named in 「」 with no list, then put somewhere with no name of its own. */
describe("the one thing the answer quoted, put on a day", () => {
  const answered = { text: "线代下一个要复习啥", answerTexts: [], said: "线性代数复习下一个是「特征值与特征向量」（2节），还没排进日程。" };

  test.each([
    ["那就放周五晚上七点", "把特征值与特征向量放到周五晚上七点"],
    ["就排周六上午吧", "把特征值与特征向量放到周六上午"],
  ])("%s → %s", (text, read) => {
    expect(followUpOf(text, answered)?.text).toBe(read);
  });

  test("an answer that quotes two things picks neither", () => {
    const two = { ...answered, said: "还没排的是「特征值与特征向量」和「二次型」。" };
    expect(followUpOf("那就放周五晚上七点", two)?.text ?? "").not.toContain("特征值");
  });
});

/** A to-do pointed at as one (那个任务, 这个待办) in a clause of its own, then moved. */
describe("a to-do pointed at, then moved in the next clause", () => {
  test.each([
    ["四级真题那个待办，挪到周六上午九点", "四级真题"],
    ["读书报告这个任务，放到周日晚上八点", "读书报告"],
  ])("%s", (text, name) => {
    expect(detectIntent(text)).toMatchObject({ family: "edit", action: "move", reference: { name } });
  });

  test("a clause that says more than the pointing is no name", () => {
    expect(detectIntent("四级真题那个待办太难了，挪到周六上午九点")).not.toMatchObject({ reference: { name: "四级真题" } });
  });
});

/** "剩下那几项排进下周" after an answer on how far a plan has come that names it before its colon. */
describe("the rest of a plan, after an answer that names the plan", () => {
  const told = { text: "线代复习做到哪了", answerTexts: [], said: "线性代数期末复习：「行列式」已安排，还有4个没排进日程。" };

  test.each(["剩下那几项帮我排进这周末", "那剩下的几个放到下周"])("%s plans the rest of that plan", (text) => {
    expect(followUpOf(text, told)?.text).toMatch(/^把线性代数期末复习剩下的排到/);
  });

  test("an answer that names no plan leaves it alone", () => {
    expect(followUpOf("剩下那几项帮我排进下周", { ...told, said: "好的，已记下。" })).toBeUndefined();
  });
});
