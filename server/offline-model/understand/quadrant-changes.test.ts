/**
 * Quadrants said in everyday words: a to-do moved into one like into a box, judged and then the change asked with no
 * value, filed again right after it was made, and the to-dos filed in one asked for.
 */
import { describe, expect, test } from "vitest";
import { describeFollowUpRows, type FollowUpRow } from "@/testing/offline-model-rows";
import { normalise } from "../normalise/normalise";
import { detectIntent } from "./intents";

const read = (said: string) => detectIntent(normalise(said).text);

describe("a to-do put in another quadrant", () => {
  test.each([
    // moved into it like into a box, a step up or down said beside it
    ["把高数作业挪进不重要不紧急那一栏", "高数作业", 3],
    ["背单词那条升一级，放到重要且紧急里", "背单词", 1],
    ["英语作业先调低一档，归到重要不紧急那类吧", "英语作业", 2],
    // judged first, then the change asked with no value
    ["班会那个挺简单的也不重要，换个象限吧", "班会", 3],
    ["整理照片这个其实挺要紧的，就是不急，优先级调一下", "整理照片", 2],
    ["社团海报那条工作量挺大，但不重要，改下象限", "社团海报", 4],
  ])("%s", (said, task, group) => {
    expect(read(said)).toEqual({ family: "task_edit", action: "update", task, priorityGroup: group });
  });

  test.each([
    // a place in time is a move or a deadline, never a quadrant
    ["把实验报告放到明天", { family: "edit" }],
    // a judgement that names no quadrant leaves the change to be asked
    ["读书笔记那个其实不急，改一下", { family: "task_edit", missing: "change" }],
  ])("%s is no quadrant change", (said, intent) => {
    expect(read(said)).toMatchObject(intent);
    expect(read(said)).not.toHaveProperty("priorityGroup");
  });
});

describe("the to-dos filed in a quadrant, and sorted by priority", () => {
  test.each([
    ["既着急又要紧的还有哪些", { quadrant: 1 }],
    ["不太急但很要紧的列一下", { quadrant: 2 }],
    ["不重要又不费劲的有几个", { quadrant: 3 }],
    ["把我的任务按重要性排个序吧", { sort: "priority" }],
    ["按轻重把待办排一下序", { sort: "priority" }],
  ])("%s", (said, input) => {
    expect(read(said)).toEqual({ family: "query_tasks", input });
  });

  // 重要 or 要紧 alone could be either important quadrant; 排到 puts a plan on the timetable.
  test.each(["要紧的列一下", "把离散按优先级排到这周"])("%s filters no quadrant", (said) => {
    expect(read(said)).not.toMatchObject({ family: "query_tasks", input: { quadrant: expect.anything() } });
  });
});

const CREATED = { text: "新建任务：整理社团账目", said: "已创建任务：整理社团账目（简单不重要）。" };
const NOTED = { text: "记一下周五交社会调查报告", said: "已记下：周五交社会调查报告（重要不紧急）。" };

const ROWS: FollowUpRow[] = [
  {
    family: "a to-do just made, filed again by a judgement alone",
    examples: [
      { before: [CREATED], text: "等等，这个其实挺要紧的，就是不急", readAs: "把整理社团账目改成重要不紧急", intent: { family: "task_edit", priorityGroup: 2 } },
      { before: [NOTED], text: "不对，它又急又要紧", readAs: "把交社会调查报告改成重要且紧急", intent: { family: "task_edit", priorityGroup: 1 } },
      { before: [CREATED], text: "说错了，这条不算重要，就是挺费劲", readAs: "把整理社团账目改成复杂不重要" },
    ],
    counterexamples: [
      // after a question nothing was made to file
      { before: [{ text: "明天有什么课", said: "没有课。" }], text: "不对，这个挺重要的，只是不急" },
      // words beside the quadrant say more than it
      { before: [CREATED], text: "不对，这个挺重要的，明天要交" },
    ],
  },
];

describeFollowUpRows("quadrant follow-ups", ROWS);
