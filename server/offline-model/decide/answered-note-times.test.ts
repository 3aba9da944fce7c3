/**
 * A note asked when it is due (as another model may ask: "想让我什么时候提醒你？") takes the time the answer gives,
 * whatever the student adds after it; a yes to "要帮你记个提醒吗？" said with a nod first notes the message before.
 * Our own sentences.
 */
import type { LanguageModelV4Message } from "@ai-sdk/provider";
import { describe, expect, test } from "vitest";
import { nextStep, toolExchange, user } from "@/testing/offline-model";

function asked(request: string, question: string, options: string[] = []): LanguageModelV4Message[] {
  return [
    user(request),
    ...toolExchange("h1", "ask_user", { question, options }, { ok: true, text: question }),
    { role: "assistant", content: [{ type: "text", text: question }] },
  ];
}

describe("a note's time, answered", () => {
  test.each([
    ["提醒我去取快递", "几点提醒你？", "今晚七点吧，吃完饭就去", "今晚七点"],
    ["帮我记一下交体检表", "什么时候截止？", "后天中午，之前交就行", "后天中午"],
    ["提醒我给导师回邮件", "想让我什么时候提醒你？", "周四上午十点吧，醒了就回", "周四上午十点"],
  ])("%s, asked %s, answered %s", async (request, question, answer, deadline) => {
    expect(await nextStep([...asked(request, question), user(answer)])).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline } });
  });

  // Round 29: the day said first, its clock in a later clause (often after who said so).
  test.each([
    ["帮我记一下交实习鉴定表", "什么时候截止？", "老师说下周三，下午五点前", "下周三下午五点前"],
    ["提醒我交班费", "班费什么时候要交？", "班长说周五中午前收，那就十一点吧", "周五十一点"],
    ["记一下还图书馆的书", "哪天还？", "后天吧，嗯，上午十点", "后天上午十点"],
  ])("%s, asked %s, answered %s with the clock after the day", async (request, question, answer, deadline) => {
    expect(await nextStep([...asked(request, question), user(answer)])).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline } });
  });

  test("a clock with its own day after the day does not join it", async () => {
    const step = await nextStep([...asked("帮我记一下交实习鉴定表", "什么时候截止？"), user("下周三，不行就周五下午")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { deadline: "下周三" } });
  });

  test("a note that says its own day keeps it", async () => {
    const step = await nextStep([...asked("提醒我周五交报告", "要提醒几次？"), user("一次就行")]);
    expect(step).not.toMatchObject({ input: { deadline: expect.anything() } });
  });
});

describe("a nod and the verb of an option pick it", () => {
  test.each(["嗯嗯，记吧", "好，记", "行，记下吧"])("%s notes the message before", async (answer) => {
    const step = await nextStep([...asked("周日下午两点去医院复查", "要帮你记个提醒吗？", ["记下", "不用"]), user(answer)]);
    expect(step).toMatchObject({ kind: "tool", toolName: "quick_note", input: { content: "周日下午两点去医院复查" } });
  });
});

// Round 29: the question dropped with a bare 先别记 / 都不要, the wait or the venting after it.
describe("a question dropped instead of answered", () => {
  test.each([
    ["下周要交个读书笔记，记一下", "读书笔记哪天交？", [], "先别记，等我问清楚再说"],
    ["周五好像有个讲座，记一下", "讲座几点开始？", [], "先别记，等我打听明白了再说"],
    ["帮我把复习排一下", "想排到哪段时间？", ["这周", "下周"], "都不要，这阵子不想学，不排了"],
    ["帮我把复习排一下", "想排到哪段时间？", ["这周", "下周"], "算了，真的不想复习，不排了"],
  ])("%s, asked %s, answered %s, calls nothing", async (request, question, options, answer) => {
    expect(await nextStep([...asked(request, question, options), user(answer)])).toMatchObject({ kind: "text" });
  });

  test("a request after the drop is still read", async () => {
    const step = await nextStep([...asked("帮我把复习排一下", "想排到哪段时间？", ["这周", "下周"]), user("都不要，周四下午有空吗")]);
    expect(step).toMatchObject({ kind: "tool", toolName: "query_free_time" });
  });
});
