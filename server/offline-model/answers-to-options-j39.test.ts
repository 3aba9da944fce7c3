/**
 * Answers to the assistant's question that pick among its options or turn them all down (round 39, J): the pick read
 * into the request as one sentence ("想放哪天？" → "周日那个吧" is "把代数系统放到周日"; "哪个没做？" → "第二个没做";
 * "Which one do you mean?" → "the first one"; "要改哪一条？" → "线代那个"), and every option turned down ("两个都不删了")
 * drops the request, or starts the one said after it ("都不是，帮我把整理错题本放到周日上午"). Look-alikes: an answer
 * that takes an option as it stands, or a request of its own after a question, are read as before.
 */
import { describe, expect, test } from "vitest";
import { currentRequest } from "./understand/request";
import { detectIntent } from "./understand/intents";
import type { AskedQuestion, UserTurn } from "./types";

function requestAfter(user: string, asked: AskedQuestion, text: string) {
  const turns: UserTurn[] = [{ text: user, asked }, { text }];
  return currentRequest(turns)!;
}

const WHICH_DAY: [string, AskedQuestion] = ["把代数系统排个时间", { question: "想放哪天？", options: ["周三", "周日"] }];
const WHICH_SLOT: [string, AskedQuestion] = ["把整理错题本放进去", { question: "放哪个时间？", options: ["周四上午 10:00–11:40", "周六下午 14:00–15:40"] }];
const WHICH_MISSED: [string, AskedQuestion] = [
  "前天有一块没做",
  { question: "前天有两个学习块：14:00 树与最小生成树、19:00 代数系统：群、环、域，哪个没做？", options: ["树与最小生成树", "代数系统：群、环、域", "两个都没做"] },
];
const WHICH_BLOCK: [string, AskedQuestion] = ["move it to Sunday afternoon", { question: "Which one do you mean?", options: ["集合与二元关系", "函数与等价关系", "树与最小生成树"] }];
const WHICH_DEADLINE_TASK: [string, AskedQuestion] = ["那个作业截止改到周五", { question: "要改哪一条的截止时间？", options: ["提交线性代数第五章作业", "完成大学物理实验报告"] }];
const WHICH_DELETED: [string, AskedQuestion] = ["删掉那个作业", { question: "要删哪一条？", options: ["提交线性代数第五章作业", "完成大学物理实验报告"] }];
const WHICH_PLAN: [string, AskedQuestion] = ["帮我排一下复习", { question: "排哪个学习计划？", options: ["离散数学期末复习", "概率论复习"] }];
const WHICH_RANGE: [string, AskedQuestion] = ["帮我排一下概率论复习", { question: "排到哪段时间？", options: ["这周", "下周"] }];

describe("a pick of where the thing goes", () => {
  test.each([
    [WHICH_DAY, "周日那个吧", "把代数系统放到周日"],
    [WHICH_DAY, "后面那天", "把代数系统放到周日"],
    [WHICH_SLOT, "要下午那个", "把整理错题本放到周六下午 14:00–15:40"],
    [WHICH_SLOT, "十点那个", "把整理错题本放到周四上午 10:00–11:40"],
    [WHICH_SLOT, "选前面那个，周四那块", "把整理错题本放到周四上午 10:00–11:40"],
    [WHICH_SLOT, "选后一个吧周六那块", "把整理错题本放到周六下午 14:00–15:40"],
  ] as const)("%j, %s → %s", ([user, asked], text, readAs) => {
    const request = requestAfter(user, asked, text);
    expect(request.text).toBe(readAs);
    expect(detectIntent(request.text)).toMatchObject({ family: "edit", action: "move" });
  });

  test("a range picked for a plan stays the plan's answer", () => {
    expect(requestAfter(...WHICH_RANGE, "下周吧")).toMatchObject({ text: "帮我排一下概率论复习", answers: [{ text: "下周" }] });
  });
});

describe("a pick of the block missed, the thing a pronoun meant, the to-do a loose name meant", () => {
  test.each([
    [WHICH_MISSED, "代数那个没做", "前天代数系统那块没做"],
    [WHICH_MISSED, "第一个没做", "前天树与最小生成树那块没做"],
    [WHICH_MISSED, "后一个没做完", "前天代数系统那块没做完"],
    [WHICH_MISSED, "两个都没做", "前天树与最小生成树和代数系统2块都没做"],
    [WHICH_BLOCK, "the first one", "move 集合与二元关系 to Sunday afternoon"],
    [WHICH_BLOCK, "函数那个", "move 函数与等价关系 to Sunday afternoon"],
    [WHICH_DEADLINE_TASK, "线代那个", "提交线性代数第五章作业截止改到周五"],
    [WHICH_DEADLINE_TASK, "第二个", "完成大学物理实验报告截止改到周五"],
  ] as const)("%j, %s → %s", ([user, asked], text, readAs) => {
    expect(requestAfter(user, asked, text).text).toBe(readAs);
  });

  test("the missed block is checked in on the day asked about", () => {
    expect(detectIntent(requestAfter(...WHICH_MISSED, "代数那个没做").text)).toMatchObject({ family: "checkin", when: "前天", entries: [{ status: "skipped" }] });
  });

  test("a count said in characters picks the option that writes it in digits", () => {
    const request = requestAfter("帮我建个线代复习计划", { question: "分几章？每章几节？", options: ["5章每章2节", "8章每章3节"] }, "每章三节的那个");
    expect(detectIntent(request.text)).toMatchObject({ family: "propose_class", chapters: 8, periodsEach: 3 });
  });
});

describe("every option turned down", () => {
  test.each([
    [WHICH_DELETED, "两个都不删了"],
    [WHICH_PLAN, "两个都先不用了"],
    [WHICH_PLAN, "都不用了"],
  ] as const)("%j, %s → dropped", ([user, asked], text) => {
    expect(detectIntent(requestAfter(user, asked, text).text)).toMatchObject({ family: "small_talk", topic: "dismiss" });
  });

  test.each([
    [WHICH_DELETED, "都别删了，把四级真题那条删掉", "把四级真题那条删掉"],
    [WHICH_DELETED, "都不删，把错题本那条标成完成", "把错题本那条标成完成"],
    [WHICH_PLAN, "都不是，帮我把整理错题本放到周日上午", "帮我把整理错题本放到周日上午"],
  ] as const)("%j, %s → %s on its own", ([user, asked], text, readAs) => {
    expect(requestAfter(user, asked, text)).toMatchObject({ text: readAs, answers: [] });
  });

  test("the range said after the options turned down still answers", () => {
    expect(requestAfter(...WHICH_RANGE, "这周下周都不行 排第16周吧")).toMatchObject({ text: "帮我排一下概率论复习", answers: [{ text: "排第16周吧" }] });
  });

  test("a reason after the options turned down is no range", () => {
    expect(detectIntent(requestAfter(...WHICH_PLAN, "两个都不排了，这周太忙").text).family).toBe("small_talk");
  });

  test("an option that says none is picked as it stands", () => {
    expect(requestAfter(...WHICH_MISSED, "两个都没做").answers).toEqual([]);
    expect(detectIntent(requestAfter(...WHICH_MISSED, "两个都没做").text).family).toBe("checkin");
  });
});
