/**
 * A request at the end of a story that points back at what the story said (round 39, M): "我之前记的那场期中考试帮我
 * 删掉吧" is the sitting the story says is off; "你也帮我把那条的截止改过来" after "学委刚在群里说X不用明天交了，老师
 * 宽限到周五…" is X re-dated — neither who passed the news on nor who granted it is the thing's name.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("a sitting pointed at, deleted after the story said it is off", () => {
  test.each([
    ["好消息！数值分析老师说期中不考了，改成交一份大作业。我之前记的那场期中考试帮我删掉吧。", "数值分析期中"],
    ["老师刚在群里说概率论期末取消了，改成平时成绩算分，开心到飞起。那场考试帮我去掉吧。", "概率论期末"],
  ])("%s → %s", (text, exam) => {
    expect(intentOf(text)).toEqual({ family: "exam_cancel", exam });
  });

  test("an exam deleted by its own name stays as said", () => {
    expect(intentOf("把离散期末删了")).toMatchObject({ family: "exam_cancel", exam: "离散期末" });
  });
});

describe("a deadline granted in the story, changed by a pointer", () => {
  test("学委…说X不用明天交了，老师宽限到周五 → X", () => {
    expect(intentOf("学委刚在群里说线代第五章作业不用明天交了，老师宽限到周五晚上十点。你也帮我把那条的截止改过来。")).toMatchObject({
      family: "task_edit",
      action: "update",
      task: "线代第五章作业",
      deadline: "周五晚上十点",
    });
  });

  test("a deadline pushed, said without who granted it, stays as it was read", () => {
    expect(intentOf("线代第五章作业大家都没写完，截止推到下周一了。帮我改一下吧")).toMatchObject({ family: "task_edit", action: "update" });
  });
});
