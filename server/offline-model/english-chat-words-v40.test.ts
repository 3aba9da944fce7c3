/**
 * English and mixed Chinese-English requests (round 40, V): the chat shorthands of an English message read as the full
 * words (short days, tmr, ddl, plz, u, "8 in the evening"), the placing verbs with an hour, more verbs that move a
 * deadline, an exam's room said in English, the week of the term told in English clauses, a done mark owned as a slip,
 * a to-do said done with its time and "mark it done" after, and a request buried after an English story. Our own
 * sentences.
 */
import { describe, expect, test } from "vitest";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { createOfflineModel } from "./model";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("English shorthands read as the full words", () => {
  test.each([
    ["plz move 谓词逻辑 to Sun 4pm", "plz move 谓词逻辑 to Sunday 4pm"],
    ["put it on Sat at 10am", "put it on Saturday at 10am"],
    ["push the 实验报告 ddl to Thurs 9pm", "push the 实验报告 deadline to Thursday 9pm"],
    ["is that slot open for me?", "is that slot free for me?"],
    ["can u remind me tmr", "can you remind me tomorrow"],
    ["remind me to call dad Friday at 7 in the evening", "remind me to call dad Friday at 7pm"],
    ["remind me on Sat at nine in the morning", "remind me on Saturday at 9am"],
  ])("%s reads as %s", (text, reading) => {
    expect(normalise(text).text).toBe(reading);
  });

  test.each(["I sat in the library all day", "the sun is out", "we wed in June lol", "mon ami", "is the library open?"])("%s keeps its words", (text) => {
    expect(normalise(text).text).toBe(text);
  });

  test("a course named without 'class' beside a block", () => {
    expect(normalise("move my 谓词逻辑 block to right after Thursday's linear algebra").text).toBe("把谓词逻辑那块挪到周四线性代数课后面");
  });

  test("a Chinese message keeps ddl, and reads its short day as the Chinese day", () => {
    expect(normalise("ddl 挪到 Fri 下午").text).toBe("ddl 挪到周五下午");
  });
});

describe("English requests with a Chinese name and a short day", () => {
  test.each([
    ["pls move 谓词逻辑 to Sat 2pm", { family: "edit", action: "move", reference: { name: "谓词逻辑" }, target: { dayWord: "Saturday", clock: "14:00" } }],
    ["stick 树与最小生成树 on Sun 7pm pls", { family: "edit", action: "move", reference: { name: "树与最小生成树" }, target: { clock: "19:00" } }],
    ["schedule 函数与等价关系 for Thu 4pm", { family: "edit", action: "move", reference: { name: "函数与等价关系" } }],
    ["can you slot 代数系统 in on Sunday at 2pm", { family: "edit", action: "move", reference: { name: "代数系统" } }],
    ["extend the 物理实验报告 deadline to Fri 11pm", { family: "task_edit", action: "update", task: "物理实验报告", deadline: "Friday 11pm" }],
    ["change the ddl for 线代作业 to Thu noon", { family: "task_edit", action: "update", task: "线代作业" }],
    ["push the 线代 homework ddl to Fri 10pm plz", { family: "task_edit", action: "update", deadline: "Friday 10pm" }],
    ["ddl Sunday for the 数据库 project, ~3 periods, kinda urgent", { family: "create_task", estimatedSections: 3 }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each(["schedule 函数与等价关系 for Thursday", "schedule the 概率论 review for next week", "schedule my to-dos for this week, leave friday evening free"])("%s (no hour) is a plan", (text) => {
    expect(intentOf(text).family).toBe("schedule");
  });
});

describe("exams with a room, the week of the term, a mark owned as a slip", () => {
  test.each([
    ["My Intro to Econ final is Jan 11 at 9am, room C204 — pls add it", { family: "exam_record", location: "room C204", when: "Jan 11 at 9am" }],
    ["Physics final on Jan 8 at 9am in room D210, add it pls", { family: "exam_record", location: "room D210" }],
    ["my stats midterm is on Dec 18 at 10am in B204", { family: "exam_record", location: "B204" }],
    ["heads up, my 大学英语 oral exam is Dec 22 at 3pm in Room 305", { family: "exam_record", title: "大学英语 oral exam" }],
  ])("%s", (text, intent) => {
    expect(intentOf(text)).toMatchObject(intent);
  });

  test.each([
    ["fyi it's week 9 now, not week 8", { currentWeek: 9 }],
    ["the app thinks it's week 10 but we're actually in week 11, and the semester is 17 weeks long", { currentWeek: 11, weeks: 17 }],
    ["term is 20 weeks total btw, and we're in week 13", { currentWeek: 13, weeks: 20 }],
    ["your week number is wrong, it's week 15 already", { currentWeek: 15 }],
  ])("%s", (text, told) => {
    expect(intentOf(text)).toMatchObject({ family: "term_set", ...told });
  });

  test("a week named among other news is not told", () => {
    expect(intentOf("it's week 12 and I have three exams").family).not.toBe("term_set");
  });

  test.each([
    ["oops I ticked off 四级真题 by accident, it's not done", "四级真题"],
    ["I accidentally marked the 策划案 as done, pls mark it undone", "策划案"],
    ["hmm 实验报告 shows as done but I never finished it, undo that", "实验报告"],
    ["untick the lab report pls", "lab report"],
  ])("%s reopens %s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "reopen", task });
  });
});

describe("done said in English, and requests after a story", () => {
  test.each([
    ["I finished 四级真题 today, mark it done pls", "四级真题"],
    ["线代作业 finally handed in this morning", "线代作业"],
    ["spent all afternoon at the gym and I'm dead tired 😵 btw I finished 四级真题 today, mark it done pls", "四级真题"],
  ])("%s completes %s", (text, task) => {
    expect(intentOf(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });

  test("a move after an English story", () => {
    const intent = intentOf("had the worst group meeting ever, nobody did their part 🙄 whatever. plz move 谓词逻辑 to Sat 2pm");
    expect(intent).toMatchObject({ family: "edit", action: "move", reference: { name: "谓词逻辑" } });
  });

  test("review planned backwards from the exams, evenings kept free", () => {
    expect(intentOf("plan my review backwards from the exams, no evenings pls")).toMatchObject({ family: "schedule", forExams: true, keepFree: ["晚上"] });
  });

  test.each([
    "周末那几块复习全没做，can you find time next week to make them up?",
    "Lowkey spent the whole weekend binge-watching, so 周末那几块复习全没做 😅 can u find time next week to make them up?",
  ])("%s records the weekend missed, then makes it up", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "compound", parts: [{ family: "checkin", when: "周末" }, { family: "replan_missed" }] });
  });

  test.each([
    "this semester is killing me ngl. 三门 essay 一起 due，室友还天天半夜打游戏，我只想回家",
    "lol my prof cancelled class today because his kid was sick, so I just napped all afternoon 😴",
  ])("%s asks for nothing", (text) => {
    expect(intentOf(text)).toMatchObject({ family: "small_talk" });
  });

  test("a groan before a check-in still records it", () => {
    expect(intentOf("ugh I missed my 线代 review yesterday")).toMatchObject({ family: "checkin" });
  });

  test("a to-do reported done after the story turns, then a question about a time", () => {
    const intent = intentOf("ugh long day at the clinic 🥲 anyway 线代作业 finally handed in this morning. the doctor wants me back Friday afternoon, is that slot open for me?");
    expect(intent).toMatchObject({ family: "compound", parts: [{ family: "task_edit", action: "complete", task: "线代作业" }, { family: "schedule_question" }] });
  });

  test("open asked of a place is not free time", () => {
    expect(intentOf("is the library open?").family).not.toBe("schedule_question");
  });
});

describe("a reminder timed from a day's first or last class, no part of the day said", () => {
  async function passes(evalCase: EvalCase): Promise<boolean> {
    const [result] = await evaluate(createOfflineModel(), [evalCase]);
    return result.score.passed;
  }

  test.each([
    ["remind me 5 minutes before my first class on Monday to buy coffee", "2026-12-07 07:55"],
    ["周一第一节课前5分钟提醒我去买咖啡", "2026-12-07 07:55"],
    ["周四最后一节课下课后提醒我去取快递", undefined],
  ])("%s looks the day up, then notes it", async (text, deadline) => {
    const evalCase: EvalCase = { category: "quick_note", text, tools: ["query_day", "quick_note"], fields: {}, ...(deadline ? { deadline } : {}) };
    expect(await passes(evalCase)).toBe(true);
  });
});
