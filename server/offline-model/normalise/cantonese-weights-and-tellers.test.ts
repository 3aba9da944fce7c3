import { describe, expect, test } from "vitest";
import { normalise } from "./normalise";
import { detectIntent } from "../understand/intents";

/**
 * Round 34's Cantonese and mixed to-dos: 唔X住 (not for now, without 好), 紧要 (important), 提早 (earlier) and the
 * English teacher words (lecturer, prof, tutor) who pass a change on. Our own sentences, and near misses.
 */
const reading = (text: string) => normalise(text).text;

describe("Cantonese weights, for-now refusals and tellers read as Mandarin", () => {
  test.each([
    ["後日嗰節統計唔排住", "后天那节统计先不要排"],
    ["嗰份筆記唔刪住", "那份笔记先不要删"],
    ["份功課好緊要但唔急", "份作业很重要但不急"],
    ["呢個最緊要，聽日前做", "这个最重要，明天前做"],
    ["幾緊要㗎", "挺重要㗎"],
    ["交報告可以提早一日", "交报告可以提前一天"],
    ["tutor話要提早半個鐘到", "助教说要提前半个小时到"],
    ["prof話份essay遲兩日交都得", "教授说份essay迟两天交都得"],
  ])("%s reads as %s", (text, expected) => {
    expect(reading(text)).toBe(expected);
  });

  test.each(["唔緊要，遲啲先", "唔住宿舍", "我住喺學校附近"])("%s keeps what it means", (text) => {
    expect(reading(text)).not.toMatch(/很重要|先不要/);
  });
});

describe("what the readings then do", () => {
  test("a to-do said to be important but not urgent gets that quadrant", () => {
    expect(detectIntent(reading("新增待辦：溫統計，要2節，好緊要但唔急，禮拜五前"))).toMatchObject({ family: "create_task", priorityGroup: 2 });
  });

  test("a block not to be placed for now is taken off", () => {
    expect(detectIntent(reading("聽日嗰節第三章唔排住啦"))).toMatchObject({ family: "edit", action: "unplace" });
  });
});
