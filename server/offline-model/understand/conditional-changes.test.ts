import { describe, expect, it } from "vitest";
import { detectIntent } from "./intents";
import { normalise } from "../normalise/normalise";

/**
 * Asks that hang on a condition (round 20), each family with our own sentences: a change only in a case yet to come,
 * a plan that waits on free time, no plan yet and only a question, and the student's own plan if something happens.
 */
const read = (text: string) => detectIntent(normalise(text).text);

describe("a change asked for only in a case yet to come changes nothing now", () => {
  it.each([
    "要是到周日还没背完单词，就帮我把它挪到下周一",
    "如果周四我还没改好简历，你就把截止往后推一天",
    "假如下周三的复习没做完，就自动给我排到周四",
    "如果下周考试改到周三了，复习计划要不要跟着调？",
    "万一组会挪到周六了，汇报的截止是不是也得改",
  ])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "app_help", about: ["conditional_changes"] });
  });

  it.each([
    ["如果昨天的复习没做完，就帮我重新排", "replan_missed"],
    ["实验报告没写完，帮我把截止往后推两天", "task_edit"],
  ])("%s is asked for now", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});

describe("a plan that waits on free time asks whether the time is free", () => {
  it.each([
    ["要是周六上午空着的话，帮我把英语作文排进去", "周六"],
    ["如果后天晚上有空就把错题本放进去", "后天"],
  ])("%s", (text, when) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_free_time", input: { when } } });
  });
});

describe("no plan yet, only the question after it", () => {
  it.each([
    ["先不用排，就想看看周四有什么课", "query_day"],
    ["别急着排，我只是想问问这周还剩几节空闲", "query_free_time"],
  ])("%s", (text, toolName) => {
    expect(read(text)).toMatchObject({ family: "schedule_question", question: { toolName } });
  });

  it("a plan kept lighter is still a plan", () => {
    expect(read("把英语复习排到下周，别排满").family).toBe("schedule");
  });
});

describe("what the student will do if something happens is told, not asked", () => {
  it.each(["要是周六降温我就不去爬山了", "万一停电我就去自习室待着"])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "chat" });
  });

  it.each(["要是周五交不了，我就去找老师，提醒我周四问一下", "要是明天下午有空我就去打球"])("%s still asks", (text) => {
    expect(read(text).family).not.toBe("small_talk");
  });
});
