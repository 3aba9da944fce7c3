/**
 * Check-ins told by count, by period, as corrections and inside stories (round 41, D): a day's blocks told in counted
 * shares ("前天三块，两块做完了一块没动") give one unnamed entry per block in the order told — record_checkin asks which
 * was which; a block stopped at a period ("做到第二节就撑不住了") is partly done; an earlier check-in corrected ("当时
 * 点了没做，…帮我改成完成") is checked in again; a story ending on the block's fate ("…那块完全没动。先这么记着吧")
 * is a check-in, its 记着 no note. Our own sentences.
 */
import { describe, expect, test } from "vitest";
import { normalise } from "./normalise/normalise";
import { detectIntent } from "./understand/intents";

const intentOf = (text: string) => detectIntent(normalise(text).text);
const unnamed = (...statuses: string[]) => statuses.map((status) => ({ status }));

describe("a day's blocks told in counted shares", () => {
  test.each([
    ["上周六三块，一块搞定两块没碰", "上周六", unnamed("done", "skipped", "skipped")],
    ["今天排了两块 一块做完了另一块只看了一半", "今天", unnamed("done", "partial")],
    ["周日安排了四块，做完三块，剩下那块没动", "周日", unnamed("done", "done", "done", "skipped")],
    ["昨天两块，前一块做完了，后一块鸽了", "昨天", unnamed("done", "skipped")],
    ["前天四块复习，两块搞定了，还有两块没来得及", "前天", unnamed("done", "done", "skipped", "skipped")],
  ])("%s → %s, unnamed in the order told", (text, when, entries) => {
    expect(intentOf(text)).toEqual({ family: "checkin", when, entries });
  });

  test.each([["昨天两块都做完了"], ["前天三块全没动"]])("one outcome for all is every block alike: %s", (text) => {
    const intent = intentOf(text);
    expect(intent).toMatchObject({ family: "checkin" });
    expect(intent.family === "checkin" && new Set(intent.entries.map((entry) => entry.status)).size).toBe(1);
  });

  test.each([["那两块钱没花，一块给了室友"], ["昨天两块蛋糕一块吃完了一块没动"], ["明天两块，一块做题一块背书"]])("no check-in: %s", (text) => {
    expect(intentOf(text).family).not.toBe("checkin");
  });
});

describe("a day's blocks told apart by part of the day", () => {
  test("each part keeps its own check-in: nothing for the tool to ask", () => {
    expect(intentOf("前天上午做完了，晚上那节没去")).toEqual({
      family: "compound",
      parts: [
        { family: "checkin", entries: [{ status: "done" }], when: "前天上午" },
        { family: "checkin", entries: [{ status: "skipped" }], when: "前天晚上" },
      ],
    });
  });

  test("blocks named by chapter stay one check-in of the day", () => {
    expect(intentOf("今天下午的第三章看完了，晚上的第四章没看")).toMatchObject({ family: "checkin", when: "今天" });
  });
});

describe("a block stopped at a period", () => {
  test.each([
    ["前天排了两节的树与最小生成树，学到第二节就困得不行", "前天", { block: "树与最小生成树", status: "partial", periods_done: 1 }],
    ["昨晚那四节坚持到第三节结束就睡了", "昨晚", { status: "partial", periods_done: 3 }],
  ])("%s → partial, %s", (text, when, entry) => {
    expect(intentOf(text)).toEqual({ family: "checkin", when, entries: [entry] });
  });
});

describe("an earlier check-in corrected", () => {
  test.each([
    ["周一那块我当时点了没做，后来其实晚上做完了，帮我改成完成", "周一", "done"],
    ["昨天下午那节我标成了完成，其实根本没去，改成没做吧", "昨天下午", "skipped"],
    ["上周二那节点错了，应该是做了一半", "上周二", "partial"],
  ])("%s → %s, %s", (text, when, status) => {
    expect(intentOf(text)).toMatchObject({ family: "checkin", when, entries: [{ status }] });
  });

  test("a re-plan asked beside it is still a re-plan", () => {
    expect(JSON.stringify(intentOf("周一那节其实没去，帮我重新排一下"))).toContain("replan_missed");
  });
});

describe("a story that ends on the block's fate", () => {
  test.each([
    ["昨天本来排了函数与等价关系，结果晚上社团聚餐喝多了，回来那块一点没看，就这么记着吧", "昨天", { status: "skipped" }],
    ["前天下午被拉去搬桌子，搬到天黑，那节复习没赶上，帮我记一下", "前天下午", { status: "skipped" }],
  ])("%s → %s", (text, when, entry) => {
    expect(intentOf(text)).toEqual({ family: "checkin", when, entries: [entry] });
  });

  test("a story with a note to keep stays a note", () => {
    expect(intentOf("昨天社团开会开到十点，周五要交活动总结，帮我记着").family).toBe("quick_note");
  });
});
