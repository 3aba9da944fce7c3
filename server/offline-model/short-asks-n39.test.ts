/**
 * Short asks (round 39, N): a to-do's quadrant in slang ("贼重要也贼急"), a course's remaining meetings ("高数这礼拜还上几
 * 回"), the term's week and length told with whose term it is ("我们一共18周"), and the missed blocks pointed at as a
 * group and listed ("最近两周落下的那些都给我列出来").
 */
import { describe, expect, test } from "vitest";
import { detectPriority } from "@/lib/tasks/priority";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);

describe("short asks", () => {
  test.each([
    ["贼重要也贼急", 1],
    ["巨急", 1],
    ["巨重要但不急", 2],
    ["不重要但挺急的", 3],
  ] as const)("%s → quadrant %i", (text, group) => {
    expect(detectPriority(text)?.priority_group).toBe(group);
  });

  test("a to-do with its quadrant in slang", () => {
    expect(intentOf("给我整个任务：刷线代习题，贼重要也贼急，得两节")).toMatchObject({ family: "create_task", priorityGroup: 1, estimatedSections: 2 });
  });

  test.each([
    ["高数这礼拜还上几回，忒烦了", "高数"],
    ["英语这礼拜还有几次课啊", "英语"],
  ])("%s asks %s's meetings", (text, course) => {
    expect(intentOf(text)).toMatchObject({ family: "schedule_question", question: { toolName: "query_day", input: { when: "这周", course } } });
  });

  test("高数还有几天 asks no course's meetings", () => {
    expect(intentOf("高数还有几天").family).not.toBe("schedule_question");
  });

  test.each([
    ["你那个周数不对，这周是第14周，我们一共18周", 14, 18],
    ["周数错了，现在是第12周，这学期一共20周", 12, 20],
  ])("%s → week %i of %i", (text, currentWeek, weeks) => {
    expect(intentOf(text)).toEqual({ family: "term_set", currentWeek, weeks });
  });

  test.each([
    ["最近两周落下的那些都给我列出来", "最近两周"],
    ["这两周漏掉的复习都列一下", "这两周"],
  ])("%s lists the missed of %s", (text, range) => {
    expect(intentOf(text)).toEqual({ family: "progress", focus: "missed", range });
  });

  test("the missed pointed at and made up is a re-plan", () => {
    expect(intentOf("最近两周落下的那些都给我补上").family).toBe("replan_missed");
  });
});
