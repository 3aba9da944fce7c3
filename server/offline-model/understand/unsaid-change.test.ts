import { describe, expect, test } from "vitest";
import { assistantText, nextStep, toolExchange, user } from "@/testing/offline-model";
import { detectIntent } from "./intents";
import { withAnswer } from "./unsaid-change";
import { WHICH_TASK_QUESTION } from "../decide/questions";

describe("a to-do edit that does not say the change yet", () => {
  test.each([
    ["交班费的截止时间帮我改一下", "交班费", "deadline"],
    ["策划案的优先级改改", "策划案", "priority"],
    ["错题本那个任务的名字想改一下", "错题本", "title"],
    ["四级真题那个任务要改一下", "四级真题", "change"],
    ["取快递的截止时间调下", "取快递", "deadline"],
    ["错题本那个ddl要改", "错题本", "deadline"],
  ] as const)("%s", (message, task, missing) => {
    expect(detectIntent(message)).toEqual({ family: "task_edit", action: "update", task, missing });
  });

  test.each(["把日程调整一下", "这周的安排改一下", "明天的复习调一下", "删了吧"])("%s names the timetable, not a to-do", (message) => {
    expect(detectIntent(message).family).not.toBe("task_edit");
  });

  const asked = { family: "task_edit", action: "update", task: "线代作业", missing: "change" } as const;
  test.each([
    ["周日吧", { deadline: "周日" }],
    ["就改到周五晚上8点", { deadline: "周五晚上8点" }],
    ["截止改到下周一", { deadline: "下周一" }],
    ["重要且紧急", { priorityGroup: 1 }],
    ["把它改成简单不重要", { priorityGroup: 3 }],
  ] as const)("the answer %s completes it", (answer, change) => {
    expect(withAnswer(asked, answer)).toEqual({ family: "task_edit", action: "update", task: "线代作业", ...change });
  });

  test("a name is taken as said when the name was asked for; another request is read as itself", () => {
    expect(withAnswer({ ...asked, missing: "title" }, "线代第五章作业")).toMatchObject({ title: "线代第五章作业" });
    expect(withAnswer(asked, "周报已经发了")).toEqual({ family: "task_edit", action: "complete", task: "周报" });
    expect(withAnswer(asked, "嗯嗯")).toBeUndefined();
  });

  test("asks first, then edits with the answer", async () => {
    const first = [user("线代作业的截止时间帮我改一下")];
    const question = await nextStep(first);
    expect(question).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: "“线代作业”的截止时间要改到什么时候？" } });
    const input = (question.kind === "tool" ? question.input : {}) as Record<string, unknown>;
    const second = [
      ...first,
      ...toolExchange("a1", "ask_user", input, { ok: true, text: "已向学生提问，等待回答。" }),
      assistantText("“线代作业”的截止时间要改到什么时候？"),
      user("周日晚上吧"),
    ];
    expect(await nextStep(second)).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "线代作业", deadline: "周日晚上" } });
  });

  test("names no to-do: asks which one, then what to change, then edits", async () => {
    const first = [user("帮我改一下截止时间")];
    const which = await nextStep(first);
    expect(which).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: WHICH_TASK_QUESTION.zh } });
    const second = [
      ...first,
      ...toolExchange("a1", "ask_user", { question: WHICH_TASK_QUESTION.zh }, { ok: true, text: WHICH_TASK_QUESTION.zh }),
      assistantText(WHICH_TASK_QUESTION.zh),
      user("错题本"),
    ];
    const when = await nextStep(second);
    expect(when).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: "“错题本”的截止时间要改到什么时候？" } });
    const input = (when.kind === "tool" ? when.input : {}) as Record<string, unknown>;
    const third = [
      ...second,
      ...toolExchange("a2", "ask_user", input, { ok: true, text: String(input.question) }),
      assistantText(String(input.question)),
      user("下周二"),
    ];
    expect(await nextStep(third)).toMatchObject({ kind: "tool", toolName: "update_task", input: { task: "错题本", deadline: "下周二" } });
  });
});

describe("a bare time or date to change, with no to-do named: which one is asked", () => {
  test.each([
    ["帮我调下时间", "deadline"],
    ["改个日期吧", "deadline"],
    ["换个名字", "title"],
  ] as const)("%s", async (message, missing) => {
    expect(detectIntent(message)).toEqual({ family: "task_edit", action: "update", task: "", missing });
    expect(await nextStep([user(message)])).toMatchObject({ kind: "tool", toolName: "ask_user", input: { question: WHICH_TASK_QUESTION.zh } });
  });
});
