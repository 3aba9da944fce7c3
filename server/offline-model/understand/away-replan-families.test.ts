/**
 * Back from time away: the work missed while away (or taken by a duty) put back, the emptiest day asked to make it up
 * in, and days checked in with the week's progress asked beside them.
 */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";

describe("missed or taken blocks, put back later", () => {
  test.each([
    "比赛结束了，没做的那些往后塞一塞",
    "集训回来了，没做完的往后放，放不下的跟我说",
    "被班会占掉的两节复习帮我找时间补上",
    "实习占了的那几节学习重新排一下",
  ])("%s", (text) => {
    expect(detectIntent(text).family).toBe("replan_missed");
  });

  test("what does not fit, asked to be told, is placed as far as it fits", () => {
    expect(detectIntent("集训回来了，没做完的往后放，放不下的跟我说")).toEqual({ family: "replan_missed", allowPartial: true });
    expect(detectIntent("比赛结束了，没做的那些往后塞一塞")).toEqual({ family: "replan_missed" });
  });

  test("a seat taken in the library is a note, not missed study", () => {
    expect(detectIntent("明天早上占座的事记一下").family).toBe("quick_note");
  });
});

describe("the emptiest day asked, to make up in", () => {
  test.each([
    ["出差这几天啥也没学，下周哪天最闲好补一补", "下周"],
    ["比赛那几天落下了，这周哪天最空好补上", "这周"],
  ])("%s", (text, when) => {
    expect(detectIntent(text)).toEqual({ family: "schedule_question", question: { toolName: "query_free_time", input: { when, pick: "emptiest" } } });
  });

  test("asked to be made up, with no question, it is the re-plan", () => {
    expect(detectIntent("出差这几天落下的复习帮我补一补").family).toBe("replan_missed");
  });
});

describe("days checked in, then the week's progress", () => {
  test.each(["周一的做完了、周二的没做，另外看下这周完成率", "上周六的看完了、上周日的鸽了，顺便看看这周进度"])("%s", (text) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("compound");
    if (intent.family !== "compound") return;
    expect(intent.parts.map((part) => part.family)).toEqual(["checkin", "checkin", "progress"]);
  });

  test("one day checked in stays two parts", () => {
    const intent = detectIntent("上周三的看完了，顺便看看本周进度");
    expect(intent.family === "compound" && intent.parts.map((part) => part.family)).toEqual(["checkin", "progress"]);
  });
});

describe("a bare weekday after one of last week's", () => {
  test("later in the week is last week's too", () => {
    const intent = detectIntent("上周六的做了、周日的没做");
    expect(intent.family === "compound" && intent.parts.map((part) => (part.family === "checkin" ? part.when : undefined))).toEqual(["上周六", "上周日"]);
  });

  test("earlier in the week is this week's", () => {
    const intent = detectIntent("上周三的做了，周一的没做");
    expect(intent.family === "compound" && intent.parts.map((part) => (part.family === "checkin" ? part.when : undefined))).toEqual(["上周三", "周一"]);
  });
});
