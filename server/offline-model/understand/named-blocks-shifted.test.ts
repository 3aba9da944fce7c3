/**
 * Several blocks of a proposal named together and shifted at once (round 37, A): "第五章和第六章都往后顺延一天，钟点不变"
 * is each named block moved by the shift, the later first. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const PLAN: UserTurn = {
  text: "概率论第二到第五章排到下周",
  said: "已生成方案，请在卡片上确认：第二章 随机变量 → 12月7日 周一 16:00–17:40；第三章 多维随机变量 → 12月9日 周三 19:00起3节；第四章 数字特征 → 12月10日 周四 08:00–09:40；第五章 大数定律 → 12月11日 周五 16:00–17:40。",
};

describe("blocks of the plan named together, shifted by the same amount", () => {
  test.each([
    ["第四章和第五章都往后顺延一天，钟点不变", "把12月11日16:00那块第五章 大数定律往后顺延一天；把12月10日08:00那块第四章 数字特征往后顺延一天"],
    ["第二章跟第三章一起往后挪一天", "把12月9日19:00那块第三章 多维随机变量往后挪一天；把12月7日16:00那块第二章 随机变量往后挪一天"],
    ["把第三章、第五章都提前一天", "把12月9日19:00那块第三章 多维随机变量提前一天；把12月11日16:00那块第五章 大数定律提前一天"],
    ["第二章和第四章这两个都往后推一周", "把12月10日08:00那块第四章 数字特征往后推一周；把12月7日16:00那块第二章 随机变量往后推一周"],
  ])("%s", (text, read) => {
    expect(readAs([PLAN], text)).toBe(read);
  });

  test.each([
    // A name the plan does not hold picks nothing.
    "第六章和第七章都往后顺延一天",
    // A name that fits two blocks is no one block.
    "第二章和第章都往后顺延一天",
  ])("near miss: %s moves no block by name", (text) => {
    expect(readAs([PLAN], text)).not.toMatch(/那块/);
  });
});
