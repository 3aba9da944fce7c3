/**
 * To-dos asked about and marked (round 28): the list asked newest first by how it is ordered ("按最新的排"), the
 * stretch the student is away ("出去这几天") named as when, not what; a deed said done with the mark asked after it
 * ("模型照片传完了，帮我标一下"); and the time already promised to someone, which marks nothing. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("the list asked newest first", () => {
  test.each(["这两天我都记了些什么，按最新的排", "我的待办按最新的排一下", "列一下待办，最新的放前面", "今天你都帮我记了哪些事"])("%s", (text) => {
    const intent = read(text);
    expect(intent).toMatchObject({ family: "query_tasks", input: { sort: "created_desc" } });
    expect(intent).not.toMatchObject({ input: { keyword: expect.anything() } });
  });

  // Round 34: the order asked by the deadline, in a clause of its own, names no title either.
  test.each(["下周要交的有哪些，按截止日期排序", "周五前到期的有哪些 按时间排", "明天截止的有哪些 按ddl排一下"])("%s has no keyword", (text) => {
    const intent = read(text);
    expect(intent).toMatchObject({ family: "query_tasks" });
    expect(intent).not.toMatchObject({ input: { keyword: expect.anything() } });
  });

  test("a subject asked about with the order keeps its subject", () => {
    expect(read("高数相关的有哪些 按时间排")).toMatchObject({ family: "query_tasks", input: { keyword: "高数" } });
  });

  test("by deadline is no newest first", () => {
    expect(read("待办按截止时间排一下")).not.toMatchObject({ input: { sort: "created_desc" } });
  });
});

describe("the stretch away is when, not what", () => {
  test.each([
    ["出差这几天有没有快到期的待办，周五之前的", "周五之前"],
    ["集训那几天有没有要交的作业，下周三之前的", "下周三之前"],
  ])("%s", (text, bound) => {
    const intent = read(text);
    expect(intent).toMatchObject({ family: "query_tasks", input: { deadline_before: bound } });
    expect(intent).not.toMatchObject({ input: { keyword: expect.anything() } });
  });

  test("a subject named is kept", () => {
    expect(read("线代作业有没有快到期的")).toMatchObject({ family: "query_tasks", input: { keyword: expect.stringContaining("线代") } });
  });

  test.each([
    ["已经完成的任务里有没有大物实验报告", "大物实验报告"],
    ["待办里有没有体测表", "体测表"],
  ])("the thing asked after 有没有 is the keyword: %s", (text, keyword) => {
    expect(read(text)).toMatchObject({ family: "query_tasks", input: { keyword } });
  });
});

describe("a deed said done, then the mark asked", () => {
  test.each([
    ["模型照片传完了", "模型照片"],
    ["展板照片传完了，帮我标一下", "展板照片"],
    ["周报发完了，帮我勾掉", "周报"],
    ["作品集上传完了，标一下吧", "作品集"],
    ["实习日志交完了，给我标成完成", "实习日志"],
  ])("%s → %s", (text, task) => {
    expect(read(text)).toMatchObject({ family: "task_edit", action: "complete", task });
  });

  test("with a question after it, both are asked", () => {
    expect(read("展板照片传完了，帮我标一下；另外周五上午有课吗")).toMatchObject({
      family: "compound",
      parts: [{ family: "task_edit", action: "complete", task: "展板照片" }, { family: "schedule_question" }],
    });
  });

  test.each(["照片还没传完，先别标", "传完了吗"])("%s marks nothing", (text) => {
    expect(read(text)).not.toMatchObject({ family: "task_edit", action: "complete" });
  });
});

describe("the time already promised to someone", () => {
  test.each(["行吧知道了，那天我已经约了人打球", "周六我早就约好同学去爬山了", "那天我已经跟导师约了面谈"])("%s", (text) => {
    expect(read(text)).toMatchObject({ family: "small_talk", topic: "news" });
  });

  test.each([
    ["明天中午约了室友吃火锅，记下来哈", "quick_note"],
    ["周六我已经约了人打球，帮我记一下", "quick_note"],
  ])("%s still asks (%s)", (text, family) => {
    expect(read(text).family).toBe(family);
  });
});
