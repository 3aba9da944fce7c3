import { describe, expect, it } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

/**
 * More families of the same exchange student, past the round's misses: the same requests said the other ways an
 * English speaker says them. Read through the normaliser as a turn reads them. Our own sentences.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a reminder no longer wanted, said in English", () => {
  it.each([
    ["delete the laundry reminder", "laundry"],
    ["cancel my 体检 reminder, the hospital moved it", "体检"],
    ["no need to remind me about the parcel anymore", "parcel"],
    ["don't remind me about 网费, already paid", "网费"],
    ["cancel that reminder", ""],
  ])("%s deletes the to-do", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "delete", task });
  });

  it.each(["remind me to cancel the gym reminder email", "don't remind me about it, remind me tomorrow instead"])("%s deletes nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "task_edit", action: "delete" });
  });
});

describe("the exams listed, asked in English", () => {
  it.each(["what exams do I have coming up", "any finals left this term?", "show me my exam schedule", "list my upcoming exams", "list my exams"])(
    "%s asks the exams",
    (text) => {
      expect(read(text)).toEqual({ family: "exam_countdown" });
    },
  );

  it.each(["which tests did I fail", "what should I bring to the exam"])("%s lists no exams", (text) => {
    expect(read(text)).not.toEqual({ family: "exam_countdown" });
  });
});

describe("a run of free periods counted in English", () => {
  it.each([
    ["find me 2 free periods tomorrow", 2],
    ["need 3 periods back to back on saturday for a group project, doable?", 3],
    ["do I have 2 free periods in a row on friday", 2],
    ["are there four straight periods free on sunday?", 4],
  ])("%s asks for a run of %i", (text, periods) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { min_periods: periods } } });
  });

  it("classes counted are no run asked", () => {
    expect(read("I had 3 periods back to back today, so tired")).not.toMatchObject({ family: "schedule_question" });
  });
});

describe("done with a to-do, said of the student", () => {
  it.each([
    ["I'm done with the 线代 homework", "线代 homework"],
    ["i'm finally done with my lab report", "lab report"],
    ["I am done with the 网费 payment", "网费 payment"],
  ])("%s completes %s", (text, task) => {
    expect(read(text)).toEqual({ family: "task_edit", action: "complete", task });
  });

  it("done for the day completes no to-do", () => {
    expect(read("I'm done for today")).not.toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("a block taken off a day, said in English", () => {
  it.each([
    ["take the 谓词逻辑 block off friday", "谓词逻辑"],
    ["remove the 树 session from tomorrow", "树"],
    ["take 图论 off the schedule", "图论"],
  ])("%s unplaces %s", (text, name) => {
    expect(read(text)).toEqual({ family: "edit", action: "unplace", reference: { name } });
  });
});

describe("the term's weeks asked in English", () => {
  it.each(["how many weeks left in the term", "when does the semester end?", "what week is it"])("%s asks the term", (text) => {
    expect(read(text)).toEqual({ family: "term_question" });
  });

  it("weeks left before an exam count down to the exam", () => {
    expect(read("how many weeks left until my 离散 exam")).toMatchObject({ family: "exam_countdown" });
  });
});

describe("news that a date moved, told in English", () => {
  it.each([
    ["my 离散 final got pushed to jan 15", { family: "exam_record", title: "离散 final", when: "jan 15" }],
    ["the 概率论 midterm was postponed to dec 20 at 2pm", { family: "exam_record", title: "概率论 midterm", when: "dec 20 at 2pm" }],
    ["the 体测 got postponed to next thursday", { family: "task_edit", action: "update", task: "体测", deadline: "next thursday" }],
    ["my 英语作文 deadline got pushed to monday", { family: "task_edit", action: "update", task: "英语作文", deadline: "monday" }],
  ])("%s", (text, intent) => {
    expect(read(text)).toEqual(intent);
  });

  it("a push asked without a date moves no deadline", () => {
    expect(read("the 体测 got postponed again, ugh")).not.toMatchObject({ family: "task_edit", action: "update" });
  });
});

describe("a block of the plan missed, named in Chinese", () => {
  it.each([
    ["skipped 英语 today, was sick", [{ block: "英语", status: "skipped" }]],
    ["missed 线代 yesterday", [{ block: "线代", status: "skipped" }]],
    ["I only did half of the 图论 block", [{ block: "图论", status: "partial", periods_done: 1 }]],
  ])("%s checks in", (text, entries) => {
    expect(read(text)).toMatchObject({ family: "checkin", entries });
  });

  it("a missed block asked about checks nothing in", () => {
    expect(read("did I skip 英语 today?")).not.toMatchObject({ family: "checkin" });
  });

  it("everything missed pushed on is planned again", () => {
    expect(read("push everything I missed to the weekend")).toMatchObject({ family: "replan_missed" });
  });
});

describe("the to-dos asked by order, urgency or when they were added", () => {
  it.each([
    ["what's the most urgent thing right now", { quadrant: 1 }],
    ["which task is most urgent?", { quadrant: 1 }],
    ["what did I add recently", { sort: "created_desc" }],
    ["show me the newest tasks", { sort: "created_desc" }],
    ["anything due tomorrow?", { deadline_before: "tomorrow" }],
  ])("%s", (text, input) => {
    expect(read(text)).toEqual({ family: "query_tasks", input });
  });

  it.each(["what's the most important lesson you learned", "sort out my desk"])("%s asks no to-dos", (text) => {
    expect(read(text)).not.toMatchObject({ family: "query_tasks" });
  });
});

describe("something to do by a time, said in English with no cue word", () => {
  it.each([
    ["need to return the 图书馆 books by friday", "return the 图书馆 books by friday"],
    ["gotta submit the 英语作文 by sunday night", "submit the 英语作文 by sunday night"],
    ["I have to pick up the 快递 tomorrow at 5pm", "pick up the 快递 tomorrow at 5pm"],
  ])("%s notes %s", (text, content) => {
    expect(read(text)).toEqual({ family: "quick_note", content });
  });

  it.each(["I need to know if 线代 is on friday", "do I need to bring my ID on friday?", "I have to study for 离散 tomorrow"])("%s notes nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "quick_note" });
  });
});

describe("an exam's day asked in English", () => {
  it.each([
    ["when is my 离散 exam", "离散"],
    ["when's the 概率论 final?", "概率论"],
    ["how long until my 高数 final", "高数"],
  ])("%s counts down to %s", (text, exam) => {
    expect(read(text)).toEqual({ family: "exam_countdown", exam });
  });

  it("when's my next exam names none", () => {
    expect(read("when's my next exam")).toEqual({ family: "exam_countdown" });
  });

  it("a class asked about is no exam", () => {
    expect(read("when is my 离散 class")).not.toMatchObject({ family: "exam_countdown" });
  });
});

describe("an amount of study asked whether it fits", () => {
  it.each([
    ["can I fit 2 hours of 英语 in tonight", { when: "tonight", min_periods: 3 }],
    ["could I study 3 periods tomorrow morning?", { when: "tomorrow", part: "morning", min_periods: 3 }],
  ])("%s asks the free time", (text, input) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input } });
  });

  it("a refund asked about asks no free time", () => {
    expect(read("can I get a refund for the 四级")).not.toMatchObject({ family: "schedule_question" });
  });
});
