/** Check-ins, progress and re-planning in words the rows were missing; every sentence is our own. */
import { describe, expect, test } from "vitest";
import { detectIntent } from "./intents";
import { answeredClass } from "./missed-work";

describe("missed work re-planned", () => {
  test("the class after the missed words", () => {
    expect(detectIntent("落下的概率论复习放到这周日")).toEqual({ family: "replan_missed", range: "这周日", subject: "概率论" });
  });
  test("a time in the clause that asks for the re-plan is where the work goes; in the missed clause it is when", () => {
    expect(detectIntent("上周生病漏掉的复习，周末帮我补一下")).toMatchObject({ family: "replan_missed", range: "周末" });
    expect(detectIntent("昨天开会没做完的，明天给我重新排一下")).toMatchObject({ family: "replan_missed", range: "明天" });
    expect(detectIntent("这周落下的补上")).toEqual({ family: "replan_missed" });
  });
  test("欠 … 还上 is missed work made up", () => {
    expect(detectIntent("欠下的学习都还上吧").family).toBe("replan_missed");
  });
  test("the most periods a day it may take", () => {
    expect(detectIntent("把上周没做的挪到这周末，每天最多两节")).toMatchObject({ family: "replan_missed", range: "这周末", dailyCap: 2 });
  });
});

describe("missed work re-planned with its limits", () => {
  test.each([
    ["没复习的那几节往后补，周末别排，周末我要回家", { keepFree: undefined, daysOff: [6, 7] }],
    ["补漏掉的学习，一天最多放三节", { dailyCap: 3 }],
    ["欠下的几块先排能排的，剩下的跟我说", { allowPartial: true }],
    ["没做完的复习另外找时间排上，这周末之前补完", { range: "这周末" }],
    ["上周落下的往后补，晚上不要排", { keepFree: ["晚上"] }],
  ])("%s", (text, fields) => {
    const intent = detectIntent(text);
    expect(intent.family).toBe("replan_missed");
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) expect(intent).toHaveProperty(key, value);
  });

  test.each([
    ["补一下第三章的笔记", "replan_missed"],
    ["落下的那些一共有几块？", "replan_missed"],
    ["往后补的那个我自己安排", "replan_missed"],
  ])("%s is no re-plan", (text, family) => {
    expect(detectIntent(text).family).not.toBe(family);
  });
});

describe("progress questions", () => {
  test("which days the missed ones were", () => {
    expect(detectIntent("这周漏掉的那两次分别是哪天")).toEqual({ family: "progress", focus: "missed", range: "这周" });
  });
  test("the study's overall completion is still progress", () => {
    expect(detectIntent("想看看这周学习的整体完成情况")).toEqual({ family: "progress", focus: "summary", range: "这周" });
  });
});

describe("a to-do done, with a word on which kind of thing it is", () => {
  test("…不是复习块 is no part of the name", () => {
    expect(detectIntent("体检表那个待办交了，不是学习块哈")).toMatchObject({ family: "task_edit", action: "complete", task: "体检表" });
  });
});

describe("blocks missed on the way there", () => {
  test.each(["昨晚那节复习地铁停运没赶上", "昨天那节学习下大雨没赶上", "今天上午的复习路上塞车没赶上"])("%s is a block skipped, its reason no name", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "checkin", entries: [{ status: "skipped" }] });
    expect(detectIntent(text)).not.toMatchObject({ entries: [{ block: expect.anything() }] });
  });

  test.each(["下雨耽搁了的复习帮我补上", "地铁停运没赶上的那两节学习补排一下", "耽误掉的复习找时间补回来"])("%s re-plans what was held up", (text) => {
    expect(detectIntent(text)).toEqual({ family: "replan_missed" });
  });
});

describe("a to-do done, with when and where it was done after its name", () => {
  test.each([
    ["化学实验报告前天在宿舍做完交了", "化学实验报告"],
    ["周报今天下午在图书馆写好发了", "周报"],
    ["四级真题在宿舍做完了", "四级真题"],
  ])("%s completes %s", (text, task) => {
    expect(detectIntent(text)).toEqual({ family: "task_edit", action: "complete", task });
  });
});

describe("a progress question whose stretch only the news before it says", () => {
  test.each([
    ["前天生病了，复习完成了多少", { focus: "summary", range: "前天" }],
    ["这周一直下雨，打卡了几次", { focus: "summary", range: "这周" }],
    ["上周去比赛了，落下了哪些复习", { focus: "missed", range: "上周" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual({ family: "progress", ...intent });
  });
});

describe("missed work put back as far as a stretch holds it", () => {
  test.each([
    ["前几天没做的，下周能放多少放多少", "下周"],
    ["落下的那几节，这周末能塞多少就塞多少，一天最多三节", "这周末"],
  ])("%s is re-planned into %s", (text, range) => {
    expect(detectIntent(text)).toMatchObject({ family: "replan_missed", range });
  });
  test("a stretch's as-much-as-fits with nothing missed is no re-plan", () => {
    expect(detectIntent("这周能放多少放多少").family).not.toBe("replan_missed");
  });
});

describe("check-ins of practice, and the day said after the cue", () => {
  test.each([
    ["前天琴房那节视唱练耳练完了", { family: "checkin", entries: [{ block: "视唱练耳", status: "done" }], when: "前天" }],
    ["今天下午那两节素描没画", { family: "checkin", entries: [{ block: "素描", status: "skipped" }], when: "今天下午" }],
    ["搞定了周三的复习", { family: "checkin", entries: [{ status: "done" }], when: "周三" }],
    ["没去前天那节", { family: "checkin", entries: [{ status: "skipped" }], when: "前天" }],
  ])("%s", (text, intent) => {
    expect(detectIntent(text)).toEqual(intent);
  });
  test.each(["海报画完了", "作品集画好了"])("%s names no practice block: no check-in", (text) => {
    expect(detectIntent(text).family).not.toBe("checkin");
  });
});

describe("an answer that narrows missed work to one class", () => {
  test.each([
    ["只补概率论", "概率论"],
    ["就补线代那部分吧", "线代"],
    ["先排高数的", "高数"],
  ])("%s → %s", (answer, subject) => {
    expect(answeredClass(answer)).toBe(subject);
  });
  test.each(["都补", "只补这周的", "两门都要"])("%s keeps every class", (answer) => {
    expect(answeredClass(answer)).toBeUndefined();
  });
});

/** Round 26: check-ins told with feeling, a story of what was meant, and "find it another time". Our own sentences. */
describe("a check-in told with feeling", () => {
  test.each([
    ["三节都拿下了，爽", undefined],
    ["昨天两节复习全部拿下", "昨天"],
    ["第二章拿下了💪", undefined],
  ])("%s: every block done", (text, when) => {
    const intent = detectIntent(text);
    expect(intent).toMatchObject({ family: "checkin" });
    expect(intent.family === "checkin" && intent.entries.every((entry) => entry.status === "done")).toBe(true);
    if (when) expect(intent).toMatchObject({ when });
  });

  test.each([
    // Taken off the timetable, or a prize still to win: no block done.
    ["谓词逻辑那节先拿下来", "edit"],
    ["期末考试一定要拿下", "unknown"],
  ])("%s is no check-in", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });
});

describe("what was meant to be done, then what was not", () => {
  test.each([
    ["前天原本想把第三章复习完，结果睡过去了，那节一点没碰", "前天"],
    ["今天本来打算复习线代的，结果被拉去开会，两节复习一点没做", "今天"],
  ])("%s: skipped, on the day the story said", (text, when) => {
    expect(detectIntent(text)).toEqual({ family: "checkin", entries: [{ status: "skipped" }], when });
  });

  test.each(["我打算明天复习第三章", "想把第二章复习完", "昨天本来想复习的"])("%s reports no block", (text) => {
    expect(detectIntent(text).family).not.toBe("checkin");
  });
});

describe("a block missed, then another time found for it", () => {
  test.each([
    ["周三上午那节没去，帮我另外找个时间", "周三上午"],
    ["昨晚那节没学，帮我再找个时间", "昨晚"],
  ])("%s: check-in, then the re-plan", (text, when) => {
    expect(detectIntent(text)).toEqual({ family: "compound", parts: [{ family: "checkin", entries: [{ status: "skipped" }], when }, { family: "replan_missed" }] });
  });

  test("换个时间 after a block skipped", () => {
    expect(detectIntent("第三章鸽了，换个时间吧")).toMatchObject({ family: "compound", parts: [{ family: "checkin" }, { family: "replan_missed" }] });
  });

  test.each([
    // Time found for something new is a plan, not missed work.
    ["帮我找个时间复习线代", "schedule"],
  ])("%s is no re-plan", (text, family) => {
    expect(detectIntent(text).family).toBe(family);
  });
});

describe("how far a plan has come", () => {
  test.each(["线代复习进行到第几章了", "高数那个计划推进到哪了", "英语计划背到哪个单元了"])("%s asks for the progress", (text) => {
    expect(detectIntent(text)).toMatchObject({ family: "progress", focus: "summary" });
  });

  test("推进 with a time after it still places the missed work", () => {
    expect(detectIntent("把落下的推进下周").family).toBe("replan_missed");
  });
});
