/**
 * A block moved in a sentence of its own ("已把「X」挪到12月3日 周四 19:00–20:40，确认后生效。") is a draft place
 * like an entry of a plan: a bare shift after it ("往后挪一节", "再往后错一节") counts from where it was moved to,
 * not from where a listing read before the move had it; "错" pushes a block along as 推 and 顺 do. The way back
 * ("改回去，还是放周三原来那个时间") still goes where the move's own words said the block was.
 */
import { describe, expect, test } from "vitest";
import { createOfflineModel } from "@/server/offline-model";
import type { EvalCase } from "@/testing/eval/cases";
import { evaluate } from "@/testing/eval/evaluate";
import { draftPlaces, movedAlone } from "./draft-follow-ups";
import { shiftedMove } from "./shifted-moves";

async function firstCall(text: string, history: EvalCase["history"]) {
  const [result] = await evaluate(createOfflineModel(), [{ category: "follow_up", text, tools: [], fields: {}, history }]);
  return result.run.calls.find((call) => call.toolName !== "list_tasks");
}

const MOVED_THU = { user: "谓词逻辑换到周四晚上", said: "已把「谓词逻辑与推理理论」挪到12月3日 周四 19:00–20:40，确认后生效。" };

describe("a block moved in a sentence is where a shift counts from", () => {
  test.each([
    ["再往后挪一节", 3, 10],
    ["往后错一节吧", 3, 10],
    ["往前挪一天", 2, 9],
  ])("%s → day %s, period %s", async (text, day, slot) => {
    expect(await firstCall(text, [MOVED_THU])).toMatchObject({ toolName: "move", input: { task_id: 9, new_day: day, new_slot_start: slot } });
  });

  test("the way back still goes where the move's words said it was", async () => {
    const history = [{ user: "把周三下午的谓词逻辑挪到周四晚上", said: MOVED_THU.said }];
    expect(await firstCall("不行，改回去，还是周三原来那个时间", history)).toMatchObject({ toolName: "move", input: { task_id: 9, new_day: 2, new_slot_start: 7 } });
  });

  test("the sentence read as one draft place; a plan's entries are not a block moved alone", () => {
    expect(draftPlaces({ text: MOVED_THU.user, answerTexts: [], said: MOVED_THU.said })).toEqual([
      { name: "谓词逻辑与推理理论", day: "12月3日", weekday: "四", start: "19:00", end: "20:40" },
    ]);
    expect(movedAlone({ text: MOVED_THU.user, answerTexts: [], said: MOVED_THU.said })).toBe(true);
    expect(movedAlone({ text: "x", answerTexts: [], said: "已预排：集合与二元关系 → 12月4日 周五 16:00–17:40，确认后写入日程。" })).toBe(false);
    // Moved and already saved: nothing waits for a confirm, so no draft place.
    expect(draftPlaces({ text: "x", answerTexts: [], said: "已把「谓词逻辑与推理理论」挪到12月3日 周四 19:00–20:40。" })).toEqual([]);
  });
});

describe("错 as a shift", () => {
  test.each([["往后错一节"], ["往前错两天"], ["向后错一大节"]])("%s is a shift", (text) => {
    expect(shiftedMove(`它${text}`)).toBeDefined();
  });

  test.each([["错开一点"], ["写错了一节"], ["往后错"]])("%s is no shift", (text) => {
    expect(shiftedMove(`它${text}`)).toBeUndefined();
  });
});
