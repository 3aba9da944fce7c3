/**
 * A move with no object after an answer that freed one thing (round 37, A): "那就放到周五下午四点" after a block was
 * marked missed and went back to the pending items places that block. Our own sentences, with near misses.
 */
import { describe, expect, test } from "vitest";
import type { UserTurn } from "../types";
import { currentRequest } from "./request";

const readAs = (before: UserTurn[], text: string) => currentRequest([...before.map((turn) => ({ ...turn })), { text }])?.text;

const MISSED: UserTurn = {
  text: "昨晚那块没做",
  said: "已记录1个学习块的打卡：11月30日（周一）19:00「函数与等价关系」：待打卡 → 没做。它回到了待安排，可以重新排。",
};
const TAKEN_OFF: UserTurn = { text: "先拿掉吧", said: "已把「树与最小生成树」从日程里拿掉，它回到待安排，可以重新排。" };
const NOTED: UserTurn = { text: "帮我记一下", said: "已记下：「交党费」。" };
const TWO_MISSED: UserTurn = {
  text: "这两天的都没做",
  said: "已记录2个学习块的打卡：「集合与二元关系」：待打卡 → 没做；「函数与等价关系」：待打卡 → 没做。它们回到了待安排，可以重新排。",
};

describe("the one thing an answer freed, placed by a move with no object", () => {
  test.each([
    [MISSED, "那就放到周五下午四点", "把函数与等价关系放到周五下午四点"],
    [MISSED, "那就挪到周六上午", "把函数与等价关系挪到周六上午"],
    [TAKEN_OFF, "那就放到周日晚上七点", "把树与最小生成树放到周日晚上七点"],
    [TAKEN_OFF, "还是改到周四下午吧", "把树与最小生成树改到周四下午吧"],
  ])("%s", (before, text, read) => {
    expect(readAs([before], text)).toBe(read);
  });

  test.each([
    // A note is no block freed: the pronoun stays for the student to name.
    [NOTED, "那就放到周五下午四点"],
    // Two freed: which one is asked.
    [TWO_MISSED, "那就放到周五下午四点"],
  ])("near miss: %s then %s names no freed thing", (before, text) => {
    expect(readAs([before], text)).toBe("把它放到周五下午四点");
  });
});
