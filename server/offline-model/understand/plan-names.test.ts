/**
 * New plans (round 28): a name that begins with a character a verb of making can be (建筑史, 定积分, 列车) keeps it,
 * and pieces of work counted with their name ("三篇综述，每篇3节") are the plan's parts. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (text: string) => detectIntent(normalise(text).text);

describe("a name that begins like a verb keeps it", () => {
  test.each([
    ["建个建筑构造复习计划：墙体、楼板、屋顶，每块2节", "建筑构造"],
    ["帮我建一个定积分专题计划：换元、分部、反常积分，每块2节", "定积分专题"],
    ["做个建筑史复习计划，5章，每章2节", "建筑史"],
  ])("%s → %s", (text, name) => {
    expect(read(text)).toMatchObject({ family: "propose_class", name: expect.stringContaining(name) });
  });

  test.each([
    ["建复习计划 数据结构 8章 每章2节", "数据结构"],
    ["建计划 计量经济学 6章 每章2节", "计量经济学"],
  ])("the verb before 计划 still leads: %s", (text, name) => {
    expect(read(text)).toMatchObject({ family: "propose_class", name });
  });
});

describe("pieces of work counted with their name", () => {
  test.each([
    ["建一个论文精读计划：五篇论文，每篇2节", "论文精读", 5, 2],
    ["做个读书计划，3本小说，每本4节", "读书", 3, 4],
    ["新建一个真题计划：4套试卷，每套3节", "真题", 4, 3],
  ])("%s", (text, name, chapters, periodsEach) => {
    expect(read(text)).toMatchObject({ family: "propose_class", name, chapters, periodsEach });
  });

  test.each(["作业3套，每套2节", "英语作文10篇，每篇1节"])("no plan said: %s is no plan", (text) => {
    expect(read(text).family).not.toBe("propose_class");
  });
});
